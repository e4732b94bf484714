import { Hono } from 'hono';
import type { SessionStore } from '../../auth/session';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { requireSuper, superAuthRoutes } from './auth';
import { superUserRoutes } from './branch-users';
import { superBranchRoutes } from './branches';
import type { SuperEnv } from './tokens';

/**
 * /api/super: the multi-branch administration. Mounted before the school session check, since a
 * super administrator has no school session; everything past sign-in needs a super token.
 */
export function superRoutes(ctx: AppContext, sessions: SessionStore): Hono<SuperEnv> {
  const routes = new Hono<SuperEnv>();
  routes.route('/', superAuthRoutes(ctx));
  routes.use('*', requireSuper(ctx));
  routes.route('/', superBranchRoutes(ctx));
  routes.route('/', superUserRoutes(ctx, sessions));
  routes.all('*', () => {
    throw notFound('No such API route');
  });
  return routes;
}
