import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ChartFigure } from '../../../resources/reports/ChartFigure';
import { canOpenRoute } from '../../../schema/access';
import { EXAM_ADMINS } from '../../../schema/exam-roles';
import type { ExamDashboard } from '../../../schema/exam-results';
import { FigureCards } from '../../home/FigureCards';
import { useApiData } from '../../home/useApiData';
import { useGradeColours } from '../results/gradeColours';
import { StudentsTable } from './StudentsTable';
import { DashboardPanel } from '../../../resources/generic/DashboardPanel';

const D = 'shule.exams_results.dashboard';

/** The answer when it has the dashboard's shape, else nothing (the screen says it could not load). */
const pickDashboard = (json: unknown): ExamDashboard | null =>
  typeof json === 'object' && json !== null && 'trend' in json && 'classes' in json ? (json as ExamDashboard) : null;

const signed = (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : ''}${v.toFixed(2)}`);

function Charts({ data }: { readonly data: ExamDashboard }) {
  const translate = useTranslate();
  const compared = data.previous !== null;
  const label = (column: string) =>
    column === 'mean_points'
      ? (data.exam?.name ?? '')
      : column === 'previous'
        ? (data.previous?.name ?? '')
        : column === 'school'
          ? translate(`${D}.school`)
          : translate(`${D}.${column}`, { _: column });
  const means = (rows: ExamDashboard['classes'], x: string) =>
    rows.map((r) => ({
      [x]: r.name,
      mean_points: r.mean_points,
      ...(compared ? { previous: r.previous_mean_points } : {}),
    }));
  const series = compared ? ['mean_points', 'previous'] : ['mean_points'];
  const classNames = data.classes.map((c) => c.name);
  const trend = data.trend.map((p) => ({ exam: p.exam, school: p.mean_points, ...p.classes }));
  const trendLabel = (column: string) => (classNames.includes(column) ? column : label(column));
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <DashboardPanel title={translate(`${D}.class_means`)}>
          <ChartFigure
            chart={{ kind: 'bar', x: 'class', series }}
            rows={means(data.classes, 'class')}
            title={translate(`${D}.mean_points`)}
            labelOf={label}
            height={260}
          />
        </DashboardPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DashboardPanel title={translate(`${D}.grades`)}>
          <ChartFigure
            chart={{ kind: 'bar', x: 'grade', series: ['count'] }}
            rows={data.grade_columns.map((g) => ({ grade: g, count: data.overall?.grades[g] ?? 0 }))}
            title={translate(`${D}.count`)}
            labelOf={label}
            height={260}
          />
        </DashboardPanel>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <DashboardPanel title={translate(`${D}.stream_means`)}>
          <ChartFigure
            chart={{ kind: 'bar', x: 'stream', series }}
            rows={means(data.streams, 'stream')}
            title={translate(`${D}.mean_points`)}
            labelOf={label}
            height={260}
          />
        </DashboardPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DashboardPanel title={translate(`${D}.subject_means`)}>
          <ChartFigure
            chart={{ kind: 'bar', x: 'subject', series }}
            rows={data.subjects.map((s) => ({
              subject: s.subject.short_name,
              mean_points: s.mean_points,
              ...(compared ? { previous: s.previous_mean_points } : {}),
            }))}
            title={translate(`${D}.mean_points`)}
            labelOf={label}
            height={260}
          />
        </DashboardPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DashboardPanel title={translate(`${D}.trend`)}>
          <ChartFigure
            chart={{ kind: 'line', x: 'exam', series: ['school', ...classNames] }}
            rows={trend}
            title={translate(`${D}.mean_points`)}
            labelOf={trendLabel}
            height={260}
          />
        </DashboardPanel>
      </Grid>
    </>
  );
}

/**
 * /dashboard: the exam dashboard. The latest published exam at a glance: school mean and grade,
 * means by class and stream, the distribution of mean grades, subject means, the mean over the
 * last exams, the best students of each class and the most improved since the exam before.
 */
export function ExamDashboardPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const colours = useGradeColours();
  const { data, loading } = useApiData<ExamDashboard | null>('/exams/dashboard', pickDashboard, null);
  const overall = data?.overall;
  const figures =
    data?.exam && overall
      ? [
          { key: 'students', label: translate(`${D}.students`), value: overall.students },
          { key: 'mean', label: translate(`${D}.school_mean`), value: overall.mean_points?.toFixed(2) ?? '–' },
          { key: 'grade', label: translate(`${D}.mean_grade`), value: overall.mean_grade ?? '–' },
          ...(data.previous
            ? [{ key: 'deviation', label: translate(`${D}.deviation`), value: signed(overall.deviation) }]
            : []),
        ]
      : [];
  const mayOpenResults = canOpenRoute(permissions ?? [], '/grades', EXAM_ADMINS);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(`${D}.title`)} />
      {data?.exam && (
        <Box sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2">
            {translate(`${D}.latest`)}: {data.exam.name}
            {data.exam.term ? `, ${data.exam.term}` : ''}
          </Typography>
          {data.previous && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${D}.compared`, { exam: data.previous.name })}
            </Typography>
          )}
          {mayOpenResults && (
            <Link
              component={RouterLink}
              to={`/grades?exam=${data.exam.id}${data.previous ? `&compare=${data.previous.id}` : ''}`}
            >
              {translate(`${D}.open_results`)}
            </Link>
          )}
        </Box>
      )}
      {!loading && data && !data.exam && <Typography>{translate(`${D}.none`)}</Typography>}
      {!loading && !data && <Typography color="error">{translate('shule.exams_results.load_failed')}</Typography>}
      <FigureCards figures={figures} loading={loading} label={translate(`${D}.title`)} />
      {data?.exam && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Charts data={data} />
          <Grid size={{ xs: 12, lg: 6 }}>
            <DashboardPanel title={translate(`${D}.best`)}>
              <StudentsTable rows={data.best} colours={colours} label={translate(`${D}.best`)} kind="best" />
            </DashboardPanel>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <DashboardPanel title={translate(`${D}.improved`)}>
              {data.improved.length === 0 ? (
                <Typography color="text.secondary">{translate(`${D}.none_improved`)}</Typography>
              ) : (
                <StudentsTable
                  rows={data.improved}
                  colours={colours}
                  label={translate(`${D}.improved`)}
                  kind="improved"
                />
              )}
            </DashboardPanel>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

export default ExamDashboardPage;
