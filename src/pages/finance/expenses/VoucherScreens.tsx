import Box from '@mui/material/Box';
import { Show, useRecordContext } from 'react-admin';
import type { AnyResource } from '../../../schema/registry';
import { GenericCreate } from '../../../resources/generic/GenericCreate';
import { GenericEdit } from '../../../resources/generic/GenericEdit';
import { EditIfAllowed } from '../../../resources/generic/GenericShow';
import { BackToListButton, RecordToolbar } from '../../../resources/generic/RecordButtons';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { WorkflowActions } from '../../../resources/generic/WorkflowActions';
import { AttachmentsInput } from '../../../resources/newsletters/AttachmentsInput';
import { VOUCHER_FILES_URL } from './api';
import { ExpenseForm } from './ExpenseForm';
import { BudgetWarnings, VoucherDocuments, VoucherPdfButton } from './VoucherParts';

const DOCUMENTS = 'attachments';
const OMITTED = [DOCUMENTS];

/**
 * The voucher's form: supporting documents are files uploaded as they are chosen (the newsletters'
 * AttachmentsInput on the vouchers' endpoint), under the lines they support, not typed ids.
 */
function VoucherForm({ resource, mode }: { resource: AnyResource; mode: 'create' | 'edit' }) {
  return (
    <ExpenseForm
      resource={resource}
      mode={mode}
      omit={OMITTED}
      after={(section) =>
        section.fields.includes('lines') ? (
          <Box sx={{ mt: 3 }}>
            <AttachmentsInput
              source={DOCUMENTS}
              url={VOUCHER_FILES_URL}
              heading="shule.expenses_screens.documents"
              full="shule.expenses_screens.documents_full"
            />
          </Box>
        ) : null
      }
    />
  );
}

export function VoucherCreate({ resource }: { resource: AnyResource }) {
  return <GenericCreate resource={resource} form={VoucherForm} />;
}

export function VoucherEdit({ resource }: { resource: AnyResource }) {
  return <GenericEdit resource={resource} form={VoucherForm} />;
}

/** The payee once: the supplier's record linked when there is one, else the name written on the voucher. */
function VoucherSections({ resource }: { resource: AnyResource }) {
  const record = useRecordContext();
  const omit = ['payee_name', DOCUMENTS, record?.supplier_id ? 'payee' : 'supplier_id'];
  return <RecordSections resource={resource} omit={omit} />;
}

/** A voucher: its PDF to print, its budget position while open, its values, lines and documents. */
export function VoucherShow({ resource }: { resource: AnyResource }) {
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          <VoucherPdfButton />
          <WorkflowActions resource={resource} />
          <EditIfAllowed resource={resource} />
        </RecordToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <BudgetWarnings />
        <VoucherSections resource={resource} />
        <VoucherDocuments />
      </Box>
    </Show>
  );
}
