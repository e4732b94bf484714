import { describe, expect, it } from 'vitest';
import { classes, leaveouts, streams, students } from './admissions';
import { branches } from './branches';
import { RESOURCES } from './index';
import { defineResource } from './resource';
import { REGISTRATION_ROLES, REGISTRATION_ROLES_NO_LEAVEOUT } from './roles';
import { PAGE_ROUTES } from './registry';
import { lookupRoute, screenRoles } from './routes';

describe('lookupRoute', () => {
  it.each(['/', '/superUsers', '/branches', '/branches/schools/7', '/branches/users/12'])(
    '%s is public (spec.md section 2)',
    (path) => {
      expect(lookupRoute(path, RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'public' });
    },
  );

  it.each(['/home', '/superadmin', '/meeting/abc-123'])('%s needs sign-in but no role', (path) => {
    expect(lookupRoute(path, RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: undefined });
  });

  it('/registration takes the registration roles', () => {
    expect(lookupRoute('/registration', RESOURCES, PAGE_ROUTES)).toEqual({
      kind: 'private',
      roles: REGISTRATION_ROLES,
    });
  });

  it('a resource screen takes its roles from the declaration, nested paths included', () => {
    expect(lookupRoute('/students', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: screenRoles(students) });
    expect(lookupRoute('/students/15/show', RESOURCES, PAGE_ROUTES)).toEqual({
      kind: 'private',
      roles: screenRoles(students),
    });
    expect(lookupRoute('/settingsclasses/create', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: [] });
  });

  it('/classes is the class-lists page of the registration group, not the classes settings', () => {
    expect(lookupRoute('/classes', RESOURCES, PAGE_ROUTES)).toEqual({
      kind: 'private',
      roles: REGISTRATION_ROLES_NO_LEAVEOUT,
    });
  });

  it('query strings, hashes and trailing slashes do not change the answer', () => {
    const expected = lookupRoute('/students', RESOURCES, PAGE_ROUTES);
    expect(lookupRoute('/students/', RESOURCES, PAGE_ROUTES)).toEqual(expected);
    expect(lookupRoute('/students?page=2', RESOURCES, PAGE_ROUTES)).toEqual(expected);
    expect(lookupRoute('/students#top', RESOURCES, PAGE_ROUTES)).toEqual(expected);
  });

  it('a path prefix is not a match (/studentsx is not /students)', () => {
    expect(lookupRoute('/studentsx', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'unknown' });
  });

  it('the settings screens are ROLE_All only', () => {
    expect(lookupRoute('/settings', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: [] });
    expect(lookupRoute('/settingstreams', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: [] });
    expect(lookupRoute('/users', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: [] });
    for (const path of ['/settingsclasses', '/courses', '/departments', '/terms', '/hostels']) {
      expect(lookupRoute(path, RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'private', roles: [] });
    }
  });

  it('an unknown path is unknown', () => {
    expect(lookupRoute('/no/such/place', RESOURCES, PAGE_ROUTES)).toEqual({ kind: 'unknown' });
  });

  it('the page table wins over a resource with the same path', () => {
    const clash = defineResource({ ...classes, name: 'clash', path: '/registration', access: { read: [], write: [] } });
    expect(lookupRoute('/registration', [clash], PAGE_ROUTES)).toEqual({ kind: 'private', roles: REGISTRATION_ROLES });
  });
});

describe('screenRoles', () => {
  it('readers and writers by default', () => {
    expect(screenRoles(leaveouts)).toEqual([...REGISTRATION_ROLES, ...REGISTRATION_ROLES]);
  });

  it('a screen list keeps a screen to its group when others read the records', () => {
    // SMS senders read students to text their guardians; the student screens stay registration's.
    expect(students.access.read).toContain('ROLE_Send_Custom_sms');
    expect(screenRoles(students)).toEqual(REGISTRATION_ROLES);
  });

  it('an explicit screen list narrows it', () => {
    // Read by many as reference data, but their settings screens are ROLE_All only.
    expect(screenRoles(streams)).toEqual([]);
    expect(screenRoles(classes)).toEqual([]);
  });

  it('an open resource has no role list', () => {
    const open = defineResource({ ...branches, name: 'books', access: { read: [], write: [], open: true } });
    expect(screenRoles(open)).toBeUndefined();
  });
});

describe('route table consistency', () => {
  it('no two resources share a screen path (the first would hide the second)', () => {
    const paths = RESOURCES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('no resource hides behind a page route of the same path', () => {
    const pages = new Set(PAGE_ROUTES.map((r) => r.path));
    expect(RESOURCES.filter((r) => pages.has(r.path)).map((r) => r.name)).toEqual([]);
  });

  it('resource paths start with a slash and do not end with one', () => {
    for (const resource of RESOURCES) expect(resource.path).toMatch(/^\/[A-Za-z][\w/-]*[\w]$/);
  });
});
