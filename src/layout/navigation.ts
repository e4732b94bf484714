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

/** Bespoke pages that exist in this build, with their menu icon (the registry's come from declarations). */
const BUILT_PAGES: Readonly<Record<string, IconName | 'home'>> = {
  '/home': 'home',
  '/registration': 'student',
  '/classes': 'class',
};

/** A screen is offered only if the guard would let this user open it: same lookupRoute and canOpenRoute. */
export function mayOpen(roles: readonly string[], path: string): boolean {
  const route = lookupRoute(path, RESOURCES, PAGE_ROUTES);
  if (route.kind !== 'private') return route.kind === 'public';
  return canOpenRoute(roles, path, route.roles);
}

function addItem(groups: NavGroup[], module: NavGroup['module'], item: NavItem): void {
  const at = groups.findIndex((g) => g.module === module);
  if (at >= 0) groups[at] = { module, items: [...groups[at].items, item] };
  else groups.push({ module, items: [item] });
}

/**
 * The side navigation for one user: Home, then each module's screens they may open: its bespoke
 * pages first (the registration wizard before the registers), then its resources in registry order.
 * Resources declared with `menu: false` are reached from another screen only.
 */
export function navigationFor(roles: readonly string[]): NavGroup[] {
  const groups: NavGroup[] = [];
  const pages = PAGE_ROUTES.filter((route) => route.path in BUILT_PAGES && mayOpen(roles, route.path));
  const pagesOf = (module: NavGroup['module']) => pages.filter((route) => route.module === module);
  const addPages = (module: NavGroup['module']) => {
    for (const route of pagesOf(module)) {
      addItem(groups, module, {
        path: route.path,
        labelKey: `shule.routes.${routeKey(route.path)}`,
        icon: BUILT_PAGES[route.path],
      });
    }
  };
  addPages('home');
  for (const resource of RESOURCES) {
    if (resource.menu === false || !mayOpen(roles, resource.path)) continue;
    if (!groups.some((g) => g.module === resource.module)) addPages(resource.module);
    addItem(groups, resource.module, {
      path: resource.path,
      labelKey: `resources.${resource.name}.name`,
      labelArgs: { smart_count: 2 },
      icon: resource.icon,
    });
  }
  for (const route of pages) {
    if (!groups.some((g) => g.module === route.module)) addPages(route.module);
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
