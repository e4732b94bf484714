import { Create } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { writableValues } from './formValidation';
import { GenericForm } from './GenericForm';

export function GenericCreate({ resource }: { resource: AnyResource }) {
  return (
    <Create redirect="show" transform={(data: Record<string, unknown>) => writableValues(resource, data, 'create')}>
      <GenericForm resource={resource} mode="create" />
    </Create>
  );
}
