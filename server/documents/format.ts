import { formatKes } from '../../src/resources/generic/money';
import { formatDate, formatDateTime } from '../../src/schema/display';

/** What a table cell or a details value may hold before it is printed. */
export type Cell = string | number | null | undefined;

/** How a value is printed: money is integer cents, dates are ISO strings. */
export type CellFormat = 'text' | 'number' | 'money' | 'date';

/** 123450 → "KES 1,234.50", the same text the screens show (one formatter for screen and paper). */
export const formatMoney = (cents: number): string => formatKes(cents);

/**
 * Dates print as the screens show them (src/schema/display.ts): "2026-06-01" → "01/06/2026"; a
 * moment, such as the time of printing, as the school's clock in Nairobi reads it, whatever the
 * server's own time zone: "23/11/2026 14:05".
 */
export { formatDate, formatDateTime };

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
