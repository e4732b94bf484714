/**
 * Wire shapes of the banking area's own endpoints (server/modules/finance/banking), declared once
 * for the server and the screens. Plain types: nothing here is code. Money is integer cents.
 */

/** A statement line as the reconciliation screen shows it. */
export interface StatementItem {
  readonly id: number;
  readonly statement_id: number;
  readonly line_date: string;
  readonly description: string;
  readonly reference: string;
  readonly money_in: number;
  readonly money_out: number;
  readonly balance: number | null;
  /** The match it belongs to, or null while it is unmatched. */
  readonly match_no: number | null;
  readonly locked: boolean;
}

/** One journal entry's postings on the bank's ledger account: a line of the cash book. */
export interface CashItem {
  readonly entry_id: number;
  readonly entry_no: number;
  readonly posted_on: string;
  readonly narration: string;
  readonly source: string;
  /** The cheque, transfer, M-Pesa or receipt number of the document behind it, if any. */
  readonly reference: string;
  readonly payee: string;
  readonly money_in: number;
  readonly money_out: number;
  readonly match_no: number | null;
  readonly locked: boolean;
}

export interface ReconciliationFigures {
  readonly statement_balance: number;
  readonly uncredited_deposits: number;
  readonly unpresented_cheques: number;
  readonly adjusted_bank_balance: number;
  readonly cash_book_balance: number;
  /** Statement lines not yet in the cash book, net (money in less money out). */
  readonly bank_items: number;
  /** Adjusted bank balance less the cash book's: 0 before the reconciliation can be finalised. */
  readonly difference: number;
}

/** GET /api/finance/banking/reconciliations/:id: everything the reconciliation screen shows. */
export interface Workspace {
  readonly reconciliation: {
    readonly id: number;
    readonly status: 'draft' | 'finalised';
    readonly as_at: string;
    readonly statement_id: number;
    readonly prepared_by: string | null;
    readonly finalised_by: string | null;
  };
  readonly account: {
    readonly id: number;
    readonly name: string;
    readonly bank: string | null;
    readonly account_number: string | null;
    readonly ledger: string;
    readonly fund_id: number;
  };
  readonly statement: {
    readonly id: number;
    readonly period_from: string;
    readonly period_to: string;
    readonly opening_balance: number;
    readonly closing_balance: number;
  };
  /** Postings before this date that no statement line matches are taken as cleared before the first statement. */
  readonly cutoff: string;
  readonly statement_lines: readonly StatementItem[];
  readonly cash_items: readonly CashItem[];
  readonly figures: ReconciliationFigures;
}

/** The answer of auto-matching: how many matches were made. */
export interface AutoMatchResult {
  readonly matched: number;
  readonly figures: ReconciliationFigures;
}

/** GET /api/finance/banking/accounts/:id/cash-book?from=&to= */
export interface CashBook {
  readonly account: { readonly id: number; readonly name: string; readonly ledger: string };
  readonly from: string;
  readonly to: string;
  readonly opening: number;
  readonly lines: readonly (CashItem & { readonly balance: number })[];
  readonly total_in: number;
  readonly total_out: number;
  readonly closing: number;
}

/** GET /api/finance/banking/balances: each bank account's cash-book balance today. */
export type BankBalances = Readonly<Record<string, number>>;
