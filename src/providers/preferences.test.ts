// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreferences, readPreferences, setDarkMode, setPreferences } from './preferences';
import { makeToken, nowSeconds } from '../test/jwt';
import { clearSession } from './session';

describe('preferences', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts in dark mode only when the stored theme is exactly 1', () => {
    expect(readPreferences().isDarkMode).toBe(false);
    localStorage.setItem('theme', '0');
    expect(readPreferences().isDarkMode).toBe(false);
    localStorage.setItem('theme', 'true');
    expect(readPreferences().isDarkMode).toBe(false);
    localStorage.setItem('theme', '1');
    expect(readPreferences().isDarkMode).toBe(true);
  });

  it('persists the configurator choices and ignores damaged entries', () => {
    setPreferences({ sidebarColor: 'warning', sidebarType: 'bg-white', isNavFixed: false, locale: 'sw' });
    expect(readPreferences()).toMatchObject({
      sidebarColor: 'warning',
      sidebarType: 'bg-white',
      isNavFixed: false,
      locale: 'sw',
    });
    localStorage.setItem('shule.preferences', '{"sidebarColor":"purple","sidebarType":7}');
    expect(readPreferences()).toMatchObject({ sidebarColor: 'primary', sidebarType: 'bg-gradient-dark' });
    localStorage.setItem('shule.preferences', 'not json');
    expect(readPreferences().sidebarColor).toBe('primary');
  });

  it('stores the dark-mode switch as 1/0 and posts it to the server', async () => {
    localStorage.setItem('authToken', makeToken(nowSeconds() + 600));
    localStorage.setItem('accessToken', makeToken(nowSeconds() + 600));
    await setDarkMode(true);
    expect(localStorage.getItem('theme')).toBe('1');
    expect(getPreferences().isDarkMode).toBe(true);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/index/updatetheme');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ theme: 1 });
    await setDarkMode(false);
    expect(localStorage.getItem('theme')).toBe('0');
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ theme: 0 });
  });

  it('only stores the switch while signed out', async () => {
    await setDarkMode(true);
    expect(localStorage.getItem('theme')).toBe('1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the defaults when the session is cleared', async () => {
    await setDarkMode(true);
    setPreferences({ sidebarColor: 'danger' });
    clearSession();
    expect(getPreferences()).toMatchObject({ isDarkMode: false, sidebarColor: 'primary' });
  });
});
