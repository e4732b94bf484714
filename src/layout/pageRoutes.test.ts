import { describe, expect, it, vi } from 'vitest';
import { decideNavigation } from '../providers/guard';
import { navigationFor } from './navigation';
import { routedPages } from './pageRoutes';

// A module that exists only in this suite: one bespoke page, one page reached from elsewhere, one
// report. Added to the index the way a developer adds a module: one entry in MODULES.
vi.mock('../schema/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../schema/modules')>();
  const { defineModule, definePage, defineReport } = await import('../schema/module');
  const { number, text } = await import('../schema/fields');
  const screen = () => Promise.resolve({ default: () => null });
  const scratch = defineModule({
    name: 'library',
    label: 'Library (test)',
    resources: [],
    pages: [
      definePage({
        path: '/library/test-desk',
        label: 'Issue desk',
        module: 'library',
        roles: ['ROLE_Exam_admin'],
        screen,
      }),
      definePage({ path: '/library/test-hidden', label: 'Hidden', module: 'library', menu: false, screen }),
      definePage({ path: '/library/test-unbuilt', label: 'Not built', module: 'library' }),
    ],
    reports: [
      defineReport({
        name: 'test_desk_report',
        path: '/library/reports/test-desk',
        label: 'Desk report',
        module: 'library',
        roles: ['ROLE_Exam_admin'],
        filters: {},
        columns: { desk: text('Desk'), loans: number('Loans') },
        sort: { field: 'desk', order: 'ASC' },
        query: ({ db }) => db.selectFrom('test_desks').selectAll(),
      }),
    ],
  });
  return { MODULES: [...original.MODULES, scratch] };
});

const menu = (roles: string[]) => navigationFor(roles).flatMap((group) => group.items.map((item) => item.path));

describe('pages as declarations', () => {
  it('mounts every signed-in page with a screen and every report page, and nothing else', () => {
    const routed = routedPages().map((r) => [r.kind, r.page.path]);
    expect(routed).toEqual(
      expect.arrayContaining([
        ['screen', '/home'],
        ['screen', '/registration'],
        ['screen', '/library/test-desk'],
        ['screen', '/library/test-hidden'],
        ['report', '/reports/enrolment'],
        ['report', '/library/reports/test-desk'],
      ]),
    );
    const paths = routed.map(([, path]) => path);
    // Public pages have their own router; a declared page without a screen has nothing to show.
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/branches');
    expect(paths).not.toContain('/library/test-unbuilt');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("offers a module's page and report in the menu to a user with its role, not to one without", () => {
    // The exams office has its own module's pages too; the test module's come after them, the page before its report.
    const examOffice = menu(['ROLE_Exam_admin']);
    expect(examOffice[0]).toBe('/home');
    expect(examOffice.filter((path) => path.startsWith('/library/'))).toEqual([
      '/library/test-desk',
      '/library/reports/test-desk',
    ]);
    expect(menu(['ROLE_All'])).toEqual(expect.arrayContaining(['/library/test-desk', '/library/reports/test-desk']));
    for (const roles of [['ROLE_View_Only'], ['ROLE_Admissions_Admin'], []]) {
      expect(menu(roles)).not.toContain('/library/test-desk');
      expect(menu(roles)).not.toContain('/library/reports/test-desk');
    }
  });

  it('never offers a page reached from another screen or one the router does not mount', () => {
    expect(menu(['ROLE_All'])).not.toContain('/library/test-hidden');
    expect(menu(['ROLE_All'])).not.toContain('/library/test-unbuilt');
  });

  it('groups a module’s pages under it, bespoke pages before registers and reports after them', () => {
    const admissions = navigationFor(['ROLE_Admissions_Admin']).find((g) => g.module === 'admissions');
    const paths = admissions?.items.map((item) => item.path) ?? [];
    expect(paths.slice(0, 2)).toEqual(['/registration', '/classes']);
    expect(paths.at(-1)).toBe('/reports/enrolment');
    expect(navigationFor(['ROLE_Exam_admin']).map((g) => g.module)).toEqual(['home', 'exams', 'library']);
  });

  it('labels a page by its route key with the declared label as fallback', () => {
    const item = navigationFor(['ROLE_Exam_admin'])
      .flatMap((g) => g.items)
      .find((i) => i.path === '/library/test-desk');
    expect(item).toMatchObject({ labelKey: 'shule.routes.library_test_desk', fallback: 'Issue desk' });
  });

  it('offers only what the guard lets the user open', () => {
    for (const roles of [['ROLE_Exam_admin'], ['ROLE_Admissions_Admin'], ['ROLE_All'], []]) {
      for (const path of menu(roles)) expect(decideNavigation({ path, authenticated: true, roles })).toBe('allow');
    }
  });
});
