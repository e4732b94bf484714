import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../providers/guard';
import { RESOURCES } from '../schema/registry';
import { navbarToggleApplies, navigationFor, routeNameKey, toggleAppliesToRouteName } from './navigation';

const paths = (roles: string[]) => navigationFor(roles).flatMap((group) => group.items.map((item) => item.path));

describe('side navigation', () => {
  it('offers the super administrator every screen but the ones reached from another (menu: false)', () => {
    const menu = RESOURCES.filter((r) => r.menu !== false).map((r) => r.path);
    expect([...paths(['ROLE_All'])].sort()).toEqual(['/home', '/registration', '/classes', ...menu].sort());
    expect(paths(['ROLE_All'])).not.toContain('/guardians');
  });

  it('offers a registrar the registration group only, the wizard first', () => {
    expect(paths(['ROLE_Admissions_Admin'])).toEqual([
      '/home',
      '/registration',
      '/classes',
      '/students',
      '/transfers',
      '/leaveouts',
      '/teachers',
      '/staff',
      '/board',
    ]);
  });

  it('offers the leave-out role its three screens', () => {
    expect(paths(['ROLE_Issue_Leaveout_or_Suspension'])).toEqual(['/home', '/registration', '/students', '/leaveouts']);
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
    expect(groups).toEqual(['home', 'branches', 'settings', 'admissions']);
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
