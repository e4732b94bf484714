import type { FinancialReport, ReportLine } from '../../../../src/schema/financial-report';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';
import type { Db } from '../../../db/database';
import { budgetPosition, type BudgetPositionLine } from '../budgets/position';
import { header, sum, termLine } from './lines';
import type { StatementScope } from './period';

const lineOf = (p: BudgetPositionLine): ReportLine => ({
  kind: 'line',
  label: p.name,
  code: p.code,
  fund: p.fund,
  values: {
    budget: p.budget,
    actual: p.actual,
    committed: p.committed,
    available: p.available,
    percent_used: p.percent_used,
  },
});

const totalOf = (term: 'total_budget_income' | 'total_budget_expenditure', lines: readonly BudgetPositionLine[]) => {
  const budget = sum(lines.map((l) => l.budget));
  const actual = sum(lines.map((l) => l.actual));
  const committed = sum(lines.map((l) => l.committed));
  return termLine('total', term, {
    budget,
    actual,
    committed,
    available: sum(lines.map((l) => l.available)),
    percent_used: budget === 0 ? null : Math.round(((actual + committed) * 1000) / budget) / 10,
  });
};

/**
 * The statement of comparison of budget and actual amounts (the PSASB template's): each line of
 * the approved budgets of the fiscal year the period starts in (budgets are set per fiscal year, so
 * the statement covers that year), with what was received or spent against it, what approved
 * vouchers have committed, what is left and the share used, as the budgets area's budgetPosition
 * reads them; income, then expenditure, then the budgeted and actual surplus.
 */
export async function budgetActualReport(db: Db, scope: StatementScope): Promise<FinancialReport> {
  const year = fiscalYearOf(scope.from);
  const position = await budgetPosition(db, scope.branchId, {
    fiscal_year: year.start_year,
    ...(scope.fund ? { fund_id: scope.fund.id } : {}),
  });
  const income = position.filter((p) => p.type === 'income');
  const spending = position.filter((p) => p.type === 'expense');
  const lines: ReportLine[] =
    position.length === 0
      ? []
      : [
          termLine('section', 'budget_income'),
          ...income.map(lineOf),
          totalOf('total_budget_income', income),
          termLine('section', 'budget_expenditure'),
          ...spending.map(lineOf),
          totalOf('total_budget_expenditure', spending),
          termLine('grand', 'surplus_for_period', {
            budget: sum(income.map((l) => l.budget)) - sum(spending.map((l) => l.budget)),
            actual: sum(income.map((l) => l.actual)) - sum(spending.map((l) => l.actual)),
            committed: null,
            available: null,
            percent_used: null,
          }),
        ];
  return {
    ...header('budget_actual', { ...scope, from: year.from, to: year.to }),
    label_column: 'account',
    text_columns: ['code', 'fund'],
    columns: [
      { key: 'budget', term: 'budget', kind: 'money' },
      { key: 'actual', term: 'actual', kind: 'money' },
      { key: 'committed', term: 'committed', kind: 'money' },
      { key: 'available', term: 'available', kind: 'money' },
      { key: 'percent_used', term: 'percent_used', kind: 'percent' },
    ],
    lines,
    checks: [],
    ...(position.length === 0 ? { note: 'no_budget' as const, note_args: { year: year.name } } : {}),
  };
}
