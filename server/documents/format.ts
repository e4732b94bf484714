import { formatKes } from '../../src/resources/generic/money';

/** What a table cell or a details value may hold before it is printed. */
export type Cell = string | number | null | undefined;

/** How a value is printed: money is integer cents, dates are ISO strings. */
export type CellFormat = 'text' | 'number' | 'money' | 'date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 123450 → "KES 1,234.50", the same text the screens show (one formatter for screen and paper). */
export const formatMoney = (cents: number): string => formatKes(cents);

/** "2026-06-01" → "01/06/2026": Kenyan day/month/year, read from the string so no time zone shifts the day. */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The moment of printing in the server's (the school's) clock: "23/11/2026 14:05". */
export const formatDateTime = (at: Date): string => `${formatDate(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;

export const formatNumber = (value: number): string => new Intl.NumberFormat('en-KE').format(value);

/** The printed text of a value; empty for a missing one, the raw text for anything a format cannot read. */
export function formatCell(value: Cell, format: CellFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'date') return formatDate(String(value));
  if (format === 'text') return String(value);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  return format === 'money' ? formatMoney(number) : formatNumber(number);
}

/** Numbers and money line up on their last digit. */
export const defaultAlign = (format: CellFormat = 'text'): 'left' | 'right' =>
  format === 'money' || format === 'number' ? 'right' : 'left';
