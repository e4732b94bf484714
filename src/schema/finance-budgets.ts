import { todayAtSchool } from './display';
import { choice, date, lines, longText, money, number, reference, text, year } from './fields';
import { BUDGET_APPROVERS, BUDGET_READERS, BUDGET_WRITERS } from './finance-roles';
import { fiscalYearOf } from './fiscal-year';
import { otherIncomes } from './finance-other-incomes';
import { budgetPositionQuery } from './budget-position';
import { definePage, defineReport } from './module';
import { defineResource } from './resource';

/**
 * Finance, budgets (the accounting issue): a budget per fiscal year and fund, approved before the
 * year by someone other than its preparer, against which payment vouchers are warned and the
 * budget-vs-actual report is drawn; and the income that is not fees (other_incomes, below).
 */

export const BUDGET_STATES = ['draft', 'approved'] as const;

export const budgets = defineResource({
  name: 'budgets',
  path: '/budgets',
  label: 'Budgets',
  singular: 'Budget',
  icon: 'chart',
  module: 'finance',
  fields: {
    title: text('Budget', { readOnly: true, max: 120 }),
    // Stored as the year it starts in; the budget's name (title) shows it as people say it, "2026/27".
    fiscal_year: year('Fiscal year', {
      required: true,
      min: 2000,
      max: 2100,
      default: fiscalYearOf(todayAtSchool()).start_year,
      help: 'The year it starts in: 2026 for July 2026 to June 2027',
    }),
    fund_id: reference('Fund', 'funds', { required: true }),
    status: choice('Status', BUDGET_STATES, { required: true, default: 'draft' }),
    lines: lines('Budget lines', {
      singular: 'Budget line',
      min: 1,
      max: 200,
      fields: {
        account_id: reference('Account', 'accounts', { help: 'An income or expense account of the fund' }),
        vote_head_id: reference('Vote head', 'vote_heads', { help: 'Or a vote head: its expense account' }),
        description: text('Description', { max: 200 }),
        amount: money('Amount', { required: true, min: 0, max: 100_000_000_000 }),
      },
    }),
    total_income: money('Income budgeted', { readOnly: true }),
    total_expenditure: money('Expenditure budgeted', { readOnly: true }),
    notes: longText('Note', { max: 1000 }),
    revision: number('Revision', { readOnly: true, integer: true, min: 1, grouping: false }),
    prepared_by: text('Prepared by', { readOnly: true, max: 120 }),
    approved_by: text('Approved by', { readOnly: true, max: 120 }),
    approved_on: date('Approved on', { readOnly: true }),
    revision_reason: longText('Reason for the last revision', { readOnly: true }),
  },
  list: ['title', 'fund_id', 'status', 'total_income', 'total_expenditure', 'revision', 'approved_by'],
  filters: ['fiscal_year', 'fund_id', 'status'],
  sort: { field: 'fiscal_year', order: 'DESC' },
  search: ['title', 'notes'],
  represent: '{title}',
  access: { read: BUDGET_READERS, write: BUDGET_WRITERS },
  unique: [['fiscal_year', 'fund_id']],
  form: {
    tabs: false,
    sections: [
      { label: 'Year and fund', fields: ['fiscal_year', 'fund_id', 'notes'] },
      { label: 'Lines', fields: ['lines'] },
      {
        label: 'Approval',
        fields: [
          'title',
          'status',
          'total_income',
          'total_expenditure',
          'revision',
          'prepared_by',
          'approved_by',
          'approved_on',
          'revision_reason',
        ],
      },
    ],
  },
  workflow: {
    field: 'status',
    locked: ['approved'],
    actions: {
      approve: {
        label: 'Approve',
        from: ['draft'],
        to: 'approved',
        roles: BUDGET_APPROVERS,
        confirm: 'The budget is approved: vouchers are checked against it and it can no longer be edited.',
      },
      revise: {
        label: 'Revise',
        from: ['approved'],
        to: 'draft',
        roles: BUDGET_APPROVERS,
        input: { reason: longText('Reason', { required: true, max: 500 }) },
        confirm:
          'The budget goes back to draft as a new revision; until it is approved again vouchers are checked against no budget.',
      },
    },
  },
});

/** The current fiscal year's start, what the budget-vs-actual screen opens on. */
export const currentFiscalYear = (): number => fiscalYearOf(todayAtSchool()).start_year;

/**
 * Budget vs actual for a fiscal year (and a fund, or all): each approved line with what the books
 * hold against it (budget-position.ts), exported as any report is. The screen is
 * /budgetvsactual; the formal statement with its PDF is the statements area's.
 */
export const budgetVsActualReport = defineReport({
  name: 'budget_vs_actual',
  path: '/reports/budgetvsactual',
  label: 'Budget vs actual',
  module: 'finance',
  icon: 'chart',
  menu: false,
  roles: BUDGET_READERS,
  filters: {
    fiscal_year: year('Fiscal year', { min: 2000, max: 2100, help: 'The year it starts in' }),
    fund_id: reference('Fund', 'funds'),
  },
  columns: {
    fund: text('Fund'),
    code: text('Code'),
    name: text('Account'),
    type: choice('Type', ['income', 'expense']),
    budget: money('Budget'),
    actual: money('Actual'),
    committed: money('Committed'),
    available: money('Available'),
    percent_used: number('% used'),
    over_budget: number('Over budget', { integer: true, help: '1 when spent and committed pass the budget' }),
  },
  sort: { field: 'code', order: 'ASC' },
  query: ({ db, branchId, filters, sql }) =>
    budgetPositionQuery(
      db,
      branchId,
      {
        fiscal_year: filters.fiscal_year === undefined ? currentFiscalYear() : Number(filters.fiscal_year),
        ...(filters.fund_id === undefined ? {} : { fund_id: Number(filters.fund_id) }),
      },
      sql,
    ),
});

export const budgetVsActualPage = definePage({
  path: '/budgetvsactual',
  label: 'Budget vs actual',
  module: 'finance',
  icon: 'chart',
  roles: BUDGET_READERS,
  screen: () => import('../pages/finance/budgets/BudgetVsActualPage').then((m) => ({ default: m.BudgetVsActualPage })),
});

export const BUDGETS_RESOURCES = [budgets, otherIncomes] as const;
export const BUDGETS_PAGES = [budgetVsActualPage] as const;
export const BUDGETS_REPORTS = [budgetVsActualReport] as const;
