import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useShellTranslate } from '../../providers/i18nProvider';
import { SIGNIN_ERRORS } from '../../providers/signin';
import { superSignIn, superSignOut } from '../../providers/superClient';
import type { SuperAdmin } from '../../providers/superSession';
import { SuperLayout } from './SuperLayout';
import { useSuperAdmin } from './useSuper';

const errorKey = (error: unknown): string =>
  error instanceof Error && error.message.startsWith('shule.') ? error.message : SIGNIN_ERRORS.other;

function SuperSignInForm() {
  const translate = useShellTranslate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await superSignIn({ username: username.trim(), password });
    } catch (failure) {
      setError(errorKey(failure));
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="super-signin-title" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 440 }}>
      <Typography id="super-signin-title" variant="h6" component="h2">
        {translate('shule.super.signin_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('shule.super.signin_hint')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? 'super-signin-error' : undefined}
      >
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" id="super-signin-error" role="alert">
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
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 2 }}>
        {translate('shule.super.school_signin')}
      </Link>
    </Paper>
  );
}

function SuperAccount({ admin }: { admin: SuperAdmin }) {
  const translate = useShellTranslate();
  return (
    <Paper component="section" aria-labelledby="super-account-title" sx={{ p: 3, maxWidth: 560 }}>
      <Typography id="super-account-title" variant="h6" component="h2" gutterBottom>
        {translate('shule.super.account')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0, mb: 2 }}>
        <Typography component="dt" color="text.secondary">
          {translate('shule.super.name')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {admin.name}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {translate('shule.super.username')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {admin.username}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/superadmin" variant="contained">
          {translate('shule.super.nav.dashboard')}
        </Button>
        <Button component={RouterLink} to="/branches" variant="outlined">
          {translate('shule.super.nav.branches')}
        </Button>
        <Button startIcon={<Logout />} onClick={() => void superSignOut()}>
          {translate('shule.super.sign_out')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** `/superUsers`: the super administrator's sign-in, then their account. Public: no school session needed. */
export default function SuperUsersPage() {
  const translate = useShellTranslate();
  const admin = useSuperAdmin();
  return (
    <SuperLayout title={translate('shule.super.title')} requireSession={false}>
      {admin ? <SuperAccount admin={admin} /> : <SuperSignInForm />}
    </SuperLayout>
  );
}
