/** What an employee earns and owes each month beyond statutory deductions, from their own records. */
export interface AllowanceRow {
  readonly basis?: unknown;
  readonly amount?: unknown;
  readonly percent?: unknown;
  readonly recurring?: unknown;
  readonly month?: unknown;
  readonly start_month?: unknown;
  readonly end_month?: unknown;
}
export interface DeductionRow {
  readonly amount?: unknown;
  readonly recurring?: unknown;
  readonly month?: unknown;
  readonly balance?: unknown;
  readonly principal?: unknown;
}

const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Whether a line pays or takes in this month (YYYY-MM): a recurring one in its range, a one-off in its month. */
export function appliesIn(row: AllowanceRow, month: string): boolean {
  if (row.recurring === false) return row.month === month;
  const from = typeof row.start_month === 'string' ? row.start_month : '';
  const to = typeof row.end_month === 'string' ? row.end_month : '9999-12';
  return from <= month && month <= to;
}

/** An allowance's amount in a month: fixed, or a share of basic pay rounded to the cent. */
export function allowanceCents(row: AllowanceRow, basic: number): number {
  if (row.basis === 'percent_of_basic') return Math.round((basic * cents(row.percent) * 100) / 10_000);
  return cents(row.amount);
}

/**
 * A deduction's amount in a month: a loan or advance takes at most what is still owed (the run
 * lowers the balance as it pays), so one nearly paid off shows its last instalment.
 */
export function deductionCents(row: DeductionRow): number {
  const amount = cents(row.amount);
  return row.principal !== null && row.principal !== undefined && typeof row.balance === 'number'
    ? Math.min(amount, row.balance)
    : amount;
}

/**
 * The month's allowances and deductions; `helb` is the employee's HELB deduction (helb_monthly on
 * their record), which the payroll takes every month besides the deductions' own lines.
 */
export function monthlyPay(
  basic: number,
  allowances: readonly AllowanceRow[],
  deductions: readonly DeductionRow[],
  month: string,
  helb: unknown = 0,
): { allowances: number; deductions: number } {
  return {
    allowances: allowances.filter((a) => appliesIn(a, month)).reduce((s, a) => s + allowanceCents(a, basic), 0),
    deductions: cents(helb) + deductions.filter((d) => appliesIn(d, month)).reduce((s, d) => s + deductionCents(d), 0),
  };
}
