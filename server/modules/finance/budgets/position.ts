import { sql } from 'kysely';
import type { Coded } from '../../../../src/schema';
import { budgetPositionQuery, type BudgetPositionFilter } from '../../../../src/schema/budget-position';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';
import type { Db } from '../../../db/database';
import { say } from '../../../errors';
import { formatCents } from '../ledger/cents';

/** One line of an approved budget against the books, in cents (budget-position.ts says how each is read). */
export interface BudgetPositionLine {
  readonly account_id: number;
  readonly budget_id: number;
  readonly fund_id: number;
  /** The fund's code: TUI, OPS, SF. */
  readonly fund: string;
  readonly code: string;
  readonly name: string;
  readonly type: 'income' | 'expense';
  readonly budget: number;
  readonly actual: number;
  readonly committed: number;
  readonly available: number;
  /** (actual + committed) / budget in per cent, one decimal; null for a line budgeted at nothing. */
  readonly percent_used: number | null;
  /** An expense line whose actual and commitments pass its budget. */
  readonly over_budget: boolean;
}

async function positionRows(
  db: Db,
  branchId: number,
  filter: BudgetPositionFilter,
  exceptVoucherId?: number,
): Promise<BudgetPositionLine[]> {
  const rows = await db
    .selectFrom(budgetPositionQuery(db, branchId, filter, sql, { except_voucher_id: exceptVoucherId }).as('q'))
    .selectAll()
    .orderBy('q.fund')
    .orderBy('q.code')
    .execute();
  // PostgreSQL answers sums as text: every figure is read back as a number of cents.
  return rows.map((r) => ({
    account_id: Number(r.account_id),
    budget_id: Number(r.budget_id),
    fund_id: Number(r.fund_id),
    fund: String(r.fund),
    code: String(r.code),
    name: String(r.name),
    type: r.type === 'income' ? 'income' : 'expense',
    budget: Number(r.budget),
    actual: Number(r.actual),
    committed: Number(r.committed),
    available: Number(r.available),
    percent_used: r.percent_used === null ? null : Number(r.percent_used),
    over_budget: Number(r.over_budget) === 1,
  }));
}

/** Each line of the approved budgets of a fiscal year (one fund's, or every fund's) against the books. */
export function budgetPosition(db: Db, branchId: number, filter: BudgetPositionFilter): Promise<BudgetPositionLine[]> {
  return positionRows(db, branchId, filter);
}

/** A voucher line as the expenses area hands it in: charged to an account or to a vote head. */
export interface VoucherLineCharge {
  readonly account_id?: number | null;
  readonly vote_head_id?: number | null;
  /** Cents. */
  readonly amount: number;
}

export interface VoucherCheck {
  readonly fund_id: number;
  /** The voucher's date: its fiscal year's budget is the one checked. */
  readonly posted_on: string;
  readonly lines: readonly VoucherLineCharge[];
  /** The voucher itself when already saved: its own approved lines are not counted twice. */
  readonly voucher_id?: number;
}

/** The account each line charges: its own, or its vote head's expense account. */
async function chargedAccounts(db: Db, branchId: number, lines: readonly VoucherLineCharge[]) {
  const headIds = [...new Set(lines.flatMap((l) => (l.account_id ? [] : l.vote_head_id ? [l.vote_head_id] : [])))];
  const heads =
    headIds.length === 0
      ? []
      : await db
          .selectFrom('vote_heads')
          .select(['id', 'expense_account_id'])
          .where('branch_id', '=', branchId)
          .where('id', 'in', headIds)
          .execute();
  const expenseOf = new Map(heads.map((h) => [Number(h.id), h.expense_account_id]));
  const amounts = new Map<number, number>();
  for (const line of lines) {
    const account = line.account_id ?? (line.vote_head_id ? expenseOf.get(line.vote_head_id) : null);
    if (account === null || account === undefined) continue;
    amounts.set(Number(account), (amounts.get(Number(account)) ?? 0) + line.amount);
  }
  return amounts;
}

/**
 * What a payment voucher would do to its fund's approved budget for the fiscal year of its date:
 * a message for each account it would take over its line (budget, already spent and committed,
 * this voucher, the excess), for each account with no line, and one when the fund has no approved
 * budget that year. Warnings for the preparer and the approver to read, never a refusal.
 */
export async function voucherBudgetWarnings(db: Db, branchId: number, check: VoucherCheck): Promise<Coded[]> {
  const year = fiscalYearOf(check.posted_on);
  const amounts = await chargedAccounts(db, branchId, check.lines);
  if (amounts.size === 0) return [];
  const budget = await db
    .selectFrom('budgets')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('fund_id', '=', check.fund_id)
    .where('fiscal_year', '=', year.start_year)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!budget) {
    const fund = await db
      .selectFrom('funds')
      .select('name')
      .where('branch_id', '=', branchId)
      .where('id', '=', check.fund_id)
      .executeTakeFirst();
    return [say('shule.finance.budgets.no_budget', { fund: String(fund?.name ?? check.fund_id), year: year.name })];
  }
  const position = await positionRows(
    db,
    branchId,
    { fiscal_year: year.start_year, fund_id: check.fund_id },
    check.voucher_id,
  );
  const byAccount = new Map(position.map((p) => [p.account_id, p]));
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'code', 'name'])
    .where('branch_id', '=', branchId)
    .where('id', 'in', [...amounts.keys()])
    .execute();
  const named = new Map(accounts.map((a) => [Number(a.id), `${String(a.code)} ${String(a.name)}`]));
  const warnings: Coded[] = [];
  for (const [accountId, amount] of amounts) {
    const account = named.get(accountId) ?? String(accountId);
    const line = byAccount.get(accountId);
    if (!line) {
      warnings.push(say('shule.finance.budgets.no_line', { account, year: year.name }));
      continue;
    }
    const used = line.actual + line.committed;
    if (used + amount <= line.budget) continue;
    warnings.push(
      say('shule.finance.budgets.over_budget', {
        account,
        year: year.name,
        budget: formatCents(line.budget),
        used: formatCents(used),
        amount: formatCents(amount),
        over: formatCents(used + amount - line.budget),
      }),
    );
  }
  return warnings;
}
