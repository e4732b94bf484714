import type { Coded } from '../../../../src/schema';
import type { Db, Row } from '../../../db/database';
import { voucherBudgetWarnings } from '../budgets/position';

/**
 * The one place the expenses area asks the budgets area what a voucher would do to its fund's
 * approved budget (the voucher's record page and its approval): warnings to read, never a refusal.
 */
export function budgetWarningsOf(db: Db, branchId: number, voucher: Row): Promise<Coded[]> {
  const lines = Array.isArray(voucher.lines) ? (voucher.lines as Row[]) : [];
  return voucherBudgetWarnings(db, branchId, {
    fund_id: Number(voucher.fund_id),
    posted_on: String(voucher.prepared_on),
    voucher_id: Number(voucher.id),
    lines: lines.map((l) => ({
      account_id: l.account_id === null || l.account_id === undefined ? null : Number(l.account_id),
      vote_head_id: l.vote_head_id === null || l.vote_head_id === undefined ? null : Number(l.vote_head_id),
      amount: Number(l.amount),
    })),
  });
}
