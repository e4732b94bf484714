import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../providers/httpClient';
import { formatStoredDate } from '../../schema/display';

interface Period {
  readonly from_date?: string;
  readonly to_date?: string;
  readonly reason?: string;
}
interface Standing {
  readonly suspended?: boolean;
  readonly suspension?: Period | null;
  readonly onLeave?: boolean;
  readonly leaveout?: Period | null;
}

/** GET /api/admissions/students/:id/standing: a clear banner while the student is suspended or on leave-out. */
export function StandingBanner() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [standing, setStanding] = useState<Standing | null>(null);
  const id = record?.id;
  // A lifecycle action changes the standing; react-admin's refresh brings the record back with a
  // new status and update time, and the standing is asked for again.
  const version = `${String(record?.status ?? '')}/${String(record?.updated_at ?? '')}`;
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    httpClient(`${API_URL}/admissions/students/${encodeURIComponent(String(id))}/standing`)
      .then(({ json }) => live && setStanding((json ?? null) as Standing | null))
      .catch((error: unknown) => console.error('Student standing failed', error));
    return () => {
      live = false;
    };
  }, [id, version]);
  if (!standing) return null;
  const period = (p: Period | null | undefined) => ({
    from: formatStoredDate(p?.from_date),
    to: formatStoredDate(p?.to_date),
    reason: p?.reason ?? '',
  });
  return (
    <>
      {/* The status is the authority: a student readmitted today may still have today's suspension row. */}
      {standing.suspended && record?.status === 'suspended' && (
        <Alert severity="error" variant="filled" role="alert" data-testid="suspended-banner" sx={{ mb: 2 }}>
          <AlertTitle>{translate('shule.students.suspended')}</AlertTitle>
          {standing.suspension && translate('shule.students.suspended_until', period(standing.suspension))}
        </Alert>
      )}
      {standing.onLeave && standing.leaveout && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('shule.students.on_leave', period(standing.leaveout))}
        </Alert>
      )}
    </>
  );
}
