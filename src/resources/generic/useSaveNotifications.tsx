import { useCallback } from 'react';
import {
  type RaRecord,
  type RedirectionSideEffect,
  type UpdateParams,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { offersUndo } from './editUndo';
import { UNDO_NOTIFICATION_MS, UndoButton } from './UndoButton';
import { useRecordNames } from './useRecordNames';

/**
 * The move away from a saved form, once the form has taken in that its submit succeeded. This runs
 * inside the save's success, before react-hook-form marks the submit successful and re-renders; the
 * leave warning (warnWhenUnsavedChanges) read by a navigation made now would still see the changes
 * as unsaved and ask "Some of your changes weren't saved", holding the user on a saved form.
 */
const AFTER_SUBMIT_MS = 100;
const afterSubmit = (move: () => void) => window.setTimeout(move, AFTER_SUBMIT_MS);

/**
 * What the generic forms do once the server has saved: say what was saved by its name ("Student
 * Wanjiru Otieno saved", "Class Form 2 created"), offer Undo on an edit the server can take back
 * (server/crud/undo.ts), then go where the form goes next. They replace react-admin's own
 * success handling, which says "Element updated".
 */
export function useSaveNotifications(resource: AnyResource, redirectTo: RedirectionSideEffect | false) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { one } = useRecordNames();

  const updated = useCallback(
    (saved: RaRecord, params: Partial<UpdateParams>) => {
      const named = one(resource, saved);
      const undo = offersUndo(resource, params.previousData, saved, (params.data ?? {}) as Record<string, unknown>);
      notify('shule.notify.saved', {
        type: 'success',
        messageArgs: named,
        ...(undo
          ? {
              autoHideDuration: UNDO_NOTIFICATION_MS,
              action: (
                <UndoButton
                  path={`${resource.name}/undo`}
                  body={{ records: [{ id: saved.id, version: saved.updated_at }] }}
                  // Named as it is again once undone.
                  done={translate('shule.notify.undone', one(resource, params.previousData ?? saved))}
                />
              ),
            }
          : {}),
      });
      if (redirectTo !== false) afterSubmit(() => redirect(redirectTo, resource.name, saved.id, saved));
    },
    [notify, one, redirect, redirectTo, resource, translate],
  );

  const created = useCallback(
    (saved: RaRecord) => {
      notify('shule.notify.created', { type: 'success', messageArgs: one(resource, saved) });
      if (redirectTo !== false) afterSubmit(() => redirect(redirectTo, resource.name, saved.id, saved));
    },
    [notify, one, redirect, redirectTo, resource],
  );

  return { updated, created };
}
