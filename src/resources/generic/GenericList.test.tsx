// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { choice, defineResource, money, text, type AnyResource } from '../../schema/registry';
import { bulkSetFields, GenericList } from './GenericList';

const pupils = defineResource({
  name: 'test_pupils',
  path: '/test-pupils',
  label: 'Pupils',
  singular: 'Pupil',
  icon: 'student',
  module: 'admissions',
  fields: {
    name: text('Name', { required: true }),
    gender: choice('Gender', ['male', 'female']),
    residence: choice('Residence', ['boarding', 'day'], { bulk: true }),
    status: choice('Status', ['active', 'left'], { bulk: true }),
    house: choice('House', ['a', 'b'], { bulk: true, readOnly: true }),
  },
  list: ['name', 'gender', 'residence', 'status'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  search: [],
  represent: '{name}',
  access: { read: ['ROLE_View_Only'], write: ['ROLE_Admissions_Admin'] },
  workflow: { field: 'status', actions: { leave: { label: 'Leave', from: ['active'], to: 'left' } } },
}) as unknown as AnyResource;

const ledger = {
  ...pupils,
  name: 'test_pupil_ledger',
  writtenBy: 'engine',
  fields: { ...pupils.fields, amount: money('Amount') },
  workflow: undefined,
} as AnyResource;
const national = {
  ...pupils,
  name: 'test_pupil_codes',
  national: { writtenBy: 'super' },
  workflow: undefined,
} as AnyResource;
const noCreate = { ...pupils, name: 'test_pupil_notes', operations: { create: false, delete: false } } as AnyResource;

const auth = (roles: string[]): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(roles),
});

const rows = [
  { id: 1, name: 'Achieng', gender: 'female', residence: 'day', status: 'active' },
  { id: 2, name: 'Baraka', gender: 'male', residence: 'boarding', status: 'active' },
];

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

async function renderList(resource: AnyResource, roles = ['ROLE_Admissions_Admin']) {
  const dataProvider = testDataProvider({
    getList: () => Promise.resolve({ data: rows, total: rows.length }) as never,
  });
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={auth(roles)}
      store={memoryStore()}
    >
      <ResourceContextProvider value={resource.name}>
        <GenericList resource={resource} />
      </ResourceContextProvider>
    </AdminContext>,
  );
  await waitFor(() => within(screen.getByRole('table')).getByText('Baraka'));
  // Permissions arrive after the first rows; let the toolbar settle.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

// react-admin labels the row checkbox's wrapper, not its input: the rows' boxes are those after "Select all".
const selectFirstRow = () => fireEvent.click(screen.getAllByRole('checkbox')[1]);

describe('generic list', () => {
  it('offers a bulk "set" only for fields declared bulk, never the workflow state or a read-only field', async () => {
    expect(bulkSetFields(pupils)).toEqual(['residence']);
    await renderList(pupils);
    selectFirstRow();
    expect(await screen.findByRole('button', { name: 'Set Residence' })).toBeTruthy();
    for (const field of ['Gender', 'Status', 'House']) {
      expect(screen.queryByRole('button', { name: `Set ${field}` })).toBeNull();
    }
    expect(screen.getByRole('button', { name: /delete/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: /create/i })).toBeTruthy();
  });

  it('shows a ledger for listing and export only: no create, no selection, no bulk set or delete', async () => {
    expect(bulkSetFields(ledger)).toEqual([]);
    await renderList(ledger);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('button', { name: /export/i })).toBeTruthy();
  });

  it('shows a national table the same way', async () => {
    await renderList(national, ['ROLE_All']);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('follows the declared operations: no create and no bulk delete when they are off', async () => {
    await renderList(noCreate);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    selectFirstRow();
    expect(await screen.findByRole('button', { name: 'Set Residence' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('offers readers no writes at all', async () => {
    await renderList(pupils, ['ROLE_View_Only']);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
