// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider, loadAppMessages } from '../../providers/i18nProvider';
import { HomeDashboard } from './HomeDashboard';

const INDEX = {
  schoolName: 'Rift Valley Academy',
  motto: 'Pamoja',
  currentTerm: 'Term 3 2026',
  currentTermValues: { term: '3', academic_year: 2026 },
};

// The tests render without a router of the app's own: react-admin's hash router makes the links '#/…'.
vi.mock('../../providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: (url: string) => Promise.resolve({ json: url.endsWith('/index/getindexpagedata') ? [INDEX] : [] }),
  setErrorTranslator: () => undefined,
}));

const authOf = (roles: string[]): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(roles),
});

/** A school holding `counts` records of each resource. */
const dataOf = (counts: Record<string, number>): DataProvider =>
  ({
    getList: (resource: string) => Promise.resolve({ data: [], total: counts[resource] ?? 0 }),
  }) as unknown as DataProvider;

function home(roles: string[], counts: Record<string, number> = {}) {
  return render(
    <AdminContext
      i18nProvider={i18nProvider}
      authProvider={authOf(roles)}
      dataProvider={dataOf(counts)}
      store={memoryStore()}
    >
      <HomeDashboard />
    </AdminContext>,
  );
}

beforeAll(async () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await loadAppMessages();
});
afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});
afterAll(() => i18nProvider.changeLocale('en'));

describe("a new school's Home", () => {
  it('lists the setup steps an administrator can take, ticking those done, each leading to its screen', async () => {
    // A new school is given the common vote heads and the Boarding and Day categories; its fee
    // structures are its own to set.
    home(['ROLE_All'], { classes: 4, streams: 0, terms: 3, hostels: 0, vote_heads: 11, fee_categories: 2 });
    const card = await screen.findByRole('region', { name: 'Set up your school' });
    expect(within(card).getByText('4 of 7 done')).toBeTruthy();
    const lines = within(card).getAllByRole('link');
    expect(lines.map((line) => [line.getAttribute('data-setup-step'), line.getAttribute('data-done')])).toEqual([
      ['classes', 'true'],
      ['streams', 'false'],
      ['terms', 'true'],
      ['hostels', 'false'],
      ['vote_heads', 'true'],
      ['fee_categories', 'true'],
      ['fee_structures', 'false'],
    ]);
    expect(within(lines[0]).getByText('4 added')).toBeTruthy();
    expect(lines[0].getAttribute('href')).toBe('#/settingsclasses');
    expect(within(lines[1]).getByText('None yet — add the first')).toBeTruthy();
    expect(lines[1].getAttribute('href')).toBe('#/settingstreams/create');
    expect(screen.queryByTestId('no-screens')).toBeNull();
  });

  it('drops the checklist once every step is done, and never shows it to someone who cannot add them', async () => {
    home(['ROLE_All'], {
      classes: 4,
      streams: 12,
      terms: 3,
      hostels: 2,
      vote_heads: 11,
      fee_categories: 2,
      fee_structures: 24,
    });
    await screen.findByTestId('school-motto-term');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
    cleanup();
    home(['ROLE_Admissions_Admin'], {});
    await screen.findByTestId('school-motto-term');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });

  it('tells a user whose roles open no screen why Home is empty, and whom to ask', async () => {
    home([]);
    const notice = await screen.findByTestId('no-screens');
    expect(notice.textContent).toContain('No screens for you yet');
    expect(notice.textContent).toContain('Ask your school administrator');
    cleanup();
    home(['ROLE_Admissions_Admin']);
    await screen.findByTestId('school-motto-term');
    expect(screen.queryByTestId('no-screens')).toBeNull();
  });

  it('names the current term in the language of the user', async () => {
    home(['ROLE_All'], { classes: 1, streams: 1, terms: 1, hostels: 1 });
    expect((await screen.findByTestId('school-motto-term')).textContent).toBe('Pamoja · Term 3 2026');
    cleanup();
    await i18nProvider.changeLocale('sw');
    home(['ROLE_All'], { classes: 1, streams: 1, terms: 1, hostels: 1 });
    expect((await screen.findByTestId('school-motto-term')).textContent).toBe('Pamoja · Muhula 3 2026');
  });
});
