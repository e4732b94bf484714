import type { FinancialReport, ReportLine } from '../../../../src/schema/financial-report';
import type { Db } from '../../../db/database';
import { type ChartAccount, chartOf, isCapitation, movements } from './chart';
import { groupLines } from './groups';
import { accountLine, header, inScope, termLine } from './lines';
import type { StatementScope } from './period';

/**
 * Income (credits less debits of the income accounts) and expenditure (debits less credits of the
 * expense accounts) over the period, per fund or every fund, and the surplus or deficit. Fees are
 * the vote heads' income accounts; capitation and other income follow; expenditure by account
 * (each vote head's expense account, bank charges, fee discounts and waivers).
 */
export async function incomeExpenditureReport(db: Db, scope: StatementScope): Promise<FinancialReport> {
  const [chart, moves] = await Promise.all([
    chartOf(db, scope.branchId),
    movements(db, scope.branchId, scope, { onlyPeriod: true }),
  ]);
  const within = inScope(scope);
  const amounts = (type: ChartAccount['type']) =>
    chart.accounts
      .filter((a) => a.type === type && within(a) && moves.has(a.id))
      .map((a) => {
        const m = moves.get(a.id) as { debit: number; credit: number };
        return { account: a, amount: type === 'income' ? m.credit - m.debit : m.debit - m.credit };
      })
      .filter((r) => r.amount !== 0);
  const line = (r: { account: ChartAccount; amount: number }): ReportLine =>
    accountLine(r.account, { amount: r.amount });
  const income = amounts('income');
  const fees = income.filter((r) => chart.feeIncome.has(r.account.id));
  const grants = income.filter((r) => !chart.feeIncome.has(r.account.id) && isCapitation(r.account));
  const other = income.filter((r) => !chart.feeIncome.has(r.account.id) && !isCapitation(r.account));
  const earned = groupLines(
    [
      { heading: 'fee_income', total: 'total_fee_income', lines: fees.map(line) },
      { heading: 'capitation', total: 'total_capitation', lines: grants.map(line) },
      { heading: 'other_income', total: 'total_other_income', lines: other.map(line) },
    ],
    'amount',
  );
  const spent = amounts('expense').map(line);
  const spentTotal = spent.reduce((s, l) => s + (l.values.amount ?? 0), 0);
  const lines: ReportLine[] = [
    termLine('section', 'income'),
    ...earned.lines,
    termLine('total', 'total_income', { amount: earned.total }),
    termLine('section', 'expenditure'),
    ...spent,
    termLine('total', 'total_expenditure', { amount: spentTotal }),
    termLine('grand', 'surplus_for_period', { amount: earned.total - spentTotal }),
  ];
  return {
    ...header('income_expenditure', scope),
    label_column: 'account',
    text_columns: ['code', 'fund'],
    columns: [{ key: 'amount', term: 'amount', kind: 'money' }],
    lines,
    checks: [],
  };
}
