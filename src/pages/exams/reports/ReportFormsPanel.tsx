import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReportFormList, ReportFormStudent } from '../../../schema/exams-reports';
import { GradeChip, useGradeColours } from '../results/gradeColours';
import { fetchReportForms, groupPdfPath, groupQuery, openReportPdf, type ReportGroup, studentPdfPath } from './api';
import { RemarkCells, T } from './RemarkCells';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly list: ReportFormList }
  | { readonly state: 'failed'; readonly error: string };

function useReportForms(group: ReportGroup): [Loaded, (update: (list: ReportFormList) => ReportFormList) => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const key = groupQuery(group);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setLoaded({ state: 'loading' });
    fetchReportForms(group)
      .then((list) => live && setLoaded({ state: 'ready', list }))
      .catch(
        (error: unknown) =>
          live && setLoaded({ state: 'failed', error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
    // Asked again only when the exam or the group changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group.examId, key]);
  const update = (change: (list: ReportFormList) => ReportFormList) =>
    setLoaded((l) => (l.state === 'ready' ? { state: 'ready', list: change(l.list) } : l));
  return [loaded, update];
}

const positionText = (s: ReportFormStudent) => (s.position === null ? '–' : `${s.position} / ${s.out_of}`);

/**
 * The report forms of the class or stream the /grades page chose, for a published exam: the
 * students in merit order with their mean grade, a report form each, the whole group's forms as
 * one PDF, and each student's class teacher's and principal's remarks edited in place.
 */
export function ReportFormsPanel({ examId, classId, streamId }: ReportGroup) {
  const translate = useTranslate();
  const notify = useNotify();
  const colours = useGradeColours();
  const group = { examId, classId, streamId };
  const [loaded, update] = useReportForms(group);
  const [busy, setBusy] = useState<number | 'group' | null>(null);

  if (groupQuery(group) === null)
    return <Typography color="text.secondary">{translate(`${T}.choose_group`)}</Typography>;

  const open = (what: number | 'group', path: string, name: string) => {
    setBusy(what);
    openReportPdf(path, name)
      .catch((error: unknown) => notify(error instanceof Error ? error.message : `${T}.pdf_failed`, { type: 'error' }))
      .finally(() => setBusy(null));
  };
  const saved =
    (studentId: number) => (id: number, values: { class_teacher: string | null; principal: string | null }) =>
      update((list) => ({
        ...list,
        students: list.students.map((s) =>
          s.student_id === studentId
            ? { ...s, remark_id: id, class_teacher_remark: values.class_teacher, principal_remark: values.principal }
            : s,
        ),
      }));

  const list = loaded.state === 'ready' ? loaded.list : null;
  const groupLabel = translate(streamId !== null ? `${T}.download_stream` : `${T}.download_class`);
  return (
    <Box component="section" aria-labelledby="report-forms-title">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography id="report-forms-title" variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PictureAsPdf />}
          sx={{ ml: 'auto' }}
          disabled={!list || list.students.length === 0 || busy !== null}
          onClick={() => open('group', groupPdfPath(group), 'report-forms.pdf')}
        >
          {groupLabel}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.hint`)}
      </Typography>
      {loaded.state === 'loading' && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {loaded.state === 'failed' && (
        <Alert severity="error">
          {translate(`${T}.load_failed`)} {loaded.error}
        </Alert>
      )}
      {list && list.students.length === 0 && <Typography>{translate(`${T}.nobody`)}</Typography>}
      {list && list.students.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate(`${T}.students_label`, { exam: list.exam.name })}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.position`)}</TableCell>
                <TableCell>{translate(`${T}.student`)}</TableCell>
                <TableCell>{translate(`${T}.mean_grade`)}</TableCell>
                <TableCell>{translate(`${T}.remarks`)}</TableCell>
                <TableCell>{translate(`${T}.form`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.students.map((s) => (
                <TableRow key={s.student_id} data-student={s.admission_no}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{positionText(s)}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {s.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[s.admission_no, s.stream_name].filter(Boolean).join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {s.mean_grade ? <GradeChip grade={s.mean_grade} colours={colours} /> : '–'}{' '}
                    {s.mean_points !== null && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {s.mean_points.toFixed(2)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ width: '50%' }}>
                    <RemarkCells examId={examId} student={s} onSaved={saved(s.student_id)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<PictureAsPdf />}
                      disabled={busy !== null}
                      onClick={() => open(s.student_id, studentPdfPath(examId, s.student_id), 'report-form.pdf')}
                      aria-label={translate(`${T}.form_of`, { name: s.name })}
                    >
                      {translate(`${T}.form`)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
