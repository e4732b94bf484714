/**
 * The wire shape of GET /api/finance/statements/:report: one of the school's financial statements
 * as server/modules/finance/statements builds it, prints it (PDF, XLSX) and the financial reports
 * page (src/pages/finance/statements) shows it. Plain types and the English of the statements'
 * standard wording, nothing that reaches a database. Money is in cents.
 */

export const FINANCIAL_REPORTS = [
  'trial_balance',
  'receipts_payments',
  'income_expenditure',
  'financial_position',
  'budget_actual',
  'fee_collection',
] as const;
export type FinancialReportName = (typeof FINANCIAL_REPORTS)[number];

export const isFinancialReport = (name: string): name is FinancialReportName =>
  (FINANCIAL_REPORTS as readonly string[]).includes(name);

/**
 * How a line prints: a section heading in capitals, a sub-heading, an ordinary line, a subtotal
 * (ruled above), a total (ruled above and below) and a grand total (double rule below, as an
 * auditor marks the figure the statement ends on).
 */
export type LineKind = 'section' | 'heading' | 'line' | 'subtotal' | 'total' | 'grand';

/** A figure column: money in cents, or a percentage (87.5 for 87.5 %). */
export interface ValueColumn {
  readonly key: string;
  readonly term: ReportTerm;
  readonly kind: 'money' | 'percent';
}

export interface ReportLine {
  readonly kind: LineKind;
  /** A standard wording (translated on screen); absent when `label` is the school's own name for it. */
  readonly term?: ReportTerm;
  /** In English as printed, or the account's or vote head's own name. */
  readonly label: string;
  readonly args?: Readonly<Record<string, string>>;
  readonly code?: string;
  /** The fund's code (TUI, OPS, SF, PM). */
  readonly fund?: string;
  /** By column key; null prints nothing (a heading, a percentage of nothing). */
  readonly values: Readonly<Record<string, number | null>>;
}

/** A check the statement must pass (debits equal credits; opening + receipts − payments = closing). */
export interface ReportCheck {
  readonly term: ReportTerm;
  readonly ok: boolean;
  /** What the check compares, in cents: its two sides and how far apart they are. */
  readonly left: number;
  readonly right: number;
  readonly difference: number;
}

export interface FinancialReport {
  readonly report: FinancialReportName;
  readonly title: string;
  /** The period (ISO dates); a statement of financial position is as at `to`. */
  readonly from: string;
  readonly to: string;
  /** A fund's own books, or null for all funds consolidated. */
  readonly fund: { readonly id: number; readonly code: string; readonly name: string } | null;
  /** The first column's heading (Account, Vote head, Description). */
  readonly label_column: ReportTerm;
  /** Text columns beside the label, in order. */
  readonly text_columns: readonly ('code' | 'fund')[];
  readonly columns: readonly ValueColumn[];
  readonly lines: readonly ReportLine[];
  readonly checks: readonly ReportCheck[];
  /** Why a statement has nothing to show (no approved budget for the year), as a term. */
  readonly note?: ReportTerm;
  readonly note_args?: Readonly<Record<string, string>>;
}

/**
 * The statements' standard wording in English (polyglot's %{name} for arguments): the server
 * prints it on paper and in workbooks, and the screens' English and Swahili are keyed by it
 * (src/i18n/statements.ts, src/i18n/sw/statements.ts, which must word every term).
 */
export const REPORT_TERMS = {
  // Titles
  trial_balance: 'Trial balance',
  receipts_payments: 'Statement of receipts and payments',
  income_expenditure: 'Statement of income and expenditure',
  financial_position: 'Statement of financial position',
  budget_actual: 'Statement of comparison of budget and actual amounts',
  fee_collection: 'Fee collection by vote head',
  // Columns
  code: 'Code',
  account: 'Account',
  fund: 'Fund',
  description: 'Description',
  vote_head: 'Vote head',
  debit: 'Debit',
  credit: 'Credit',
  amount: 'Amount',
  billed: 'Billed',
  collected: 'Collected',
  balance: 'Balance',
  percent_collected: '% collected',
  arrears_collected: 'Arrears collected',
  budget: 'Budget',
  actual: 'Actual',
  committed: 'Committed',
  available: 'Available',
  percent_used: '% used',
  // Trial balance
  surplus_brought_forward: 'Accumulated surplus/(deficit) to %{date}',
  due_to_other_funds: 'Due to other funds',
  due_from_other_funds: 'Due from other funds',
  total: 'Total',
  // Receipts and payments
  receipts: 'Receipts',
  payments: 'Payments',
  fees_from_students: 'Fees from students',
  capitation: 'Government grants (capitation)',
  other_income: 'Other income',
  other_receipts: 'Other receipts',
  expenses: 'Expenses',
  other_payments: 'Other payments',
  fees_in_advance: 'Fees paid in advance (student credits)',
  fees_unallocated: 'Fees (not allocated to a vote head)',
  refunds: 'Refunds of student credits',
  pocket_money_in: 'Pocket money deposited',
  pocket_money_out: 'Pocket money withdrawn',
  imprest_issued: 'Imprest issued',
  imprest_returned: 'Imprest cash returned',
  creditors_paid: 'Payments to creditors',
  opening_balances: 'Opening balances brought into the books',
  transfers_in: 'Transfers from other funds',
  transfers_out: 'Transfers to other funds',
  total_fees_from_students: 'Total fees from students',
  total_capitation: 'Total government grants',
  total_other_income: 'Total other income',
  total_other_receipts: 'Total other receipts',
  total_expenses: 'Total expenses',
  total_other_payments: 'Total other payments',
  total_receipts: 'Total receipts',
  total_payments: 'Total payments',
  net_receipts: 'Surplus/(deficit) of receipts over payments',
  cash_and_equivalents: 'Cash and cash equivalents',
  cash_at: 'Cash and bank balances at %{date}',
  cash_at_start: 'At the beginning of the period (%{date})',
  cash_at_end: 'At the end of the period (%{date})',
  total_cash_balances: 'Total cash and bank balances',
  // Income and expenditure
  income: 'Income',
  fee_income: 'Fees',
  expenditure: 'Expenditure',
  total_fee_income: 'Total fees',
  total_income: 'Total income',
  total_expenditure: 'Total expenditure',
  surplus_for_period: 'Surplus/(deficit) for the period',
  // Financial position
  assets: 'Assets',
  cash_assets: 'Cash and cash equivalents',
  receivables: 'Receivables',
  other_assets: 'Other assets',
  total_cash_assets: 'Total cash and cash equivalents',
  total_receivables: 'Total receivables',
  total_other_assets: 'Total other assets',
  total_assets: 'Total assets',
  liabilities: 'Liabilities',
  total_liabilities: 'Total liabilities',
  net_assets: 'Net assets',
  total_net_assets: 'Total net assets',
  accumulated_fund: 'Accumulated fund',
  accumulated_fund_brought_forward: 'Accumulated fund brought forward',
  represented_by: 'Represented by',
  // Budget vs actual
  budget_income: 'Income',
  budget_expenditure: 'Expenditure',
  total_budget_income: 'Total income',
  total_budget_expenditure: 'Total expenditure',
  no_budget: 'No approved budget for %{year}',
  // Fee collection
  fee_total: 'Total',
  // Checks
  check_trial_balance: 'Debits equal credits',
  check_receipts_payments: 'Opening balance + receipts − payments = closing balance',
  check_financial_position: 'Net assets equal total assets less total liabilities',
} as const;
export type ReportTerm = keyof typeof REPORT_TERMS;

/** A term's English with its arguments: what the paper and the workbook print. */
export function termText(term: ReportTerm, args: Readonly<Record<string, string>> = {}): string {
  return REPORT_TERMS[term].replace(/%\{(\w+)\}/g, (_, name: string) => args[name] ?? '');
}
