import { formatDate } from '../../../../src/schema/display';
import {
  type FinancialReport,
  type LineKind,
  type ReportCheck,
  type ReportLine,
  type ReportTerm,
  termText,
} from '../../../../src/schema/financial-report';
import type { ChartAccount } from './chart';
import type { StatementScope } from './period';

export type Values = Readonly<Record<string, number | null>>;

/** A line in the statements' standard wording; a `date` argument is an ISO date, printed 01/07/2026. */
export function termLine(
  kind: LineKind,
  term: ReportTerm,
  values: Values = {},
  args?: Readonly<Record<string, string>>,
): ReportLine {
  const printed = args?.date ? { ...args, date: formatDate(args.date) } : args;
  return { kind, term, label: termText(term, printed), ...(printed ? { args: printed } : {}), values };
}

/** An account's line: its own name, code and fund. */
export const accountLine = (account: ChartAccount, values: Values, kind: LineKind = 'line'): ReportLine => ({
  kind,
  label: account.name,
  code: account.code,
  fund: account.fund_code,
  values,
});

export const check = (term: ReportTerm, left: number, right: number): ReportCheck => ({
  term,
  ok: left === right,
  left,
  right,
  difference: left - right,
});

/** The parts every statement shares: its name, title, period and fund. */
export const header = (report: FinancialReport['report'], scope: StatementScope) => ({
  report,
  title: termText(report),
  from: scope.from,
  to: scope.to,
  fund: scope.fund,
});

/** Whether an account is in the statement: every account when consolidated, else the fund's own. */
export const inScope = (scope: StatementScope) => (account: ChartAccount) =>
  scope.fund === null || account.fund_id === scope.fund.id;

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
