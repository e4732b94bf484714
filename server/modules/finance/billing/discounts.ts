import type { Db } from '../../../db/database';

/** A student's standing discount as the engine applies it. */
export interface Discount {
  readonly id: number;
  readonly method: 'fixed' | 'percent';
  /** Cents off per term (fixed). */
  readonly amount: number;
  /** Basis points (12.5 % → 1250), so the arithmetic stays in integers. */
  readonly basisPoints: number;
  /** The vote heads it applies to; empty: every line of the invoice. */
  readonly voteHeadIds: readonly number[];
}

export interface BilledLine {
  readonly vote_head_id: number;
  readonly amount: number;
}

export interface DiscountedLine extends BilledLine {
  readonly discount: number;
}

/** Half a cent and up rounds up: the school's usual rounding, in integers only. */
const percentOf = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5_000) / 10_000);

/**
 * Applies a student's discounts to an invoice's lines in the order given (oldest first), each on
 * what is left of a line after the ones before: a percentage of each eligible line, a fixed amount
 * spread over the eligible lines in vote-head priority order (`priority` maps vote head → rank).
 * No line is discounted below zero; every figure is whole cents.
 */
export function applyDiscounts(
  items: readonly BilledLine[],
  discounts: readonly Discount[],
  priority: ReadonlyMap<number, number>,
): DiscountedLine[] {
  const left = items.map((i) => i.amount);
  const off = items.map(() => 0);
  for (const discount of discounts) {
    const eligible = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => discount.voteHeadIds.length === 0 || discount.voteHeadIds.includes(item.vote_head_id));
    if (discount.method === 'percent') {
      for (const { index } of eligible) {
        const cut = Math.min(left[index], percentOf(left[index], discount.basisPoints));
        left[index] -= cut;
        off[index] += cut;
      }
      continue;
    }
    let remaining = discount.amount;
    const ordered = [...eligible].sort(
      (a, b) =>
        (priority.get(a.item.vote_head_id) ?? 999) - (priority.get(b.item.vote_head_id) ?? 999) || a.index - b.index,
    );
    for (const { index } of ordered) {
      if (remaining <= 0) break;
      const cut = Math.min(left[index], remaining);
      left[index] -= cut;
      off[index] += cut;
      remaining -= cut;
    }
  }
  return items.map((item, index) => ({ ...item, discount: off[index] }));
}

const listOf = (value: unknown): number[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value || '[]') : value;
  return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isFinite) : [];
};

/** The active discounts of these students, by student, oldest first. */
export async function loadDiscounts(
  db: Db,
  branchId: number,
  studentIds: readonly number[],
): Promise<Map<number, Discount[]>> {
  const byStudent = new Map<number, Discount[]>();
  const ids = [...new Set(studentIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('fee_discounts')
      .select(['id', 'student_id', 'method', 'amount', 'percent', 'vote_head_ids'])
      .where('branch_id', '=', branchId)
      .where('active', '=', true)
      .where('student_id', 'in', ids.slice(i, i + 500))
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = byStudent.get(Number(row.student_id)) ?? [];
      list.push({
        id: Number(row.id),
        method: row.method === 'fixed' ? 'fixed' : 'percent',
        amount: Math.max(0, Math.trunc(Number(row.amount ?? 0))),
        basisPoints: Math.max(0, Math.min(10_000, Math.round(Number(row.percent ?? 0) * 100))),
        voteHeadIds: listOf(row.vote_head_ids),
      });
      byStudent.set(Number(row.student_id), list);
    }
  }
  return byStudent;
}
