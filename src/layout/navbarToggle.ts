import { ROUTE_MANIFEST } from '../schema/routeManifest';

/**
 * spec.md section 2: the fixed-navbar toggle does nothing on the routes named Profile and All
 * Projects. Read from the route manifest: the configurator shows on the sign-in page too, which
 * does not load the registry.
 */
export const FIXED_NAVBAR_EXEMPT_ROUTES = ['Profile', 'All Projects'];

/** The English name of the screen at a path: its page's label, or its resource's. */
export function englishRouteName(path: string): string | null {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const page = ROUTE_MANIFEST.pages.find((route) => route.path === clean);
  if (page) return page.label;
  const resource = ROUTE_MANIFEST.resources.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
  return resource ? resource.label : null;
}

export function toggleAppliesToRouteName(name: string | null): boolean {
  return name === null || !FIXED_NAVBAR_EXEMPT_ROUTES.includes(name);
}

export function navbarToggleApplies(path: string): boolean {
  return toggleAppliesToRouteName(englishRouteName(path));
}
