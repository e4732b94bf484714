/**
 * The wire shape of GET /api/finance/books/chart: funds and accounts with their balances, as
 * server/modules/finance/books/chart.ts builds it and the chart-of-accounts tree
 * (src/pages/finance/books) draws it. Plain types, no imports. Money is in cents.
 */
export type ChartAccountType = 'asset' | 'liability' | 'net_assets' | 'income' | 'expense';

export interface ChartFund {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

export interface ChartAccount {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly type: ChartAccountType;
  readonly fund_id: number;
  readonly parent_id: number | null;
  readonly purpose: string;
  readonly closed: boolean;
  /** Journal lines on the account up to the date. */
  readonly postings: number;
  /** In the account's natural sign: debits less credits for assets and expenses, else the reverse. */
  readonly balance: number;
}

export interface ChartOfAccounts {
  /** The date the balances are at (null: to date). */
  readonly as_at: string | null;
  readonly funds: readonly ChartFund[];
  readonly accounts: readonly ChartAccount[];
}
