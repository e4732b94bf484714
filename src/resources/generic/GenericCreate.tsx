import { Create } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { writableValues } from './formValidation';
import { GenericForm } from './GenericForm';
import { useSaveNotifications } from './useSaveNotifications';

export function GenericCreate({ resource }: { resource: AnyResource }) {
  const { created } = useSaveNotifications(resource, 'show');
  return (
    <Create
      mutationOptions={{ onSuccess: created }}
      transform={(data: Record<string, unknown>) => writableValues(resource, data, 'create')}
    >
      <GenericForm resource={resource} mode="create" />
    </Create>
  );
}
