import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import type { MeritListPage, MeritRow, SubjectCell } from '../../../schema/exam-results';
import type { MeritOptions } from './api';
import { GradeChip } from './gradeColours';
import { missingLabels } from './missing';

export const T = 'shule.exams_results';

const points2 = (v: number | null) => (v === null ? '' : v.toFixed(2));
const signed = (v: number | null) => (v === null ? '' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(2)}`);
const position = (pos: number | null, outOf: number) => (pos === null ? '–' : `${pos}/${outOf}`);

const NUMERIC = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function SubjectCellView({
  cell,
  colours,
}: {
  readonly cell: SubjectCell | undefined;
  readonly colours: ReadonlyMap<string, string>;
}) {
  const translate = useTranslate();
  if (!cell) return null;
  if (cell.score === 'absent')
    return (
      <Box component="span" title={translate(`${T}.absent`)}>
        X
      </Box>
    );
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', fontWeight: cell.counted ? 600 : 400 }}
    >
      {cell.score} <GradeChip grade={cell.grade} colours={colours} />
    </Box>
  );
}

interface Props {
  readonly page: MeritListPage;
  readonly options: MeritOptions;
  readonly change: (next: Partial<MeritOptions>) => void;
  readonly colours: ReadonlyMap<string, string>;
  readonly label: string;
}

/**
 * The merit list: position, student, each subject's score and grade (grades on the school's
 * report colours; the subjects counted in the mean in bold), totals, mean points and grade,
 * positions and the deviation. Every heading sorts; the pages come from the server.
 */
export function MeritTable({ page, options, change, colours, label }: Props) {
  const translate = useTranslate();
  const compared = page.compare !== null;
  // Several classes list one after the other; each row then names its class.
  const classes = page.classes.length > 1;
  const sortable = (key: string, text: string, title?: string, align: 'left' | 'right' | 'center' = 'left') => (
    <TableCell
      key={key}
      align={align}
      sortDirection={options.sort === key ? (options.order === 'ASC' ? 'asc' : 'desc') : false}
      title={title}
    >
      <TableSortLabel
        active={options.sort === key}
        direction={options.sort === key ? (options.order === 'ASC' ? 'asc' : 'desc') : 'asc'}
        onClick={() =>
          change({
            sort: key,
            // Figures read best first; positions and names from the top.
            order:
              options.sort === key
                ? options.order === 'ASC'
                  ? 'DESC'
                  : 'ASC'
                : /position|name|admission/.test(key)
                  ? 'ASC'
                  : 'DESC',
            page: 1,
          })
        }
      >
        {text}
      </TableSortLabel>
    </TableCell>
  );
  const column = (key: string) => translate(`${T}.columns.${key}`);
  return (
    <>
      {/* Focusable, so a keyboard scrolls the subjects across (axe: scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} data-testid="merit-table" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {sortable(
                'class_position',
                column('class_position'),
                translate(`${T}.column_titles.class_position`),
                'right',
              )}
              {sortable('admission_no', column('admission_no'))}
              {sortable('name', column('name'))}
              {classes && <TableCell>{column('class_name')}</TableCell>}
              {sortable('stream_name', column('stream_name'))}
              {page.subjects.map((s) => sortable(`subject:${s.subject_id}`, s.short_name, s.name, 'center'))}
              {sortable('total_marks', column('total_marks'), undefined, 'right')}
              {sortable('total_points', column('total_points'), undefined, 'right')}
              {sortable('mean_points', column('mean_points'), undefined, 'right')}
              <TableCell align="center">{column('mean_grade')}</TableCell>
              {sortable(
                'stream_position',
                column('stream_position'),
                translate(`${T}.column_titles.stream_position`),
                'right',
              )}
              {compared &&
                sortable(
                  'deviation',
                  column('deviation'),
                  translate(`${T}.column_titles.deviation`, { exam: page.compare?.name ?? '' }),
                  'right',
                )}
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.map((r: MeritRow) => (
              <TableRow key={r.student_id} hover data-admission={r.admission_no}>
                <TableCell
                  align="right"
                  sx={NUMERIC}
                  title={r.class_position === null ? translate(`${T}.unranked`) : undefined}
                >
                  {position(r.class_position, r.class_out_of)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.admission_no}</TableCell>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {r.name}
                  {r.missing.length > 0 && (
                    <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
                      {translate(`${T}.missing`, {
                        subjects: missingLabels(r.missing, page.subjects, (group) =>
                          translate(`${T}.missing_group`, { group }),
                        ),
                      })}
                    </Box>
                  )}
                </TableCell>
                {classes && <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.class_name}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.stream_name}</TableCell>
                {page.subjects.map((s) => (
                  <TableCell key={s.subject_id} align="center" sx={NUMERIC}>
                    <SubjectCellView cell={r.subjects[String(s.subject_id)]} colours={colours} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={NUMERIC}>
                  {r.total_marks}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {r.total_points}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {points2(r.mean_points)}
                </TableCell>
                <TableCell align="center">
                  {r.mean_grade && <GradeChip grade={r.mean_grade} colours={colours} />}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {position(r.stream_position, r.stream_out_of)}
                </TableCell>
                {compared && (
                  <TableCell
                    align="right"
                    sx={{
                      ...NUMERIC,
                      color:
                        (r.deviation ?? 0) < 0 ? 'error.main' : (r.deviation ?? 0) > 0 ? 'success.dark' : undefined,
                    }}
                  >
                    {signed(r.deviation)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={page.total}
        page={Math.max(0, options.page - 1)}
        rowsPerPage={options.perPage}
        rowsPerPageOptions={[25, 50, 100, 200]}
        onPageChange={(_, p) => change({ page: p + 1 })}
        onRowsPerPageChange={(e) => change({ perPage: Number(e.target.value), page: 1 })}
        labelRowsPerPage={translate(`${T}.rows_per_page`)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} ${translate(`${T}.of`)} ${count}`}
      />
    </>
  );
}
