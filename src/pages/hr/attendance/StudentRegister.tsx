import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { formatStoredDate, todayAtSchool } from '../../../schema/display';
import { studentAttendance } from '../../../schema/hr-attendance';
import { useLeaveText } from '../leave/text';
import { useFetched } from '../leave/useFetched';
import { fetchClassDay, saveClassDay } from './api';
import { type GridLine, RegisterGrid } from './RegisterGrid';
import { DateField, RegisterActions, RegisterSummary, useRegisterEdits } from './RegisterParts';
import { useSaveRegister } from './useSaveRegister';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

/**
 * /studentattendance (HR roles and class teachers, ROLE_Mark_attendance_register): a class's or a
 * stream's register of a day, its active students with a status each, "Mark all present" and one
 * Save; the fortnight's counts for the class below.
 */
export function StudentRegister() {
  const t = useLeaveText();
  const [date, setDate] = useState(todayAtSchool());
  const [classId, setClassId] = useState<number | null>(null);
  const [streamId, setStreamId] = useState<number | null>(null);
  const { data: classes } = useGetList('classes', {
    filter: { active: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'level', order: 'ASC' },
  });
  const { data: streams } = useGetList(
    'streams',
    { filter: { class_id: classId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: classId !== null },
  );
  // The register opens on the first class; the teacher changes it.
  useEffect(() => {
    if (classId === null && classes?.[0]) setClassId(Number(classes[0].id));
  }, [classes, classId]);
  const key = classId === null ? '' : `class-${classId}-${streamId ?? 'all'}-${date}`;
  const fetched = useFetched(key, classId === null ? null : () => fetchClassDay(date, classId, streamId));
  const day = fetched.data;
  const source = useMemo<GridLine[] | undefined>(
    () =>
      day?.rows.map((r) => ({
        key: r.student_id,
        name: r.name,
        detail: [r.admission_no, r.stream].filter(Boolean).join(' · ') || null,
        leave: null,
        status: r.status,
        time_in: null,
        note: r.note,
        saved: r.saved,
      })),
    [day],
  );
  const { lines, change, markAllPresent, dirty } = useRegisterEdits(source);
  const { saving, problems, run } = useSaveRegister(
    (rows) => saveClassDay(date, classId ?? 0, streamId, rows),
    'student_id',
    false,
  );
  const className = classes?.find((c) => Number(c.id) === classId)?.name as string | undefined;
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
      <Title title={t('register.students_title')} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('register.class')}
              size="small"
              value={classId ?? ''}
              onChange={(e) => {
                setClassId(Number(e.target.value));
                setStreamId(null);
              }}
              sx={{ minWidth: 160 }}
            >
              {(classes ?? []).map((c) => (
                <MenuItem key={c.id} value={Number(c.id)}>
                  {String(c.name)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('register.stream')}
              size="small"
              value={streamId ?? 'all'}
              onChange={(e) => setStreamId(e.target.value === 'all' ? null : Number(e.target.value))}
              sx={{ minWidth: 160 }}
              disabled={classId === null}
            >
              <MenuItem value="all">{t('register.all_streams')}</MenuItem>
              {(streams ?? []).map((s) => (
                <MenuItem key={s.id} value={Number(s.id)}>
                  {String(s.name)}
                </MenuItem>
              ))}
            </TextField>
            <DateField value={date} onChange={setDate} />
          </Box>
          {classId === null && <Typography sx={{ my: 2 }}>{t('register.choose_class')}</Typography>}
          {classId !== null && actions}
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
              resource={studentAttendance}
              lines={lines}
              withTimeIn={false}
              onChange={change}
              caption={`${t('register.students_title')}: ${className ?? ''}, ${formatStoredDate(date)}`}
            />
          )}
          {lines.length > 10 && actions}
          {day && <RegisterSummary resource={studentAttendance} summary={day.summary} />}
        </CardContent>
      </Card>
    </Box>
  );
}
