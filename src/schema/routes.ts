import type { PageDef } from './module';
import type { AnyResource } from './resource';
import type { Role } from './roles';

/** A page's route: the page declaration (module.ts) is the route. */
export type PageRoute = PageDef;

/**
 * The shell's own pages: sign-in, the super-administrator's public pages, home. Module pages are
 * declared with their module; PAGE_ROUTES (registry.ts) lists these first, in spec.md's order.
 */
export const SHELL_PAGES: readonly PageDef[] = [
  { path: '/', label: 'Sign in', module: 'home', public: true, menu: false },
  { path: '/superUsers', label: 'Super administrators', module: 'branches', public: true, menu: false },
  { path: '/branches', label: 'Branches', module: 'branches', public: true, menu: false },
  { path: '/branches/schools/:id', label: 'Branch schools', module: 'branches', public: true, menu: false },
  { path: '/branches/users/:id', label: 'Branch users', module: 'branches', public: true, menu: false },
  {
    path: '/home',
    label: 'Home',
    module: 'home',
    icon: 'dashboard',
    screen: () => import('../pages/home/HomeDashboard').then((m) => ({ default: m.HomeDashboard })),
  },
  { path: '/superadmin', label: 'Super administrator', module: 'branches', menu: false },
  { path: '/meeting/:meetingId', label: 'Meeting', module: 'elearning', menu: false },
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

/** What the guard needs of a page: its path pattern, whether it is public, its roles. */
export interface RoutedPath {
  readonly path: string;
  readonly public?: boolean;
  /** Undefined: any signed-in user. */
  readonly roles?: readonly Role[];
}

/**
 * What a path needs, from the pages first (their order wins, as in spec.md), then the resources
 * (a resource's path and anything under it). The one lookup of the guard, the menu and the server.
 */
export function lookupIn(path: string, resources: readonly RoutedPath[], pages: readonly RoutedPath[]): RouteLookup {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const page = pages.find((route) => matches(route.path, clean));
  if (page) return page.public ? { kind: 'public' } : { kind: 'private', roles: page.roles };
  const resource = resources.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
  if (resource) return { kind: 'private', roles: resource.roles };
  return { kind: 'unknown' };
}

/** lookupIn over the declarations. Reports are pages too: their screens are declared with a path and roles. */
export function lookupRoute(path: string, resources: readonly AnyResource[], pages: readonly PageDef[]): RouteLookup {
  return lookupIn(path, resources.map(resourceRoute), pages);
}

const resourceRoute = (resource: AnyResource): RoutedPath => ({ path: resource.path, roles: screenRoles(resource) });

/**
 * The routes as the sign-in page and the guard need them, without the registry: paths, roles and
 * the English labels (their i18n keys follow from the page's path or the resource's name).
 * Built at build time (scripts/routeManifestPlugin.ts) into a few kilobytes of JSON.
 */
export interface RouteManifest {
  readonly pages: readonly (RoutedPath & { readonly label: string })[];
  readonly resources: readonly (RoutedPath & { readonly name: string; readonly label: string })[];
}

export function routeManifest(resources: readonly AnyResource[], pages: readonly PageDef[]): RouteManifest {
  return {
    pages: pages.map((p) => ({
      path: p.path,
      label: p.label,
      ...(p.public ? { public: true } : {}),
      ...(p.roles ? { roles: p.roles } : {}),
    })),
    resources: resources.map((r) => {
      const roles = screenRoles(r);
      return { name: r.name, path: r.path, label: r.label, ...(roles ? { roles } : {}) };
    }),
  };
}
