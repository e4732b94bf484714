import { canOpenRoute } from '../schema/access';
import { ROUTE_MANIFEST } from '../schema/routeManifest';
import { lookupIn, type RouteManifest } from '../schema/routes';

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
 * The route guard of spec.md section 5, made only of the registry's lookup and canOpenRoute so
 * the browser never keeps its own copy of a role list. It reads the route manifest (paths and
 * roles, built from the registry) so the sign-in page does not load the registry. Public routes
 * need nothing; every other path needs a session; a route with a role list needs one of its roles
 * (/home never checked).
 */
export function decideNavigation(
  { path, authenticated, roles, superAuthenticated = false }: NavigationRequest,
  manifest: RouteManifest = ROUTE_MANIFEST,
): NavigationDecision {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const route = lookupIn(clean, manifest.resources, manifest.pages);
  if (route.kind === 'public') return 'allow';
  if (superAuthenticated && SUPER_SESSION_PATHS.has(clean)) return 'allow';
  if (!authenticated) return 'login';
  if (route.kind === 'unknown') return 'allow';
  return canOpenRoute(roles, clean, route.roles) ? 'allow' : 'denied';
}
