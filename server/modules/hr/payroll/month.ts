/**
 * A payroll month's calendar, and the pro rata rule for a part month. Pure: the run and its tests
 * share it.
 *
 * The rule: an employee who joins or leaves during the month is paid for the calendar days they
 * were employed, from the later of the first of the month and the date employed to the earlier of
 * the month's last day and the date left, both days included: basic pay = monthly basic × days
 * employed ÷ days in the month, to the nearest cent (half a cent up). Recurring fixed allowances
 * follow the same share; a month's one-off payments (overtime worked, a bonus) are paid as they are.
 * Unpaid leave is then taken off at the day's rate of a working day: monthly basic ÷ the month's
 * working days (the weekdays HR settings name) for each unpaid working day, so a week of unpaid
 * leave costs the same in a month of 20 working days as the five days it is.
 */
export interface PayMonth {
  readonly period: string;
  /** First and last day, ISO. */
  readonly first: string;
  readonly last: string;
  readonly days: number;
}

export const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function payMonth(period: string): PayMonth {
  const match = PERIOD.exec(period);
  if (!match) throw new Error(`Not a month: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { period, first: `${period}-01`, last: `${period}-${String(days).padStart(2, '0')}`, days };
}

/** The month after (2026-12 → 2027-01). */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

const dayOf = (iso: string) => Number(iso.slice(8, 10));

/** Calendar days of the month the employee was employed (0 when not at all). */
export function daysEmployed(month: PayMonth, employed: string | null, left: string | null): number {
  const from = employed && employed > month.first ? employed : month.first;
  const to = left && left < month.last ? left : month.last;
  if (from > month.last || to < month.first || to < from) return 0;
  return dayOf(to) - dayOf(from) + 1;
}

const WEEKDAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The month's working days: days whose weekday the school works (HR settings). */
export function workingDays(month: PayMonth, weekdays: readonly string[]): number {
  let count = 0;
  for (let day = 1; day <= month.days; day += 1) {
    const date = new Date(`${month.period}-${String(day).padStart(2, '0')}T00:00:00Z`);
    if (weekdays.includes(WEEKDAY_CODES[date.getUTCDay()])) count += 1;
  }
  return count;
}

/** amount × numerator ÷ denominator in whole cents, half a cent up; exact for any salary a school pays. */
export function share(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/**
 * Basic pay for the month: the days employed's share of the monthly basic, less unpaid leave at a
 * working day's rate (never below nought). Parts of a day (a half-pay sick day is half of one) are kept exact to a hundredth.
 */
export function basicPay(
  monthlyBasic: number,
  month: PayMonth,
  employedDays: number,
  unpaidDays: number,
  workDays: number,
): number {
  const earned = share(monthlyBasic, employedDays, month.days);
  const unpaid = workDays > 0 ? share(monthlyBasic, Math.round(unpaidDays * 100), workDays * 100) : 0;
  return Math.max(0, earned - unpaid);
}
