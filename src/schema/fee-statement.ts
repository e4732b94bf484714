/**
 * The wire shape of GET /api/finance/students/:id/statement: a student's fee account from the
 * ledger with a running balance, as server/modules/finance/reports/statement.ts builds it (and
 * statement-pdf.ts prints it) and the statement dialog (src/pages/finance/students) shows it.
 * Money is in cents.
 */

/** What a line of the statement is, from the journal entry's source (a reversal says what it undid). */
export type StatementKind =
  'invoice' | 'discount' | 'payment' | 'credit' | 'void' | 'move' | 'refund' | 'opening_balance' | 'reversal' | 'other';

export interface StatementLine {
  readonly date: string;
  readonly entry_no: number;
  readonly kind: StatementKind;
  /** The source the entry (or the entry it reverses) came from: invoice, payment… */
  readonly source: string;
  readonly reversal: boolean;
  /** The invoice or receipt number, when the source has one. */
  readonly reference: string | null;
  /** In English, as printed: "Term 1 2026 fees", "Payment by M-Pesa (SK41H2JD9X)". */
  readonly description: string;
  /** A receipt's mode, and the invoice's description, the receipt's reference or the reason it was voided. */
  readonly mode: string | null;
  readonly detail: string | null;
  /** Charged to the student (invoices, a voided receipt) and paid or credited, in cents. */
  readonly debit: number;
  readonly credit: number;
  /** Moved within the account without changing what is owed (a credit applied to an invoice). */
  readonly applied: number;
  readonly balance: number;
}

export interface StatementStudent {
  readonly id: number;
  readonly name: string;
  readonly admission_no: string | null;
  readonly class_name: string | null;
  readonly stream_name: string | null;
  readonly residence: string | null;
  readonly status: string | null;
  readonly guardian: string | null;
  readonly guardian_phone: string | null;
  /** students.fee_balance as the engine keeps it. */
  readonly fee_balance: number;
}

export interface Statement {
  readonly student: StatementStudent;
  readonly from: string | null;
  readonly to: string;
  readonly opening: number;
  readonly lines: readonly StatementLine[];
  readonly closing: number;
  readonly total_debit: number;
  readonly total_credit: number;
  /** Where parents pay: the school's paybill, with the admission number as the account. */
  readonly paybill: string | null;
  readonly account: string | null;
}
