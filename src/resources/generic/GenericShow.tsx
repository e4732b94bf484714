import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { fieldDisplay } from './fieldDisplays';
import { useCanWrite } from './useCanWrite';

/** Every declared field of one record; editing only for writers. */
export function GenericShow({ resource }: { resource: AnyResource }) {
  const canWrite = useCanWrite(resource);
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
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
