import { insertSystem } from '../../server/db/seed';
import type { TestApp } from './harness';

/**
 * Copies the demo's fee structures of `from` (a year, and a class if given) to `to` (another year
 * and/or a class of the suite's own), every term and category, vote head by vote head, and returns
 * how many it wrote. The demo bills all three terms of 2026, so a suite that needs a term nobody
 * billed yet bills a copy in a year the demo leaves open, or a class of its own, at the demo's
 * figures.
 */
export async function copyFeeStructures(
  t: TestApp,
  branchId: number,
  from: { year: number; classId?: number },
  to: { year: number; classId?: number },
): Promise<number> {
  const db = t.ctx.database.db;
  let query = db
    .selectFrom('fee_structures')
    .select(['id', 'term', 'class_id', 'category_id'])
    .where('branch_id', '=', branchId)
    .where('academic_year', '=', from.year);
  if (from.classId !== undefined) query = query.where('class_id', '=', from.classId);
  const structures = await query.orderBy('id').execute();
  if (structures.length === 0) return 0;
  const items = await db
    .selectFrom('fee_structures_items')
    .select(['parent_id', 'vote_head_id', 'amount'])
    .where(
      'parent_id',
      'in',
      structures.map((s) => s.id),
    )
    .orderBy('position')
    .execute();
  const copies = structures.map((s) => ({
    academic_year: to.year,
    term: String(s.term),
    class_id: to.classId ?? Number(s.class_id),
    category_id: Number(s.category_id),
    items: items
      .filter((i) => Number(i.parent_id) === Number(s.id))
      .map((i) => ({ vote_head_id: Number(i.vote_head_id), amount: Number(i.amount) })),
  }));
  await insertSystem(t.ctx.database, 'fee_structures', branchId, copies);
  return copies.length;
}
