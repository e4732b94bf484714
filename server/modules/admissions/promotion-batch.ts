import { mayTakeAction, represent } from '../../../src/schema';
import { students } from '../../../src/schema/admissions';
import type { AppContext, SessionUser } from '../../context';
import { parseId } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import type { Db } from '../../db/database';
import { school } from '../../db/typed';
import type { Writer } from '../../engine/writer';
import { forbidden, refusal, say } from '../../errors';

interface Placement {
  readonly class_id: number;
  readonly stream_id: unknown;
  readonly status: unknown;
}

/** One promoted student: where they were, where the promotion put them, and their version after it. */
export interface BatchStudent {
  readonly id: number;
  readonly before: Placement;
  readonly after: Placement;
  readonly version: string;
}

/**
 * A promotion is kept as one audit row (resource `promotions`, action `promote`) listing its
 * students before and after: the audit log is where the school's history already lives, and the
 * row's id names the batch. Its undo files a second row (`undo`, record_id = the batch).
 */
const BATCHES = 'promotions';

async function insertEntry(db: Db, user: SessionUser, action: string, recordId: string | null, changes: unknown) {
  const row = await school(db)
    .insertInto('audit_log')
    .values({
      branch_id: user.branchId,
      user_id: user.id,
      username: user.username,
      action,
      resource: BATCHES,
      record_id: recordId,
      changes: JSON.stringify(changes),
      at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const recordBatch = (db: Db, user: SessionUser, done: readonly BatchStudent[]): Promise<number> =>
  insertEntry(db, user, 'promote', null, { students: { after: done } });

async function batchOf(db: Db, user: SessionUser, id: number): Promise<BatchStudent[]> {
  const entries = await school(db)
    .selectFrom('audit_log')
    .select(['id', 'action', 'record_id', 'changes'])
    .where('branch_id', '=', user.branchId)
    .where('resource', '=', BATCHES)
    .where((eb) => eb.or([eb('id', '=', id), eb('record_id', '=', String(id))]))
    .execute();
  const batch = entries.find((e) => Number(e.id) === id && e.action === 'promote');
  if (!batch) throw refusal(404, say('shule.admissions.errors.no_promotion', { id }));
  if (entries.some((e) => e.action === 'undo' && e.record_id === String(id)))
    throw refusal(409, say('shule.admissions.errors.promotion_undone'));
  return (JSON.parse(batch.changes) as { students: { after: BatchStudent[] } }).students.after;
}

/**
 * Takes a promotion back, all or nothing: each of its students returns to the class, stream and
 * status it had, if nobody has changed the student since (their version is still the one the
 * promotion left); otherwise nothing is undone and the changed students are named. Graduations are
 * reversed too, so the user needs the right to readmit.
 */
export function undoPromotion(
  ctx: AppContext,
  writer: Writer,
  user: SessionUser,
  rawBatch: unknown,
): Promise<{ data: number[]; restored: number }> {
  const id = parseId(rawBatch);
  return inBranch(ctx, user, 'write', async (db) => {
    const batch = await batchOf(db, user, id);
    const readmit = students.workflow?.actions.readmit;
    if (
      batch.some((s) => s.after.status !== s.before.status) &&
      readmit &&
      !mayTakeAction(user.roles, students, readmit)
    )
      throw forbidden();
    const ids = batch.map((s) => s.id);
    const rows = await school(db)
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name', 'admission_no', 'updated_at'])
      .where('branch_id', '=', user.branchId)
      .where('id', 'in', ids)
      // On PostgreSQL the students are held until the undo ends: nobody changes them in between.
      .$if(writer.engine === 'postgres', (qb) => qb.forUpdate())
      .execute();
    const changed = batch.flatMap((student) => {
      const row = rows.find((r) => r.id === student.id);
      if (!row) return [`#${student.id}`];
      return String(row.updated_at) === student.version ? [] : [represent(students, row)];
    });
    if (changed.length > 0)
      throw refusal(409, say('shule.admissions.errors.promotion_changed', { students: changed.join(', ') }));
    for (const student of batch)
      await writer.update(db, user, students, student.id, student.before, {
        system: true,
        auditAction: 'undo_promotion',
      });
    await insertEntry(db, user, 'undo', String(id), { students: { before: ids } });
    return { data: ids, restored: ids.length };
  });
}
