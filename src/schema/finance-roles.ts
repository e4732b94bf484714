import type { Role } from './roles';

/**
 * The finance roles of spec.md section 6, grouped once so every finance declaration and route
 * shares them. ROLE_All is always admitted; ROLE_View_Only reads the finance pages and changes
 * nothing (it is in no write list).
 */
export const FINANCE_ADMIN: readonly Role[] = ['ROLE_finance_admin'];

/** Who reads the school's fee records: every finance role, and the read-only auditor. */
export const FINANCE_READERS: readonly Role[] = [
  'ROLE_finance_admin',
  'ROLE_View_Only',
  'ROLE_Pay_Fees',
  'ROLE_Set_Fee_Structure',
  'ROLE_Access_Accounts_dashboard',
  'ROLE_Cross_Receipts',
  'ROLE_Send_Fee_balances',
  'ROLE_View_Financial_reports',
  'ROLE_View_Dalily_Collections',
];

/** /studentbilling: vote heads, fee structures and the term-billing run. */
export const FEE_STRUCTURE_WRITERS: readonly Role[] = ['ROLE_Set_Fee_Structure', 'ROLE_finance_admin'];

/** /feepayments: receiving money. */
export const PAYMENT_WRITERS: readonly Role[] = ['ROLE_Pay_Fees', 'ROLE_finance_admin'];

/** Moving a receipt to another student (a correction that reverses and re-posts). */
export const CROSS_RECEIPT_ROLES: readonly Role[] = ['ROLE_Cross_Receipts'];

/** The journal and the books: /accounttransactions, /chartofaccounts. */
export const LEDGER_READERS: readonly Role[] = [
  'ROLE_finance_admin',
  'ROLE_View_Only',
  'ROLE_View_Financial_reports',
  'ROLE_View_Dalily_Collections',
];

/** /finance, the dashboard. */
export const DASHBOARD_ROLES: readonly Role[] = [
  'ROLE_Access_Accounts_dashboard',
  'ROLE_finance_admin',
  'ROLE_View_Only',
];

/** /balancenotifications and /invoicenotifications. */
export const FEE_SMS_ROLES: readonly Role[] = ['ROLE_Send_Fee_balances'];

/** /refunds: the three steps and who takes each. */
export const REFUND_REQUESTERS: readonly Role[] = ['ROLE_Process_Refund', 'ROLE_finance_admin'];
export const REFUND_APPROVERS: readonly Role[] = ['ROLE_Approve_Refund'];
export const REFUND_PAYERS: readonly Role[] = ['ROLE_Process_Refund'];
export const REFUND_READERS: readonly Role[] = [
  'ROLE_Process_Refund',
  'ROLE_Approve_Refund',
  'ROLE_finance_admin',
  'ROLE_View_Only',
];

/** /pocketmoney. */
export const POCKET_MONEY_ROLES: readonly Role[] = ['ROLE_Access_Pocket_Money'];

/**
 * The accounting issue's pages (spec.md section 6). /supliers and /paymentvouchers: Access_Expenses
 * prepares; a second person (Access_Expenses or the finance administrator, never the preparer)
 * approves; the finance administrator or Access_Expenses pays.
 */
export const EXPENSE_ROLES: readonly Role[] = ['ROLE_Access_Expenses', 'ROLE_finance_admin'];
export const EXPENSE_READERS: readonly Role[] = [...EXPENSE_ROLES, 'ROLE_View_Only', 'ROLE_View_Financial_reports'];

/** /budgets: create_budget and finance_admin write; the finance administrator approves; View_Only reads. */
export const BUDGET_WRITERS: readonly Role[] = ['ROLE_create_budget', 'ROLE_finance_admin'];
export const BUDGET_APPROVERS: readonly Role[] = ['ROLE_finance_admin'];
export const BUDGET_READERS: readonly Role[] = [
  ...BUDGET_WRITERS,
  'ROLE_View_Only',
  'ROLE_View_Financial_reports',
  'ROLE_Access_Expenses',
];

/** /otherincomes. */
export const OTHER_INCOME_ROLES: readonly Role[] = ['ROLE_Access_Other_Sources_of_income', 'ROLE_finance_admin'];
export const OTHER_INCOME_READERS: readonly Role[] = [
  ...OTHER_INCOME_ROLES,
  'ROLE_View_Only',
  'ROLE_View_Financial_reports',
];

/** The books' keeper: banks, reconciliation, manual journal entries, period locks. */
export const BOOKKEEPERS: readonly Role[] = ['ROLE_finance_admin'];

/** The financial statements (trial balance, receipts and payments, income and expenditure, ...). */
export const FINANCIAL_REPORT_READERS: readonly Role[] = [
  'ROLE_View_Financial_reports',
  'ROLE_finance_admin',
  'ROLE_View_Only',
];

/** Daily collections by vote head and mode (and the cash book). */
export const DAILY_COLLECTION_READERS: readonly Role[] = [...FINANCIAL_REPORT_READERS, 'ROLE_View_Dalily_Collections'];

/**
 * Staff who charge or credit the chart from their own pages (vouchers, other income, budgets),
 * whose forms pick a fund, an account or a vote head: they read those, and write none.
 */
const CHART_PICKERS: readonly Role[] = [
  'ROLE_Access_Expenses',
  'ROLE_Access_Other_Sources_of_income',
  'ROLE_create_budget',
];

/** Funds and vote heads: every finance reader, and the pickers. */
export const CHART_READERS: readonly Role[] = [...new Set([...FINANCE_READERS, ...CHART_PICKERS])];

/** The accounts: the ledger's readers (not the cashier), and the pickers. */
export const ACCOUNT_READERS: readonly Role[] = [...new Set([...LEDGER_READERS, ...CHART_PICKERS])];
