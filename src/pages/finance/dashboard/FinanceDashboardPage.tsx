import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { ChartFigure } from '../../../resources/reports/ChartFigure';
import { formatKes } from '../../../resources/generic/money';
import { FigureCards } from '../../home/FigureCards';
import { useApiData } from '../../home/useApiData';
import { StatementDialog } from '../students/StatementDialog';
import { type Dashboard, pickDashboard } from './dashboardData';
import { DashboardPanel } from '../../../resources/generic/DashboardPanel';

const T = 'shule.finance_screens.dashboard';

/** Thousands of shillings for a chart axis: the cents, and the last three digits, would only crowd it. */
const kes = (cents: number) => Math.round(cents / 100_000);

function Charts({ data }: { readonly data: Dashboard }) {
  const translate = useTranslate();
  const label = (column: string) => translate(`${T}.${column}`);
  const modes = data.by_mode.map((r) => ({
    mode: translate(`${T}.modes.${r.mode}`, { _: r.mode }),
    amount: kes(r.amount),
  }));
  const heads = data.by_vote_head.map((r) => ({ vote_head: r.vote_head, amount: kes(r.amount) }));
  const classes = data.by_class.map((r) => ({
    class: r.class_name,
    billed: kes(r.billed),
    collected: kes(r.collected),
  }));
  return (
    <>
      <Grid size={{ xs: 12 }}>
        <DashboardPanel
          title={
            data.billed_term
              ? `${translate(`${T}.by_class`)} · ${translate(`${T}.term_of`, { term: data.billed_term.term, year: data.billed_term.year })}`
              : translate(`${T}.by_class`)
          }
        >
          <ChartFigure
            chart={{ kind: 'bar', x: 'class', series: ['billed', 'collected'] }}
            rows={classes}
            title={translate(`${T}.amount`)}
            labelOf={label}
          />
        </DashboardPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <DashboardPanel title={translate(`${T}.by_mode`)}>
          <ChartFigure
            chart={{ kind: 'pie', x: 'mode', series: ['amount'] }}
            rows={modes}
            title={translate(`${T}.amount`)}
            labelOf={label}
            height={260}
          />
        </DashboardPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <DashboardPanel title={translate(`${T}.by_vote_head`)}>
          <ChartFigure
            chart={{ kind: 'bar', x: 'vote_head', series: ['amount'] }}
            rows={heads}
            title={translate(`${T}.amount`)}
            labelOf={label}
            height={260}
          />
        </DashboardPanel>
      </Grid>
    </>
  );
}

function Largest({ data, onOpen }: { readonly data: Dashboard; readonly onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (data.largest.length === 0) return <Typography color="text.secondary">{translate(`${T}.nothing`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${T}.largest`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${T}.student`)}</TableCell>
          <TableCell>{translate(`${T}.class`)}</TableCell>
          <TableCell align="right">{translate(`${T}.balance`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.largest.map((row) => (
          <TableRow key={row.student_id}>
            <TableCell>
              <Link
                component="button"
                type="button"
                onClick={() => onOpen(row.student_id)}
                aria-label={translate(`${T}.open_statement`, { name: `${row.student} (${row.admission_no})` })}
              >
                {row.student}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {row.admission_no}
              </Typography>
            </TableCell>
            <TableCell>{row.class_name ?? ''}</TableCell>
            <TableCell align="right">{formatKes(row.balance, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /finance: the bursar's figures (collections today, this week and this term, what is owed and
 * held as credit), collections by mode and vote head, billed against collected by class, and the
 * ten largest balances, each opening the student's statement.
 */
export function FinanceDashboardPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, loading } = useApiData<Dashboard | null>('/finance/dashboard', pickDashboard, null);
  const [open, setOpen] = useState<number | null>(null);
  // Whole shillings on the cards: a bursar reads 365,338 at a glance; the statements carry the cents.
  const money = (cents: number) =>
    `KES ${new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 0 }).format(cents / 100)}`;
  const figures = data
    ? [
        { key: 'today', label: translate(`${T}.today`), value: money(data.collections.today) },
        { key: 'week', label: translate(`${T}.week`), value: money(data.collections.week) },
        { key: 'term', label: translate(`${T}.term`), value: money(data.collections.term) },
        {
          key: 'outstanding',
          label: translate(`${T}.outstanding`, { smart_count: data.owing }),
          value: money(data.outstanding),
        },
        { key: 'credit', label: translate(`${T}.credit`), value: money(data.credit) },
      ]
    : [];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data?.term
          ? translate(`${T}.term_of`, { term: data.term.term, year: data.term.academic_year })
          : data
            ? translate(`${T}.no_term`)
            : ''}
      </Typography>
      <FigureCards figures={figures} loading={loading} label={translate(`${T}.figures`)} />
      {!loading && !data && <Typography color="error">{translate('shule.finance_screens.load_failed')}</Typography>}
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Charts data={data} />
          <Grid size={{ xs: 12 }}>
            <DashboardPanel title={translate(`${T}.largest`)}>
              <Largest data={data} onOpen={setOpen} />
            </DashboardPanel>
          </Grid>
        </Grid>
      )}
      <StatementDialog studentId={open} onClose={() => setOpen(null)} />
    </Box>
  );
}

export default FinanceDashboardPage;
