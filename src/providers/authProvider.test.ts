// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, nowSeconds } from '../test/jwt';
import { authProvider } from './authProvider';
import { getPreferences } from './preferences';
import { clearSession } from './session';

const access = makeToken(nowSeconds() + 900);
const signinAnswer = {
  accessToken: access,
  refreshToken: 'refresh-1',
  tokenType: 'Bearer',
  id: 2,
  username: 'registrar',
  name: 'Rose Registrar',
  email: 'registrar@example.test',
  roles: ['ROLE_Admissions_Admin'],
  branchId: 1,
  theme: 1,
};

describe('authProvider', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    clearSession();
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/signin'
        ? new Response(JSON.stringify(signinAnswer), { status: 200 })
        : new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in: stores the tokens, the user, the roles cookie and the theme', async () => {
    const result = await authProvider.login({ username: 'registrar', password: 'shule-demo' });
    expect(result).toEqual({ redirectTo: '/home' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      username: 'registrar',
      password: 'shule-demo',
    });
    expect(localStorage.getItem('authToken')).toBe(access);
    expect(localStorage.getItem('accessToken')).toBe(access);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      username: 'registrar',
      roles: ['ROLE_Admissions_Admin'],
    });
    expect(JSON.parse(Cookies.get('userRoles') ?? '')).toEqual(['ROLE_Admissions_Admin']);
    expect(localStorage.getItem('theme')).toBe('1');
    expect(getPreferences().isDarkMode).toBe(true);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(['ROLE_Admissions_Admin']);
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: 2, fullName: 'Rose Registrar' });
  });

  it('rejects bad credentials with a translatable message and stores nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Bad credentials' }), { status: 401 }));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow('shule.auth.bad_credentials');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow('shule.auth.rate_limited');
    expect(localStorage.getItem('authToken')).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('signs out: tells the server, clears all local storage and the roles cookie, goes to /', async () => {
    await authProvider.login({ username: 'registrar', password: 'shule-demo' });
    localStorage.setItem('shule.preferences', '{"sidebarColor":"info"}');
    const target = await authProvider.logout({});
    expect(target).toBe('/');
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/auth/signout');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${access}`);
    expect(localStorage.length).toBe(0);
    expect(Cookies.get('userRoles')).toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('ends the local session even when the sign-out call fails', async () => {
    await authProvider.login({ username: 'registrar', password: 'shule-demo' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await authProvider.logout({});
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('logs out on 401 only', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('decides react-admin access with the registry', async () => {
    await authProvider.login({ username: 'registrar', password: 'shule-demo' });
    const can = (resource: string, action: string) => authProvider.canAccess?.({ resource, action, signal: undefined });
    await expect(can('students', 'list')).resolves.toBe(true);
    await expect(can('students', 'delete')).resolves.toBe(true);
    await expect(can('streams', 'list')).resolves.toBe(true);
    await expect(can('streams', 'edit')).resolves.toBe(false);
    await expect(can('users', 'list')).resolves.toBe(false);
  });

  it('refuses an operation the declaration does not offer, whatever the roles', async () => {
    await authProvider.login({ username: 'registrar', password: 'shule-demo' });
    Cookies.set('userRoles', JSON.stringify(['ROLE_All'])); // the administrator, who may write anything
    const can = (resource: string, action: string) => authProvider.canAccess?.({ resource, action, signal: undefined });
    // The school's settings are a singleton: edited, never created or deleted.
    await expect(can('branches', 'edit')).resolves.toBe(true);
    await expect(can('branches', 'create')).resolves.toBe(false);
    await expect(can('branches', 'delete')).resolves.toBe(false);
  });
});
