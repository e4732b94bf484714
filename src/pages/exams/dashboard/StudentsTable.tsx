import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { DashboardStudent } from '../../../schema/exam-results';
import { GradeChip } from '../results/gradeColours';

const D = 'shule.exams_results.dashboard';
const NUMERIC = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The best students of each class (with their position) or the most improved (with their gain). */
export function StudentsTable({
  rows,
  colours,
  label,
  kind,
}: {
  readonly rows: readonly DashboardStudent[];
  readonly colours: ReadonlyMap<string, string>;
  readonly label: string;
  readonly kind: 'best' | 'improved';
}) {
  const translate = useTranslate();
  return (
    // A narrow panel scrolls the table across rather than cutting its last column.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${D}.student`)}</TableCell>
            <TableCell>{translate(`${D}.class`)}</TableCell>
            <TableCell align="right">{translate(`${D}.mean_points`)}</TableCell>
            <TableCell align="center">{translate(`${D}.grade`)}</TableCell>
            <TableCell align="right">{translate(kind === 'best' ? `${D}.position` : `${D}.deviation`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.student_id}>
              <TableCell component="th" scope="row">
                {r.name} <span style={{ opacity: 0.75 }}>{r.admission_no}</span>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${r.class_name} ${r.stream_name}`.trim()}</TableCell>
              <TableCell align="right" sx={NUMERIC}>
                {r.mean_points?.toFixed(2) ?? ''}
              </TableCell>
              <TableCell align="center">
                {r.mean_grade && <GradeChip grade={r.mean_grade} colours={colours} />}
              </TableCell>
              <TableCell align="right" sx={NUMERIC}>
                {kind === 'best'
                  ? `${r.class_position ?? '–'}/${r.class_out_of}`
                  : r.deviation === null
                    ? ''
                    : `+${r.deviation.toFixed(2)}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
