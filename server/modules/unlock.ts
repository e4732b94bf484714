import { Hono } from 'hono';
import { users } from '../../src/schema/settings';
import { requireAccess } from '../auth/require-access';
import { SignInGuard } from '../auth/signin-guard';
import type { AppContext, AppEnv } from '../context';
import { parseId } from '../crud/repository';
import { inBranch } from '../crud/scope';
import { notFound } from '../errors';

/**
 * POST /api/users/:id/unlock: an administrator lets a user who mistyped their password too often
 * try again at once, from every address (the limits never lock an account for good; this spares
 * the wait). Only users of the administrator's own school.
 */
export function unlockRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/users/:id/unlock', requireAccess({ resource: users, action: 'write' }), async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const row = await inBranch(ctx, user, 'read', (db) =>
      db
        .selectFrom('users')
        .select('username')
        .where('id', '=', id)
        .where('branch_id', '=', user.branchId)
        .executeTakeFirst(),
    );
    if (!row) throw notFound();
    await SignInGuard.unlock(ctx.database.db, 'user', String(row.username));
    return c.body(null, 204);
  });
  return routes;
}
