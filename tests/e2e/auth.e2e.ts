import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => context?.close());

/** An unsigned token whose expiry lies in the past: the browser must refresh before sending anything. */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.c2ln`;
}

describe('session', () => {
  it('signs in and out', async () => {
    await signIn(page, server.url, 'registrar');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBeNull();
    const cookie = (await context.cookies()).find((c) => c.name === 'userRoles');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '[]'))).toEqual(['ROLE_Admissions_Admin']);
    await page.getByRole('link', { name: 'Students' }).first().click();
    await page.waitForURL(`${server.url}/students`);

    await page.getByRole('button', { name: /Account menu/ }).click();
    const signout = page.waitForRequest((r) => r.url().endsWith('/api/auth/signout') && r.method() === 'POST');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signout;
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    expect((await context.cookies()).some((c) => c.name === 'userRoles')).toBe(false);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('shows a translated message for a wrong password and stays on the sign-in page', async () => {
    await page.goto(`${server.url}/`);
    await page.getByLabel('Username').fill('registrar');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('fills the username when a demo user is chosen', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Use the bursar account' }).click();
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('bursar');
  });

  it('sends a signed-out deep link to the sign-in page', async () => {
    await page.goto(`${server.url}/students/3/show`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('refreshes an expired access token transparently', async () => {
    await signIn(page, server.url, 'registrar');
    const stale = expiredToken();
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('authToken', token);
    }, stale);
    const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
    await page.goto(`${server.url}/students`);
    await refresh;
    await page.getByRole('cell', { name: 'ADM/2023/00004' }).waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('authToken')]);
    expect(stored[0]).not.toBe(stale);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBe(stored[0]);
    expect(new URL(page.url()).pathname).toBe('/students');
  });
});
