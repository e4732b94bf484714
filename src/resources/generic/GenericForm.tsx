import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  SaveButton,
  SimpleForm,
  TabbedForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUnselect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { canDelete, isLocked, type AnyResource } from '../../schema';
import type { FormMode } from './fieldInputs';
import { DeleteButton } from './DeleteRefused';
import { createDefaults, layoutSections } from './formLayout';
import { FormFields, FormSections, useSectionTitle } from './FormSections';
import { fieldKey } from './keys';
import { registryValidator } from './formValidation';
import { StateChip } from './StateChip';
import { useCanWrite } from './useCanWrite';
import { useRecordNames } from './useRecordNames';

/** "Student Wanjiru Otieno deleted", then the list, as react-admin's own handling does otherwise. */
function useDeleted(resource: AnyResource) {
  const notify = useNotify();
  const redirect = useRedirect();
  const unselect = useUnselect(resource.name);
  const form = useFormContext();
  const { one } = useRecordNames();
  return (deleted: Record<string, unknown> & { id: string | number }) => {
    notify('shule.notify.deleted', { type: 'success', messageArgs: one(resource, deleted) });
    unselect([deleted.id]);
    // The record is gone: its unsaved changes must not hold the user on the form.
    form.reset(undefined, { keepValues: true });
    redirect('list', resource.name);
  };
}

function GenericToolbar({ resource, mode }: { resource: AnyResource; mode: FormMode }) {
  const canWrite = useCanWrite(resource);
  const record = useRecordContext();
  // A submitted document is changed by its actions only (a reversal), never edited or deleted.
  const locked = mode === 'edit' && record !== undefined && isLocked(resource, record);
  const deleted = useDeleted(resource);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={locked} />
      {mode === 'edit' && canWrite && canDelete(resource) && !locked && (
        <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: deleted }} />
      )}
    </Toolbar>
  );
}

/** The state of an existing record, above the form: it changes through actions, not here. */
function FormHeader({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record || !resource.workflow) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, width: '100%' }}>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {translate(fieldKey(resource, resource.workflow.field), {
          _: resource.fields[resource.workflow.field]?.label ?? '',
        })}
      </Typography>
      <StateChip resource={resource} />
      {isLocked(resource, record) && (
        <Alert severity="info" sx={{ flex: 1 }}>
          {translate('shule.workflow.locked', { _: 'This record is final: it changes only through its actions.' })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The create and edit form of a declaration, laid out by its `form` sections (tabs when declared).
 * Validation is validateRecord, the function the server runs, on the record and on each child row,
 * so a user meets the same rule and message before and after the round trip. The workflow state
 * is never an input: a chip on edit, moved by the show page's actions.
 */
export function GenericForm({ resource, mode }: { resource: AnyResource; mode: FormMode }) {
  const record = useRecordContext();
  const title = useSectionTitle();
  const sections = useMemo(() => layoutSections(resource, 'form'), [resource]);
  const validate = useMemo(
    () => registryValidator(resource, mode === 'create' ? 'create' : 'update', record),
    [resource, mode, record],
  );
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults(resource) : undefined), [resource, mode]);
  const toolbar = <GenericToolbar resource={resource} mode={mode} />;
  if (resource.form?.tabs)
    return (
      <TabbedForm validate={validate} toolbar={toolbar} defaultValues={defaultValues} warnWhenUnsavedChanges>
        {sections.map((section) => (
          <TabbedForm.Tab key={section.key} label={title(section) || resource.label}>
            {mode === 'edit' && section === sections[0] && <FormHeader resource={resource} />}
            <FormFields resource={resource} fields={section.fields} mode={mode} />
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  return (
    <SimpleForm
      validate={validate}
      toolbar={toolbar}
      defaultValues={defaultValues}
      // Leaving a changed form asks first (a link, the menu, Back, closing the tab).
      warnWhenUnsavedChanges
      sx={{ maxWidth: 960 }}
    >
      {mode === 'edit' && <FormHeader resource={resource} />}
      <FormSections resource={resource} sections={sections} mode={mode} />
    </SimpleForm>
  );
}
