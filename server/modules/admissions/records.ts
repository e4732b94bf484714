import type { SessionUser } from '../../context';
import { diff, writeAudit } from '../../crud/audit';
import type { Db, Engine, Row } from '../../db/database';
import { HttpError } from '../../errors';

/** Whether a value counts as not given (what validation stores for an empty field). */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value a write will leave: the one sent, else the stored one. */
export const merged = (data: Record<string, unknown>, before: Row | undefined, name: string): unknown =>
  Object.hasOwn(data, name) ? data[name] : before?.[name];

export const storedBoolean = (engine: Engine, value: boolean): boolean | number =>
  engine === 'postgres' ? value : value ? 1 : 0;

/**
 * A change the system makes to a record as the consequence of another write (a student's status
 * after a transfer, the term that stops being current), audited under the user who caused it.
 * Only the values that differ are written; nothing happens when none does.
 */
export async function patchRecord(
  db: Db,
  user: SessionUser,
  table: string,
  id: number,
  changes: Record<string, unknown>,
  engine: Engine,
): Promise<void> {
  const before = await db
    .selectFrom(table)
    .select(Object.keys(changes))
    .where('id', '=', id)
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  if (!before) return;
  const normal = (v: unknown) => (typeof v === 'boolean' ? storedBoolean(engine, v) : v);
  const changed = Object.fromEntries(Object.entries(changes).filter(([k, v]) => normal(v) !== before[k]));
  if (Object.keys(changed).length === 0) return;
  const stored = Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, normal(v)]));
  await db
    .updateTable(table)
    .set({ ...stored, updated_at: new Date().toISOString(), updated_by: user.id })
    .where('id', '=', id)
    .where('branch_id', '=', user.branchId)
    .execute();
  // The audit shows wire values (booleans, not SQLite's 0/1), as the generic writes do.
  const was = Object.fromEntries(
    Object.keys(changed).map((k) => [k, typeof changes[k] === 'boolean' ? Boolean(before[k]) : before[k]]),
  );
  await writeAudit(db, user, 'update', table, id, diff(was, changed, []));
}

/** Runs `work`, answering its per-field errors under `prefix` ("student.first_name"). */
export async function underPrefix<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.errors) {
      const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`${prefix}.${k}`, v]));
      throw new HttpError(error.status, error.message, errors);
    }
    throw error;
  }
}
