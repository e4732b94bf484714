import type { FinancialReport, ReportLine } from '../../../../src/schema/financial-report';
import type { Db } from '../../../db/database';
import { type Chart, type ChartAccount, chartOf, closingDebit, type Movement, movements } from './chart';
import { accountLine, check, header, sum, termLine } from './lines';
import { dayBefore, type StatementScope } from './period';

const temporary = (a: ChartAccount) => a.type === 'income' || a.type === 'expense';

/**
 * A fund's accounts as the trial balance and the financial position read them at the period's end:
 * balance sheet accounts with everything posted up to then; income and expenditure accounts with
 * the period's postings only, what they held before being the surplus (or deficit) brought forward
 * into the accumulated fund, as it would be once the earlier years were closed. `interFund` is
 * what the fund's own postings leave unbalanced (net debit): entries that cross funds, such as a
 * School Fund credit settling a Tuition invoice, leave one fund owing another.
 */
export interface FundBalances {
  readonly fund: { readonly id: number; readonly code: string; readonly name: string };
  readonly rows: readonly { readonly account: ChartAccount; readonly net: number }[];
  /** Income less expenditure before the period (credit positive). */
  readonly priorSurplus: number;
  readonly interFund: number;
}

export function fundBalances(chart: Chart, moves: ReadonlyMap<number, Movement>, fundId: number): FundBalances {
  const fund = chart.funds.find((f) => f.id === fundId) ?? { id: fundId, code: '', name: '' };
  const rows: { account: ChartAccount; net: number }[] = [];
  let priorSurplus = 0;
  let interFund = 0;
  for (const account of chart.accounts) {
    if (account.fund_id !== fundId) continue;
    const m = moves.get(account.id);
    if (!m) continue;
    interFund += closingDebit(m);
    if (temporary(account)) priorSurplus -= m.before;
    const net = temporary(account) ? m.debit - m.credit : closingDebit(m);
    if (net !== 0) rows.push({ account, net });
  }
  return { fund, rows, priorSurplus, interFund };
}

const side = (net: number) => ({ debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 });

/**
 * The trial balance at the period's end, per fund or every fund: each account's balance in the
 * debit or the credit column with its code, name and fund, and the two totals, which must agree.
 */
export async function trialBalanceReport(db: Db, scope: StatementScope): Promise<FinancialReport> {
  const [chart, moves] = await Promise.all([chartOf(db, scope.branchId), movements(db, scope.branchId, scope)]);
  const lines: ReportLine[] = [];
  const funds = scope.fund ? [scope.fund] : chart.funds;
  for (const { id } of funds) {
    const books = fundBalances(chart, moves, id);
    const rows = books.rows.map(({ account, net }) => ({
      temporary: temporary(account),
      line: accountLine(account, side(net)),
    }));
    if (books.priorSurplus !== 0) {
      // Beside the accumulated fund, where it would sit once the earlier years were closed.
      const at = rows.findIndex((r) => r.temporary);
      const brought = {
        ...termLine('line', 'surplus_brought_forward', side(-books.priorSurplus), { date: dayBefore(scope.from) }),
        fund: books.fund.code,
      };
      rows.splice(at < 0 ? rows.length : at, 0, { temporary: false, line: brought });
    }
    lines.push(...rows.map((r) => r.line));
    // Consolidated, what funds owe each other cancels out; a fund's own books show it.
    if (scope.fund && books.interFund !== 0)
      lines.push({
        ...termLine(
          'line',
          books.interFund > 0 ? 'due_to_other_funds' : 'due_from_other_funds',
          side(-books.interFund),
        ),
        fund: books.fund.code,
      });
  }
  const debit = sum(lines.map((l) => l.values.debit ?? 0));
  const credit = sum(lines.map((l) => l.values.credit ?? 0));
  lines.push(termLine('grand', 'total', { debit, credit }));
  return {
    ...header('trial_balance', scope),
    label_column: 'account',
    text_columns: ['code', 'fund'],
    columns: [
      { key: 'debit', term: 'debit', kind: 'money' },
      { key: 'credit', term: 'credit', kind: 'money' },
    ],
    lines,
    checks: [check('check_trial_balance', debit, credit)],
  };
}
