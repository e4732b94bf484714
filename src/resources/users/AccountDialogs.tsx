import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useShellTranslate } from '../../providers/i18nProvider';
import { focusOnOpen } from './dialogFocus';

/** The users declaration's password rule (src/schema/settings.ts help text): 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sets a new password for one user. Used by the school's /users screen and the super administrator's
 * branch users; the caller sends it. Focus starts in the field and returns to the opener on close.
 */
export function PasswordDialog({
  open,
  name,
  onClose,
  onSubmit,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const translate = useShellTranslate();
  const titleId = useId();
  const hintId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      setError(translate('shule.account.password_length'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password);
      setPassword('');
      setError(null);
    } catch (reason) {
      setError(translate('shule.account.failed', { message: failure(reason) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      fullWidth
      maxWidth="xs"
      slotProps={focusOnOpen()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{translate('shule.account.reset_title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={hintId} sx={{ mb: 2 }}>
            {translate('shule.account.reset_hint')}
          </DialogContentText>
          <TextField
            label={translate('shule.account.new_password')}
            name="new-password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error !== null}
            helperText={error ?? translate('shule.account.password_length')}
            autoComplete="new-password"
            required
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('shule.account.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('shule.account.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Asks before deactivating or reactivating; the safe choice (cancel) takes focus first. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const translate = useShellTranslate();
  const titleId = useId();
  const messageId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (reason) {
      setError(translate('shule.account.failed', { message: failure(reason) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ ...focusOnOpen('[data-autofocus]'), paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          {translate('shule.account.cancel')}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="warning" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
