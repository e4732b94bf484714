import { Hono } from 'hono';
import type { SessionStore } from '../../auth/session';
import type { AppContext } from '../../context';
import type { Writer } from '../../engine/writer';
import { notFound } from '../../errors';
import { requireSuper, superAuthRoutes, superFamilies } from './auth';
import { superUserRoutes } from './branch-users';
import { superBranchRoutes } from './branches';
import { superNationalRoutes } from './national';
import type { SuperEnv } from './tokens';

/**
 * /api/super: the multi-branch administration. Mounted before the school session check, since a
 * super administrator has no school session; everything past sign-in needs a super token.
 */
export function superRoutes(ctx: AppContext, sessions: SessionStore, writer: Writer): Hono<SuperEnv> {
  const routes = new Hono<SuperEnv>();
  const families = superFamilies(ctx);
  routes.route('/', superAuthRoutes(ctx, families));
  routes.use('*', requireSuper(ctx, families));
  routes.route('/', superBranchRoutes(ctx));
  routes.route('/', superUserRoutes(ctx, sessions));
  routes.route('/', superNationalRoutes(ctx, writer));
  routes.all('*', () => {
    throw notFound('No such API route');
  });
  return routes;
}
