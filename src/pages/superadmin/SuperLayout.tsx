import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { LOCALE_NAMES, switchLocale, useShellTranslate } from '../../providers/i18nProvider';
import { usePreferences } from '../../providers/preferences';
import { superSignOut } from '../../providers/superClient';
import { useSuperAdmin } from './useSuper';

const NAV = [
  { to: '/superadmin', key: 'dashboard' },
  { to: '/branches', key: 'branches' },
  { to: '/superUsers', key: 'account' },
] as const;

/** Shown instead of any branch data when no super administrator is signed in. */
export function SuperSignInPrompt() {
  const translate = useShellTranslate();
  return (
    <Paper component="section" aria-labelledby="super-prompt-title" sx={{ p: 3 }}>
      <Typography id="super-prompt-title" variant="h6" component="h2" gutterBottom>
        {translate('shule.super.prompt_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('shule.super.prompt')}</Typography>
      <Button component={RouterLink} to="/superUsers" variant="contained">
        {translate('shule.super.prompt_link')}
      </Button>
    </Paper>
  );
}

/**
 * The frame of the super administrator's pages, outside react-admin (they have no school session):
 * a header with their navigation, language and sign-out, then the page. Pages needing a session
 * get the sign-in prompt instead of their content, so they never even ask for data.
 */
export function SuperLayout({
  title,
  children,
  requireSession = true,
}: {
  title: string;
  children: ReactNode;
  requireSession?: boolean;
}) {
  const translate = useShellTranslate();
  const { locale } = usePreferences();
  const admin = useSuperAdmin();

  useEffect(() => {
    document.title = `${title} · Shule`;
  }, [title]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <AdminPanelSettings color="primary" aria-hidden />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {translate('shule.super.title')}
          </Typography>
          <Stack
            component="nav"
            direction="row"
            spacing={1}
            aria-label={translate('shule.super.nav.label')}
            sx={{ flexGrow: 1 }}
          >
            {NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                sx={{ '&.active': { fontWeight: 700, textDecoration: 'underline' } }}
              >
                {translate(`shule.super.nav.${item.key}`)}
              </Button>
            ))}
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={locale}
            onChange={(_event, next: 'en' | 'sw' | null) => next && void switchLocale(next)}
            aria-label={translate('shule.nav.language')}
          >
            {LOCALE_NAMES.map((option) => (
              <ToggleButton key={option.locale} value={option.locale} lang={option.locale}>
                {option.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {admin && (
            <Button startIcon={<Logout />} onClick={() => void superSignOut()}>
              {translate('shule.super.sign_out')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" id="main-content" maxWidth="lg" sx={{ py: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {requireSession && !admin ? <SuperSignInPrompt /> : children}
      </Container>
    </Box>
  );
}
