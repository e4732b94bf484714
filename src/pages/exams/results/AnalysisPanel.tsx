import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ChartFigure } from '../../../resources/reports/ChartFigure';
import type { ExamAnalysis, SubjectStats } from '../../../schema/exam-results';
import { GradeChip } from './gradeColours';
import { T } from './MeritTable';

const A = `${T}.analysis`;
const points2 = (v: number | null) => (v === null ? '' : v.toFixed(2));
const signed = (v: number | null) => (v === null ? '' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(2)}`);
const NUMERIC = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface Lead {
  readonly key: string;
  /** The row's own name (a subject, a stream, a teacher): its row header. */
  readonly header: string;
  readonly cells: readonly string[];
  readonly stats: SubjectStats;
}

/** One table of statistics: leading text columns, then entries, means, grade, grade counts and deviation. */
function StatsTable({
  label,
  heads,
  rows,
  data,
  colours,
}: {
  readonly label: string;
  readonly heads: readonly string[];
  readonly rows: readonly Lead[];
  readonly data: ExamAnalysis;
  readonly colours: ReadonlyMap<string, string>;
}) {
  const translate = useTranslate();
  const compared = data.compare !== null;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {heads.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
              <TableCell align="right">{translate(`${A}.entries`)}</TableCell>
              <TableCell align="right">{translate(`${A}.absent`)}</TableCell>
              <TableCell align="right">{translate(`${A}.mean_score`)}</TableCell>
              <TableCell align="right">{translate(`${A}.mean_points`)}</TableCell>
              <TableCell align="center">{translate(`${A}.mean_grade`)}</TableCell>
              {data.grade_columns.map((g) => (
                <TableCell key={g} align="right">
                  {g}
                </TableCell>
              ))}
              {compared && <TableCell align="right">{translate(`${A}.previous`)}</TableCell>}
              {compared && <TableCell align="right">{translate(`${A}.deviation`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {row.header}
                </TableCell>
                {row.cells.map((c, i) => (
                  <TableCell key={i} sx={{ minWidth: 120 }}>
                    {c}
                  </TableCell>
                ))}
                <TableCell align="right" sx={NUMERIC}>
                  {row.stats.entries}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {row.stats.absent}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {points2(row.stats.mean_score)}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {points2(row.stats.mean_points)}
                </TableCell>
                <TableCell align="center">
                  {row.stats.mean_grade && <GradeChip grade={row.stats.mean_grade} colours={colours} />}
                </TableCell>
                {data.grade_columns.map((g) => (
                  <TableCell
                    key={g}
                    align="right"
                    sx={{ ...NUMERIC, color: row.stats.grades[g] ? undefined : 'text.secondary' }}
                  >
                    {row.stats.grades[g] ?? 0}
                  </TableCell>
                ))}
                {compared && (
                  <TableCell align="right" sx={NUMERIC}>
                    {points2(row.stats.previous_mean_points)}
                  </TableCell>
                )}
                {compared && (
                  <TableCell align="right" sx={NUMERIC}>
                    {signed(row.stats.deviation)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/**
 * Subject analysis as a Kenyan exams office reads it: a bar chart of subject means, then per
 * subject, per subject and stream, and per subject and teacher: entries, mean score, mean points
 * and grade, the count of each grade and the deviation from the compared exam.
 */
export function AnalysisPanel({
  data,
  colours,
}: {
  readonly data: ExamAnalysis;
  readonly colours: ReadonlyMap<string, string>;
}) {
  const translate = useTranslate();
  const compared = data.compare !== null;
  // The stream and teacher tables of one subject, or of all (a whole school's is long).
  const [subject, setSubject] = useState('');
  const picked = subject ? data.analysis.filter((a) => String(a.subject.subject_id) === subject) : data.analysis;
  const chartRows = data.analysis.map((a) => ({
    subject: a.subject.short_name,
    mean_points: a.mean_points ?? 0,
    ...(compared ? { previous: a.previous_mean_points ?? 0 } : {}),
  }));
  const labelOf = (column: string) =>
    column === 'subject'
      ? translate(`${A}.subject`)
      : column === 'previous'
        ? (data.compare?.name ?? translate(`${A}.previous`))
        : data.exam.name;
  const subjectName = (a: ExamAnalysis['analysis'][number]) =>
    `${a.subject.code ? `${a.subject.code} ` : ''}${a.subject.name}`;
  return (
    <Box>
      <ChartFigure
        chart={{ kind: 'bar', x: 'subject', series: compared ? ['mean_points', 'previous'] : ['mean_points'] }}
        rows={chartRows}
        title={translate(`${A}.chart`)}
        labelOf={labelOf}
        height={280}
      />
      <StatsTable
        label={translate(`${A}.by_subject`)}
        heads={[translate(`${A}.subject`)]}
        data={data}
        colours={colours}
        rows={data.analysis.map((a) => ({
          key: String(a.subject.subject_id),
          header: subjectName(a),
          cells: [],
          stats: a,
        }))}
      />
      <TextField
        select
        size="small"
        id="analysis-subject"
        label={translate(`${A}.choose_subject`)}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        sx={{ minWidth: 240, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${A}.all_subjects`)}</MenuItem>
        {data.analysis.map((a) => (
          <MenuItem key={a.subject.subject_id} value={String(a.subject.subject_id)}>
            {subjectName(a)}
          </MenuItem>
        ))}
      </TextField>
      <StatsTable
        label={translate(`${A}.by_stream`)}
        heads={[translate(`${A}.subject`), translate(`${A}.stream`), translate(`${A}.teacher`)]}
        data={data}
        colours={colours}
        rows={picked.flatMap((a) =>
          a.by_stream.map((s) => ({
            key: `${a.subject.subject_id}-${s.stream_id}`,
            header: a.subject.name,
            cells: [s.stream_name, s.teacher ?? translate(`${A}.no_teacher`)],
            stats: s,
          })),
        )}
      />
      <StatsTable
        label={translate(`${A}.by_teacher`)}
        heads={[translate(`${A}.subject`), translate(`${A}.teacher`), translate(`${A}.streams`)]}
        data={data}
        colours={colours}
        rows={picked.flatMap((a) =>
          a.by_teacher.map((s) => ({
            key: `${a.subject.subject_id}-${s.teacher_id}`,
            header: a.subject.name,
            cells: [s.teacher || translate(`${A}.no_teacher`), s.streams],
            stats: s,
          })),
        )}
      />
    </Box>
  );
}
