import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatStoredDate } from '../../../schema/display';
import type { PayslipFigure } from '../../../schema/hr-rates';
import { formatKes } from '../../../resources/generic/money';
import { type Calculation, monthName } from './calculation';

const T = 'shule.hr_rates.calculator';

/** A line of the breakdown: a figure of the engine's, or one of the sums the screen adds. */
interface Line {
  readonly key: string;
  readonly label: string;
  readonly cents: number;
  readonly total?: boolean;
}

/** Figures shown only when they are not nil (most employees have no relief beyond the personal one). */
const WHEN_ANY: readonly PayslipFigure[] = [
  'shif_deduction',
  'levy_deduction',
  'prmf_deduction',
  'mortgage_deduction',
  'disability_exemption',
  'insurance_relief',
  'housing_relief',
  'prmf_relief',
];

function Section({ title, lines }: { readonly title: string; readonly lines: readonly Line[] }) {
  const locale = useLocale();
  const id = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key} data-figure={line.key}>
              <TableCell component="th" scope="row" sx={line.total ? { fontWeight: 600 } : undefined}>
                {line.label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: line.total ? 600 : undefined }}>
                {formatKes(line.cents, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The engine's answer for one gross pay and month: what comes off the pay, how PAYE is reached,
 * the net pay, and what the school pays on top, each line labelled; the dates the rates ran from.
 */
export function Breakdown({ calculation }: { readonly calculation: Calculation }) {
  const translate = useTranslate();
  const locale = useLocale();
  const c = calculation;
  const line = (key: PayslipFigure, total = false): Line => ({
    key,
    label: translate(`${T}.lines.${key}`),
    cents: c[key],
    total,
  });
  const shown = (keys: readonly PayslipFigure[]) => keys.filter((k) => !WHEN_ANY.includes(k) || c[k] !== 0);
  const health: PayslipFigure = 'shif_rates' in c.in_force ? 'shif' : 'nhif';
  const employee = [
    ...(['nssf_tier1', 'nssf_tier2', health, 'housing_levy'] as const).map((k) => line(k)),
    line('paye'),
    { key: 'net_pay', label: translate(`${T}.net_pay`), cents: c.net_pay, total: true },
  ];
  const tax = shown([
    'pension_deduction',
    'shif_deduction',
    'levy_deduction',
    'prmf_deduction',
    'mortgage_deduction',
    'disability_exemption',
    'taxable_pay',
    'paye_before_relief',
    'personal_relief',
    'insurance_relief',
    'housing_relief',
    'prmf_relief',
  ]).map((k) => line(k, k === 'taxable_pay'));
  tax.push(line('paye', true));
  const employer = [
    line('nssf_employer'),
    line('housing_levy_employer'),
    {
      key: 'cost',
      label: translate(`${T}.cost`),
      cents: c.gross + c.nssf_employer + c.housing_levy_employer,
      total: true,
    },
  ];
  const list = Object.entries(c.in_force)
    .map(([table, from]) => `${translate(`${T}.tables.${table}`)} ${formatStoredDate(from)}`)
    .join(', ');
  return (
    <Box data-testid="pay-breakdown">
      <Typography component="p" variant="subtitle1" sx={{ mt: 2 }}>
        {translate(`${T}.caption`, { gross: formatKes(c.gross, locale), month: monthName(c.period, locale) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', columnGap: 3 }}>
        <Section title={translate(`${T}.employee`)} lines={employee} />
        <Section title={translate(`${T}.tax`)} lines={tax} />
        <Section title={translate(`${T}.employer`)} lines={employer} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {translate(`${T}.in_force`, { list })}
      </Typography>
    </Box>
  );
}
