import { Edit } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { writableValues } from './formValidation';
import { GenericForm } from './GenericForm';

/** Pessimistic: the server's answer (a conflict, a unique clash) must be seen before leaving the form. */
export function GenericEdit({ resource }: { resource: AnyResource }) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: Record<string, unknown>) => writableValues(resource, data, 'update')}
    >
      <GenericForm resource={resource} mode="edit" />
    </Edit>
  );
}
