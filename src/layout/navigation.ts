import { PAGE_ROUTES, RESOURCES, canOpenRoute, lookupRoute, type IconName, type ModuleName } from '../schema/registry';
import { routeKey } from '../i18n/registryMessages';
import { routedPages } from './pageRoutes';

export interface NavItem {
  readonly path: string;
  /** i18n key and react-admin smart_count for resource names. */
  readonly labelKey: string;
  readonly labelArgs?: Record<string, number>;
  /** The declaration's English label, shown while a translation is missing. */
  readonly fallback?: string;
  readonly icon: IconName | 'home';
}

export interface NavGroup {
  readonly module: ModuleName | 'home';
  readonly items: readonly NavItem[];
}

/** A screen is offered only if the guard would let this user open it: same lookupRoute and canOpenRoute. */
export function mayOpen(roles: readonly string[], path: string): boolean {
  const route = lookupRoute(path, RESOURCES, PAGE_ROUTES);
  if (route.kind !== 'private') return route.kind === 'public';
  return canOpenRoute(roles, path, route.roles);
}

/** The label options of a menu entry: its plural count and the English fallback. */
export function navLabelOptions(item: NavItem): Record<string, unknown> {
  return { ...item.labelArgs, ...(item.fallback ? { _: item.fallback } : {}) };
}

interface Entry {
  readonly module: NavGroup['module'];
  /** Within a module: bespoke pages, then resources, then reports. */
  readonly rank: number;
  readonly item: NavItem;
}

/**
 * The side navigation for one user: Home, then each module's screens they may open: its declared
 * pages first (the registration wizard before the registers), its resources in registry order, then
 * its reports. Declarations with `menu: false` are reached from another screen only; a page is
 * offered only if the router mounts it (routedPages).
 */
export function navigationFor(roles: readonly string[]): NavGroup[] {
  const entries: Entry[] = [];
  for (const routed of routedPages()) {
    const { page } = routed;
    if (page.menu === false || !mayOpen(roles, page.path)) continue;
    entries.push({
      module: page.module,
      rank: routed.kind === 'report' ? 2 : 0,
      item: {
        path: page.path,
        labelKey: `shule.routes.${routeKey(page.path)}`,
        fallback: page.label,
        icon: page.path === '/home' ? 'home' : (page.icon ?? 'page'),
      },
    });
  }
  for (const resource of RESOURCES) {
    if (resource.menu === false || !mayOpen(roles, resource.path)) continue;
    entries.push({
      module: resource.module,
      rank: 1,
      item: {
        path: resource.path,
        labelKey: `resources.${resource.name}.name`,
        labelArgs: { smart_count: 2 },
        fallback: resource.label,
        icon: resource.icon,
      },
    });
  }
  // Module order: Home, then the order resources are declared in, then modules with pages only.
  const order = [
    ...new Set<NavGroup['module']>(['home', ...RESOURCES.map((r) => r.module), ...PAGE_ROUTES.map((p) => p.module)]),
  ];
  return order
    .map((module) => ({
      module,
      items: entries
        .filter((entry) => entry.module === module)
        .sort((a, b) => a.rank - b.rank)
        .map((entry) => entry.item),
    }))
    .filter((group) => group.items.length > 0);
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

export {
  englishRouteName,
  FIXED_NAVBAR_EXEMPT_ROUTES,
  navbarToggleApplies,
  toggleAppliesToRouteName,
} from './navbarToggle';
