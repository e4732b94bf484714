import Box from '@mui/material/Box';
import { ReportFormsPanel, ResultsSmsButton } from '../reports';
import { ALL, type ResultsQuery } from './api';

const idOrNull = (value: string) => (value && value !== ALL ? Number(value) : null);

/**
 * The "Report forms" tab: the report forms of the chosen class or stream (src/pages/exams/reports)
 * and the button that sends their results to guardians by SMS.
 */
export function ReportsSlot({ query }: { readonly query: ResultsQuery }) {
  const group = { examId: Number(query.exam), classId: idOrNull(query.class), streamId: idOrNull(query.stream) };
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <ResultsSmsButton {...group} />
      </Box>
      <ReportFormsPanel {...group} />
    </Box>
  );
}
