import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { requireUser, SessionStore } from './auth/session';
import type { AppContext, AppEnv } from './context';
import { metaRoutes } from './crud/meta';
import { reportRoutes } from './crud/reports';
import { Repository } from './crud/repository';
import { crudRoutes } from './crud/routes';
import { Hooks } from './engine/hooks';
import { Writer } from './engine/writer';
import { errorResponse, notFound } from './errors';
import { requestBodyLimits } from './http/body-limit';
import { crossOriginPolicy } from './http/cors';
import { securityHeaders } from './http/headers';
import { SERVER_MODULES } from './modules';
import type { ModuleServices, ServerModule } from './modules/module';
import { superRoutes } from './modules/superadmin';

/** What every module is handed: one writer with every module's hooks, for routes and workers alike. */
export function moduleServices(ctx: AppContext, modules: readonly ServerModule[] = SERVER_MODULES): ModuleServices {
  const sessions = new SessionStore(ctx);
  const hooks = new Hooks(modules.flatMap((m) => (m.hooks ? [m.hooks(ctx, sessions)] : [])));
  const writer = new Writer(ctx, hooks);
  return { sessions, writer, repository: new Repository(ctx, writer) };
}

/** The whole API as a fetch handler: no port, so tests and MSW call it in-process. */
export function createApp(ctx: AppContext, modules: readonly ServerModule[] = SERVER_MODULES): Hono<AppEnv> {
  const services = moduleServices(ctx, modules);
  const { sessions, repository, writer } = services;
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, error));
  app.use('*', securityHeaders());
  app.use('/api/*', crossOriginPolicy(ctx.allowedOrigins ?? []));
  app.use('/api/*', requestBodyLimits());
  app.get('/api/health', (c) => c.json({ ok: true, engine: ctx.database.engine }));
  app.route('/api/auth', authRoutes(ctx, sessions));
  app.route('/api/super', superRoutes(ctx, sessions, writer));
  for (const module of modules)
    if (module.publicRoutes) app.route(`/api${module.prefix}`, module.publicRoutes(ctx, services));
  app.use('/api/*', requireUser(ctx, sessions));
  for (const module of modules) if (module.routes) app.route(`/api${module.prefix}`, module.routes(ctx, services));
  app.route('/api', metaRoutes(writer.hooks));
  app.route('/api', reportRoutes(ctx));
  app.route('/api', crudRoutes(ctx, repository));
  app.all('/api/*', () => {
    throw notFound('No such API route');
  });
  return app;
}
