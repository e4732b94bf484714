import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import { Show, useNotify, useRecordContext } from 'react-admin';
import type { AnyResource } from '../../../schema/registry';
import { EditIfAllowed } from '../../../resources/generic/GenericShow';
import {
  BackToListButton,
  LabelledButton,
  LabelledLinkButton,
  RecordToolbar,
} from '../../../resources/generic/RecordButtons';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { WorkflowActions } from '../../../resources/generic/WorkflowActions';
import { openReconciliationPdf } from './api';

function Actions({ resource }: { readonly resource: AnyResource }) {
  const record = useRecordContext();
  const notify = useNotify();
  return (
    <RecordToolbar>
      <BackToListButton />
      {record && (
        <>
          <LabelledLinkButton
            to={`/bankreconciliation?account=${String(record.bank_account_id)}&id=${String(record.id)}`}
            label="shule.banking_screens.open"
            icon={<AccountBalanceIcon />}
          />
          <LabelledButton
            label="shule.banking_screens.print"
            icon={<PictureAsPdfIcon />}
            onClick={() =>
              void openReconciliationPdf(Number(record.id)).catch(() =>
                notify('shule.banking_screens.failed', { type: 'error' }),
              )
            }
          />
        </>
      )}
      <WorkflowActions resource={resource} />
      <EditIfAllowed resource={resource} />
    </RecordToolbar>
  );
}

/** A reconciliation's record: its figures and reconciling items, the way into its screen, and its PDF. */
export function ReconciliationShow({ resource }: { resource: AnyResource }) {
  return (
    <Show actions={<Actions resource={resource} />}>
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <RecordSections resource={resource} />
      </Box>
    </Show>
  );
}
