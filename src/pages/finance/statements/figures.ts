import type { FinancialReport, ReportLine, ValueColumn } from '../../../schema/financial-report';

/** Shillings and cents with thousands separators; a negative figure in brackets, as accounts print it. */
export function figureText(cents: number, locale: string): string {
  const abs = Math.abs(Math.trunc(cents));
  const whole = new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 0 }).format(
    Math.floor(abs / 100),
  );
  const text = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}

/**
 * A figure cell as the paper prints it: nothing where the statement has no figure, a dash for
 * nothing (a trial balance leaves the other side of an account empty instead), a percentage with
 * one decimal.
 */
export function cellText(report: FinancialReport, line: ReportLine, column: ValueColumn, locale: string): string {
  const value = line.values[column.key];
  if (value === null || value === undefined) return '';
  if (column.kind === 'percent') return `${value.toFixed(1)}%`;
  if (value === 0) return report.report === 'trial_balance' ? '' : '-';
  return figureText(value, locale);
}
