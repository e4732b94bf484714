import { wholeMonths } from '../../../../src/schema/hr-leave-calendar';

/**
 * Leave entitlements, pure: what a type gives an employee in a year, what is carried into the
 * next, and how an application's days split into full-pay, half-pay and unpaid days. Days are kept
 * to two decimals (1.75 a month).
 */

export interface LeaveTypeFacts {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  /** Null: no limit (unpaid leave). */
  readonly days_a_year: number | null;
  /** Null: the year's days from its first day. */
  readonly accrual_per_month: number | null;
  readonly pay: 'full' | 'half' | 'none';
  readonly half_pay_days: number | null;
  readonly counts: 'working_days' | 'calendar_days';
  readonly gender: 'any' | 'female' | 'male';
  readonly carry_forward_cap: number | null;
  readonly requires_document: boolean;
  readonly active: boolean;
}

export interface EmployeeFacts {
  readonly id: number;
  readonly gender: string | null;
  readonly date_employed: string | null;
  readonly date_left: string | null;
}

export const roundDays = (days: number): number => Math.round(days * 100) / 100;

/** The pool of days at the type's own pay: earned to `asOf` (pro rata from the day employed), or the year's days. */
export function earnedIn(type: LeaveTypeFacts, employee: EmployeeFacts, year: number, asOf: string): number | null {
  if (type.days_a_year === null) return null;
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const from = employee.date_employed && employee.date_employed > first ? employee.date_employed : first;
  let to = asOf < last ? asOf : last;
  if (employee.date_left && employee.date_left < to) to = employee.date_left;
  if (from > last || to < first) return 0;
  if (type.accrual_per_month === null) return type.days_a_year;
  return roundDays(Math.min(type.days_a_year, type.accrual_per_month * wholeMonths(from, to)));
}

/** Days a year at half pay once the full-pay days are used (sick leave), for an employee in service that year. */
export function halfPayIn(type: LeaveTypeFacts, employee: EmployeeFacts, year: number): number {
  if (!type.half_pay_days) return 0;
  const employedAfter = employee.date_employed !== null && employee.date_employed > `${year}-12-31`;
  const leftBefore = employee.date_left !== null && employee.date_left < `${year}-01-01`;
  return employedAfter || leftBefore ? 0 : type.half_pay_days;
}

/** What a year leaves over, carried into the next up to the type's cap. */
export function carriedOver(type: LeaveTypeFacts, unused: number): number {
  const cap = type.carry_forward_cap ?? 0;
  return roundDays(Math.max(0, Math.min(cap, unused)));
}

export interface PaySplit {
  readonly full_pay_days: number;
  readonly half_pay_days: number;
  readonly unpaid_days: number;
}

/**
 * An application's days by pay: a full-pay type spends its full-pay pool (earned and carried)
 * first, then its half-pay days (sick leave: 7 full, then 7 half), and days beyond both are
 * unpaid; `used` is what approved leave of the type has already spent this year.
 */
export function splitByPay(
  type: LeaveTypeFacts,
  days: number,
  pools: { readonly full: number | null; readonly half: number },
  used: number,
): PaySplit {
  if (type.pay === 'none') return { full_pay_days: 0, half_pay_days: 0, unpaid_days: days };
  if (pools.full === null) return type.pay === 'half' ? split(0, days, 0) : split(days, 0, 0);
  const fullLeft = Math.max(0, pools.full - used);
  const halfLeft = Math.max(0, pools.half - Math.max(0, used - pools.full));
  if (type.pay === 'half') {
    const half = Math.min(days, fullLeft + halfLeft);
    return split(0, half, days - half);
  }
  const full = Math.min(days, fullLeft);
  const half = Math.min(days - full, halfLeft);
  return split(full, half, days - full - half);
}

const split = (full: number, half: number, unpaid: number): PaySplit => ({
  full_pay_days: roundDays(full),
  half_pay_days: roundDays(half),
  unpaid_days: roundDays(unpaid),
});
