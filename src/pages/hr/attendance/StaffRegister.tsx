import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { formatStoredDate, todayAtSchool } from '../../../schema/display';
import { staffAttendance } from '../../../schema/hr-attendance';
import { useLeaveText } from '../leave/text';
import { useFetched } from '../leave/useFetched';
import { fetchStaffDay, saveStaffDay } from './api';
import { type GridLine, RegisterGrid } from './RegisterGrid';
import { DateField, RegisterActions, RegisterSummary, useRegisterEdits } from './RegisterParts';
import { useSaveRegister } from './useSaveRegister';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

/**
 * /attendance (HR roles): the day's staff register. Every employee in service that day with a
 * status to mark (those on approved leave already on leave), "Mark all present" for the usual
 * day, and one Save for the whole register; the fortnight's counts below.
 */
export function StaffRegister() {
  const t = useLeaveText();
  const [date, setDate] = useState(todayAtSchool());
  const fetched = useFetched(`staff-${date}`, () => fetchStaffDay(date));
  const day = fetched.data;
  const source = useMemo<GridLine[] | undefined>(
    () =>
      day?.rows.map((r) => ({
        key: r.employee_id,
        name: r.name,
        detail: [r.staff_no, r.job_title].filter(Boolean).join(' · ') || null,
        leave: r.leave,
        status: r.status,
        time_in: r.time_in,
        note: r.note,
        saved: r.saved,
      })),
    [day],
  );
  const { lines, change, markAllPresent, dirty } = useRegisterEdits(source);
  const { saving, problems, run } = useSaveRegister((rows) => saveStaffDay(date, rows), 'employee_id', true);
  const actions = (
    <RegisterActions
      lines={lines}
      dirty={dirty}
      saving={saving}
      onMarkAll={markAllPresent}
      onSave={() => void run(lines, fetched.reload)}
    />
  );
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={t('register.staff_title')} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <DateField value={date} onChange={setDate} />
            <Typography variant="body2" color="text.secondary">
              {t('register.keys')}
            </Typography>
          </Box>
          {actions}
          {problems.length > 0 && (
            <Alert severity="error" sx={{ my: 1 }}>
              {problems.map((p) => (
                <div key={p}>{p}</div>
              ))}
            </Alert>
          )}
          {fetched.loading && <LoadingBar />}
          {fetched.error && <Alert severity="error">{t('register.failed', { reason: fetched.error.message })}</Alert>}
          {day && lines.length === 0 && <Typography sx={{ my: 2 }}>{t('register.nobody')}</Typography>}
          {lines.length > 0 && (
            <RegisterGrid
              resource={staffAttendance}
              lines={lines}
              withTimeIn
              onChange={change}
              caption={`${t('register.staff_title')}, ${formatStoredDate(date)}`}
            />
          )}
          {lines.length > 10 && actions}
          {day && <RegisterSummary resource={staffAttendance} summary={day.summary} />}
        </CardContent>
      </Card>
    </Box>
  );
}
