import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import type { ExamProgress } from '../../../schema/exams-marks-api';
import { gridPath } from './api';
import { ProgressChip, T } from './ProgressChip';

/** An exam's progress per class-subject, each row leading to its grid while the exam is open. */
export function ProgressTable({
  progress,
  headingId,
}: {
  readonly progress: ExamProgress;
  readonly headingId: string;
}) {
  const translate = useTranslate();
  if (progress.rows.length === 0) return <Alert severity="info">{translate(`${T}.no_class_subjects`)}</Alert>;
  const open = progress.exam.status === 'open';
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {translate(`${T}.progress_summary`, { complete: progress.complete, total: progress.total })}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.class`)}</TableCell>
            <TableCell>{translate(`${T}.stream`)}</TableCell>
            <TableCell>{translate(`${T}.subject`)}</TableCell>
            <TableCell>{translate(`${T}.teacher`)}</TableCell>
            <TableCell>{translate(`${T}.progress`)}</TableCell>
            {open && <TableCell>{translate(`${T}.enter`)}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {progress.rows.map((row) => (
            <TableRow key={`${row.stream_id}/${row.subject_id}`}>
              <TableCell>{row.class_name}</TableCell>
              <TableCell>{row.stream}</TableCell>
              <TableCell>{row.subject}</TableCell>
              <TableCell>{row.teacher ?? '–'}</TableCell>
              <TableCell>
                <ProgressChip row={row} />
              </TableCell>
              {open && (
                <TableCell>
                  <Link
                    to={gridPath({ exam: progress.exam.id, stream: row.stream_id, subject: row.subject_id })}
                    aria-label={translate(`${T}.enter_for`, {
                      exam: progress.exam.name,
                      class: row.class_name,
                      stream: row.stream,
                      subject: row.subject,
                    })}
                  >
                    {translate(`${T}.enter`)}
                  </Link>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
