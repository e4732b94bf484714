import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Show, useTranslate } from 'react-admin';
import { EditIfAllowed } from '../../../resources/generic/GenericShow';
import { BackToListButton, RecordToolbar } from '../../../resources/generic/RecordButtons';
import { RecordHeading } from '../../../resources/generic/RecordSections';
import { WorkflowActions } from '../../../resources/generic/WorkflowActions';
import type { AnyResource } from '../../../schema/registry';
import { PayrollDownloads } from './PayrollDownloads';
import { PayrollFigures, PayrollTrail } from './PayrollFigures';
import { PayslipsTable } from './PayslipsTable';
import { useRefreshOnOpen } from './useRefreshOnOpen';

/** Whether the draft was brought up to date on opening, said once. */
function RefreshNotice() {
  const translate = useTranslate();
  const state = useRefreshOnOpen();
  if (state === 'recomputed')
    return (
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        {translate('shule.hr_payroll.recomputed')}
      </Alert>
    );
  if (typeof state === 'object')
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('shule.hr_payroll.refresh_failed', { reason: state.failed })}
      </Alert>
    );
  return null;
}

/**
 * A month's payroll: its state and the actions open to the user (recompute, approve, pay, cancel,
 * each asking first), the totals, who prepared, approved and paid it, the payslips and files, and
 * every employee's payslip with their P9A card.
 */
export function PayrollShow({ resource }: { resource: AnyResource }) {
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          <WorkflowActions resource={resource} />
          <EditIfAllowed resource={resource} />
        </RecordToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <RefreshNotice />
        <PayrollFigures />
        <PayrollTrail />
        <PayrollDownloads />
        <PayslipsTable />
      </Box>
    </Show>
  );
}
