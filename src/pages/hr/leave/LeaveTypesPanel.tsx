import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { leaveTypes } from '../../../schema/hr-leave';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import { daysText, useLeaveText } from './text';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

const COLUMNS = [
  'name',
  'code',
  'days_a_year',
  'accrual_per_month',
  'pay',
  'counts',
  'gender',
  'carry_forward_cap',
  'requires_document',
  'active',
] as const;

/** The school's leave types as a table of what each gives, leading to each type's form. */
export function LeaveTypesPanel() {
  const t = useLeaveText();
  const translate = useTranslate();
  const locale = useLocale();
  const canWrite = useCanWrite(leaveTypes);
  const { data, isPending } = useGetList('leave_types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const label = (field: string) =>
    translate(`resources.leave_types.fields.${field}`, {
      _: leaveTypes.fields[field as keyof typeof leaveTypes.fields].label,
    });
  const choice = (field: string, value: unknown) =>
    translate(`resources.leave_types.choices.${field}.${String(value)}`, { _: String(value) });
  const d = (value: unknown) => daysText(Number(value), locale);
  const cell = (row: Record<string, unknown>, field: (typeof COLUMNS)[number]): string => {
    const value = row[field];
    switch (field) {
      case 'days_a_year':
        if (value === null || value === undefined) return t('types.no_limit');
        return row.half_pay_days
          ? `${t('types.days', { days: d(value) })}, ${t('types.then_half', { days: d(row.half_pay_days) })}`
          : t('types.days', { days: d(value) });
      case 'accrual_per_month':
        return value === null || value === undefined ? '—' : t('types.per_month', { days: d(value) });
      case 'carry_forward_cap':
        return value ? d(value) : '—';
      case 'pay':
      case 'counts':
      case 'gender':
        return choice(field, value);
      case 'requires_document':
      case 'active':
        return value ? t('types.yes') : t('types.no');
      default:
        return String(value ?? '');
    }
  };
  return (
    <Box>
      {canWrite && (
        <Button
          component={RouterLink}
          to="/leavetypes/create"
          variant="outlined"
          startIcon={<AddIcon />}
          sx={{ mb: 2 }}
        >
          {t('types.new')}
        </Button>
      )}
      {isPending && <LoadingBar />}
      <TableContainer>
        <Table size="small">
          <caption>{t('types.caption')}</caption>
          <TableHead>
            <TableRow>
              {COLUMNS.map((field) => (
                <TableCell key={field}>{label(field)}</TableCell>
              ))}
              {canWrite && <TableCell>{t('types.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((row) => (
              <TableRow key={row.id}>
                {COLUMNS.map((field) =>
                  field === 'name' ? (
                    <TableCell key={field} component="th" scope="row">
                      {cell(row, field)}
                    </TableCell>
                  ) : (
                    <TableCell key={field} sx={field === 'days_a_year' ? { minWidth: 150 } : undefined}>
                      {cell(row, field)}
                    </TableCell>
                  ),
                )}
                {canWrite && (
                  <TableCell>
                    <Button
                      component={RouterLink}
                      to={`/leavetypes/${row.id}`}
                      size="small"
                      aria-label={t('types.edit', { name: String(row.name) })}
                    >
                      {t('types.edit_short')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
