import { students } from '../../../src/schema/admissions';
import type { AppContext, SessionUser } from '../../context';
import { inBranch } from '../../crud/scope';
import { transition } from '../../engine/transition';
import type { Writer } from '../../engine/writer';
import { refusal, say } from '../../errors';
import { recordBatch, type BatchStudent } from './promotion-batch';
import { planPromotion, type PromotionMove, type PromotionPlan, type SkippedStudent } from './promotion-plan';

export interface PromotionResult {
  /** The students promoted or graduated (the skipped ones are not among them). */
  readonly data: number[];
  readonly promoted: number;
  readonly graduated: number;
  readonly moves: PromotionMove[];
  readonly skipped: SkippedStudent[];
  /** The promotion's batch, which POST /students/promotions/{batch}/undo takes back. */
  readonly batch: number;
}

/** What the confirmation shows: the moves per class and the students skipped, nothing written. */
export async function previewPromotion(
  ctx: AppContext,
  user: SessionUser,
  rawIds: unknown,
): Promise<Omit<PromotionPlan, 'steps'>> {
  const { moves, skipped } = await inBranch(ctx, user, 'read', (db) => planPromotion(db, user, rawIds));
  return { moves, skipped };
}

/**
 * End of the year: the plan (promotion-plan.ts) carried out in one transaction, every change
 * audited. Students who are not active are skipped and named, not a reason to refuse the rest;
 * only a selection with nobody to promote is refused. The batch is recorded, so the whole
 * promotion can be taken back while its students are as it left them.
 */
export async function promote(
  ctx: AppContext,
  writer: Writer,
  user: SessionUser,
  rawIds: unknown,
): Promise<PromotionResult> {
  return inBranch(ctx, user, 'write', async (db) => {
    const { moves, skipped, steps } = await planPromotion(db, user, rawIds);
    if (steps.length === 0)
      throw refusal(400, say('shule.admissions.errors.only_active_promoted'), {
        ids: say('shule.admissions.errors.not_active', { students: skipped.map((s) => s.name).join(', ') }),
      });
    const done: BatchStudent[] = [];
    for (const step of steps) {
      // Leaving the top class is the student's graduate action, with its roles and audit.
      const record =
        step.to === 'graduate'
          ? await transition(writer, db, user, students, step.id, 'graduate', {})
          : await writer.update(db, user, students, step.id, step.to);
      const after = { class_id: Number(record.class_id), stream_id: record.stream_id ?? null, status: record.status };
      done.push({ id: step.id, before: { ...step.from, status: 'active' }, after, version: String(record.updated_at) });
    }
    const batch = await recordBatch(db, user, done);
    const graduated = steps.filter((s) => s.to === 'graduate').length;
    return {
      data: steps.map((s) => s.id),
      promoted: steps.length - graduated,
      graduated,
      moves,
      skipped,
      batch,
    };
  });
}
