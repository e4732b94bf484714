import Alert from '@mui/material/Alert';
import { type ComponentType, Suspense } from 'react';
import { Edit, Loading, Show, SimpleShowLayout, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { lazyWithTimeout } from '../../layout/lazyWithTimeout';
import { canUpdate, type AnyResource } from '../../schema/registry';
import { fieldDisplay } from './fieldDisplays';
import { writableValues } from './formValidation';
import { GenericForm } from './GenericForm';
import { useCanWrite } from './useCanWrite';
import { useSaveNotifications } from './useSaveNotifications';

/**
 * A singleton's own panel, shown above its form (or its read-only values) in the record's context,
 * by resource name: what a settings record means beyond its fields (the SMS gateway's callback
 * URL). Each is a chunk of its own, loaded only with its screen.
 */
const PANELS: Readonly<Record<string, ComponentType>> = {
  sms_settings: lazyWithTimeout(() => import('../sms_settings/SmsGatewayPanel')),
  mpesa_settings: lazyWithTimeout(() => import('../mpesa_settings/MpesaSettingsPanel')),
};

function Panel({ resource }: { resource: AnyResource }) {
  const Own = Object.hasOwn(PANELS, resource.name) ? PANELS[resource.name] : undefined;
  if (!Own) return null;
  return (
    <Suspense fallback={null}>
      <Own />
    </Suspense>
  );
}

/** GET /api/{name}/current: the branch's one record, made from the declared defaults on first use. */
export const SINGLETON_ID = 'current';

/**
 * A singleton (one settings record per school) has no list: its path opens the record itself, as
 * an edit form for its writers and read-only for its readers. The record is found through
 * /current, then read and saved by its real id (PUT /api/{name}/{id}) like any record.
 */
export function SingletonScreen({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const canWrite = useCanWrite(resource) && canUpdate(resource);
  const { data, isPending, error } = useGetOne<RaRecord>(resource.name, { id: SINGLETON_ID });
  const title = translate(`resources.${resource.name}.name`, { smart_count: 1, _: resource.singular });
  // Saving keeps the form open: there is no list to go back to.
  const { updated } = useSaveNotifications(resource, false);

  if (isPending) return <Loading />;
  if (error || !data) {
    return (
      <Alert severity="error" role="alert">
        {translate('ra.notification.http_error')}
      </Alert>
    );
  }
  if (!canWrite) {
    return (
      <Show resource={resource.name} id={data.id} title={title} actions={false}>
        <Panel resource={resource} />
        <SimpleShowLayout>
          {Object.entries(resource.fields).map(([name, field]) => fieldDisplay(resource, name, field))}
        </SimpleShowLayout>
      </Show>
    );
  }
  return (
    <Edit
      resource={resource.name}
      id={data.id}
      title={title}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: updated }}
      redirect={false}
      transform={(values: Record<string, unknown>) => writableValues(resource, values, 'update')}
    >
      <Panel resource={resource} />
      <GenericForm resource={resource} mode="edit" />
    </Edit>
  );
}

export default SingletonScreen;
