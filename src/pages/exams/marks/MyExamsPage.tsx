import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { MySubjects } from '../../../schema/exams-marks-api';
import { fetchMySubjects, fetchSheet, type SheetChoice } from './api';
import { MarkGrid } from './MarkGrid';
import { T } from './ProgressChip';
import { useLoad } from './useLoad';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

const numberParam = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** The exam and class-subject in the address, so a teacher's link (from /mysubjects) opens the grid. */
function useChoice(): [
  { exam: number | null; classSubject: string },
  (exam: number | null, classSubject: string, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const exam = numberParam(params.get('exam'));
  const stream = numberParam(params.get('stream'));
  const subject = numberParam(params.get('subject'));
  const change = (nextExam: number | null, next: string, options: { replace?: boolean } = {}) => {
    const [s, j] = next.split('/');
    const search = new URLSearchParams();
    if (nextExam) search.set('exam', String(nextExam));
    if (s && j) {
      search.set('stream', s);
      search.set('subject', j);
    }
    setParams(search, options);
  };
  return [{ exam, classSubject: stream && subject ? `${stream}/${subject}` : '' }, change];
}

function Pickers({
  data,
  exam,
  classSubject,
  onChange,
}: {
  data: MySubjects;
  exam: number | null;
  classSubject: string;
  onChange: (exam: number | null, classSubject: string) => void;
}) {
  const translate = useTranslate();
  const open = data.open_exams.find((e) => e.exam.id === exam);
  const sitting = open
    ? data.subjects.filter((s) => open.rows.some((r) => r.class_subject_id === s.class_subject_id))
    : [];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        label={translate(`${T}.exam`)}
        value={exam ?? ''}
        onChange={(e) => onChange(numberParam(e.target.value), '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 260 }}
      >
        <option value="">{translate(`${T}.choose_exam`)}</option>
        {data.open_exams.map((e) => (
          <option key={e.exam.id} value={e.exam.id}>
            {translate(`${T}.exam_term`, { exam: e.exam.name, term: e.term.term, year: e.term.year })}
          </option>
        ))}
      </TextField>
      {open && (
        <TextField
          select
          label={translate(`${T}.class_subject`)}
          value={classSubject}
          onChange={(e) => onChange(exam, e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 300 }}
        >
          <option value="">{translate(`${T}.choose_class_subject`)}</option>
          {sitting.map((s) => (
            <option key={s.class_subject_id} value={`${s.stream_id}/${s.subject_id}`}>
              {`${s.class_name} ${s.stream}: ${s.subject}${data.all && s.teacher ? ` (${s.teacher})` : ''}`}
            </option>
          ))}
        </TextField>
      )}
      {open && sitting.length === 0 && <Alert severity="info">{translate(`${T}.none_sitting`)}</Alert>}
    </Box>
  );
}

/**
 * /myexams: the exams open for marks (the only one chosen already) → one of the teacher's class-subjects (any, for the exams
 * office) → the mark grid. The server decides what may be read and changed; the grid follows.
 */
export function MyExamsPage() {
  const translate = useTranslate();
  const mine = useLoad(fetchMySubjects, 'mine');
  const [{ exam, classSubject }, change] = useChoice();
  // One exam open for marks (the usual case): it is the one, without a choice to make first. The
  // address is replaced, not pushed, so Back leaves the page instead of coming back to choose again.
  const onlyOpen = mine.data?.open_exams.length === 1 ? mine.data.open_exams[0].exam.id : null;
  useEffect(() => {
    if (exam === null && onlyOpen !== null) change(onlyOpen, '', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` is a new function each render
  }, [exam, onlyOpen]);
  const [stream, subject] = classSubject.split('/').map(Number);
  const choice: SheetChoice | null = exam && stream && subject ? { exam, stream, subject } : null;
  const sheet = useLoad(choice ? () => fetchSheet(choice) : null, choice ? `${exam}/${classSubject}` : '');
  const title = translate('shule.routes.myexams');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        {mine.loading && <LoadingBar />}
        {mine.data && mine.data.open_exams.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(`${T}.no_open_exams`)}
          </Alert>
        )}
        {mine.data && <Pickers data={mine.data} exam={exam} classSubject={classSubject} onChange={change} />}
        {sheet.loading && <LoadingBar />}
        {sheet.error instanceof Error && <Alert severity="error">{sheet.error.message}</Alert>}
        {sheet.data && choice && (
          <Box component="section" aria-labelledby="grid-title">
            <Typography id="grid-title" variant="h6" component="h2">
              {`${sheet.data.exam.name}: ${sheet.data.stream.class_name} ${sheet.data.stream.name}, ${sheet.data.subject.name}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {[
                sheet.data.teacher,
                translate(`${T}.weights`, {
                  weights: sheet.data.papers
                    .map((p) => `${translate(`${T}.paper`, { paper: p.paper })} ${p.weight}%`)
                    .join(', '),
                }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <MarkGrid
              key={`${exam}/${classSubject}`}
              sheet={sheet.data}
              choice={choice}
              onSaved={() => mine.reload()}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
