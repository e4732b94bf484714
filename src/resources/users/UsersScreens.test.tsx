// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider, loadAppMessages } from '../../providers/i18nProvider';
import { users } from '../../schema/settings';
import { USERS_OVERRIDES } from './UsersScreens';

const SAMUEL = {
  id: 8,
  username: 'librarian',
  name: 'Samuel Mutua',
  email: 'librarian@demohigh.ac.ke',
  roles: [],
  active: true,
  theme: 0,
};
const dataProvider = { getOne: () => Promise.resolve({ data: SAMUEL }) } as unknown as DataProvider;
const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(['ROLE_All']),
};

beforeAll(() => loadAppMessages());
afterEach(cleanup);

describe("a user's page", () => {
  it("shows what an administrator manages, not the user's own light or dark choice as 'Theme 0'", async () => {
    const Show = USERS_OVERRIDES.show;
    if (!Show) throw new Error('the users screens override show');
    render(
      <MemoryRouter initialEntries={['/users/8/show']}>
        <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={auth} store={memoryStore()}>
          <ResourceContextProvider value="users">
            <Routes>
              <Route path="/users/:id/show" element={<Show resource={users} />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('librarian@demohigh.ac.ke')).toBeTruthy();
    expect(screen.getByText('Full name')).toBeTruthy();
    expect(screen.queryByText('Theme')).toBeNull();
  });
});
