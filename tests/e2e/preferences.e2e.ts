import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { setupBrowserSession } from './session';

const session = setupBrowserSession();

const sidenav = (p: Page) => p.locator('nav#sidenav-main');
const openConfigurator = (p: Page) => p.getByRole('button', { name: 'Open the UI configurator' }).click();
const darkSwitch = (p: Page) => p.getByLabel('Dark mode');

describe('UI configurator', () => {
  it('keeps the sidebar colour, sidenav type, navbar and dark mode across a reload', async () => {
    await signIn(session.page, session.server.url, 'admin');
    await openConfigurator(session.page);
    await session.page.getByRole('heading', { name: 'UI Configurator' }).waitFor();
    await session.page.getByRole('radio', { name: 'Sky blue' }).click();
    await expect.poll(() => sidenav(session.page).getAttribute('data-color')).toBe('info');
    await session.page.getByRole('button', { name: 'White' }).click();
    await session.page.getByLabel('Keep the top bar in view').uncheck();

    const themeCall = session.page.waitForRequest(
      (r) => r.url().endsWith('/api/index/updatetheme') && r.method() === 'POST',
    );
    await darkSwitch(session.page).check();
    const request = await themeCall;
    expect(request.postDataJSON()).toEqual({ theme: 1 });
    expect(request.headers().authorization).toMatch(/^Bearer /);
    await expect.poll(() => session.page.evaluate(() => document.body.classList.contains('dark-version'))).toBe(true);

    await session.page.reload();
    await sidenav(session.page).waitFor({ state: 'attached' });
    expect(await sidenav(session.page).getAttribute('data-color')).toBe('info');
    expect(await sidenav(session.page).getAttribute('data-sidenav-type')).toBe('bg-white');
    expect(await session.page.evaluate(() => localStorage.getItem('theme'))).toBe('1');
    expect(await session.page.evaluate(() => document.body.classList.contains('dark-version'))).toBe(true);
    expect(await session.page.locator('header[data-navbar-fixed]').getAttribute('data-navbar-fixed')).toBe('false');
    await openConfigurator(session.page);
    expect(await darkSwitch(session.page).isChecked()).toBe(true);

    const lightCall = session.page.waitForRequest((r) => r.url().endsWith('/api/index/updatetheme'));
    await darkSwitch(session.page).uncheck();
    expect((await lightCall).postDataJSON()).toEqual({ theme: 0 });
    expect(await session.page.evaluate(() => localStorage.getItem('theme'))).toBe('0');
  });

  it('starts in dark mode only when the stored theme is 1', async () => {
    await signIn(session.page, session.server.url, 'admin');
    await session.page.evaluate(() => localStorage.setItem('theme', 'true'));
    await session.page.reload();
    await sidenav(session.page).waitFor({ state: 'attached' });
    expect(await session.page.evaluate(() => document.body.classList.contains('dark-version'))).toBe(false);
  });

  it('disables the transparent and white sidenavs below 1200 px, with the note', async () => {
    await session.page.setViewportSize({ width: 1100, height: 800 });
    await signIn(session.page, session.server.url, 'admin');
    await openConfigurator(session.page);
    expect(await session.page.getByRole('button', { name: 'Transparent' }).isDisabled()).toBe(true);
    expect(await session.page.getByRole('button', { name: 'White' }).isDisabled()).toBe(true);
    expect(await session.page.getByRole('button', { name: 'Dark', exact: true }).isDisabled()).toBe(false);
    await session.page.getByText('The transparent and white menus need a screen at least 1200 pixels wide.').waitFor();
    await session.page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => session.page.getByRole('button', { name: 'White' }).isDisabled()).toBe(false);
  });

  it('switches the interface to Swahili from the account menu', async () => {
    await signIn(session.page, session.server.url, 'admin');
    await session.page.getByRole('button', { name: /Account menu/ }).click();
    await session.page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await session.page
      .getByRole('navigation', { name: 'Urambazaji mkuu' })
      .getByRole('link', { name: 'Wanafunzi', exact: true })
      .waitFor();
  });
});
