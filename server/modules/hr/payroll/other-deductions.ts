/**
 * The deductions beyond the statutory ones (HELB, salary advances, loans, SACCO, welfare, other),
 * taken in that order while the employee keeps at least a third of the month's pay: the Employment
 * Act (s.19(3)) caps all deductions at two thirds of wages. A deduction that does not fit is taken
 * in part or not at all, and the payslip says how much was left untaken; a loan's balance then
 * falls only by what was taken. Pure.
 */
export const DEDUCTION_ORDER = ['helb', 'advance', 'loan', 'sacco', 'welfare', 'other'] as const;
export type OtherKind = (typeof DEDUCTION_ORDER)[number];

export interface WantedDeduction {
  readonly kind: OtherKind;
  readonly description: string;
  /** What the month asks for (a loan's instalment, never more than its balance). */
  readonly amount: number;
  /** The deductions record, or null for the HELB rate on the employee's record. */
  readonly source_id: number | null;
  /** A loan's or advance's balance before this month. */
  readonly balance?: number | null;
}

export interface TakenDeduction extends WantedDeduction {
  readonly taken: number;
  readonly balance_after: number | null;
}

export interface OtherDeductions {
  readonly taken: readonly TakenDeduction[];
  readonly byKind: Readonly<Record<OtherKind, number>>;
  readonly total: number;
  /** What the one-third rule left untaken (0 when everything was taken). */
  readonly untaken: number;
}

/**
 * grossPay: all the month's pay (taxable or not); statutory: what the law takes first (NSSF,
 * SHIF or NHIF, housing levy, PAYE).
 */
export function takeDeductions(
  grossPay: number,
  statutory: number,
  wanted: readonly WantedDeduction[],
): OtherDeductions {
  const keep = Math.ceil(grossPay / 3);
  let room = Math.max(0, grossPay - statutory - keep);
  const rank = (k: OtherKind) => DEDUCTION_ORDER.indexOf(k);
  const ordered = [...wanted].sort((a, b) => rank(a.kind) - rank(b.kind));
  const byKind: Record<OtherKind, number> = { helb: 0, advance: 0, loan: 0, sacco: 0, welfare: 0, other: 0 };
  const taken: TakenDeduction[] = [];
  let untaken = 0;
  for (const d of ordered) {
    const amount = Math.max(0, d.amount);
    const take = Math.min(amount, room);
    room -= take;
    untaken += amount - take;
    byKind[d.kind] += take;
    const balance = d.balance ?? null;
    taken.push({ ...d, amount, taken: take, balance_after: balance === null ? null : balance - take });
  }
  const total = taken.reduce((sum, d) => sum + d.taken, 0);
  return { taken, byKind, total, untaken };
}
