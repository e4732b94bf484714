import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard';

/** Demo users of the server seed and their roles. */
const USERS: Record<string, string[]> = {
  admin: ['ROLE_All'],
  registrar: ['ROLE_Admissions_Admin'],
  bursar: ['ROLE_finance_admin'],
  viewer: ['ROLE_View_Only'],
  examiner: ['ROLE_Exam_admin'],
  teacher: ['ROLE_Access_Exam_Analysis_Module', 'ROLE_Mark_attendance_register'],
  hr: ['ROLR_HR_ADMIN'],
  librarian: [],
  leaveouts: ['ROLE_Issue_Leaveout_or_Suspension'],
};

const decide = (user: string, path: string, authenticated = true) =>
  decideNavigation({ path, authenticated, roles: USERS[user] });

describe('decideNavigation', () => {
  it('lets anyone reach the landing page and the public routes', () => {
    for (const path of ['/', '/superUsers', '/branches', '/branches/schools/4', '/branches/users/9']) {
      expect(decide('librarian', path, false)).toBe('allow');
    }
  });

  it('sends a signed-out visitor of any other path to sign in, deep links included', () => {
    for (const path of ['/home', '/students', '/students/12/show', '/inventory/items', '/nowhere', '/users?x=1']) {
      expect(decide('admin', path, false)).toBe('login');
    }
  });

  it('never role-checks /home and admits any signed-in user to routes without a role list', () => {
    expect(decide('librarian', '/home')).toBe('allow');
    expect(decide('librarian', '/superadmin')).toBe('allow');
    expect(decide('librarian', '/meeting/42')).toBe('allow');
  });

  it('admits a super administrator without a school session to /superadmin only', () => {
    const superOnly = (path: string) =>
      decideNavigation({ path, authenticated: false, roles: [], superAuthenticated: true });
    expect(superOnly('/superadmin')).toBe('allow');
    expect(superOnly('/superadmin/')).toBe('allow');
    expect(superOnly('/home')).toBe('login');
    expect(superOnly('/students')).toBe('login');
  });

  it('admits the super role everywhere', () => {
    for (const path of ['/students', '/users', '/settings', '/settingstreams', '/classes', '/registration']) {
      expect(decide('admin', path)).toBe('allow');
    }
  });

  it('admits registration roles to the admissions screens and denies the others', () => {
    expect(decide('registrar', '/students')).toBe('allow');
    expect(decide('registrar', '/students/3/show')).toBe('allow');
    expect(decide('registrar', '/registration')).toBe('allow');
    expect(decide('registrar', '/classes')).toBe('allow');
    expect(decide('librarian', '/students')).toBe('denied');
    expect(decide('bursar', '/students')).toBe('denied');
    expect(decide('teacher', '/students/create')).toBe('denied');
    expect(decide('hr', '/registration')).toBe('denied');
  });

  it('lets the leave-out role open /students and /registration but not /classes', () => {
    expect(decide('leaveouts', '/students')).toBe('allow');
    expect(decide('leaveouts', '/registration')).toBe('allow');
    expect(decide('leaveouts', '/classes')).toBe('denied');
  });

  it('keeps the settings screens for ROLE_All alone, though others read streams', () => {
    for (const user of ['registrar', 'bursar', 'viewer', 'examiner', 'teacher', 'hr']) {
      expect(decide(user, '/settingstreams')).toBe('denied');
      expect(decide(user, '/users')).toBe('denied');
      expect(decide(user, '/settings')).toBe('denied');
    }
  });

  it('ignores query strings, hashes and trailing slashes', () => {
    expect(decide('librarian', '/students/?page=2#top')).toBe('denied');
    expect(decide('registrar', '/students/?page=2#top')).toBe('allow');
  });
});
