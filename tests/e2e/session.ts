import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { signIn, startServer, type RunningServer } from './harness';

export interface BrowserSessionOptions {
  /** Signs this user in through the form before each test. */
  readonly signInAs?: string;
  readonly viewport?: { readonly width: number; readonly height: number };
  /**
   * A server of the file's own over a fresh data directory, for files whose tests change demo data
   * others rely on (a user's password, the counts a dashboard is compared with). Others share the run's.
   */
  readonly ownServer?: boolean;
  /** Environment of the file's own server, read when it starts (a local SMS gateway's address). */
  readonly serverEnv?: () => Record<string, string>;
}

/** The server, browser, context and page of the running test; read them through the object, they change per test. */
export interface BrowserSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the hooks every e2e file shares: a connection to the run's chromium (global-setup.ts), the
 * run's server or the file's own, and a fresh context and page (optionally signed in) for each test, so
 * that no test sees another's cookies or storage.
 */
export function setupBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const viewport = options.viewport ?? { width: 1280, height: 900 };
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const [connected, own] = await Promise.all([
      chromium.connect(inject('browserEndpoint')),
      options.ownServer ? startServer({ env: options.serverEnv?.() }) : undefined,
    ]);
    browser = connected;
    // The shared server belongs to global-setup.ts, which stops it after the run.
    server = own ?? { url: inject('sharedServerUrl'), stop: async () => {} };
  });
  afterAll(async () => {
    await browser?.close(); // a connected browser only disconnects; its contexts go with it
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
