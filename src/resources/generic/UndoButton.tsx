import { useState } from 'react';
import { Button, useCloseNotification, useNotify, useRefresh, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../providers/httpClient';

/** How long a notification that offers Undo stays: long enough to read it and reach the button. */
export const UNDO_NOTIFICATION_MS = 12_000;

export interface UndoButtonProps {
  /** The reverse write, relative to /api: `students/undo`, `admissions/students/promotions/7/undo`. */
  readonly path: string;
  readonly body?: unknown;
  /** What the user is told once it is undone, already in their language. */
  readonly done: string;
}

/**
 * The Undo of a success notification: a real reverse write on the server (not react-admin's delayed
 * request, lost when the tab closes), refused with the server's reason when the record changed
 * since. Rendered by the notification, so it closes it and reports in a notification of its own.
 */
export function UndoButton({ path, body, done }: UndoButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const close = useCloseNotification();
  const [busy, setBusy] = useState(false);

  const undo = async () => {
    setBusy(true);
    try {
      await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) });
      close();
      notify(done, { type: 'success', messageArgs: { _: done } });
      refresh();
    } catch (error) {
      close();
      notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={translate('shule.notify.undo')}
      onClick={() => void undo()}
      disabled={busy}
      color="inherit"
      variant="outlined"
      size="small"
    />
  );
}
