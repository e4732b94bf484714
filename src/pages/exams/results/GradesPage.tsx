import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { GroupMean } from '../../../schema/exam-results';
import { FigureCards } from '../../home/FigureCards';
import { AnalysisPanel } from './AnalysisPanel';
import { downloadMeritCsv, type MeritOptions, openMeritPdf } from './api';
import { useGradeColours } from './gradeColours';
import { MeritTable, T } from './MeritTable';
import { ReportsSlot } from './ReportsSlot';
import { ResultsControls, useReadableExams } from './ResultsControls';
import { type ResultsTab, useAnalysis, useDebounced, useMeritPage, useResultsQuery } from './useResults';

const TABS: readonly ResultsTab[] = ['merit', 'analysis', 'reports'];

function useSummary(overall: GroupMean | undefined, compared: boolean) {
  const translate = useTranslate();
  if (!overall) return [];
  return [
    { key: 'students', label: translate(`${T}.summary.students`), value: overall.students },
    { key: 'mean_points', label: translate(`${T}.summary.mean_points`), value: overall.mean_points?.toFixed(2) ?? '–' },
    { key: 'mean_grade', label: translate(`${T}.summary.mean_grade`), value: overall.mean_grade ?? '–' },
    ...(compared && overall.deviation !== null
      ? [
          {
            key: 'deviation',
            label: translate(`${T}.summary.deviation`),
            value: `${overall.deviation > 0 ? '+' : ''}${overall.deviation.toFixed(2)}`,
          },
        ]
      : []),
  ];
}

/**
 * /grades: an exam's results for the exams office: choose the exam, class, stream and an earlier
 * exam to compare with; the merit list (sorted, searched, exported as CSV, printed as PDF), the
 * subject analysis, and report forms. The choice is kept in the address.
 */
export function GradesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [query, change] = useResultsQuery();
  const { exams, loading: examsLoading } = useReadableExams();
  const colours = useGradeColours();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [options, setOptions] = useState<MeritOptions>({
    q: '',
    sort: 'class_position',
    order: 'ASC',
    page: 1,
    perPage: 50,
  });
  const merit = useMeritPage(query, { ...options, q });
  const analysis = useAnalysis(query, query.tab === 'analysis');
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);

  // The latest readable exam when none is chosen: the exams office lands on its newest results.
  useEffect(() => {
    if (!query.exam && exams.length > 0) change({ exam: String(exams[0].id) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.exam, exams]);
  useEffect(() => setOptions((o) => ({ ...o, page: 1 })), [q, query.exam, query.class, query.stream]);

  const page = merit.data;
  const summary = useSummary(page?.overall, Boolean(page?.compare));
  const run = (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    (kind === 'csv' ? downloadMeritCsv(query, { ...options, q }) : openMeritPdf(query, options))
      .catch((error: unknown) => notify(error instanceof Error ? error.message : `${T}.file_failed`, { type: 'error' }))
      .finally(() => setBusy(null));
  };
  const loading = merit.loading || analysis.loading;
  const error = query.tab === 'analysis' ? analysis.error : merit.error;
  const exam = exams.find((e) => String(e.id) === query.exam);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Card variant="outlined">
        <CardContent>
          {!examsLoading && exams.length === 0 ? (
            <Typography>{translate(`${T}.no_exams`)}</Typography>
          ) : (
            <ResultsControls
              query={query}
              change={change}
              exams={exams}
              fields={{ ...merit.fields, ...analysis.fields }}
            />
          )}
        </CardContent>
      </Card>
      {exam?.status === 'closed' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${T}.preview`)}
        </Alert>
      )}
      {summary.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <FigureCards figures={summary} loading={false} label={translate(`${T}.summary.students`)} />
        </Box>
      )}
      <Card variant="outlined" sx={{ mt: 2 }}>
        <Tabs
          value={query.tab}
          onChange={(_, tab: ResultsTab) => change({ tab })}
          aria-label={translate(`${T}.title`)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={translate(`${T}.tabs.${tab}`)}
              id={`results-tab-${tab}`}
              aria-controls="results-panel"
            />
          ))}
        </Tabs>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
        <CardContent
          id="results-panel"
          role="tabpanel"
          aria-labelledby={`results-tab-${query.tab}`}
          aria-busy={loading}
        >
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(`${T}.load_failed`)} {error}
            </Alert>
          )}
          {query.tab === 'merit' && query.exam && (
            <>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
                <TextField
                  size="small"
                  type="search"
                  id="results-search"
                  label={translate(`${T}.search`)}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  sx={{ minWidth: 280 }}
                />
                <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
                  <Button
                    variant="outlined"
                    startIcon={<Download />}
                    disabled={!page || busy !== null}
                    onClick={() => run('csv')}
                  >
                    {translate(`${T}.csv`)}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<PictureAsPdf />}
                    disabled={!page || busy !== null}
                    onClick={() => run('pdf')}
                  >
                    {translate(`${T}.pdf`)}
                  </Button>
                </Box>
              </Box>
              {page && page.total === 0 && !q && <Typography sx={{ my: 2 }}>{translate(`${T}.nothing`)}</Typography>}
              {page && (page.total > 0 || q) && (
                <MeritTable
                  page={page}
                  options={options}
                  change={(next) => setOptions((o) => ({ ...o, ...next }))}
                  colours={colours}
                  label={translate(`${T}.merit_list`, { exam: page.exam.name })}
                />
              )}
            </>
          )}
          {query.tab === 'analysis' && analysis.data && <AnalysisPanel data={analysis.data} colours={colours} />}
          {query.tab === 'reports' && query.exam && <ReportsSlot query={query} />}
        </CardContent>
      </Card>
    </Box>
  );
}

export default GradesPage;
