import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useShellTranslate } from '../../providers/i18nProvider';
import { superSignIn, superSignOut } from '../../providers/superClient';
import type { SuperAdmin } from '../../providers/superSession';
import { SignInForm, type SignInCredentials } from '../SignInForm';
import { SuperLayout } from './SuperLayout';
import { useSuperAdmin } from './useSuper';

function SuperSignInForm() {
  const translate = useShellTranslate();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  // Signed in, the super administrator's work starts on the dashboard, as a school user's does on Home.
  const signIn = async (credentials: SignInCredentials) => {
    await superSignIn(credentials);
    navigate('/superadmin', { replace: true });
  };

  return (
    <Paper component="section" aria-labelledby="super-signin-title" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 440 }}>
      <Typography id="super-signin-title" variant="h6" component="h2">
        {translate('shule.super.signin_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('shule.super.signin_hint')}
      </Typography>
      <SignInForm errorId="super-signin-error" username={username} onUsernameChange={setUsername} onSignIn={signIn} />
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

/**
 * `/superUsers`: the super administrator's sign-in, which leads to the dashboard; once signed in, their
 * account. Public: no school session needed.
 */
export default function SuperUsersPage() {
  const translate = useShellTranslate();
  const admin = useSuperAdmin();
  return (
    <SuperLayout title={translate('shule.super.title')} requireSession={false}>
      {admin ? <SuperAccount admin={admin} /> : <SuperSignInForm />}
    </SuperLayout>
  );
}
