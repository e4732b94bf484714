import type { SessionUser } from '../context';
import type { Db, Row } from '../db/database';

/** create, update, delete, or the name of the workflow action taken (transfer_out, submit). */
export type AuditAction = 'create' | 'update' | 'delete' | (string & {});
export type Change = { before?: unknown; after?: unknown };

const SECRET = '(changed)';

/** Field by field before/after; secrets are recorded as changed, never their value. */
export function diff(
  before: Row | undefined,
  after: Row | undefined,
  secretFields: readonly string[],
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (['id', 'branch_id', 'created_at', 'updated_at', 'created_by', 'updated_by'].includes(key)) continue;
    const a = before?.[key];
    const b = after?.[key];
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    if (secretFields.includes(key)) changes[key] = { after: SECRET };
    else changes[key] = { ...(before ? { before: a ?? null } : {}), ...(after ? { after: b ?? null } : {}) };
  }
  return changes;
}

export async function writeAudit(
  db: Db,
  user: SessionUser,
  action: AuditAction,
  resource: string,
  recordId: unknown,
  changes: Record<string, Change>,
): Promise<void> {
  await insertAudit(
    db,
    { branchId: user.branchId, userId: user.id, username: user.username },
    action,
    resource,
    recordId,
    changes,
  );
}

/** Files one audit_log row for a writer: a school user, or a super administrator (userId null) in a branch. */
export async function insertAudit(
  db: Db,
  writer: { branchId: number; userId: number | null; username: string },
  action: AuditAction,
  resource: string,
  recordId: unknown,
  changes: Record<string, Change>,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      branch_id: writer.branchId,
      user_id: writer.userId,
      username: writer.username,
      action,
      resource,
      record_id: String(recordId),
      changes: JSON.stringify(changes),
      at: new Date().toISOString(),
    })
    .execute();
}
