import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { reportColumnLabel } from '../../../resources/reports/reportKeys';
import { budgetVsActualReport } from '../../../schema/finance-budgets';

const T = 'shule.budgets_screens';

/** One line of /api/reports/budget_vs_actual (src/schema/budget-position.ts). */
export interface PositionRow {
  readonly fund: string;
  readonly code: string;
  readonly name: string;
  readonly type: 'income' | 'expense';
  readonly budget: number;
  readonly actual: number;
  readonly committed: number;
  readonly available: number;
  readonly percent_used: number | null;
  readonly over_budget: number;
}

const FIGURES = ['budget', 'actual', 'committed', 'available'] as const;
const sum = (rows: readonly PositionRow[], key: (typeof FIGURES)[number]) => rows.reduce((s, r) => s + r[key], 0);
const percentOf = (rows: readonly PositionRow[]) => {
  const budget = sum(rows, 'budget');
  return budget === 0 ? null : Math.round(((sum(rows, 'actual') + sum(rows, 'committed')) * 1000) / budget) / 10;
};

function Percent({ value, over }: { readonly value: number | null; readonly over: boolean }) {
  const [locale] = useLocaleState();
  if (value === null) return null;
  return (
    <Box sx={{ minWidth: 90 }}>
      {new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { minimumFractionDigits: 1 }).format(value)}%
      <LinearProgress
        aria-hidden
        variant="determinate"
        color={over ? 'error' : value > 90 ? 'warning' : 'primary'}
        value={Math.min(value, 100)}
        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
      />
    </Box>
  );
}

/**
 * Budget against the books, income lines then expenditure lines, each with its total, then the
 * surplus. An expense line spent and committed past its budget is tinted and says so in words, so
 * it is not told by colour alone.
 */
export function PositionTable({
  rows,
  showFund,
}: {
  readonly rows: readonly PositionRow[];
  readonly showFund: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (cents: number) => formatKes(cents, locale);
  const label = (column: string) => reportColumnLabel(budgetVsActualReport, column, translate);
  const groups = [
    { type: 'income', title: `${T}.income`, total: `${T}.total_income` },
    { type: 'expense', title: `${T}.expenditure`, total: `${T}.total_expenditure` },
  ] as const;
  const width = showFund ? 8 : 7;
  const figureCells = (r: Pick<PositionRow, (typeof FIGURES)[number]>, bold = false) =>
    FIGURES.map((key) => (
      <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: bold ? 600 : undefined }}>
        {money(r[key])}
      </TableCell>
    ));
  const income = rows.filter((r) => r.type === 'income');
  const spending = rows.filter((r) => r.type === 'expense');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.table`)}>
        <TableHead>
          <TableRow>
            {showFund && <TableCell>{label('fund')}</TableCell>}
            <TableCell>{label('code')}</TableCell>
            <TableCell>{label('name')}</TableCell>
            {FIGURES.map((key) => (
              <TableCell key={key} align="right">
                {label(key)}
              </TableCell>
            ))}
            <TableCell>{label('percent_used')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const lines = group.type === 'income' ? income : spending;
            if (lines.length === 0) return null;
            return (
              <Fragment key={group.type}>
                <TableRow>
                  <TableCell colSpan={width} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                    {translate(group.title)}
                  </TableCell>
                </TableRow>
                {lines.map((r) => {
                  const over = r.over_budget === 1;
                  return (
                    <TableRow
                      key={`${r.fund}-${r.code}`}
                      sx={over ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
                    >
                      {showFund && <TableCell>{r.fund}</TableCell>}
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.code}</TableCell>
                      <TableCell sx={{ minWidth: 200 }}>
                        {r.name}
                        {over && <Chip size="small" color="error" label={translate(`${T}.over`)} sx={{ ml: 1 }} />}
                      </TableCell>
                      {figureCells(r)}
                      <TableCell>
                        <Percent value={r.percent_used} over={over} />
                      </TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell colSpan={showFund ? 3 : 2} sx={{ fontWeight: 600 }}>
                    {translate(group.total)}
                  </TableCell>
                  {figureCells(
                    {
                      budget: sum(lines, 'budget'),
                      actual: sum(lines, 'actual'),
                      committed: sum(lines, 'committed'),
                      available: sum(lines, 'available'),
                    },
                    true,
                  )}
                  <TableCell>
                    <Percent value={percentOf(lines)} over={false} />
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
          <TableRow>
            <TableCell colSpan={showFund ? 3 : 2} sx={{ fontWeight: 700 }}>
              {translate(`${T}.surplus`)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {money(sum(income, 'budget') - sum(spending, 'budget'))}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {money(sum(income, 'actual') - sum(spending, 'actual'))}
            </TableCell>
            <TableCell colSpan={3} />
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
