import { todayAtSchool } from '../../../../src/schema/display';
import type { Db } from '../../../db/database';

export interface CurrentTerm {
  readonly academic_year: number;
  readonly term: string;
  readonly start_date: string;
  readonly end_date: string;
}

const dateOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/**
 * The term a school is in: the one marked current, else the one whose dates hold today (on the
 * school's day in Nairobi), else none.
 */
export async function currentTerm(db: Db, branchId: number): Promise<CurrentTerm | null> {
  const base = db
    .selectFrom('terms')
    .select(['academic_year', 'term', 'start_date', 'end_date'])
    .where('branch_id', '=', branchId);
  const today = todayAtSchool();
  const row =
    (await base.where('current', '=', true).orderBy('start_date', 'desc').executeTakeFirst()) ??
    (await base.where('start_date', '<=', today).where('end_date', '>=', today).executeTakeFirst());
  if (!row) return null;
  return {
    academic_year: Number(row.academic_year),
    term: String(row.term),
    start_date: dateOf(row.start_date),
    end_date: dateOf(row.end_date),
  };
}
