import type { ComponentType } from 'react';
import { Create } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { writableValues } from './formValidation';
import { GenericForm } from './GenericForm';
import { useSaveNotifications } from './useSaveNotifications';

/** A resource's form, the generic one or a bespoke one with the same props (a newsletter's attachments). */
export type ResourceForm = ComponentType<{ resource: AnyResource; mode: 'create' | 'edit' }>;

export function GenericCreate({ resource, form: Form = GenericForm }: { resource: AnyResource; form?: ResourceForm }) {
  const { created } = useSaveNotifications(resource, 'show');
  return (
    <Create
      mutationOptions={{ onSuccess: created }}
      transform={(data: Record<string, unknown>) => writableValues(resource, data, 'create')}
    >
      <Form resource={resource} mode="create" />
    </Create>
  );
}
