import { students } from '../../../src/schema/admissions';
import type { AppContext, SessionUser } from '../../context';
import { parseIds } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { school } from '../../db/typed';
import { transition } from '../../engine/transition';
import type { Writer } from '../../engine/writer';
import { refusal, say, singularKey } from '../../errors';

export interface PromotionResult {
  readonly data: number[];
  readonly promoted: number;
  readonly graduated: number;
}

/**
 * End of the year: each student moves to the active class of the next level, into the stream of
 * the same name there (none if it has no such stream); a student of the highest class becomes an
 * alumnus and keeps the class. All or nothing, every change audited.
 */
export async function promote(
  ctx: AppContext,
  writer: Writer,
  user: SessionUser,
  rawIds: unknown,
): Promise<PromotionResult> {
  const ids = parseIds(rawIds);
  return inBranch(ctx, user, 'write', async (db) => {
    const typed = school(db);
    const classes = await typed
      .selectFrom('classes')
      .select(['id', 'level', 'active'])
      .where('branch_id', '=', user.branchId)
      .execute();
    const levelOf = new Map(classes.map((c) => [c.id, c.level]));
    const ladder = classes
      .filter((c) => c.active)
      .map((c) => ({ id: c.id, level: c.level }))
      .sort((a, b) => a.level - b.level || a.id - b.id);
    const streams = await typed
      .selectFrom('streams')
      .select(['id', 'class_id', 'name'])
      .where('branch_id', '=', user.branchId)
      .execute();
    const rows = await typed
      .selectFrom('students')
      .select(['id', 'class_id', 'stream_id', 'status', 'admission_no'])
      .where('branch_id', '=', user.branchId)
      .where('id', 'in', ids)
      .execute();
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined)
      throw refusal(
        404,
        say('shule.errors.no_record', { singular: 'student', id: missing }, { singular: singularKey(students) }),
      );
    const inactive = rows.filter((r) => r.status !== 'active').map((r) => r.admission_no ?? String(r.id));
    if (inactive.length > 0)
      throw refusal(400, say('shule.admissions.errors.only_active_promoted'), {
        ids: say('shule.admissions.errors.not_active', { students: inactive.join(', ') }),
      });
    let promoted = 0;
    let graduated = 0;
    for (const row of rows) {
      const level = levelOf.get(row.class_id) ?? 0;
      const next = ladder.find((c) => c.level > level);
      if (!next) {
        // Leaving the top class is the student's graduate action, with its roles and audit.
        await transition(writer, db, user, students, row.id, 'graduate', {});
        graduated += 1;
        continue;
      }
      const streamName = streams.find((s) => s.id === row.stream_id)?.name;
      const stream = streams.find((s) => s.class_id === next.id && s.name === streamName);
      await writer.update(db, user, students, row.id, { class_id: next.id, stream_id: stream?.id ?? null });
      promoted += 1;
    }
    return { data: ids, promoted, graduated };
  });
}
