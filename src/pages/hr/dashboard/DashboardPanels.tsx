import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { screenPath } from '../../../providers/screenPaths';
import { formatStoredDate } from '../../../schema/display';
import { formatKes } from '../../../resources/generic/money';
import type { HrDashboardData, PayrollTotals } from './dashboardData';

export const T = 'shule.hr_screens.dashboard';

export function Panel({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A person's name leading to their record. */
function Person({ id, name }: { readonly id: number; readonly name: string }) {
  return (
    <Link component={RouterLink} to={screenPath('employees', 'show', id)}>
      {name}
    </Link>
  );
}

function Empty({ text }: { readonly text: string }) {
  return <Typography color="text.secondary">{text}</Typography>;
}

/** Columns headed, rows of cells: the one table shape of the dashboard's lists. */
function SmallTable({ label, head, rows }: { label: string; head: string[]; rows: [number, ReactNode[]][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableCell key={h} align={i > 0 && i === head.length - 1 ? 'right' : 'left'}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([key, cells]) => (
          <TableRow key={key}>
            {cells.map((cell, i) => (
              <TableCell key={i} align={i > 0 && i === cells.length - 1 ? 'right' : 'left'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function OnLeave({ data }: { readonly data: HrDashboardData }) {
  const translate = useTranslate();
  if (data.on_leave.length === 0) return <Empty text={translate(`${T}.nobody_on_leave`)} />;
  return (
    <SmallTable
      label={translate(`${T}.on_leave`)}
      head={[translate(`${T}.employee`), translate(`${T}.leave_type`), translate(`${T}.back_after`)]}
      rows={data.on_leave.map((r) => [
        r.employee_id,
        [<Person key="p" id={r.employee_id} name={r.name} />, r.leave_type, formatStoredDate(r.end_date)],
      ])}
    />
  );
}

export function Birthdays({ data }: { readonly data: HrDashboardData }) {
  const translate = useTranslate();
  if (data.birthdays.length === 0) return <Empty text={translate(`${T}.no_birthdays`)} />;
  return (
    <SmallTable
      label={translate(`${T}.birthdays`)}
      head={[translate(`${T}.employee`), translate(`${T}.day`)]}
      rows={data.birthdays.map((r) => [r.employee_id, [<Person key="p" id={r.employee_id} name={r.name} />, r.day]])}
    />
  );
}

export function ContractsEnding({ data }: { readonly data: HrDashboardData }) {
  const translate = useTranslate();
  if (data.contracts_ending.length === 0) return <Empty text={translate(`${T}.no_contracts_ending`)} />;
  return (
    <SmallTable
      label={translate(`${T}.contracts_ending`)}
      head={[translate(`${T}.employee`), translate(`${T}.terms`), translate(`${T}.ends`)]}
      rows={data.contracts_ending.map((r) => [
        r.employee_id,
        [
          <Person key="p" id={r.employee_id} name={r.name} />,
          translate(`resources.employees.choices.terms.${r.terms}`, { _: r.terms }),
          `${formatStoredDate(r.contract_end)} (${translate(`${T}.in_days`, { smart_count: r.days })})`,
        ],
      ])}
    />
  );
}

/** A month as people say it: "November 2026", "Novemba 2026". */
export function monthName(period: string, locale: string): string {
  const date = new Date(`${period}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function Totals({ payroll }: { readonly payroll: PayrollTotals }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (cents: number) => formatKes(cents, locale);
  const rows: [string, string][] = [
    [translate(`${T}.employees_paid`), String(payroll.employees)],
    [translate(`${T}.gross_pay`), money(payroll.gross_pay)],
    [translate(`${T}.paye`), money(payroll.paye)],
    [translate(`${T}.net_pay`), money(payroll.net_pay)],
    [translate(`${T}.employer_cost`), money(payroll.employer_cost)],
  ];
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={screenPath('payrolls', 'show', payroll.id)}>
          {translate(`${T}.payroll_of`, { month: monthName(payroll.period, locale) })}
        </Link>{' '}
        · {translate(`resources.payrolls.choices.status.${payroll.status}`, { _: payroll.status })}
      </Typography>
      <SmallTable
        label={translate(`${T}.payroll_of`, { month: monthName(payroll.period, locale) })}
        head={[translate(`${T}.item`), translate(`${T}.amount`)]}
        rows={rows.map(([label, value], i) => [i, [label, value]])}
      />
    </>
  );
}

export function PayrollPanel({ data }: { readonly data: HrDashboardData }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (data.payroll) return <Totals payroll={data.payroll} />;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.no_payroll`, { month: monthName(data.month, locale) })}{' '}
        <Link component={RouterLink} to={screenPath('payrolls')}>
          {translate(`${T}.open_payrolls`)}
        </Link>
      </Typography>
      {data.last_paid && <Totals payroll={data.last_paid} />}
    </>
  );
}
