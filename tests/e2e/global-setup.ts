import type { TestProject } from 'vitest/node';
import { ensureBuilt, launchBrowserServer, startServer } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket of the run's one chromium; each file connects with chromium.connect. */
    readonly browserEndpoint: string;
    /** The run's shared server, for files whose tests leave the demo data as others expect it. */
    readonly sharedServerUrl: string;
  }
}

/**
 * Once per run, before any file: the build (it used to be checked per file, and a file started while
 * someone edited src/ rebuilt dist/ under a running server), one chromium and one shared server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  const [launched, started] = await Promise.allSettled([launchBrowserServer(), startServer()]);
  if (launched.status === 'rejected' || started.status === 'rejected') {
    // Whichever did start would otherwise outlive the failed run.
    if (launched.status === 'fulfilled') await launched.value.close();
    if (started.status === 'fulfilled') await started.value.stop();
    throw launched.status === 'rejected' ? launched.reason : (started as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  const server = started.value;
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('sharedServerUrl', server.url);
  return async () => {
    await browser.close();
    await server.stop();
  };
}
