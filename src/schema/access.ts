import type { Access } from './resource';
import { SUPER_ROLE } from './roles';

export type Action = 'read' | 'write';

/**
 * The one access decision, called by the server middleware and the browser guard alike.
 * ROLE_All is always admitted; writers may read; an open area admits any signed-in user.
 */
export function canAccess(userRoles: readonly string[], access: Access, action: Action): boolean {
  if (userRoles.includes(SUPER_ROLE)) return true;
  if (access.open) return true;
  const admitted = action === 'read' ? [...access.read, ...access.write] : access.write;
  return admitted.some((role) => userRoles.includes(role));
}

/**
 * Route decision of spec.md section 5: /home is never role-checked, a route without a role list
 * admits any signed-in user, otherwise at least one of the user's roles must be listed.
 */
export function canOpenRoute(
  userRoles: readonly string[],
  path: string,
  routeRoles: readonly string[] | undefined,
): boolean {
  if (path === '/home' || routeRoles === undefined) return true;
  if (userRoles.includes(SUPER_ROLE)) return true;
  return routeRoles.some((role) => userRoles.includes(role));
}
