import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { ShowActions } from '../../../resources/generic/GenericShow';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import type { ScreenComponent } from '../../../resources/screenTypes';
import { fetchProgress } from './api';
import { T } from './ProgressChip';
import { ProgressTable } from './ProgressTable';
import { useLoad } from './useLoad';
import { LoadingBar } from '../../../resources/generic/LoadingBar';

/** Which class-subjects have all their marks in, refreshed whenever the exam's record is. */
function ExamProgressPanel() {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = Number(record?.id);
  const { data } = useLoad(
    Number.isInteger(id) && id > 0 ? () => fetchProgress(id) : null,
    `${id}/${String(record?.updated_at)}`,
  );
  return (
    <Box component="section" aria-labelledby="exam-progress" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="exam-progress" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.progress_title`)}
      </Typography>
      {data ? <ProgressTable progress={data} headingId="exam-progress" /> : <LoadingBar />}
    </Box>
  );
}

/** An exam's record as declared (papers, status, actions), then its mark-entry progress. */
export const ExamShow: ScreenComponent = ({ resource }) => (
  <Show actions={<ShowActions resource={resource} />}>
    <Box sx={{ p: 2 }}>
      <RecordHeading resource={resource} />
      <RecordSections resource={resource} />
      <ExamProgressPanel />
    </Box>
  </Show>
);
