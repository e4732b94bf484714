import { PAGE_ROUTES, RESOURCES } from './registry';
import { routeManifest, type RouteManifest } from './routes';

/**
 * The route manifest of the registry. Tests and the dev server compute it here; the production
 * build replaces this module by the computed JSON (scripts/routeManifestPlugin.ts), so the sign-in
 * page's guard knows every route without loading the registry. Export only the manifest: the
 * build keeps nothing else of this file.
 */
export const ROUTE_MANIFEST: RouteManifest = routeManifest(RESOURCES, PAGE_ROUTES);
