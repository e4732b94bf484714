// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, nowSeconds } from '../test/jwt';
import { createTokenClient, type TokenClient, type TokenStore } from './tokenClient';

/**
 * Web Locks as the browser grants them: one holder per name, the others in line in request order,
 * shared by every tab of the origin. jsdom has none, so the tabs of a test share this one.
 */
class TabLocks {
  private readonly tails = new Map<string, Promise<unknown>>();
  request<T>(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<T>): Promise<T> {
    void options;
    const turn = (this.tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
    this.tails.set(
      name,
      turn.catch(() => undefined),
    );
    return turn;
  }
}

/** The server's rotation: only the current refresh token is good; a spent one is refused (the session ends). */
function rotatingServer() {
  let current = 'refresh-1';
  let issued = 0;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/auth/refresh') return new Response('[]', { status: 200 });
    const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
    calls.push(refreshToken);
    // A slow answer lets the two tabs' refreshes really overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (refreshToken !== current) return new Response('{}', { status: 401 });
    issued += 1;
    current = `refresh-${issued + 1}`;
    return Response.json({ accessToken: makeToken(nowSeconds() + 900, { n: issued }), refreshToken: current });
  });
  return { fetchMock, calls };
}

/** One tab: its own client (and in-memory refresh) over the storage every tab shares. */
function tab(lost: () => void): TokenClient {
  const tokens: TokenStore = {
    accessToken: () => localStorage.getItem('accessToken'),
    refreshToken: () => localStorage.getItem('refreshToken'),
    store: (accessToken, refreshToken) => {
      localStorage.setItem('accessToken', accessToken);
      if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
    },
  };
  return createTokenClient({ refreshUrl: '/api/auth/refresh', tokens, onSessionLost: lost });
}

describe('tabs share one refresh', () => {
  const lost = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', makeToken(nowSeconds() - 10));
    localStorage.setItem('refreshToken', 'refresh-1');
    lost.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('two tabs whose access tokens expired together refresh once and both carry on', async () => {
    Object.defineProperty(navigator, 'locks', { value: new TabLocks(), configurable: true });
    const server = rotatingServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const [one, two] = [tab(lost), tab(lost)];
    const [a, b] = await Promise.all([
      one.fetchJson('/api/students').then(() => one.currentAccessToken()),
      two.fetchJson('/api/students').then(() => two.currentAccessToken()),
    ]);
    expect(server.calls).toEqual(['refresh-1']);
    expect(a).toBe(b);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(lost).not.toHaveBeenCalled();
  });

  it('a tab whose turn comes with nothing refreshed meanwhile refreshes itself', async () => {
    Object.defineProperty(navigator, 'locks', { value: new TabLocks(), configurable: true });
    const server = rotatingServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const token = await tab(lost).refreshAccessToken();
    expect(server.calls).toEqual(['refresh-1']);
    expect(localStorage.getItem('accessToken')).toBe(token);
    // Later, with the new access token rejected (say the session was ended elsewhere), a refresh spends refresh-2.
    await tab(lost).refreshAccessToken();
    expect(server.calls).toEqual(['refresh-1', 'refresh-2']);
  });

  it('without Web Locks each tab refreshes on its own, as before', async () => {
    const server = rotatingServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const [one, two] = [tab(lost), tab(lost)];
    const answers = await Promise.allSettled([one.refreshAccessToken(), two.refreshAccessToken()]);
    expect(server.calls).toEqual(['refresh-1', 'refresh-1']);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected']);
  });
});
