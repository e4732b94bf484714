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

describe('resilience', () => {
  it('shows a reload message, not a blank page, when a screen chunk fails to load', async () => {
    let blocked = true;
    await page.route('**/assets/HomeDashboard-*.js', (route) => (blocked ? route.abort() : route.continue()));
    await signIn(page, server.url, 'registrar');
    await page.getByText('This screen could not be loaded').waitFor();
    // The shell around the failed screen keeps working.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Students' }).waitFor();

    blocked = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('population-table').waitFor();
    expect(await page.getByText('This screen could not be loaded').count()).toBe(0);
  });

  it('removes a leftover modal backdrop on navigation', async () => {
    await signIn(page, server.url, 'registrar');
    await page.evaluate(() => {
      const backdrop = document.createElement('div');
      backdrop.className = 'modal-backdrop fade show';
      document.body.appendChild(backdrop);
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Students' }).click();
    await page.waitForURL(`${server.url}/students`);
    await expect.poll(() => page.locator('.modal-backdrop').count()).toBe(0);
  });
});
