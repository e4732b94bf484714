import type { Kysely, sql as Sql } from 'kysely';
import { fiscalYear } from './fiscal-year';
import type { ReportTables } from './module';

/**
 * Budget against actual, as one select shared by the server's budgetPosition (vouchers' warnings,
 * the statements) and the budget-vs-actual report, so both read the same figures. Kysely's types
 * only: the server hands in its `sql` tag, as it does to every report.
 */
export interface BudgetPositionFilter {
  /** The year the fiscal year starts in: 2026 for 2026/27. */
  readonly fiscal_year: number;
  readonly fund_id?: number;
}

export interface BudgetPositionOptions {
  /** A voucher left out of the commitments: the one being checked, so it is not counted twice. */
  readonly except_voucher_id?: number;
}

/**
 * One row per line of the approved budgets of a fiscal year (of one fund, or all):
 * - actual: the account's net postings dated in the fiscal year, expense debits less credits,
 *   income credits less debits (reversals net out);
 * - committed: lines of payment vouchers dated in the fiscal year, approved but not yet paid,
 *   charged to the account (directly or through their vote head's expense account);
 * - available: budget less actual less committed; percent_used: (actual + committed) / budget;
 * - over_budget: 1 for an expense line whose actual and commitments pass its budget.
 * A draft budget has no position: a budget is approved before it is used.
 */
export function budgetPositionQuery(
  db: Kysely<ReportTables>,
  branchId: number,
  filter: BudgetPositionFilter,
  sql: typeof Sql,
  options: BudgetPositionOptions = {},
) {
  const year = fiscalYear(filter.fiscal_year);
  const budgeted = db
    .selectFrom('budgets_lines as bl')
    .innerJoin('budgets as b', 'b.id', 'bl.parent_id')
    .select('bl.account_id')
    .where('b.branch_id', '=', branchId)
    .where('b.fiscal_year', '=', filter.fiscal_year)
    .where('b.status', '=', 'approved');
  const actuals = db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select(['l.account_id', sql<number>`sum(l.debit) - sum(l.credit)`.as('net')])
    .where('e.branch_id', '=', branchId)
    .where('e.posted_on', '>=', year.from)
    .where('e.posted_on', '<=', year.to)
    .where('l.account_id', 'in', budgeted)
    .groupBy('l.account_id');
  const charged = sql`coalesce(vl.account_id, vh.expense_account_id)`;
  const committed = db
    .selectFrom('payment_vouchers_lines as vl')
    .innerJoin('payment_vouchers as v', 'v.id', 'vl.parent_id')
    .leftJoin('vote_heads as vh', 'vh.id', 'vl.vote_head_id')
    .select([charged.as('account_id'), sql<number>`sum(vl.amount)`.as('amount')])
    .where('v.branch_id', '=', branchId)
    .where('v.status', '=', 'approved')
    .where('v.prepared_on', '>=', year.from)
    .where('v.prepared_on', '<=', year.to)
    .$if(options.except_voucher_id !== undefined, (qb) => qb.where('v.id', '<>', options.except_voucher_id))
    .groupBy(charged);
  const lines = db
    .selectFrom('budgets as b')
    .innerJoin('budgets_lines as bl', 'bl.parent_id', 'b.id')
    .innerJoin('accounts as a', 'a.id', 'bl.account_id')
    .innerJoin('funds as f', 'f.id', 'b.fund_id')
    .leftJoin(actuals.as('act'), 'act.account_id', 'bl.account_id')
    .leftJoin(committed.as('com'), 'com.account_id', 'bl.account_id')
    .select([
      'bl.account_id as account_id',
      'b.id as budget_id',
      'b.fund_id as fund_id',
      'f.code as fund',
      'a.code as code',
      'a.name as name',
      'a.type as type',
      'bl.amount as budget',
      sql<number>`case when a.type = 'income' then -1 else 1 end * coalesce(act.net, 0)`.as('actual'),
      sql<number>`case when a.type = 'expense' then coalesce(com.amount, 0) else 0 end`.as('committed'),
    ])
    .where('b.branch_id', '=', branchId)
    .where('b.fiscal_year', '=', filter.fiscal_year)
    .where('b.status', '=', 'approved')
    .$if(filter.fund_id !== undefined, (qb) => qb.where('b.fund_id', '=', filter.fund_id));
  return db.selectFrom(lines.as('p')).select([
    'p.account_id',
    'p.budget_id',
    'p.fund_id',
    'p.fund',
    'p.code',
    'p.name',
    'p.type',
    'p.budget',
    'p.actual',
    'p.committed',
    sql<number>`p.budget - p.actual - p.committed`.as('available'),
    // Double precision on both engines: PostgreSQL's numeric would reach the client as text.
    sql<number | null>`case when p.budget > 0
        then cast(round(100.0 * (p.actual + p.committed) / p.budget, 1) as double precision) end`.as('percent_used'),
    sql<number>`case when p.type = 'expense' and p.actual + p.committed > p.budget then 1 else 0 end`.as('over_budget'),
  ]);
}
