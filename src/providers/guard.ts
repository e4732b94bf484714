import { PAGE_ROUTES, RESOURCES, canOpenRoute, lookupRoute } from '../schema/registry';

export type NavigationDecision = 'allow' | 'login' | 'denied';

export interface NavigationRequest {
  readonly path: string;
  readonly authenticated: boolean;
  readonly roles: readonly string[];
  /** A super administrator's session (separate from the school's). */
  readonly superAuthenticated?: boolean;
}

/** Signed-in pages of the super administrator, who has no school session. */
const SUPER_SESSION_PATHS = new Set(['/superadmin']);

/**
 * The route guard of spec.md section 5, made only of the registry's lookupRoute and canOpenRoute
 * so the browser never keeps its own copy of a role list. Public routes need nothing; every other
 * path needs a session; a route with a role list needs one of its roles (/home never checked).
 */
export function decideNavigation({
  path,
  authenticated,
  roles,
  superAuthenticated = false,
}: NavigationRequest): NavigationDecision {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const route = lookupRoute(clean, RESOURCES, PAGE_ROUTES);
  if (route.kind === 'public') return 'allow';
  if (superAuthenticated && SUPER_SESSION_PATHS.has(clean)) return 'allow';
  if (!authenticated) return 'login';
  if (route.kind === 'unknown') return 'allow';
  return canOpenRoute(roles, clean, route.roles) ? 'allow' : 'denied';
}
