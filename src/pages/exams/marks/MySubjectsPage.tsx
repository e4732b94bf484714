import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link, Title, useTranslate } from 'react-admin';
import type { MySubject, MySubjects } from '../../../schema/exams-marks-api';
import { fetchMySubjects, gridPath } from './api';
import { ProgressChip, T } from './ProgressChip';
import { useLoad } from './useLoad';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

type OpenExam = MySubjects['open_exams'][number];

function ExamCell({ exam, subject }: { readonly exam: OpenExam; readonly subject: MySubject }) {
  const translate = useTranslate();
  const row = exam.rows.find((r) => r.class_subject_id === subject.class_subject_id);
  return (
    <TableCell>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ProgressChip row={row} />
        {row && (
          <Link
            to={gridPath({ exam: exam.exam.id, stream: subject.stream_id, subject: subject.subject_id })}
            aria-label={translate(`${T}.enter_for`, {
              exam: exam.exam.name,
              class: subject.class_name,
              stream: subject.stream,
              subject: subject.subject,
            })}
          >
            {translate(`${T}.enter`)}
          </Link>
        )}
      </Box>
    </TableCell>
  );
}

/**
 * /mysubjects: the class-subjects assigned to the signed-in teacher (every one for the exams
 * office), with each exam open for marks: how many of the class have all their marks in, and the
 * way to the grid.
 */
export function MySubjectsPage() {
  const translate = useTranslate();
  const { data, loading } = useLoad(fetchMySubjects, 'mine');
  const title = translate('shule.routes.mysubjects');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        {loading && <LoadingBar />}
        {data && <Notes data={data} />}
        {data && data.subjects.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.class`)}</TableCell>
                  <TableCell>{translate(`${T}.stream`)}</TableCell>
                  <TableCell>{translate(`${T}.subject`)}</TableCell>
                  {data.all && <TableCell>{translate(`${T}.teacher`)}</TableCell>}
                  <TableCell align="right">{translate(`${T}.students`)}</TableCell>
                  {data.open_exams.map((e) => (
                    <TableCell key={e.exam.id}>
                      {translate(`${T}.exam_term`, { exam: e.exam.name, term: e.term.term, year: e.term.year })}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.subjects.map((s) => (
                  <TableRow key={s.class_subject_id}>
                    <TableCell>{s.class_name}</TableCell>
                    <TableCell>{s.stream}</TableCell>
                    <TableCell>{s.subject}</TableCell>
                    {data.all && <TableCell>{s.teacher ?? '–'}</TableCell>}
                    <TableCell align="right">{s.students}</TableCell>
                    {data.open_exams.map((e) => (
                      <ExamCell key={e.exam.id} exam={e} subject={s} />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function Notes({ data }: { readonly data: MySubjects }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {data.all && <Alert severity="info">{translate(`${T}.all_subjects`)}</Alert>}
      {!data.all && !data.teacher && <Alert severity="warning">{translate(`${T}.no_teacher`)}</Alert>}
      {!data.all && data.teacher && data.subjects.length === 0 && (
        <Alert severity="info">{translate(`${T}.no_subjects`)}</Alert>
      )}
      {data.open_exams.length === 0 && <Alert severity="info">{translate(`${T}.no_open_exams`)}</Alert>}
    </Box>
  );
}
