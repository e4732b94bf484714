import { represent } from '../../../src/schema';
import { students } from '../../../src/schema/admissions';
import type { SessionUser } from '../../context';
import { parseIds } from '../../crud/repository';
import type { Db } from '../../db/database';
import { school } from '../../db/typed';
import { refusal, say, singularKey } from '../../errors';

export interface ClassRef {
  readonly id: number;
  readonly name: string;
}

/** "Form 1 → Form 2: 3 students"; `to` null is the top class graduating ("Form 4 → Alumni"). */
export interface PromotionMove {
  readonly from: ClassRef;
  readonly to: ClassRef | null;
  readonly count: number;
}

/** A selected student who is not promoted, named as the register names them, with the reason (their status). */
export interface SkippedStudent {
  readonly id: number;
  readonly name: string;
  readonly status: string;
}

/** One student's move: into `classId` and `streamId`, or graduating (keeping the class). */
export interface PromotionStep {
  readonly id: number;
  readonly name: string;
  readonly from: { readonly class_id: number; readonly stream_id: number | null };
  readonly to: { readonly class_id: number; readonly stream_id: number | null } | 'graduate';
}

export interface PromotionPlan {
  readonly moves: PromotionMove[];
  readonly skipped: SkippedStudent[];
  readonly steps: PromotionStep[];
}

/**
 * What promoting these students does, before anything is written: each active student moves to
 * the active class of the next level, into the stream of the same name there (none if it has no
 * such stream); a student of the highest active class graduates and keeps the class. Students who
 * are not active (transferred, suspended, left, alumni) are skipped by name. The confirmation
 * shows this plan, and the promotion carries out the same one.
 */
export async function planPromotion(db: Db, user: SessionUser, rawIds: unknown): Promise<PromotionPlan> {
  const ids = parseIds(rawIds);
  const typed = school(db);
  const classes = await typed
    .selectFrom('classes')
    .select(['id', 'name', 'level', 'active'])
    .where('branch_id', '=', user.branchId)
    .execute();
  const byId = new Map(classes.map((c) => [c.id, c]));
  const ladder = classes.filter((c) => c.active).sort((a, b) => a.level - b.level || a.id - b.id);
  const streams = await typed
    .selectFrom('streams')
    .select(['id', 'class_id', 'name'])
    .where('branch_id', '=', user.branchId)
    .execute();
  const rows = await typed
    .selectFrom('students')
    .select(['id', 'class_id', 'stream_id', 'status', 'admission_no', 'first_name', 'last_name'])
    .where('branch_id', '=', user.branchId)
    .where('id', 'in', ids)
    .execute();
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined)
    throw refusal(
      404,
      say('shule.errors.no_record', { singular: 'student', id: missing }, { singular: singularKey(students) }),
    );
  // In the order the user selected them, so the confirmation and the answer read the same way.
  const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const skipped: SkippedStudent[] = [];
  const steps: PromotionStep[] = [];
  for (const row of ordered) {
    const name = represent(students, row);
    if (row.status !== 'active') {
      skipped.push({ id: row.id, name, status: String(row.status) });
      continue;
    }
    const level = byId.get(row.class_id)?.level ?? 0;
    const next = ladder.find((c) => c.level > level);
    const from = { class_id: row.class_id, stream_id: row.stream_id ?? null };
    if (!next) {
      steps.push({ id: row.id, name, from, to: 'graduate' });
      continue;
    }
    const streamName = streams.find((s) => s.id === row.stream_id)?.name;
    const stream = streams.find((s) => s.class_id === next.id && s.name === streamName);
    steps.push({ id: row.id, name, from, to: { class_id: next.id, stream_id: stream?.id ?? null } });
  }
  return { moves: movesOf(steps, byId), skipped, steps };
}

/** The steps counted per source and destination class, lowest class first. */
function movesOf(steps: readonly PromotionStep[], classes: ReadonlyMap<number, { name: string; level: number }>) {
  const ref = (id: number): ClassRef => ({ id, name: String(classes.get(id)?.name ?? id) });
  const moves = new Map<string, { from: ClassRef; to: ClassRef | null; count: number }>();
  for (const step of steps) {
    const to = step.to === 'graduate' ? null : step.to.class_id;
    const key = `${step.from.class_id}>${to ?? 'alumni'}`;
    const move = moves.get(key) ?? { from: ref(step.from.class_id), to: to === null ? null : ref(to), count: 0 };
    move.count += 1;
    moves.set(key, move);
  }
  const level = (ref: ClassRef) => classes.get(ref.id)?.level ?? 0;
  return [...moves.values()].sort((a, b) => level(a.from) - level(b.from) || a.from.id - b.from.id);
}
