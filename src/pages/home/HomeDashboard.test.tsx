// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { HomeDashboard } from './HomeDashboard';

const PER_CLASS = [
  { class_id: 1, class_name: 'Form 1', boys: 20, girls: 19, total: 39 },
  { class_id: 2, class_name: 'Form 2', boys: 18, girls: 21, total: 39 },
];

vi.mock('../../providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: (url: string) => Promise.resolve({ json: url.endsWith('/index/getpopulationperclass') ? PER_CLASS : [] }),
}));

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
};

beforeAll(() => {
  // jsdom has no layout: the chart measures its box with ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

describe('the home dashboard', () => {
  it('draws boys and girls per class as a bar chart and keeps the table of figures', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
        <HomeDashboard />
      </AdminContext>,
    );
    const card = await screen.findByTestId('population-table');
    const figure = await within(card).findByRole('figure', { name: 'Boys and girls per class' });
    expect(figure.getAttribute('data-chart')).toBe('bar');
    expect(within(figure).getByText('Form 2')).toBeTruthy();
    expect(within(figure).getAllByText('Boys').length).toBeGreaterThan(0);
    expect(within(figure).getAllByText('Girls').length).toBeGreaterThan(0);
    // The exact figures stay in a table for screen readers (and the totals line).
    const table = within(card).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ClassBoysGirlsTotal', 'Form 1201939', 'Form 2182139', 'Total384078']);
  });
});
