import AddCardIcon from '@mui/icons-material/AddCard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Show, useGetList, useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { screenPath } from '../../../providers/screenPaths';
import { Figure, Figures } from '../../../resources/generic/Figures';
import { EditIfAllowed } from '../../../resources/generic/GenericShow';
import { BackToListButton, LabelledLinkButton, RecordToolbar } from '../../../resources/generic/RecordButtons';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { formatKes } from '../../../resources/generic/money';
import { todayAtSchool } from '../../../schema/display';
import type { AnyResource } from '../../../schema/registry';
import { monthlyPay } from './payFigures';

const T = 'shule.hr_screens.employee';

/** A list screen filtered to one employee: /allowances?filter={"employee_id":7}. */
const filtered = (resource: string, id: unknown) =>
  `${screenPath(resource)}?filter=${encodeURIComponent(JSON.stringify({ employee_id: Number(id) }))}`;

function EmployeeActions({ resource }: { readonly resource: AnyResource }) {
  const record = useRecordContext();
  return (
    <RecordToolbar>
      <BackToListButton />
      {record && (
        <>
          <LabelledLinkButton to={filtered('allowances', record.id)} label={`${T}.allowances`} icon={<AddCardIcon />} />
          <LabelledLinkButton
            to={filtered('deductions', record.id)}
            label={`${T}.deductions`}
            icon={<RemoveCircleOutlineIcon />}
          />
          <LabelledLinkButton
            to={filtered('leave_applications', record.id)}
            label={`${T}.leave`}
            icon={<EventBusyIcon />}
          />
          <LabelledLinkButton to={filtered('payslips', record.id)} label={`${T}.payslips`} icon={<ReceiptLongIcon />} />
        </>
      )}
      <EditIfAllowed resource={resource} />
    </RecordToolbar>
  );
}

/** Where the net pay goes, as the bank advice or M-Pesa file will send it. */
function usePaidTo(): string {
  const translate = useTranslate();
  const record = useRecordContext();
  const branchId = record?.bank_branch_id;
  const { data: branch } = useGetOne(
    'hr_bank_branches',
    { id: branchId as number },
    { enabled: record?.payment_method === 'bank' && branchId !== null && branchId !== undefined },
  );
  if (!record) return '';
  if (record.payment_method === 'bank')
    return translate(`${T}.to_bank`, {
      bank: branch ? `${String(branch.bank_name)}, ${String(branch.name)}` : '',
      account: String(record.account_no ?? ''),
    });
  if (record.payment_method === 'mpesa') return translate(`${T}.to_mpesa`, { phone: String(record.mpesa_phone ?? '') });
  if (record.payment_method === 'cash') return translate(`${T}.in_cash`);
  return '';
}

/** Basic pay, the month's allowances and deductions (before PAYE and the statutory ones), and where pay goes. */
function PayFigures() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const id = Number(record?.id);
  const filter = { employee_id: id };
  const page = { pagination: { page: 1, perPage: 100 }, filter };
  const { data: allowances = [] } = useGetList('allowances', page, { enabled: Boolean(record?.on_payroll) });
  const { data: deductions = [] } = useGetList('deductions', page, { enabled: Boolean(record?.on_payroll) });
  const paidTo = usePaidTo();
  if (!record) return null;
  if (!record.on_payroll)
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(record.terms === 'tsc' ? `${T}.paid_by_tsc` : `${T}.not_on_payroll`)}
      </Typography>
    );
  const basic = Number(record.basic_salary ?? 0);
  const month = todayAtSchool().slice(0, 7);
  const pay = monthlyPay(basic, allowances, deductions, month, record.helb_monthly);
  const money = (cents: number) => formatKes(cents, locale);
  return (
    <Box component="section" aria-label={translate(`${T}.pay`)} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.pay`)}
      </Typography>
      <Figures columnMin="13rem">
        <Figure label={translate(`${T}.basic`)} value={money(basic)} testId="employee-basic" />
        <Figure label={translate(`${T}.allowances_month`)} value={money(pay.allowances)} testId="employee-allowances" />
        <Figure label={translate(`${T}.gross`)} value={money(basic + pay.allowances)} testId="employee-gross" />
        <Figure label={translate(`${T}.deductions_month`)} value={money(pay.deductions)} testId="employee-deductions" />
        <Figure label={translate(`${T}.paid_to`)} value={paidTo} testId="employee-paid-to" />
      </Figures>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${T}.statutory_note`)}
      </Typography>
    </Box>
  );
}

/** An employee: the register's record by its sections, with the month's pay and the way to their pay lines, leave and payslips. */
export function EmployeeShow({ resource }: { resource: AnyResource }) {
  return (
    <Show actions={<EmployeeActions resource={resource} />}>
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <PayFigures />
        <RecordSections resource={resource} />
      </Box>
    </Show>
  );
}
