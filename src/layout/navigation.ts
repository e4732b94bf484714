import { PAGE_ROUTES, RESOURCES, canOpenRoute, lookupRoute, type IconName, type ModuleName } from '../schema/registry';
import { routeKey } from '../i18n/registryMessages';

export interface NavItem {
  readonly path: string;
  /** i18n key and react-admin smart_count for resource names. */
  readonly labelKey: string;
  readonly labelArgs?: Record<string, number>;
  readonly icon: IconName | 'home';
}

export interface NavGroup {
  readonly module: ModuleName | 'home';
  readonly items: readonly NavItem[];
}

/** Screens that exist in this build besides the registry's (bespoke pages are added here when written). */
const BUILT_PAGES = ['/home'];

/** A screen is offered only if the guard would let this user open it: same lookupRoute and canOpenRoute. */
export function mayOpen(roles: readonly string[], path: string): boolean {
  const route = lookupRoute(path, RESOURCES);
  if (route.kind !== 'private') return route.kind === 'public';
  return canOpenRoute(roles, path, route.roles);
}

/** The side navigation for one user: Home, then each module's screens they may open, in registry order. */
export function navigationFor(roles: readonly string[]): NavGroup[] {
  const groups: NavGroup[] = [];
  const home = PAGE_ROUTES.filter((route) => BUILT_PAGES.includes(route.path) && mayOpen(roles, route.path));
  if (home.length > 0) {
    groups.push({
      module: 'home',
      items: home.map((route) => ({
        path: route.path,
        labelKey: `shule.routes.${routeKey(route.path)}`,
        icon: 'home',
      })),
    });
  }
  for (const resource of RESOURCES) {
    if (!mayOpen(roles, resource.path)) continue;
    const item: NavItem = {
      path: resource.path,
      labelKey: `resources.${resource.name}.name`,
      labelArgs: { smart_count: 2 },
      icon: resource.icon,
    };
    const group = groups.find((g) => g.module === resource.module);
    if (group) groups[groups.indexOf(group)] = { module: group.module, items: [...group.items, item] };
    else groups.push({ module: resource.module, items: [item] });
  }
  return groups;
}

/** The name of the screen at a path: a page route's label key or a resource's name key. */
export function routeNameKey(path: string): { key: string; args?: Record<string, number> } | null {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const page = PAGE_ROUTES.find((route) => {
    const a = route.path.split('/');
    const b = clean.split('/');
    return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
  });
  if (page) return { key: `shule.routes.${routeKey(page.path)}` };
  const resource = RESOURCES.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
  return resource ? { key: `resources.${resource.name}.name`, args: { smart_count: 2 } } : null;
}

/** spec.md section 2: the fixed-navbar toggle does nothing on the routes named Profile and All Projects. */
export const FIXED_NAVBAR_EXEMPT_ROUTES = ['Profile', 'All Projects'];

export function englishRouteName(path: string): string | null {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const page = PAGE_ROUTES.find((route) => route.path === clean);
  if (page) return page.label;
  const resource = RESOURCES.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
  return resource ? resource.label : null;
}

export function toggleAppliesToRouteName(name: string | null): boolean {
  return name === null || !FIXED_NAVBAR_EXEMPT_ROUTES.includes(name);
}

export function navbarToggleApplies(path: string): boolean {
  return toggleAppliesToRouteName(englishRouteName(path));
}
