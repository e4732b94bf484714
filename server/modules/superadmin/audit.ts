import { insertAudit, type AuditAction, type Change } from '../../crud/audit';
import type { Db } from '../../db/database';
import type { SuperSession } from './tokens';

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
  await insertAudit(db, { branchId, userId: null, username: admin.username }, action, resource, recordId, changes);
}
