// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type GetOneParams,
  type UpdateParams,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { defineResource, number, type AnyResource } from '../../schema/registry';
import { ResourceScreens } from '../moduleScreens';

const settings = defineResource({
  name: 'test_library_settings',
  path: '/library/test-settings',
  label: 'Library settings',
  singular: 'Library settings',
  icon: 'settings',
  module: 'settings',
  singleton: true,
  fields: { loan_days: number('Loan period (days)', { required: true, integer: true, min: 1, max: 90 }) },
  list: ['loan_days'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: 'Library settings',
  access: { read: ['ROLE_View_Only'], write: ['ROLE_finance_admin'] },
}) as unknown as AnyResource;

const auth = (roles: string[]): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(roles),
});

afterEach(cleanup);

/** The screen is a lazy chunk: on a busy machine its first import takes seconds, not testing-library's one. */
const LOADED = { timeout: 15_000 };

function renderSingleton(roles: string[]) {
  const record = { id: 7, loan_days: 14 };
  const getOne = vi.fn((_resource: string, _params: GetOneParams) => Promise.resolve({ data: record }));
  const update = vi.fn((_resource: string, params: UpdateParams) =>
    Promise.resolve({ data: { ...record, ...params.data } }),
  );
  const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
  const dataProvider = testDataProvider({ getOne, update, getList } as never);
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={auth(roles)}
      store={memoryStore()}
    >
      <ResourceScreens resource={settings} />
    </AdminContext>,
  );
  return { getOne, update, getList };
}

describe('a singleton screen', () => {
  it("opens the branch's one record from /current in its edit form, with no list", async () => {
    const { getOne, getList } = renderSingleton(['ROLE_finance_admin']);
    const input = await screen.findByRole('spinbutton', { name: /loan period/i }, LOADED);
    expect(getOne).toHaveBeenCalledWith('test_library_settings', expect.objectContaining({ id: 'current' }));
    expect((input as HTMLInputElement).value).toBe('14');
    expect(getList).not.toHaveBeenCalled();
    // One record per school: it can be neither deleted nor made again.
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('saves by the record id (PUT /api/{name}/{id}) and stays on the form', async () => {
    const { update } = renderSingleton(['ROLE_finance_admin']);
    const input = await screen.findByRole('spinbutton', { name: /loan period/i }, LOADED);
    fireEvent.change(input, { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'test_library_settings',
        expect.objectContaining({ id: 7, data: expect.objectContaining({ loan_days: 21 }) }),
      ),
    );
    expect(await screen.findByRole('spinbutton', { name: /loan period/i })).toBeTruthy();
  });

  it('shows readers the record without a form', async () => {
    renderSingleton(['ROLE_View_Only']);
    expect(await screen.findByText('14', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });
});
