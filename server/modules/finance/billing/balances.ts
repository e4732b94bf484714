import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * Keeps students.fee_balance: the sum of the balances of their invoices that are not cancelled.
 * Payments keep each invoice's balance as they allocate; a student's unapplied credit is theirs
 * to subtract (payments/credits.ts replaces this once it exists). Every student of the branch
 * when no ids are given.
 */
export async function refreshBalances(db: Db, branchId: number, studentIds?: readonly number[]): Promise<void> {
  const owed = sql<number>`coalesce((select sum(i.balance) from fee_invoices i
    where i.student_id = students.id and i.branch_id = ${branchId} and i.status <> 'cancelled'), 0)`;
  if (studentIds === undefined) {
    await db.updateTable('students').set({ fee_balance: owed }).where('branch_id', '=', branchId).execute();
    return;
  }
  const ids = [...new Set(studentIds)];
  for (let i = 0; i < ids.length; i += 500)
    await db
      .updateTable('students')
      .set({ fee_balance: owed })
      .where('branch_id', '=', branchId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
}
