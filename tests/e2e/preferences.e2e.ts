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

const sidenav = (p: Page) => p.locator('nav#sidenav-main');
const openConfigurator = (p: Page) => p.getByRole('button', { name: 'Open the UI configurator' }).click();
const darkSwitch = (p: Page) => p.getByLabel('Light / Dark');

describe('UI configurator', () => {
  it('keeps the sidebar colour, sidenav type, navbar and dark mode across a reload', async () => {
    await signIn(page, server.url, 'admin');
    await openConfigurator(page);
    await page.getByRole('heading', { name: 'UI Configurator' }).waitFor();
    await page.getByRole('radio', { name: 'Info' }).click();
    await expect.poll(() => sidenav(page).getAttribute('data-color')).toBe('info');
    await page.getByRole('button', { name: 'White' }).click();
    await page.getByLabel('Navbar Fixed').uncheck();

    const themeCall = page.waitForRequest((r) => r.url().endsWith('/api/index/updatetheme') && r.method() === 'POST');
    await darkSwitch(page).check();
    const request = await themeCall;
    expect(request.postDataJSON()).toEqual({ theme: 1 });
    expect(request.headers().authorization).toMatch(/^Bearer /);
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('dark-version'))).toBe(true);

    await page.reload();
    await sidenav(page).waitFor({ state: 'attached' });
    expect(await sidenav(page).getAttribute('data-color')).toBe('info');
    expect(await sidenav(page).getAttribute('data-sidenav-type')).toBe('bg-white');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('1');
    expect(await page.evaluate(() => document.body.classList.contains('dark-version'))).toBe(true);
    expect(await page.locator('header[data-navbar-fixed]').getAttribute('data-navbar-fixed')).toBe('false');
    await openConfigurator(page);
    expect(await darkSwitch(page).isChecked()).toBe(true);

    const lightCall = page.waitForRequest((r) => r.url().endsWith('/api/index/updatetheme'));
    await darkSwitch(page).uncheck();
    expect((await lightCall).postDataJSON()).toEqual({ theme: 0 });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('0');
  });

  it('starts in dark mode only when the stored theme is 1', async () => {
    await signIn(page, server.url, 'admin');
    await page.evaluate(() => localStorage.setItem('theme', 'true'));
    await page.reload();
    await sidenav(page).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.body.classList.contains('dark-version'))).toBe(false);
  });

  it('disables the transparent and white sidenavs below 1200 px, with the note', async () => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await signIn(page, server.url, 'admin');
    await openConfigurator(page);
    expect(await page.getByRole('button', { name: 'Transparent' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'White' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Dark', exact: true }).isDisabled()).toBe(false);
    await page.getByText('You can change the sidenav type just on desktop view.').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByRole('button', { name: 'White' }).isDisabled()).toBe(false);
  });

  it('switches the interface to Swahili from the account menu', async () => {
    await signIn(page, server.url, 'admin');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('navigation', { name: 'Urambazaji mkuu' }).getByRole('link', { name: 'Wanafunzi' }).waitFor();
  });
});
