import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LOCALE_NAMES, switchLocale, useShellTranslate } from '../providers/i18nProvider';
import { usePreferences } from '../providers/preferences';
import { isAuthenticated } from '../providers/session';
import { signIn } from '../providers/signin';
import { DemoUsersList } from './DemoUsersList';
import { SignInForm } from './SignInForm';

/**
 * The landing page (`/`): sign-in, and in demo mode the demo accounts. It lives outside react-admin
 * so a first visit downloads only React, a few MUI components and this form.
 */
export function SignInPage() {
  const translate = useShellTranslate();
  const navigate = useNavigate();
  const { locale } = usePreferences();
  const [username, setUsername] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  if (isAuthenticated()) return <Navigate to="/home" replace />;

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
        <SignInForm
          errorId="signin-error"
          username={username}
          onUsernameChange={setUsername}
          passwordRef={passwordRef}
          onSignIn={async (credentials) => {
            await signIn(credentials);
            navigate('/home', { replace: true });
          }}
        />
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
