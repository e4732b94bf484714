import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { authRoutes } from './auth/routes';
import { requireUser, SessionStore } from './auth/session';
import type { AppContext, AppEnv } from './context';
import { Repository } from './crud/repository';
import { crudRoutes } from './crud/routes';
import { errorResponse, notFound } from './errors';
import { moduleHooks, moduleRoutes } from './modules';
import { superRoutes } from './modules/superadmin';

/** The whole API as a fetch handler: no port, so tests and MSW call it in-process. */
export function createApp(ctx: AppContext): Hono<AppEnv> {
  const sessions = new SessionStore(ctx);
  const repository = new Repository(ctx, moduleHooks(sessions, ctx.database.engine));
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, error));
  // Bearer tokens are never sent by a browser on its own, so any origin may call the API (a
  // react-admin app elsewhere, say); no cookies means no credentials mode. The middleware only runs
  // for cross-origin calls: it rebuilds each response, which costs same-origin calls for nothing.
  const crossOrigin = cors({ origin: '*', exposeHeaders: ['Content-Range', 'Content-Disposition'] });
  app.use('/api/*', (c, next) => (c.req.header('origin') ? crossOrigin(c, next) : next()));
  app.get('/api/health', (c) => c.json({ ok: true, engine: ctx.database.engine }));
  app.route('/api/auth', authRoutes(ctx, sessions));
  app.route('/api/super', superRoutes(ctx, sessions));
  app.use('/api/*', requireUser(ctx, sessions));
  app.route('/api', moduleRoutes(ctx, repository));
  app.route('/api', crudRoutes(ctx, repository));
  app.all('/api/*', () => {
    throw notFound('No such API route');
  });
  return app;
}
