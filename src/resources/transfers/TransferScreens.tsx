import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { fieldDisplay } from '../generic/fieldDisplays';
import { GenericList } from '../generic/GenericList';
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
        <TopToolbar>
          <ListButton />
          <CertificateButton />
          {canWrite && <EditButton />}
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {Object.entries(resource.fields).map(([name, field]) => fieldDisplay(resource, name, field))}
      </SimpleShowLayout>
    </Show>
  );
}
