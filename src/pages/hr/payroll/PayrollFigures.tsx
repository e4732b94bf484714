import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Figure, Figures } from '../../../resources/generic/Figures';
import { formatKes } from '../../../resources/generic/money';
import { SectionBox } from '../../../resources/generic/FormSections';
import { formatDate, formatDateTime } from '../../../schema/display';

const T = 'shule.hr_payroll';
const n = (v: unknown) => Number(v ?? 0);

/** The run's totals: what the school pays out, withholds and remits, and what it costs. */
export function PayrollFigures() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const r = useRecordContext();
  if (!r) return null;
  const kes = (cents: number) => formatKes(cents, locale);
  const figures: [string, string][] = [
    ['employees', String(n(r.employees))],
    ['gross_pay', kes(n(r.gross_pay))],
    ['paye', kes(n(r.paye))],
    ['nssf', kes(n(r.nssf_employee) + n(r.nssf_employer))],
    ['shif', kes(n(r.shif) + n(r.nhif))],
    ['housing_levy', kes(n(r.housing_levy) + n(r.housing_levy_employer))],
    ['other_deductions', kes(n(r.other_deductions))],
    ['net_pay', kes(n(r.net_pay))],
    ['employer_cost', kes(n(r.employer_cost))],
  ];
  return (
    <SectionBox title={translate(`${T}.totals`)}>
      <Figures columnMin="11rem">
        {figures.map(([key, value]) => (
          <Figure key={key} label={translate(`${T}.figures.${key}`)} value={value} testId={`payroll-${key}`} />
        ))}
      </Figures>
    </SectionBox>
  );
}

/** Who prepared, computed, approved and paid the run: the second-person rule in plain words. */
export function PayrollTrail() {
  const translate = useTranslate();
  const r = useRecordContext();
  if (!r) return null;
  const lines = [
    r.prepared_by && translate(`${T}.who.prepared`, { name: r.prepared_by }),
    r.computed_by &&
      translate(`${T}.who.computed`, {
        name: r.computed_by,
        when: r.computed_at ? formatDateTime(String(r.computed_at)) : '',
      }),
    r.status === 'draft' && translate(`${T}.who.awaiting`),
    r.approved_by &&
      translate(`${T}.who.approved`, {
        name: r.approved_by,
        date: r.approved_on ? formatDate(String(r.approved_on)) : '',
      }),
    r.status === 'paid' &&
      translate(`${T}.who.paid`, {
        name: r.paid_by ?? '',
        date: r.paid_on ? formatDate(String(r.paid_on)) : '',
        entry: r.journal_entry_no ?? '',
      }),
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return (
    <SectionBox title={translate(`${T}.who.title`)}>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ mb: 0.5 }}>
          {line}
        </Typography>
      ))}
    </SectionBox>
  );
}
