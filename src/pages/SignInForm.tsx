import Login from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type Ref } from 'react';
import { useShellTranslate } from '../providers/i18nProvider';
import { SIGNIN_ERRORS } from '../providers/signin';

const errorKey = (error: unknown): string =>
  error instanceof Error && error.message.startsWith('shule.') ? error.message : SIGNIN_ERRORS.other;

export interface SignInCredentials {
  readonly username: string;
  readonly password: string;
}

export interface SignInFormProps {
  /** Signs in with the trimmed username; a rejection shows its `shule.*` message (or the generic one). */
  readonly onSignIn: (credentials: SignInCredentials) => Promise<unknown>;
  /** The id of the error alert, which the form names in its aria-describedby. */
  readonly errorId: string;
  readonly username: string;
  readonly onUsernameChange: (username: string) => void;
  readonly passwordRef?: Ref<HTMLInputElement>;
}

/** The username/password form of both sign-in screens (school users and super administrators). */
export function SignInForm({ onSignIn, errorId, username, onUsernameChange, passwordRef }: SignInFormProps) {
  const translate = useShellTranslate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSignIn({ username: username.trim(), password });
    } catch (failure) {
      setError(errorKey(failure));
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate={false}
      aria-describedby={error ? errorId : undefined}
    >
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" id={errorId} role="alert">
            {translate(error)}
          </Alert>
        )}
        <TextField
          label={translate('shule.auth.username')}
          name="username"
          value={username}
          onChange={(event) => onUsernameChange(event.target.value)}
          autoComplete="username"
          autoFocus
          required
          fullWidth
        />
        <TextField
          label={translate('shule.auth.password')}
          name="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          inputRef={passwordRef}
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Login />}
        >
          {translate(busy ? 'shule.auth.signing_in' : 'shule.auth.sign_in')}
        </Button>
      </Stack>
    </Box>
  );
}
