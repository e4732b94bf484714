import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useShellTranslate } from './providers/i18nProvider';
import { usePreferences } from './providers/preferences';
import { AccessDeniedDialog } from './layout/AccessDeniedDialog';
import { ChunkErrorBoundary } from './layout/ChunkErrorBoundary';
import { Configurator } from './layout/Configurator';
import { useNavigationGuard } from './layout/NavigationGuard';
import { ScrollManager } from './layout/ScrollManager';
import { shuleThemeOptions } from './layout/theme';

export function PageSpinner() {
  const translate = useShellTranslate();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * The root screen (spec.md section 2): the routed view area, the floating UI configurator and the
 * access-denied modal, under the guard. Dark mode swaps the theme and the page's `dark-version` class.
 */
export function App() {
  const { isDarkMode, locale } = usePreferences();
  const theme = useMemo(() => createTheme(shuleThemeOptions(isDarkMode)), [isDarkMode]);
  const allowed = useNavigationGuard();
  const { pathname } = useLocation();

  useEffect(() => {
    document.body.classList.toggle('dark-version', isDarkMode);
    document.documentElement.lang = locale;
  }, [isDarkMode, locale]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ScrollManager />
      {/* Keyed by area, not path: the admin shell must not remount on every navigation. */}
      <ChunkErrorBoundary key={pathname === '/' ? 'landing' : 'shell'}>
        <Suspense fallback={<PageSpinner />}>{allowed ? <Outlet /> : null}</Suspense>
      </ChunkErrorBoundary>
      <Configurator />
      <AccessDeniedDialog />
    </ThemeProvider>
  );
}
