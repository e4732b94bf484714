import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  TextField as TextValue,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SectionBox } from '../../../resources/generic/FormSections';
import { NoneOf } from '../../../resources/generic/NoneOf';
import { openP9a, openPayslip } from './api';

const T = 'shule.hr_payroll.lines';
const PAYSLIPS = 'payslips';
const FIGURES = ['gross_pay', 'paye', 'nssf_employee', 'shif', 'housing_levy', 'net_pay'];

/** 4200000 → "42,000.00": the section says the figures are shillings, so no cell repeats "KES". */
const shillings = (cents: unknown, locale: string) => {
  const value = Number(cents ?? 0);
  const whole = new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE').format(Math.trunc(Math.abs(value) / 100));
  return `${value < 0 ? '-' : ''}${whole}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A payslip's two documents: this month's payslip and the employee's P9A card of the chosen year. */
function SlipDocuments({ payrollId, period, year }: { payrollId: RaRecord['id']; period: string; year: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const slip = useRecordContext();
  if (!slip) return null;
  const name = String(slip.employee_name ?? '');
  const fail = (error: unknown) =>
    notify(`${T}.pdf_failed`, { type: 'error', messageArgs: { reason: reasonOf(error) } });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {/* An icon keeps the column narrow; the tooltip shows sighted users what the name tells a screen reader. */}
      <Tooltip title={translate(`${T}.payslip`)}>
        <IconButton
          size="small"
          color="primary"
          aria-label={translate(`${T}.payslip_of`, { name })}
          onClick={(event) => {
            event.stopPropagation();
            openPayslip(payrollId, String(slip.employee_id), period).catch(fail);
          }}
        >
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Button
        size="small"
        sx={{ minWidth: 0 }}
        aria-label={translate(`${T}.p9a_of`, { year, name })}
        onClick={(event) => {
          event.stopPropagation();
          openP9a(String(slip.employee_id), year).catch(fail);
        }}
      >
        {translate(`${T}.p9a`)}
      </Button>
    </Stack>
  );
}

/**
 * The run's payslips, a page of fifty at a time, every column sortable by the server; each row
 * with its payslip and P9A card. NHIF replaces SHIF for months before October 2024.
 */
export function PayslipsTable() {
  const translate = useTranslate();
  const payroll = useRecordContext();
  const yearId = useId();
  const runYear = Number(String(payroll?.period ?? '').slice(0, 4)) || new Date().getFullYear();
  const [year, setYear] = useState(runYear);
  const [locale] = useLocaleState();
  if (!payroll) return null;
  const health = Number(payroll.nhif ?? 0) > 0 ? 'nhif' : 'shif';
  const figures = FIGURES.map((name) => (name === 'shif' ? health : name));
  return (
    <SectionBox title={translate(`${T}.title`)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.in_shillings`)}
      </Typography>
      <TextField
        select
        size="small"
        id={yearId}
        label={translate(`${T}.p9a_year`)}
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
        sx={{ mb: 1, minWidth: '14rem' }}
      >
        {[runYear, runYear - 1, runYear - 2].map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {/* A narrow screen scrolls the table sideways rather than cutting off its last columns. */}
      <Box sx={{ overflowX: 'auto' }}>
        <ReferenceManyField
          reference={PAYSLIPS}
          target="payroll_id"
          perPage={50}
          sort={{ field: 'staff_no', order: 'ASC' }}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoneOf resource={PAYSLIPS} />}>
            <TextValue source="staff_no" />
            {/* The department under the name: one column fewer, so the table fits a laptop's screen. */}
            <FunctionField
              source="employee_name"
              render={(slip: RaRecord) => (
                <>
                  <Typography variant="body2">{String(slip.employee_name ?? '')}</Typography>
                  {slip.department_id ? (
                    <ReferenceField source="department_id" reference="departments" link={false}>
                      <TextValue source="name" variant="caption" color="text.secondary" />
                    </ReferenceField>
                  ) : null}
                </>
              )}
            />
            {figures.map((name) => (
              <FunctionField
                key={name}
                source={name}
                textAlign="right"
                render={(slip: RaRecord) => (
                  <span style={{ whiteSpace: 'nowrap' }}>{shillings(slip[name], locale)}</span>
                )}
              />
            ))}
            <FunctionField
              label={translate(`${T}.actions`)}
              sortable={false}
              render={() => <SlipDocuments payrollId={payroll.id} period={String(payroll.period)} year={year} />}
            />
          </Datagrid>
        </ReferenceManyField>
      </Box>
    </SectionBox>
  );
}
