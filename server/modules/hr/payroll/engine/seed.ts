import type { Db } from '../../../../db/database';
import { STANDARD_RATES } from './standard-rates';

const keyOf = (row: Readonly<Record<string, unknown>>, columns: readonly string[]): string =>
  columns.map((c) => String(row[c]).slice(0, 10)).join('|');

/**
 * Gives a school the statutory rate rows it lacks (standard-rates.ts), in the caller's transaction:
 * called when a school is created (beside its standard chart of accounts) and by the migration that
 * gave the schools of before the HR issue theirs. A row the school already has for the same date
 * (and lower bound) is left as the school keeps it, so running it again adds nothing.
 */
export async function seedStatutoryRates(db: Db, branchId: number): Promise<void> {
  const now = new Date().toISOString();
  const stamps = { branch_id: branchId, created_at: now, updated_at: now, created_by: null, updated_by: null };
  for (const { table, key, rows } of STANDARD_RATES) {
    const existing = await db.selectFrom(table).select(key).where('branch_id', '=', branchId).execute();
    const have = new Set(existing.map((row) => keyOf(row, key)));
    const missing = (rows as readonly Record<string, unknown>[]).filter((row) => !have.has(keyOf(row, key)));
    if (missing.length > 0)
      await db
        .insertInto(table)
        .values(missing.map((row) => ({ ...row, ...stamps })))
        .execute();
  }
}
