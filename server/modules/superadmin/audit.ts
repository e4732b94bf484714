import type { AuditAction } from '../../crud/audit';
import type { Db } from '../../db/database';
import type { SuperSession } from './tokens';

type Change = { before?: unknown; after?: unknown };

/**
 * A super administrator's write, filed under the branch it changed. user_id stays empty: the
 * username is a super administrator's, and user ids of audit_log are school users'.
 */
export async function superAudit(
  db: Db,
  admin: SuperSession,
  branchId: number,
  action: AuditAction,
  resource: string,
  recordId: unknown,
  changes: Record<string, Change>,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      branch_id: branchId,
      user_id: null,
      username: admin.username,
      action,
      resource,
      record_id: String(recordId),
      changes: JSON.stringify(changes),
      at: new Date().toISOString(),
    })
    .execute();
}
