// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, nowSeconds } from '../test/jwt';
import { httpClient, setSessionLostHandler } from './httpClient';
import { superFetch, superSignIn, superSignOut } from './superClient';
import { getSuperAdmin, isSuperAuthenticated } from './superSession';

type FetchArgs = [string, RequestInit | undefined];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const authOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('super session client', () => {
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
  let refreshCalls: string[];
  const schoolLost = vi.fn();
  const fresh = makeToken(nowSeconds() + 3600, { n: 'super-fresh' });
  const schoolToken = makeToken(nowSeconds() + 3600, { n: 'school' });

  beforeEach(() => {
    localStorage.clear();
    refreshCalls = [];
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/refresh')) {
        refreshCalls.push(url);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { accessToken: fresh, refreshToken: 'super-refresh-2' });
      }
      if (url === '/api/super/signin') {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        if (password !== 'shule-demo') return json(401, { message: 'Wrong username or password' });
        const access = makeToken(nowSeconds() + 600);
        return json(200, {
          accessToken: access,
          refreshToken: 'super-refresh-1',
          id: 1,
          username: 'superadmin',
          name: 'Super',
        });
      }
      if (url === '/api/super/signout') return new Response(null, { status: 204 });
      return json(200, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    setSessionLostHandler(schoolLost);
    schoolLost.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs in under its own keys and leaves the school tokens alone', async () => {
    localStorage.setItem('accessToken', schoolToken);
    localStorage.setItem('authToken', schoolToken);
    localStorage.setItem('refreshToken', 'school-refresh');
    await superSignIn({ username: 'superadmin', password: 'shule-demo' });
    expect(localStorage.getItem('superRefreshToken')).toBe('super-refresh-1');
    expect(localStorage.getItem('superAccessToken')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe(schoolToken);
    expect(localStorage.getItem('refreshToken')).toBe('school-refresh');
    expect(getSuperAdmin()).toEqual({ id: 1, username: 'superadmin', name: 'Super' });
  });

  it('turns a wrong password into the sign-in page message key and stores nothing', async () => {
    const failure = await superSignIn({ username: 'superadmin', password: 'nope' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, message: 'shule.auth.bad_credentials' });
    expect(isSuperAuthenticated()).toBe(false);
  });

  it('sends the super token, never the school one, to the super API', async () => {
    const live = makeToken(nowSeconds() + 600, { n: 'super' });
    localStorage.setItem('superAccessToken', live);
    localStorage.setItem('accessToken', schoolToken);
    await superFetch('/overview');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/super/overview');
    expect(authOf(fetchMock.mock.calls[0][1])).toBe(`Bearer ${live}`);
    await httpClient('/api/students');
    expect(authOf(fetchMock.mock.calls[1][1])).toBe(`Bearer ${schoolToken}`);
  });

  it('refreshes an expired super token once for parallel calls, on the super refresh path', async () => {
    localStorage.setItem('superAccessToken', makeToken(nowSeconds() - 10));
    localStorage.setItem('superRefreshToken', 'super-refresh-1');
    localStorage.setItem('refreshToken', 'school-refresh');
    await Promise.all([superFetch('/overview'), superFetch('/branches'), superFetch('/branches/1')]);
    expect(refreshCalls).toEqual(['/api/super/refresh']);
    const refresh = fetchMock.mock.calls.find(([url]) => url === '/api/super/refresh');
    expect(JSON.parse(String(refresh?.[1]?.body))).toEqual({ refreshToken: 'super-refresh-1' });
    for (const [url, init] of fetchMock.mock.calls)
      if (url !== '/api/super/refresh') expect(authOf(init)).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem('superAccessToken')).toBe(fresh);
    expect(localStorage.getItem('superRefreshToken')).toBe('super-refresh-2');
    expect(localStorage.getItem('refreshToken')).toBe('school-refresh');
  });

  it('ends only the super session when its refresh fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/refresh') ? json(401, { message: 'revoked' }) : json(200, {}),
    );
    localStorage.setItem('superAccessToken', makeToken(nowSeconds() - 10));
    localStorage.setItem('superRefreshToken', 'super-refresh-1');
    localStorage.setItem('superUser', '{"id":1}');
    localStorage.setItem('accessToken', schoolToken);
    await expect(superFetch('/overview')).rejects.toThrow();
    expect(isSuperAuthenticated()).toBe(false);
    expect(localStorage.getItem('superRefreshToken')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe(schoolToken);
    expect(schoolLost).not.toHaveBeenCalled();
  });

  it('clears the super session on a 401 answer', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'This account is no longer active' }));
    localStorage.setItem('superAccessToken', makeToken(nowSeconds() + 600));
    await expect(superFetch('/overview')).rejects.toMatchObject({ status: 401 });
    expect(isSuperAuthenticated()).toBe(false);
  });

  it('signs out: revokes the super refresh family and clears only the super keys', async () => {
    localStorage.setItem('superAccessToken', makeToken(nowSeconds() + 600));
    localStorage.setItem('superRefreshToken', 'super-refresh-1');
    localStorage.setItem('superUser', '{"id":1}');
    localStorage.setItem('accessToken', schoolToken);
    localStorage.setItem('refreshToken', 'school-refresh');
    localStorage.setItem('theme', '1');
    await superSignOut();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/super/signout');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'super-refresh-1' });
    expect(['superAccessToken', 'superRefreshToken', 'superUser'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('accessToken')).toBe(schoolToken);
    expect(localStorage.getItem('refreshToken')).toBe('school-refresh');
    expect(localStorage.getItem('theme')).toBe('1');
  });
});
