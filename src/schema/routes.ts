import type { AnyResource, ModuleName } from './resource';
import { REGISTRATION_ROLES, REGISTRATION_ROLES_NO_LEAVEOUT, type Role } from './roles';

/**
 * Screens that are not a resource's generic list (dashboards, wizards, public pages). Resource
 * screens take their role list from the declaration, so no path is listed twice.
 */
export interface PageRoute {
  readonly path: string;
  readonly label: string;
  readonly module: ModuleName | 'home';
  /** Reachable without signing in (spec.md section 2, public routes). */
  readonly public?: boolean;
  /** Undefined: any signed-in user. */
  readonly roles?: readonly Role[];
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', label: 'Sign in', module: 'home', public: true },
  { path: '/superUsers', label: 'Super administrators', module: 'branches', public: true },
  { path: '/branches', label: 'Branches', module: 'branches', public: true },
  { path: '/branches/schools/:id', label: 'Branch schools', module: 'branches', public: true },
  { path: '/branches/users/:id', label: 'Branch users', module: 'branches', public: true },
  { path: '/home', label: 'Home', module: 'home' },
  { path: '/superadmin', label: 'Super administrator', module: 'branches' },
  { path: '/meeting/:meetingId', label: 'Meeting', module: 'elearning' },
  { path: '/registration', label: 'Registration', module: 'admissions', roles: REGISTRATION_ROLES },
  { path: '/classes', label: 'Class lists', module: 'admissions', roles: REGISTRATION_ROLES_NO_LEAVEOUT },
];

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

export function screenRoles(resource: AnyResource): readonly Role[] | undefined {
  if (resource.access.open) return undefined;
  return resource.access.screen ?? [...resource.access.read, ...resource.access.write];
}

export type RouteLookup =
  | { readonly kind: 'public' }
  | { readonly kind: 'private'; readonly roles: readonly Role[] | undefined }
  | { readonly kind: 'unknown' };

/** What a path needs, from the page table first (its order wins, as in spec.md) then the registry. */
export function lookupRoute(path: string, resources: readonly AnyResource[]): RouteLookup {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const page = PAGE_ROUTES.find((route) => matches(route.path, clean));
  if (page) return page.public ? { kind: 'public' } : { kind: 'private', roles: page.roles };
  const resource = resources.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
  if (resource) return { kind: 'private', roles: screenRoles(resource) };
  return { kind: 'unknown' };
}
