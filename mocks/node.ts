import { setupServer } from 'msw/node';
import { createInMemoryApp } from './app';
import { apiHandlers } from './handlers';

/**
 * For browser-code tests under node/jsdom: fetch and XMLHttpRequest calls to /api reach the real
 * Hono app over a fresh in-memory demo database. Call `close()` in afterAll.
 */
export async function startMockApi() {
  const { app, close } = await createInMemoryApp();
  const server = setupServer(...apiHandlers((request) => app.fetch(request)));
  server.listen({ onUnhandledRequest: 'error' });
  return {
    server,
    async close() {
      server.close();
      await close();
    },
  };
}
