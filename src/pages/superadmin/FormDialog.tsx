import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useShellTranslate } from '../../providers/i18nProvider';
import { focusOnOpen } from '../../resources/users/dialogFocus';
import type { RecordForm } from './useRecordForm';

/**
 * A modal form: MUI's dialog keeps focus inside while open and gives it back to the opening button
 * on close; the first field takes focus; Escape cancels.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  form,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  form: RecordForm;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const translate = useShellTranslate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={focusOnOpen()}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {form.formError && (
              <Alert severity="error" role="alert">
                {form.formError}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('shule.super.branches.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One text input bound to a form field, its error read out with it. */
export function FormTextField({
  form,
  name,
  label,
  type = 'text',
  required = false,
  autoComplete,
}: {
  form: RecordForm;
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  const error = form.errors[name];
  const value = form.values[name];
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => form.setValue(name, event.target.value)}
      error={error !== undefined}
      helperText={error}
      required={required}
      autoComplete={autoComplete}
      fullWidth
    />
  );
}
