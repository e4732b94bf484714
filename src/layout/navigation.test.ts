import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../providers/guard';
import { canOpenRoute, lookupRoute, PAGE_ROUTES, RESOURCES } from '../schema/registry';
import { navbarToggleApplies, navigationFor, routeNameKey, toggleAppliesToRouteName } from './navigation';

const paths = (roles: string[]) => navigationFor(roles).flatMap((group) => group.items.map((item) => item.path));

/**
 * The menu the registry implies for a set of roles: every page and resource with a sidebar entry
 * (menu not false, not public) that the guard would let these roles open. Derived, so a declared
 * resource or page needs no edit here; what is tested is that the menu offers exactly that.
 */
function expectedMenu(roles: string[]): string[] {
  const entries = [
    ...PAGE_ROUTES.filter((p) => !p.public && p.menu !== false).map((p) => p.path),
    ...RESOURCES.filter((r) => r.menu !== false).map((r) => r.path),
  ];
  return entries.filter((path) => {
    const route = lookupRoute(path, RESOURCES, PAGE_ROUTES);
    return route.kind === 'private' && canOpenRoute(roles, path, route.roles);
  });
}

const ROLE_SETS = [
  ['ROLE_All'],
  ['ROLE_Admissions_Admin'],
  ['ROLE_Issue_Leaveout_or_Suspension'],
  ['ROLE_View_Only'],
  ['ROLR_HR_ADMIN'],
  [],
];

describe('side navigation', () => {
  it.each(ROLE_SETS)('offers %j exactly the screens its roles may open', (...roles) => {
    expect([...paths(roles)].sort()).toEqual([...new Set(expectedMenu(roles))].sort());
  });

  it('leaves out the screens reached from another (menu: false)', () => {
    const hidden = RESOURCES.filter((r) => r.menu === false).map((r) => r.path);
    expect(hidden).toContain('/guardians');
    for (const path of hidden) expect(paths(['ROLE_All'])).not.toContain(path);
  });

  it("puts a module's pages before its resources: the registrar's wizard first", () => {
    const admissions = navigationFor(['ROLE_Admissions_Admin']).find((g) => g.module === 'admissions');
    expect(admissions?.items.map((i) => i.path).slice(0, 2)).toEqual(['/registration', '/classes']);
  });

  it('offers a user without roles the home screen only', () => {
    expect(paths([])).toEqual(['/home']);
  });

  it('never offers a screen the guard would refuse', () => {
    for (const roles of [
      [],
      ['ROLE_View_Only'],
      ['ROLE_Issue_Leaveout_or_Suspension'],
      ['ROLR_HR_ADMIN'],
      ['ROLE_All'],
    ]) {
      for (const path of paths(roles)) expect(decideNavigation({ path, authenticated: true, roles })).toBe('allow');
    }
  });

  it('groups screens by module', () => {
    const groups = navigationFor(['ROLE_All']).map((group) => group.module);
    expect(groups).toEqual(['home', 'branches', 'settings', 'admissions', 'messaging', 'finance', 'exams', 'hr']);
  });
});

describe('route names', () => {
  it('names page routes and resource screens', () => {
    expect(routeNameKey('/home')).toEqual({ key: 'shule.routes.home' });
    expect(routeNameKey('/students/4/show')).toEqual({ key: 'resources.students.name', args: { smart_count: 2 } });
    expect(routeNameKey('/nowhere')).toBeNull();
  });

  it('lets the fixed-navbar toggle act everywhere except Profile and All Projects', () => {
    expect(navbarToggleApplies('/students')).toBe(true);
    expect(navbarToggleApplies('/home')).toBe(true);
    expect(toggleAppliesToRouteName('Profile')).toBe(false);
    expect(toggleAppliesToRouteName('All Projects')).toBe(false);
    expect(toggleAppliesToRouteName('Students')).toBe(true);
  });
});
