import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

/** An unsigned token whose expiry lies in the past: the browser must refresh before sending anything. */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.c2ln`;
}

describe('session', () => {
  it('signs in and out', async () => {
    await signIn(session.page, session.server.url, 'registrar');
    await expect.poll(() => session.page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBeNull();
    const cookie = (await session.context.cookies()).find((c) => c.name === 'userRoles');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '[]'))).toEqual([
      'ROLE_Admissions_Admin',
      'ROLE_Send_Custom_sms',
    ]);
    await session.page.getByRole('link', { name: 'Students' }).first().click();
    await session.page.waitForURL(`${session.server.url}/students`);

    await session.page.getByRole('button', { name: /Account menu/ }).click();
    const signout = session.page.waitForRequest((r) => r.url().endsWith('/api/auth/signout') && r.method() === 'POST');
    await session.page.getByRole('menuitem', { name: 'Logout' }).click();
    await signout;
    await session.page.waitForURL(`${session.server.url}/`);
    await expect.poll(() => session.page.evaluate(() => localStorage.length)).toBe(0);
    expect((await session.context.cookies()).some((c) => c.name === 'userRoles')).toBe(false);
    await session.page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('shows a translated message for a wrong password and stays on the sign-in page', async () => {
    await session.page.goto(`${session.server.url}/`);
    await session.page.getByLabel('Username').fill('registrar');
    await session.page.getByLabel('Password').fill('wrong-password');
    await session.page.getByRole('button', { name: 'Sign in' }).click();
    await session.page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/');
  });

  it('fills the username when a demo user is chosen', async () => {
    await session.page.goto(`${session.server.url}/`);
    await session.page.getByRole('button', { name: 'Use the bursar account' }).click();
    await expect.poll(() => session.page.getByLabel('Username').inputValue()).toBe('bursar');
  });

  it('sends a signed-out deep link to the sign-in page', async () => {
    await session.page.goto(`${session.server.url}/students/3/show`);
    await session.page.waitForURL(`${session.server.url}/`);
    await session.page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('refreshes an expired access token transparently', async () => {
    await signIn(session.page, session.server.url, 'registrar');
    const stale = expiredToken();
    await session.page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('authToken', token);
    }, stale);
    const refresh = session.page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
    await session.page.goto(`${session.server.url}/students`);
    await refresh;
    await session.page.locator('tbody tr').first().waitFor();
    const stored = await session.page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('authToken'),
    ]);
    expect(stored[0]).not.toBe(stale);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBe(stored[0]);
    expect(new URL(session.page.url()).pathname).toBe('/students');
  });
});
