import type { Db } from '../../../db/database';
import { type CurrentTerm, currentTerm } from '../billing/terms';

/**
 * The term a charge dated `on` is billed in: the term whose dates hold it, else the school's
 * current term (billing's), else null when the school has set neither.
 */
export async function termOf(db: Db, branchId: number, on: string): Promise<CurrentTerm | null> {
  const row = await db
    .selectFrom('terms')
    .select(['academic_year', 'term', 'start_date', 'end_date'])
    .where('branch_id', '=', branchId)
    .where('start_date', '<=', on)
    .where('end_date', '>=', on)
    .executeTakeFirst();
  if (!row) return currentTerm(db, branchId);
  return {
    academic_year: Number(row.academic_year),
    term: String(row.term),
    start_date: String(row.start_date),
    end_date: String(row.end_date),
  };
}
