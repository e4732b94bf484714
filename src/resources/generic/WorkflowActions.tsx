import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';
import {
  Form,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { actionInputResource, availableActions, type AnyResource, type WorkflowAction } from '../../schema';
import { API_URL, HttpError, httpClient } from '../../providers/httpClient';
import { fieldInput } from './fieldInputs';
import { registryValidator, writableValues } from './formValidation';

export const actionKey = (resource: AnyResource, action: string) => `resources.${resource.name}.actions.${action}`;

/** The roles react-admin holds for the user (the authProvider's permissions), as a list. */
export function useUserRoles(): string[] {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) ? permissions : [];
}

/**
 * The workflow actions the user may take on the record in its present state (availableActions,
 * the function the server enforces), one button each; the server still decides.
 */
export function WorkflowActions({ resource }: { readonly resource: AnyResource }) {
  const record = useRecordContext();
  const roles = useUserRoles();
  if (!record || !resource.workflow) return null;
  return (
    <>
      {availableActions(roles, resource, record).map(([name, action]) => (
        <WorkflowActionButton key={name} resource={resource} record={record} name={name} action={action} />
      ))}
    </>
  );
}

/** Disabled while the request runs, so a double click does not act twice. */
function SubmitButton({ label }: { readonly label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {label}
    </Button>
  );
}

interface ActionProps {
  readonly resource: AnyResource;
  readonly record: RaRecord;
  readonly name: string;
  readonly action: WorkflowAction;
}

function errorsOf(error: HttpError): Record<string, string> | null {
  const body = error.body as { errors?: unknown } | null | undefined;
  const errors = body && typeof body === 'object' ? body.errors : undefined;
  if (!errors || typeof errors !== 'object') return null;
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, String(value)]));
}

/**
 * One action: a button opening a dialog with the action's input fields (validated as the server
 * validates them), its question, Cancel and the action itself. POST /api/{resource}/{id}/{action};
 * a 400's per-field errors land on the inputs, a 403 or 409 is told and the record reloaded.
 */
export function WorkflowActionButton({ resource, record, name, action }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const input = useMemo(() => actionInputResource(resource, name, action), [resource, name, action]);
  const validate = useMemo(() => registryValidator(input, 'create'), [input]);
  const label = translate(`${actionKey(resource, name)}`, { _: action.label });
  const fields = Object.entries(input.fields);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_URL}/${resource.name}/${encodeURIComponent(String(record.id))}/${name}`, {
        method: 'POST',
        body: JSON.stringify(writableValues(input, values, 'create')),
      });
      setOpen(false);
      notify(translate('shule.workflow.done', { action: label, _: '%{action}: done' }), { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const fieldErrors = error instanceof HttpError && error.status === 400 ? errorsOf(error) : null;
      // Errors on the action's own inputs stay in the dialog, next to what the user typed.
      if (fieldErrors && Object.keys(fieldErrors).every((key) => Object.hasOwn(input.fields, key))) return fieldErrors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      if (error instanceof HttpError && (error.status === 403 || error.status === 409)) {
        setOpen(false);
        refresh();
      }
      return fieldErrors ?? undefined;
    }
  };

  return (
    <>
      {/* A button of words, not react-admin's, which shows only its icon (here: nothing) on a phone. */}
      <Button size="small" onClick={() => setOpen(true)} data-action={name}>
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={action.confirm ? textId : undefined}
        fullWidth
        maxWidth="sm"
      >
        {/* An empty record: the dialog's inputs are the action's, not the record's fields. */}
        <Form record={{}} validate={validate} onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{label}</DialogTitle>
          {/* '&&': MUI removes the padding under a title, which would clip the first input's label. */}
          <DialogContent sx={{ '&&': { pt: 1 } }}>
            {action.confirm && (
              <DialogContentText id={textId} sx={{ mb: fields.length > 0 ? 2 : 0 }}>
                {translate(`${actionKey(resource, name)}_confirm`, { _: action.confirm })}
              </DialogContentText>
            )}
            {fields.map(([field, def]) =>
              fieldInput(input, field, def, 'create', {
                labelKey: `resources.${resource.name}.action_fields.${name}.${field}`,
                helpKey: `resources.${resource.name}.action_helps.${name}.${field}`,
              }),
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SubmitButton label={label} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
