import { StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App, PageSpinner } from './App';
import { setSessionLostHandler } from './providers/httpClient';
import { loadAppMessages, restoreLocale } from './providers/i18nProvider';
import { lazyWithTimeout, loadChunk } from './layout/lazyWithTimeout';
import { SignInPage } from './pages/SignInPage';
import { SUPER_ROUTES } from './pages/superadmin/routes';

/** The admin app and its messages arrive together, in parallel, once a signed-in path is opened. */
const AdminApp = lazyWithTimeout(async () => {
  const [app] = await Promise.all([import('./AdminApp'), loadAppMessages()]);
  return app;
});

let appMessages: Promise<void> | undefined;
const appMessagesReady = () =>
  (appMessages ??= loadChunk(loadAppMessages).catch((error: unknown) => {
    appMessages = undefined;
    throw error;
  }));

/** The super administrator's pages read the registry's labels too: they wait for the app's messages. */
function WithAppMessages() {
  use(appMessagesReady());
  return <Outlet />;
}

/**
 * History-mode routing with a data router, which the guard needs (useBlocker). `/` is the sign-in
 * page; every other path belongs to the admin shell, loaded on demand with its messages.
 */
const router = createBrowserRouter([
  {
    element: <App />,
    children: [
      { path: '/', element: <SignInPage /> },
      { element: <WithAppMessages />, children: SUPER_ROUTES },
      {
        path: '*',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <AdminApp />
          </Suspense>
        ),
      },
    ],
  },
]);

setSessionLostHandler(() => void router.navigate('/', { replace: true }));

/** A Swahili user's first page waits for its Swahili (briefly: after that it follows when it arrives). */
const FIRST_PAINT_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
void Promise.race([
  restoreLocale().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
]).then(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
