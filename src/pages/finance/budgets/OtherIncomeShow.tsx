import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import { Show, useNotify, useRecordContext } from 'react-admin';
import { EditIfAllowed } from '../../../resources/generic/GenericShow';
import { BackToListButton, LabelledButton, RecordToolbar } from '../../../resources/generic/RecordButtons';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { WorkflowActions } from '../../../resources/generic/WorkflowActions';
import type { ScreenComponent } from '../../../resources/screenTypes';
import { openPdf } from './api';

/** Prints the receipt on the letterhead (a void one is marked so). */
function PrintReceiptButton() {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record) return null;
  const print = () =>
    openPdf(`finance/other-incomes/${String(record.id)}/receipt.pdf`, `receipt-${String(record.receipt_no)}.pdf`).catch(
      () => notify('shule.budgets_screens.pdf_failed', { type: 'error' }),
    );
  return (
    <LabelledButton label="shule.budgets_screens.print_receipt" icon={<PictureAsPdf />} onClick={() => void print()} />
  );
}

/** An income receipt: the generic record with its void action and a button that prints it. */
export const OtherIncomeShow: ScreenComponent = ({ resource }) => (
  <Show
    actions={
      <RecordToolbar>
        <BackToListButton />
        <PrintReceiptButton />
        <WorkflowActions resource={resource} />
        <EditIfAllowed resource={resource} />
      </RecordToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <RecordHeading resource={resource} />
      <RecordSections resource={resource} />
    </Box>
  </Show>
);
