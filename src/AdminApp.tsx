import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { RESOURCES } from './schema';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { usePreferences } from './providers/preferences';
import { screenRouterProvider } from './providers/routerProvider';
import { PAGE_ELEMENTS } from './layout/pageScreens';
import { ShellLayout } from './layout/ShellLayout';
import { shuleThemeOptions } from './layout/theme';
import { AccessDeniedPage, NotFoundPage } from './pages/StatusPages';
import { ResourceScreens } from './resources/moduleScreens';
import { RegistryResource } from './resources/RegistryResource';

/** Resources whose screen path is not /<name>: their screens are mounted at the spec path here. */
const RENAMED = RESOURCES.filter((resource) => resource.path !== `/${resource.name}`);

/**
 * Everything behind sign-in: react-admin with the registry's resources. Loaded as its own chunk
 * once the user is signed in, so the landing page stays light.
 */
export default function AdminApp() {
  const { isDarkMode } = usePreferences();
  const locale = i18nProvider.getLocale();
  const theme = useMemo(
    () => shuleThemeOptions(isDarkMode, { loading: i18nProvider.translate('ra.page.loading') }),
    // The spinner's name follows the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isDarkMode, locale],
  );
  return (
    <Admin
      title="Shule"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      routerProvider={screenRouterProvider}
      layout={ShellLayout}
      theme={theme}
      loginPage={false}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedPage}
      disableTelemetry
    >
      {RESOURCES.map((resource) => (
        <RegistryResource key={resource.name} name={resource.name} resource={resource} />
      ))}
      <CustomRoutes>
        {/* Declared pages (PAGE_ROUTES): each module's bespoke screens and every report. */}
        {PAGE_ELEMENTS.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {RENAMED.map((resource) => (
          <Route key={resource.name} path={`${resource.path}/*`} element={<ResourceScreens resource={resource} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
