import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useCallback, useEffect, useId, useState } from 'react';
import {
  DeleteButton as RaDeleteButton,
  type DeleteButtonProps,
  type RaRecord,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { availableActions, getResource } from '../../schema/registry';
import { HttpError } from '../../providers/httpClient';
import { useUserRoles, WorkflowActionButton } from './WorkflowActions';

/** One kind of record holding the one a user tried to delete (the server's `holders`). */
export interface Holder {
  readonly resource: string;
  readonly count: number;
  readonly names: readonly string[];
}

/** A refused delete as the server answers it: who holds the record, and the action to take instead. */
export interface DeleteRefusal {
  readonly message: string;
  readonly holders: readonly Holder[];
  readonly suggest?: { readonly resource: string; readonly id: number; readonly action: string };
}

/** The refusal in an API error, when the error is one (a 409 naming the records that hold it). */
export function deleteRefusal(error: unknown): DeleteRefusal | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = error.body as Partial<DeleteRefusal> | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.holders)) return undefined;
  return { message: error.message, holders: body.holders, suggest: body.suggest };
}

/**
 * What holds the record, kind by kind with a few names, and the action to take instead of deleting
 * (a student is marked as left), run from here through the workflow's own dialog. The dialog
 * closes when the action has moved the record on.
 */
export function DeleteRefusedDialog({
  refusal,
  record,
  onClose,
}: {
  readonly refusal: (DeleteRefusal & { readonly state?: unknown }) | undefined;
  readonly record: RaRecord | undefined;
  readonly onClose: () => void;
}) {
  const translate = useTranslate();
  const roles = useUserRoles();
  const titleId = useId();
  const textId = useId();
  const resource = refusal?.suggest ? getResource(refusal.suggest.resource) : undefined;
  const state = resource?.workflow && record ? record[resource.workflow.field] : undefined;
  const action =
    resource && record && refusal?.suggest && String(record.id) === String(refusal.suggest.id)
      ? availableActions(roles, resource, record).find(([name]) => name === refusal.suggest?.action)
      : undefined;
  // The suggested action has moved the record on (marked as left): nothing is left to say.
  const movedOn = refusal !== undefined && state !== undefined && state !== refusal.state;
  useEffect(() => {
    if (movedOn) onClose();
  }, [movedOn, onClose]);
  if (!refusal) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('shule.delete_refused.title', { _: 'Cannot delete' })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id={textId} sx={{ mb: 1 }} data-testid="delete-refused-message">
          {refusal.message}
        </Alert>
        <List dense aria-label={translate('shule.delete_refused.holders', { _: 'Records that refer to it' })}>
          {refusal.holders.map((holder) => {
            const more = holder.count - holder.names.length;
            const names = [
              ...holder.names,
              ...(more > 0 ? [translate('shule.delete_refused.more', { smart_count: more, _: `${more} more` })] : []),
            ];
            return (
              <ListItem key={holder.resource} disableGutters>
                <ListItemText
                  primary={`${translate(`resources.${holder.resource}.name`, {
                    smart_count: holder.count,
                    _: holder.resource,
                  })} (${holder.count})`}
                  secondary={names.join('; ')}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {resource && record && action && (
          <WorkflowActionButton resource={resource} record={record} name={action[0]} action={action[1]} />
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * react-admin's DeleteButton that, when the server refuses because other records point at the
 * record, says which and offers the action to take instead (DeleteRefusedDialog). Any other
 * failure is told as react-admin tells it.
 */
export function DeleteButton(props: DeleteButtonProps) {
  const notify = useNotify();
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const [refusal, setRefusal] = useState<(DeleteRefusal & { state?: unknown }) | undefined>(undefined);
  const stateField = getResource(resource ?? '')?.workflow?.field;
  const onError = (error: unknown) => {
    const refused = deleteRefusal(error);
    // The state the refusal met, so the dialog sees when the suggested action has changed it.
    if (refused) setRefusal({ ...refused, state: stateField && record ? record[stateField] : undefined });
    else {
      const message = error instanceof Error ? error.message : String(error);
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    }
  };
  const close = useCallback(() => setRefusal(undefined), []);
  return (
    <>
      <RaDeleteButton {...props} resource={resource} mutationOptions={{ ...props.mutationOptions, onError }} />
      <DeleteRefusedDialog refusal={refusal} record={record} onClose={close} />
    </>
  );
}
