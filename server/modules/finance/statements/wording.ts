import { MONTH_NAMES } from '../../../../src/schema/display';
import { type FinancialReport, type ReportLine, termText } from '../../../../src/schema/financial-report';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';

/** "30 June 2027": how a statement's heading names a date. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The period as a statement's heading words it: a fiscal year is "the year ended", a position "as at". */
export function periodText(report: FinancialReport): string {
  if (report.report === 'financial_position') return `As at ${longDate(report.to)}`;
  const year = fiscalYearOf(report.from);
  if (report.from === year.from && report.to === year.to) return `For the year ended ${longDate(report.to)}`;
  return `For the period ${longDate(report.from)} to ${longDate(report.to)}`;
}

/** Whose books: a fund by name, or every fund. */
export const fundText = (report: FinancialReport): string => {
  if (!report.fund) return 'All funds (consolidated)';
  // "Tuition fund", but "School Fund" as it is, not "School Fund fund".
  return /\bfund$/i.test(report.fund.name) ? report.fund.name : `${report.fund.name} fund`;
};

/** Shillings and cents with thousands separators; a negative figure in brackets, as accounts print it. */
export function figure(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }).format(Math.floor(abs / 100));
  const text = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}

/** A cell of a figure column as printed: nothing for no figure, a dash for nothing (or a blank). */
export function cellText(line: ReportLine, key: string, kind: 'money' | 'percent', blankZero: boolean): string {
  const value = line.values[key];
  if (value === null || value === undefined) return '';
  if (kind === 'percent') return `${value.toFixed(1)}%`;
  if (value === 0) return blankZero ? '' : '-';
  return figure(value);
}

/** A trial balance leaves the other side of each account empty; statements print a dash for nothing. */
export const blankZeros = (report: FinancialReport) => report.report === 'trial_balance';

/** A file name for downloads: trial-balance-2026-07-01-2027-06-30 (-tui for a fund's own). */
export function fileName(report: FinancialReport, extension: string): string {
  const fund = report.fund ? `-${report.fund.code.toLowerCase()}` : '';
  return `${report.report.replace(/_/g, '-')}${fund}-${report.from}-${report.to}.${extension}`;
}

/** A column's heading on paper: money columns say KES. */
export const columnHeading = (term: Parameters<typeof termText>[0], kind: 'money' | 'percent') =>
  kind === 'money' ? `${termText(term)} (KES)` : termText(term);

/** A workbook's sheet name (31 characters at most): the statement's short name. */
export const SHEET_NAMES: Readonly<Record<FinancialReport['report'], string>> = {
  trial_balance: 'Trial balance',
  receipts_payments: 'Receipts and payments',
  income_expenditure: 'Income and expenditure',
  financial_position: 'Financial position',
  budget_actual: 'Budget vs actual',
  fee_collection: 'Fee collection',
};
