import { type AnyResource, represent, tableOf } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import type { Db, Row } from '../db/database';
import type { Writer } from '../engine/writer';
import { badRequest, refusal, say, singularKey } from '../errors';
import type { Change } from './audit';
import { parseIds } from './repository';
import { inBranch } from './scope';

/** One change to take back: the record, and its `updated_at` as the change left it (its version). */
export interface UndoRequest {
  readonly id: number;
  readonly version: string;
}

/** `records: [{id, version}, ...]`, at most as many as a bulk write takes. */
export function parseUndo(raw: unknown): UndoRequest[] {
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  const versions = list.map((item) =>
    typeof item === 'object' && item !== null && typeof (item as Row).version === 'string'
      ? String((item as Row).version)
      : undefined,
  );
  if (list.length === 0 || versions.includes(undefined))
    throw badRequest('records must list the changes to undo, each as {id, version}', { records: 'Invalid' });
  const ids = parseIds(list.map((item) => (item as Row).id));
  if (ids.length !== list.length) throw badRequest('records must name each record once', { records: 'Invalid' });
  return ids.map((id, i) => ({ id, version: versions[i] as string }));
}

/**
 * Fields an edit's undo puts back: the record's own stored values. Lines (a student's guardians)
 * and secrets cannot be put back faithfully, so a change that touched them is refused; computed,
 * read-only and state fields follow from the others or from their actions.
 */
function restorable(resource: AnyResource, changes: Record<string, Change>): Row | 'lines' {
  const values: Row = {};
  for (const [name, change] of Object.entries(changes)) {
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (!field) continue;
    if (field.kind === 'table' || field.kind === 'password') return 'lines';
    if (field.count || field.readOnly || name === resource.workflow?.field) continue;
    values[name] = change.before ?? null;
  }
  return values;
}

/** "student Wanjiru Otieno (ADM/2026/00012)": the record as its user knows it. */
const named = (resource: AnyResource, record: Row) =>
  [
    { singular: resource.singular.toLowerCase(), name: represent(resource, record) },
    { singular: singularKey(resource) },
  ] as const;

/** The last audit row of a record: the change an undo may take back, if it is the user's edit. */
async function lastChange(db: Db, user: SessionUser, resource: AnyResource, id: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'changes'])
    .where('branch_id', '=', user.branchId)
    .where('resource', '=', resource.name)
    .where('record_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Takes back the user's own last edit of each record, all or none: a reverse write of the values
 * the audit log recorded before it, through the Writer (validation, hooks, audit as 'undo'). A
 * record changed since (its version moved on, or someone else wrote it last) is refused by name,
 * so an undo never overwrites another person's work. Works across browser tabs and servers: the
 * state lives in the database, not in a delayed request.
 */
export function undoChanges(
  ctx: AppContext,
  writer: Writer,
  user: SessionUser,
  resource: AnyResource,
  requests: readonly UndoRequest[],
): Promise<number[]> {
  return inBranch(ctx, user, 'write', async (db) => {
    const plans: { id: number; values: Row }[] = [];
    for (const { id, version } of requests) {
      // On PostgreSQL the row is held until the transaction ends: nobody writes it between the check and the undo.
      if (writer.engine === 'postgres')
        await db
          .selectFrom(tableOf(resource))
          .select('id')
          .where('id', '=', id)
          .where('branch_id', '=', user.branchId)
          .forUpdate()
          .execute();
      const current = await writer.load(db, user, resource, id);
      const last = await lastChange(db, user, resource, id);
      if (
        String(current.updated_at) !== version ||
        !last ||
        last.action !== 'update' ||
        Number(last.user_id) !== user.id
      )
        throw refusal(409, say('shule.errors.undo_changed', ...named(resource, current)));
      const values = restorable(resource, JSON.parse(String(last.changes)) as Record<string, Change>);
      if (values === 'lines') throw refusal(409, say('shule.errors.undo_impossible', ...named(resource, current)));
      plans.push({ id, values });
    }
    for (const { id, values } of plans)
      if (Object.keys(values).length > 0) await writer.update(db, user, resource, id, values, { auditAction: 'undo' });
    return plans.map((p) => p.id);
  });
}
