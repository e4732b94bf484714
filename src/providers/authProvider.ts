import type { AuthProvider, UserIdentity } from 'ra-core';
import { canAccess, canCreate, canDelete, canUpdate, getResource } from '../schema/registry';
import { getRoles, getStoredUser, isAuthenticated } from './session';
import { signIn, signOut, type Credentials } from './signin';

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);
const OPERATIONS: Readonly<Record<string, (resource: NonNullable<ReturnType<typeof getResource>>) => boolean>> = {
  create: canCreate,
  edit: canUpdate,
  delete: canDelete,
};

export const authProvider: AuthProvider = {
  login: async (params: Credentials) => {
    await signIn(params);
    return { redirectTo: '/home' };
  },
  logout: async () => {
    await signOut();
    return '/';
  },
  checkAuth: () => (isAuthenticated() ? Promise.resolve() : Promise.reject({ redirectTo: '/', message: false })),
  checkError: (error: { status?: number }) =>
    error?.status === 401 ? Promise.reject({ redirectTo: '/' }) : Promise.resolve(),
  getPermissions: () => Promise.resolve(getRoles()),
  getIdentity: (): Promise<UserIdentity> => {
    const user = getStoredUser();
    if (!user) return Promise.reject(new Error('Not signed in'));
    return Promise.resolve({ id: user.id, fullName: user.name || user.username });
  },
  /**
   * react-admin hides buttons and views with this; the decision is the registry's: the user's
   * access, and whether the declaration offers the operation at all (a ledger is never edited).
   */
  canAccess: ({ resource, action }: { resource: string; action: string }) => {
    const declaration = getResource(resource);
    if (!declaration) return Promise.resolve(true);
    if (READ_ACTIONS.has(action)) return Promise.resolve(canAccess(getRoles(), declaration.access, 'read'));
    const offered = OPERATIONS[action]?.(declaration) ?? true;
    return Promise.resolve(offered && canAccess(getRoles(), declaration.access, 'write'));
  },
};
