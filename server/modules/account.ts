import { Hono } from 'hono';
import { requireAccess } from '../auth/require-access';
import { canAccess, RESOURCES } from '../../src/schema';
import type { AppContext, AppEnv } from '../context';
import { writeAudit } from '../crud/audit';
import { inBranch } from '../crud/scope';
import { badRequest, notFound } from '../errors';

export type Theme = 0 | 1;

export interface UserPrivileges {
  readonly roles: readonly string[];
  readonly resources: Record<string, { read: boolean; write: boolean }>;
}

const THEME_MESSAGE = 'theme must be 0 (light) or 1 (dark)';

/** The body of POST /api/index/updatetheme: exactly {theme: 0} or {theme: 1}, as spec.md section 7 sends it. */
async function readTheme(request: Request): Promise<Theme> {
  const body: unknown = await request.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest(`The body must be a JSON object: ${THEME_MESSAGE}`, { theme: 'Required' });
  const { theme } = body as { theme?: unknown };
  if (theme !== 0 && theme !== 1)
    throw badRequest(THEME_MESSAGE, { theme: theme === undefined ? 'Required' : 'Must be 0 or 1' });
  return theme;
}

/** The signed-in user's own account: interface preferences and what the user may do. */
export function accountRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // A user's own preferences and privileges: every signed-in user, about themselves.
  routes.post('/index/updatetheme', requireAccess({ signedIn: true }), async (c) => {
    const user = c.get('user');
    const theme = await readTheme(c.req.raw);
    await inBranch(ctx, user, 'write', async (db) => {
      const current = await db
        .selectFrom('users')
        .select('theme')
        .where('id', '=', user.id)
        .where('branch_id', '=', user.branchId)
        .executeTakeFirst();
      if (!current) throw notFound('Your account was not found');
      const before = Number(current.theme ?? 0) === 1 ? 1 : 0;
      // A repeated toggle (two tabs, a retry) changes nothing and leaves no audit noise.
      if (before === theme) return;
      await db
        .updateTable('users')
        .set({ theme, updated_at: new Date().toISOString(), updated_by: user.id })
        .where('id', '=', user.id)
        .where('branch_id', '=', user.branchId)
        .execute();
      await writeAudit(db, user, 'update', 'users', user.id, { theme: { before, after: theme } });
    });
    return c.json({ theme });
  });

  routes.get('/index/getuserpriveleges', requireAccess({ signedIn: true }), (c) => {
    const { roles } = c.get('user');
    const resources = Object.fromEntries(
      RESOURCES.map((r) => [
        r.name,
        { read: canAccess(roles, r.access, 'read'), write: canAccess(roles, r.access, 'write') },
      ]),
    );
    const answer: UserPrivileges = { roles, resources };
    return c.json(answer);
  });

  return routes;
}
