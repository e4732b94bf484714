import type { FinancialReport, ReportLine } from '../../../../src/schema/financial-report';
import type { Db } from '../../../db/database';
import { CASH_PURPOSES, chartOf, movements } from './chart';
import { groupLines } from './groups';
import { accountLine, check, header, sum, termLine } from './lines';
import type { StatementScope } from './period';
import { fundBalances } from './trial-balance';

const RECEIVABLES = new Set(['fees_receivable', 'imprest']);

/**
 * The statement of financial position at the period's end: assets and liabilities with everything
 * posted up to then, and net assets as the accumulated fund brought forward (its own postings before
 * the period and the surpluses of earlier periods), any postings to it within the period, and the
 * period's surplus or deficit. A fund's own statement shows what it owes other funds or is owed.
 */
export async function financialPositionReport(db: Db, scope: StatementScope): Promise<FinancialReport> {
  const [chart, moves] = await Promise.all([chartOf(db, scope.branchId), movements(db, scope.branchId, scope)]);
  const funds = scope.fund ? [scope.fund] : chart.funds;
  const books = funds.map((f) => fundBalances(chart, moves, f.id));
  const rows = books.flatMap((b) => b.rows);
  const assets = rows.filter((r) => r.account.type === 'asset');
  const liabilities = rows.filter((r) => r.account.type === 'liability');
  const interFund = scope.fund ? sum(books.map((b) => b.interFund)) : 0;
  const cash = assets.filter((r) => CASH_PURPOSES.includes(r.account.purpose));
  const receivable = assets.filter((r) => RECEIVABLES.has(r.account.purpose));
  const other = assets.filter((r) => !CASH_PURPOSES.includes(r.account.purpose) && !RECEIVABLES.has(r.account.purpose));
  const owed = interFund < 0 ? [termLine('line', 'due_from_other_funds', { amount: -interFund })] : [];
  const owing = interFund > 0 ? [termLine('line', 'due_to_other_funds', { amount: interFund })] : [];
  const assetLines = groupLines(
    [
      {
        heading: 'cash_assets',
        total: 'total_cash_assets',
        lines: cash.map((r) => accountLine(r.account, { amount: r.net })),
      },
      {
        heading: 'receivables',
        total: 'total_receivables',
        lines: receivable.map((r) => accountLine(r.account, { amount: r.net })),
      },
      {
        heading: 'other_assets',
        total: 'total_other_assets',
        lines: [...other.map((r) => accountLine(r.account, { amount: r.net })), ...owed],
      },
    ],
    'amount',
  );
  const liabilityLines = [...liabilities.map((r) => accountLine(r.account, { amount: -r.net })), ...owing];
  const totalLiabilities = sum(liabilityLines.map((l) => l.values.amount ?? 0));
  const netAssets = assetLines.total - totalLiabilities;

  // Net assets: the accumulated fund as it stood before the period, what was posted to it within
  // the period (opening balances), and the period's surplus.
  const fundAccounts = chart.accounts.filter((a) => a.type === 'net_assets' && funds.some((f) => f.id === a.fund_id));
  const broughtForward =
    sum(fundAccounts.map((a) => -(moves.get(a.id)?.before ?? 0))) + sum(books.map((b) => b.priorSurplus));
  const postedWithin = fundAccounts
    .map((a) => ({ account: a, amount: (moves.get(a.id)?.credit ?? 0) - (moves.get(a.id)?.debit ?? 0) }))
    .filter((r) => r.amount !== 0)
    .map((r) => accountLine(r.account, { amount: r.amount }));
  const surplus = sum(
    rows.filter((r) => r.account.type === 'income' || r.account.type === 'expense').map((r) => -r.net),
  );
  const represented = broughtForward + sum(postedWithin.map((l) => l.values.amount ?? 0)) + surplus;
  const lines: ReportLine[] = [
    termLine('section', 'assets'),
    ...assetLines.lines,
    termLine('total', 'total_assets', { amount: assetLines.total }),
    termLine('section', 'liabilities'),
    ...liabilityLines,
    termLine('total', 'total_liabilities', { amount: totalLiabilities }),
    termLine('grand', 'net_assets', { amount: netAssets }),
    termLine('section', 'represented_by'),
    termLine('line', 'accumulated_fund_brought_forward', { amount: broughtForward }),
    ...postedWithin,
    termLine('line', 'surplus_for_period', { amount: surplus }),
    termLine('grand', 'total_net_assets', { amount: represented }),
  ];
  return {
    ...header('financial_position', scope),
    label_column: 'account',
    text_columns: ['code', 'fund'],
    columns: [{ key: 'amount', term: 'amount', kind: 'money' }],
    lines,
    checks: [check('check_financial_position', represented, netAssets)],
  };
}
