// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, loadAppMessages } from '../providers/i18nProvider';
import { ShuleBreadcrumbs } from './ShuleBreadcrumbs';

const RECORDS: Record<string, Record<string, unknown>> = {
  students: { id: 191, first_name: 'Wanjiru', last_name: 'Otieno', admission_no: 'ADM/2024/191' },
  terms: { id: 4, term: '3', academic_year: 2026 },
};

const dataProvider = {
  getOne: (resource: string) => Promise.resolve({ data: RECORDS[resource] }),
} as unknown as DataProvider;

function trailAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} store={memoryStore()}>
        <ShuleBreadcrumbs />
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation');
}

beforeAll(() => loadAppMessages());
afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

describe('the breadcrumb', () => {
  it('names a record by its representation, not its id, on its page and its edit form', async () => {
    const trail = trailAt('/students/191/show');
    expect(await screen.findByText('Wanjiru Otieno (ADM/2024/191)')).toBeTruthy();
    expect(trail.textContent).not.toContain('#191');
    cleanup();
    trailAt('/students/191');
    const link = await screen.findByRole('link', { name: 'Wanjiru Otieno (ADM/2024/191)' });
    expect(link.getAttribute('href')).toBe('/students/191/show');
  });

  it("names it in the user's language where its template has words", async () => {
    await i18nProvider.changeLocale('sw');
    trailAt('/terms/4/show');
    expect(await screen.findByText('Muhula 3 2026')).toBeTruthy();
  });
});
