/**
 * Leave days on the calendar, pure (the server counts leave with it, the /leave screen shows a
 * holiday's day off with it): which days of a leave count (working days, or calendar days
 * for maternity and paternity leave) and which days are public holidays once the Public Holidays
 * Act's rule is applied. Dates are ISO days ('2025-12-25'), read as calendar dates in UTC so no
 * time zone moves them.
 */

const DAY = 86_400_000;

/** Weekday names as hr_settings keeps them, Sunday first as Date.getUTCDay counts. */
export const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export const DEFAULT_WORKING_DAYS: readonly WeekdayName[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const weekdayOf = (iso: string): WeekdayName => WEEKDAY_NAMES[new Date(`${iso}T00:00:00Z`).getUTCDay()];

/** Days from one date to another, both counted (1 for a single day); 0 when the end is before the start. */
export const calendarDays = (start: string, end: string): number =>
  end < start ? 0 : Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1;

/**
 * The Monday each Sunday holiday is kept on (Public Holidays Act, Cap. 110, s. 2(2)), or the next
 * day that is not already a holiday when that Monday is one too (Christmas on a Sunday: Boxing Day
 * Monday, then Tuesday), by the holiday's date.
 */
export function sundayMoves(holidays: readonly string[]): Map<string, string> {
  const off = new Set(holidays);
  const moves = new Map<string, string>();
  for (const day of [...holidays].sort()) {
    if (weekdayOf(day) !== 'sun') continue;
    let moved = addDays(day, 1);
    while (off.has(moved)) moved = addDays(moved, 1);
    off.add(moved);
    moves.set(day, moved);
  }
  return moves;
}

/** The days off the holidays give: each gazetted date, and the day each Sunday's is kept on. */
export const daysOff = (holidays: readonly string[]): Set<string> =>
  new Set([...holidays, ...sundayMoves(holidays).values()]);

export interface DayRules {
  /** Days off from daysOff(). */
  readonly holidays: ReadonlySet<string>;
  /** The school's working weekdays (hr_settings.working_days). */
  readonly workingDays: readonly WeekdayName[];
  /** Calendar days: every day counts (maternity, paternity). */
  readonly calendar?: boolean;
}

/** The dates of a leave that count against it, in order. */
export function countedDates(start: string, end: string, rules: DayRules): string[] {
  const dates: string[] = [];
  const working = new Set(rules.workingDays);
  for (let day = start; day <= end; day = addDays(day, 1))
    if (rules.calendar || (working.has(weekdayOf(day)) && !rules.holidays.has(day))) dates.push(day);
  return dates;
}

/** workingDays(start, end, holidays, working weekdays): how many days the leave counts. */
export const countDays = (start: string, end: string, rules: DayRules): number =>
  rules.calendar ? calendarDays(start, end) : countedDates(start, end, rules).length;

/** Whole months of service from `from` to `to`, both days worked (1 January to 31 January is one). */
export function wholeMonths(from: string, to: string): number {
  if (to < from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ny, nm, nd] = addDays(to, 1).split('-').map(Number);
  // A month from the 31st ends on a shorter month's last day (31 January to 27 February is one).
  const lastDay = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  const short = nd < fd && nd < lastDay ? 1 : 0;
  return (ny - fy) * 12 + (nm - fm) - short;
}
