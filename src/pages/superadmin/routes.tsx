import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../../App';
import { lazyWithTimeout } from '../../layout/lazyWithTimeout';

const page = (loader: () => Promise<{ default: ComponentType<object> }>) => {
  const Page = lazyWithTimeout(loader);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
};

/**
 * The super administrator's pages, routed beside the admin shell rather than inside it: they need
 * no school session, and these exact paths outrank the shell's `*` (which would send /branches on
 * to the school profile at /settings). Each page is its own chunk.
 */
export const SUPER_ROUTES: RouteObject[] = [
  { path: '/superUsers', element: page(() => import('./SuperUsersPage')) },
  { path: '/superadmin', element: page(() => import('./SuperDashboardPage')) },
  { path: '/branches', element: page(() => import('./BranchesPage')) },
  { path: '/branches/schools/:id', element: page(() => import('./BranchSchoolPage')) },
  { path: '/branches/users/:id', element: page(() => import('./BranchUsersPage')) },
];
