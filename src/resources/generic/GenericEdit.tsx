import { Edit } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { writableValues } from './formValidation';
import type { ResourceForm } from './GenericCreate';
import { GenericForm } from './GenericForm';
import { useSaveNotifications } from './useSaveNotifications';

/**
 * Pessimistic: the server's answer (a conflict, a unique clash) must be seen before leaving the form.
 * Its Undo is a reverse write on the server, not react-admin's 'undoable' mode, which only delays
 * the request in this tab (lost when it closes, unseen by anyone else meanwhile).
 */
export function GenericEdit({ resource, form: Form = GenericForm }: { resource: AnyResource; form?: ResourceForm }) {
  const { updated } = useSaveNotifications(resource, 'show');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: updated }}
      transform={(data: Record<string, unknown>) => writableValues(resource, data, 'update')}
    >
      <Form resource={resource} mode="edit" />
    </Edit>
  );
}
