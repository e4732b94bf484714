import { describe, expect, it } from 'vitest';
import { canAccess, canOpenRoute } from './access';
import { classes, streams, students } from './admissions';
import { branches } from './branches';
import type { Access } from './resource';
import { users } from './settings';

const area: Access = { read: ['ROLE_View_Only'], write: ['ROLE_finance_admin'] };

describe('canAccess', () => {
  it('ROLE_All is admitted everywhere, even where no role is listed', () => {
    for (const access of [area, users.access, branches.access, { read: [], write: [] }]) {
      expect(canAccess(['ROLE_All'], access, 'read')).toBe(true);
      expect(canAccess(['ROLE_All'], access, 'write')).toBe(true);
    }
  });

  it('readers read but do not write', () => {
    expect(canAccess(['ROLE_View_Only'], area, 'read')).toBe(true);
    expect(canAccess(['ROLE_View_Only'], area, 'write')).toBe(false);
  });

  it('writers may always read', () => {
    expect(canAccess(['ROLE_finance_admin'], area, 'read')).toBe(true);
    expect(canAccess(['ROLE_finance_admin'], area, 'write')).toBe(true);
  });

  it('one listed role among others is enough', () => {
    expect(canAccess(['ROLE_Pay_Fees', 'ROLE_finance_admin'], area, 'write')).toBe(true);
  });

  it('no role, or an unlisted one, is refused', () => {
    expect(canAccess([], area, 'read')).toBe(false);
    expect(canAccess(['ROLE_Pay_Fees'], area, 'read')).toBe(false);
  });

  it('an open area admits any signed-in user, without roles too', () => {
    const open: Access = { read: [], write: [], open: true };
    expect(canAccess([], open, 'read')).toBe(true);
    expect(canAccess([], open, 'write')).toBe(true);
  });

  it('role names are exact (spelling and case)', () => {
    expect(canAccess(['role_all'], area, 'read')).toBe(false);
    expect(canAccess(['ROLE_HR_ADMIN'], { read: [], write: ['ROLR_HR_ADMIN'] }, 'write')).toBe(false);
    expect(canAccess(['ROLR_HR_ADMIN'], { read: [], write: ['ROLR_HR_ADMIN'] }, 'write')).toBe(true);
  });

  it('spec.md section 6 for the declared resources', () => {
    // Registration pages: the three registration roles; transfers/classes without the leave-out role.
    expect(canAccess(['ROLE_Issue_Leaveout_or_Suspension'], students.access, 'read')).toBe(true);
    expect(canAccess(['ROLE_Issue_Leaveout_or_Suspension'], students.access, 'write')).toBe(false);
    expect(canAccess(['ROLE_Add_or_Edit_students_and_Teachers'], students.access, 'write')).toBe(true);
    // Classes are defined in settings; registration staff read them for the class lists.
    expect(canAccess(['ROLE_Admissions_Admin'], classes.access, 'read')).toBe(true);
    expect(canAccess(['ROLE_Admissions_Admin'], classes.access, 'write')).toBe(false);
    // Settings pages and users: ROLE_All only.
    for (const role of ['ROLE_Admissions_Admin', 'ROLE_finance_admin', 'ROLR_HR_ADMIN']) {
      expect(canAccess([role], users.access, 'read')).toBe(false);
      expect(canAccess([role], branches.access, 'read')).toBe(false);
      expect(canAccess([role], streams.access, 'write')).toBe(false);
    }
  });
});

describe('canOpenRoute (spec.md section 5)', () => {
  it('/home is never role-checked', () => {
    expect(canOpenRoute([], '/home', ['ROLE_Exam_admin'])).toBe(true);
  });

  it('a route without a role list admits any signed-in user', () => {
    expect(canOpenRoute([], '/inventory/items', undefined)).toBe(true);
  });

  it('otherwise at least one role must match, or ROLE_All', () => {
    expect(canOpenRoute(['ROLE_Exam_admin'], '/exams', ['ROLE_Exam_admin'])).toBe(true);
    expect(canOpenRoute(['ROLE_Pay_Fees'], '/exams', ['ROLE_Exam_admin'])).toBe(false);
    expect(canOpenRoute([], '/exams', ['ROLE_Exam_admin'])).toBe(false);
    expect(canOpenRoute(['ROLE_All'], '/exams', ['ROLE_Exam_admin'])).toBe(true);
  });

  it('an empty role list is ROLE_All only', () => {
    expect(canOpenRoute(['ROLE_Admissions_Admin'], '/users', [])).toBe(false);
    expect(canOpenRoute(['ROLE_All'], '/users', [])).toBe(true);
  });
});
