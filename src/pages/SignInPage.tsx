import Login from '@mui/icons-material/Login';
import School from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LOCALE_NAMES, switchLocale, useShellTranslate } from '../providers/i18nProvider';
import { usePreferences } from '../providers/preferences';
import { isAuthenticated } from '../providers/session';
import { SIGNIN_ERRORS, signIn } from '../providers/signin';
import { DemoUsersList } from './DemoUsersList';

const errorKey = (error: unknown): string =>
  error instanceof Error && error.message.startsWith('shule.') ? error.message : SIGNIN_ERRORS.other;

/**
 * The landing page (`/`): sign-in, and in demo mode the demo accounts. It lives outside react-admin
 * so a first visit downloads only React, a few MUI components and this form.
 */
export function SignInPage() {
  const translate = useShellTranslate();
  const navigate = useNavigate();
  const { locale } = usePreferences();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (isAuthenticated()) return <Navigate to="/home" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn({ username: username.trim(), password });
      navigate('/home', { replace: true });
    } catch (failure) {
      setError(errorKey(failure));
      setBusy(false);
    }
  };

  const pick = (name: string) => {
    setUsername(name);
    passwordRef.current?.focus();
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <School color="primary" fontSize="large" aria-hidden />
          <Typography variant="h5" component="h1" fontWeight={700}>
            {translate('shule.auth.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate('shule.app.tagline')}
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => void submit(event)}
          noValidate={false}
          aria-describedby={error ? 'signin-error' : undefined}
        >
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" id="signin-error" role="alert">
                {translate(error)}
              </Alert>
            )}
            <TextField
              label={translate('shule.auth.username')}
              name="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
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
        <DemoUsersList onPick={pick} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={locale}
          onChange={(_event, next: 'en' | 'sw' | null) => next && void switchLocale(next)}
          aria-label={translate('shule.nav.language')}
          sx={{ mt: 3 }}
        >
          {LOCALE_NAMES.map((option) => (
            <ToggleButton key={option.locale} value={option.locale} lang={option.locale}>
              {option.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Paper>
    </Box>
  );
}
