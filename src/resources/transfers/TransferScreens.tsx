import { Show, SimpleShowLayout } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { fieldDisplay } from '../generic/fieldDisplays';
import { GenericList } from '../generic/GenericList';
import { BackToListButton, EditRecordButton, RecordToolbar } from '../generic/RecordButtons';
import { useCanWrite } from '../generic/useCanWrite';
import { CertificateButton } from './CertificateButton';

/** Transfers: the declaration's list with a leaving-certificate button on transfers out. */
export function TransferList({ resource }: { resource: AnyResource }) {
  return <GenericList resource={resource} columns={<CertificateButton key="certificate" />} />;
}

export function TransferShow({ resource }: { resource: AnyResource }) {
  const canWrite = useCanWrite(resource);
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          <CertificateButton />
          {canWrite && <EditRecordButton />}
        </RecordToolbar>
      }
    >
      <SimpleShowLayout>
        {Object.entries(resource.fields).map(([name, field]) => fieldDisplay(resource, name, field))}
      </SimpleShowLayout>
    </Show>
  );
}
