import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import { Datagrid, type Identifier, ReferenceManyField, Show, useRecordContext, useTranslate } from 'react-admin';
import { screenPath } from '../../../providers/screenPaths';
import { getResource, type AnyResource } from '../../../schema/registry';
import { fieldDisplay } from '../../../resources/generic/fieldDisplays';
import { SectionBox } from '../../../resources/generic/FormSections';
import { ShowActions } from '../../../resources/generic/GenericShow';
import { NoneOf } from '../../../resources/generic/NoneOf';
import { LabelledLinkButton } from '../../../resources/generic/RecordButtons';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { useCanWrite } from '../../../resources/generic/useCanWrite';

const VOUCHERS = 'payment_vouchers';

/** The supplier's vouchers, newest first, with a new one for this supplier to hand. */
function SupplierVouchers() {
  const translate = useTranslate();
  const record = useRecordContext();
  const vouchers = getResource(VOUCHERS) as AnyResource;
  const canWrite = useCanWrite(vouchers);
  if (!record) return null;
  const columns = vouchers.list.filter((name) => name !== 'supplier_id' && name !== 'payee_name');
  return (
    <SectionBox title={translate('shule.expenses_screens.vouchers')}>
      {canWrite && (
        <LabelledLinkButton
          to={screenPath(VOUCHERS, 'create')}
          state={{ record: { supplier_id: record.id as Identifier } }}
          label="shule.expenses_screens.new_voucher"
          icon={<AddIcon />}
        />
      )}
      <ReferenceManyField reference={VOUCHERS} target="supplier_id" perPage={50} sort={{ field: 'id', order: 'DESC' }}>
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<NoneOf resource={VOUCHERS} />}>
          {columns.map((name) => fieldDisplay(vouchers, name, vouchers.fields[name]))}
        </Datagrid>
      </ReferenceManyField>
    </SectionBox>
  );
}

/** A supplier: contacts and how they are paid, what the school owes and has paid them, and their vouchers. */
export function SupplierShow({ resource }: { resource: AnyResource }) {
  return (
    <Show actions={<ShowActions resource={resource} />}>
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <RecordSections resource={resource} />
        <SupplierVouchers />
      </Box>
    </Show>
  );
}
