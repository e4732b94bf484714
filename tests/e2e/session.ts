import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

export interface BrowserSessionOptions {
  /** Signs this user in through the form before each test. */
  readonly signInAs?: string;
  readonly viewport?: { readonly width: number; readonly height: number };
}

/** The server, browser, context and page of the running test; read them through the object, they change per test. */
export interface BrowserSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the hooks every e2e file shares: one server and one browser for the file, a fresh context and
 * page (optionally signed in) for each test.
 */
export function setupBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const viewport = options.viewport ?? { width: 1280, height: 900 };
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
    context = await browser.newContext({ viewport: { ...viewport } });
    page = await context.newPage();
    if (options.signInAs !== undefined) await signIn(page, server.url, options.signInAs);
  });
  afterEach(async () => context?.close());

  return {
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
  };
}
