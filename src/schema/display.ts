/**
 * How a person reads a stored value, the same on screens, in exports and on printed documents:
 * Kenyan dates (23/11/2026), times in Nairobi, phone numbers as dialled locally, choice labels.
 */

/** The school's clock: Kenya keeps East Africa Time (UTC+3) all year. */
export const SCHOOL_TIME_ZONE = 'Africa/Nairobi';

/** The months in English, January first: how documents and accounting periods name them. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (c: { year: number; month: number; day: number }) => `${two(c.day)}/${two(c.month)}/${c.year}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
/** A stored instant: a date and time with its zone ('…T06:05:00.000Z', '…T09:05:00+03:00'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The one date format a person reads, on screens, in exports and on paper: day/month/year as
 * Kenyan schools write it ('2026-11-23' → '23/11/2026'). A calendar date is read from its text, so
 * no time zone moves the day; an instant (a Date, a stored timestamp) is the day it was in Nairobi.
 * Anything else is returned unchanged.
 */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayOf(nairobiClock(value));
  if (INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return dayOf(nairobiClock(instant));
  }
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A stored value of a date or date-time field as a person reads it; '' for none. */
export function formatStoredDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return withTime ? formatDateTime(value) : formatDate(value);
  return withTime ? formatDateTime(String(value)) : formatDate(String(value));
}

const nairobiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock parts of an instant in Nairobi. */
export function nairobiClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts = Object.fromEntries(nairobiParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Today's date at the school, ISO: a day starts at midnight in Nairobi, not in UTC. */
export function todayAtSchool(now: Date = new Date()): string {
  const c = nairobiClock(now);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/** A stored instant ('2026-11-23T06:05:00.000Z', or a Date) as read in Nairobi: '23/11/2026 09:05'. */
export function formatDateTime(value: string | Date): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return value instanceof Date ? '' : value;
  const c = nairobiClock(instant);
  return `${dayOf(c)} ${two(c.hour)}:${two(c.minute)}`;
}

/** A choice's English: its declared label, else the value humanised. */
export const choiceLabel = (
  field: { readonly choiceLabels?: Readonly<Record<string, string>> },
  value: string,
): string => field.choiceLabels?.[value] ?? humanizeChoice(value);

/** 'ROLE_Admissions_Admin' → 'Admissions Admin', 'day_scholar' → 'Day scholar'. */
export function humanizeChoice(value: string): string {
  const words = value
    .replace(/^ROL[ER]_/, '')
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
