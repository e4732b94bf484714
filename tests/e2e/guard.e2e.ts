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

const deniedDialog = (p: Page) => p.getByRole('dialog', { name: 'Access denied' });

describe('route guard', () => {
  it('offers a user without roles no registry screen in the side navigation', async () => {
    await signIn(page, server.url, 'librarian');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await nav.getByRole('link').count()).toBe(1);
  });

  it('stops the librarian with the access-denied modal on a link to /students', async () => {
    await signIn(page, server.url, 'librarian');
    let studentsCalled = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/students')) studentsCalled = true;
    });
    // A history step onto /students (what the browser's forward button does): the router sees a POP
    // with the next index, exactly as if the user had been there before.
    await page.evaluate(() => {
      const current = (history.state ?? {}) as { idx?: number };
      const state = { usr: null, key: 'forward', idx: (current.idx ?? 0) + 1 };
      history.pushState(state, '', '/students');
      dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    await deniedDialog(page).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(studentsCalled).toBe(false);
    await page.getByRole('button', { name: 'OK' }).click();
    await deniedDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  it('sends a refused deep link back to /home with the modal, without loading the screen', async () => {
    await signIn(page, server.url, 'librarian');
    let studentsCalled = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/students')) studentsCalled = true;
    });
    await page.goto(`${server.url}/students`);
    await deniedDialog(page).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(studentsCalled).toBe(false);
  });

  it('lets the registrar open students but not the ROLE_All settings screens', async () => {
    await signIn(page, server.url, 'registrar');
    await page.goto(`${server.url}/students`);
    await page.getByRole('cell', { name: 'ADM/2023/00004' }).waitFor();
    expect(await deniedDialog(page).count()).toBe(0);
    await page.goto(`${server.url}/settingstreams`);
    await deniedDialog(page).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  });

  it('lands react-admin links of renamed resources on their spec paths', async () => {
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}/streams`);
    await page.waitForURL(`${server.url}/settingstreams`);
    await page.getByRole('cell', { name: 'East' }).first().click();
    await page.waitForURL(/\/settingstreams\/\d+\/show$/);
  });
});
