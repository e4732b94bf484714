import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App, PageSpinner } from './App';
import { setSessionLostHandler } from './providers/httpClient';
import { lazyWithTimeout } from './layout/lazyWithTimeout';
import { SignInPage } from './pages/SignInPage';
import { SUPER_ROUTES } from './pages/superadmin/routes';

const AdminApp = lazyWithTimeout(() => import('./AdminApp'));

/**
 * History-mode routing with a data router, which the guard needs (useBlocker). `/` is the sign-in
 * page; every other path belongs to the admin shell, loaded on demand.
 */
const router = createBrowserRouter([
  {
    element: <App />,
    children: [
      { path: '/', element: <SignInPage /> },
      ...SUPER_ROUTES,
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
