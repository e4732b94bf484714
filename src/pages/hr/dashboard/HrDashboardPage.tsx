import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { ChartFigure } from '../../../resources/reports/ChartFigure';
import { FigureCards } from '../../home/FigureCards';
import { useApiData } from '../../home/useApiData';
import { PayCalculator } from '../calculator';
import { Birthdays, ContractsEnding, monthName, OnLeave, Panel, PayrollPanel, T } from './DashboardPanels';
import { type HrDashboardData, pickHrDashboard } from './dashboardData';

function Headcount({ data }: { readonly data: HrDashboardData }) {
  const translate = useTranslate();
  const label = (column: string) => translate(`${T}.${column}`);
  const terms = data.headcount.by_terms.map((r) => ({
    terms: translate(`resources.employees.choices.terms.${r.terms}`, { _: r.terms }),
    people: r.n,
  }));
  const departments = data.headcount.by_department.map((r) => ({
    department: r.department ?? translate(`${T}.no_department`),
    people: r.n,
  }));
  return (
    <>
      <Grid size={{ xs: 12, md: 5 }}>
        <Panel title={translate(`${T}.by_terms`)}>
          <ChartFigure
            chart={{ kind: 'pie', x: 'terms', series: ['people'] }}
            rows={terms}
            title={translate(`${T}.people`)}
            labelOf={label}
            height={240}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Panel title={translate(`${T}.by_department`)}>
          <ChartFigure
            chart={{ kind: 'bar', x: 'department', series: ['people'] }}
            rows={departments}
            title={translate(`${T}.people`)}
            labelOf={label}
            height={240}
          />
        </Panel>
      </Grid>
    </>
  );
}

/**
 * /hr: the register at a glance (headcount by terms of employment and by department), who is on
 * leave today, this month's payroll (or the last one paid while this month's is not run), birthdays
 * this month, contracts ending within 60 days, and the statutory pay calculator.
 */
export function HrDashboardPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, loading } = useApiData<HrDashboardData | null>('/hr/dashboard', pickHrDashboard, null);
  const money = (cents: number) =>
    `KES ${new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 0 }).format(cents / 100)}`;
  const figures = data
    ? [
        { key: 'employees', label: translate(`${T}.employees`), value: data.headcount.total },
        { key: 'on_payroll', label: translate(`${T}.on_payroll`), value: data.headcount.on_payroll },
        { key: 'on_leave', label: translate(`${T}.on_leave_today`), value: data.on_leave.length },
        {
          key: 'net_pay',
          label: translate(`${T}.net_pay_of`, { month: monthName(data.month, locale) }),
          value: data.payroll ? money(data.payroll.net_pay) : translate(`${T}.not_run`),
        },
      ]
    : [];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <FigureCards figures={figures} loading={loading} label={translate(`${T}.figures`)} />
      {!loading && !data && <Typography color="error">{translate(`${T}.load_failed`)}</Typography>}
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Headcount data={data} />
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={translate(`${T}.on_leave`)}>
              <OnLeave data={data} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={translate(`${T}.payroll`)}>
              <PayrollPanel data={data} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={translate(`${T}.birthdays`)}>
              <Birthdays data={data} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={translate(`${T}.contracts_ending`)}>
              <ContractsEnding data={data} />
            </Panel>
          </Grid>
        </Grid>
      )}
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <PayCalculator />
        </CardContent>
      </Card>
    </Box>
  );
}

export default HrDashboardPage;
