import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, RESOURCES } from './registry';
import { ROUTE_MANIFEST } from './routeManifest';
import { lookupIn, lookupRoute, routeManifest } from './routes';

/** Paths to ask about: every page (parameters filled in), every resource and screens under it, and strays. */
const paths = [
  ...PAGE_ROUTES.map((p) => p.path.replace(/:\w+/g, '7')),
  ...RESOURCES.flatMap((r) => [r.path, `${r.path}/create`, `${r.path}/12/show`, `${r.path}x`]),
  '/',
  '/nowhere',
  '/students?page=2',
  '/students/',
];

describe('the route manifest', () => {
  it('answers every path as the registry does: public, private with the same roles, or unknown', () => {
    for (const path of paths)
      expect(lookupIn(path, ROUTE_MANIFEST.resources, ROUTE_MANIFEST.pages), path).toEqual(
        lookupRoute(path, RESOURCES, PAGE_ROUTES),
      );
  });

  it('is plain JSON (the build writes it as such) with every page and resource, labelled', () => {
    expect(JSON.parse(JSON.stringify(ROUTE_MANIFEST))).toEqual(ROUTE_MANIFEST);
    expect(ROUTE_MANIFEST.pages.map((p) => p.path)).toEqual(PAGE_ROUTES.map((p) => p.path));
    expect(ROUTE_MANIFEST.resources.map((r) => [r.name, r.path, r.label])).toEqual(
      RESOURCES.map((r) => [r.name, r.path, r.label]),
    );
  });

  it('keeps an open area apart from a role list, even an empty one', () => {
    const manifest = routeManifest(
      [
        { ...RESOURCES[0], path: '/open', access: { read: [], write: [], open: true } },
        { ...RESOURCES[0], path: '/closed', access: { read: [], write: [] } },
      ],
      [],
    );
    expect(lookupIn('/open', manifest.resources, [])).toEqual({ kind: 'private', roles: undefined });
    expect(lookupIn('/closed', manifest.resources, [])).toEqual({ kind: 'private', roles: [] });
  });
});
