import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { badRequest, unauthorized } from '../errors';
import { readJsonObject } from '../http/json';
import { decoyHash, verifyPassword } from './passwords';
import { SignInGuard } from './signin-guard';
import { parseRoles, requireUser, type SessionStore } from './session';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './tokens';
import { DEMO_PASSWORD, DEMO_SUPER_ADMINS, DEMO_USERS } from '../db/demo-users';

export const WRONG = 'Wrong username or password';
export const EXPIRED = 'Your session has ended. Please sign in again.';

export { REFRESH_GRACE_MS } from './token-families';

export async function readJson(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw badRequest('The body must be a JSON object');
}

export function authRoutes(ctx: AppContext, sessions: SessionStore): Hono<AppEnv> {
  const db = ctx.database.db;
  const guard = new SignInGuard(ctx.database.db, 'user');
  const routes = new Hono<AppEnv>();

  const families = sessions.families;

  routes.post('/signin', async (c) => {
    const attempt = await guard.admit(c, await readJson(c));
    const name = attempt.name;
    const user = await db.selectFrom('users').selectAll().where('username', '=', name).executeTakeFirst();
    const ok = await verifyPassword(user ? String(user.password ?? '') : await decoyHash(), attempt.password);
    const active = user?.active === true;
    if (!user || !ok || !active) {
      await guard.failed(attempt);
      throw unauthorized(WRONG);
    }
    await guard.succeeded(attempt);
    const session = {
      id: Number(user.id),
      username: name,
      roles: parseRoles(user.roles),
      branchId: Number(user.branch_id),
    };
    await families.prune();
    const { token: refreshToken, familyId } = await families.issue(session.id);
    const accessToken = await signAccessToken(ctx.secret, session, familyId);
    return c.json({
      accessToken,
      refreshToken,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_SECONDS,
      id: session.id,
      username: session.username,
      name: user.name,
      email: user.email ?? null,
      roles: session.roles,
      branchId: session.branchId,
      theme: Number(user.theme ?? 0) === 1 ? 1 : 0,
    });
  });

  routes.post('/refresh', async (c) => {
    const { refreshToken } = await readJson(c);
    if (typeof refreshToken !== 'string' || refreshToken === '')
      throw badRequest('refreshToken is required', { refreshToken: 'Required' });
    const spent = await families.spend(refreshToken);
    if (!spent) throw unauthorized(EXPIRED);
    const { ownerId, familyId } = spent;
    sessions.forget(ownerId);
    const user = await sessions.current(ownerId);
    if (!user) {
      await families.revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    const { token: next } = await families.issue(user.id, familyId);
    return c.json({
      accessToken: await signAccessToken(ctx.secret, user, familyId),
      refreshToken: next,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_SECONDS,
    });
  });

  routes.get('/demo', (c) =>
    c.json(
      ctx.demo
        ? {
            demo: true,
            password: DEMO_PASSWORD,
            users: DEMO_USERS.map((u) => ({ username: u.username, name: u.name, roles: u.roles })),
            superAdmins: DEMO_SUPER_ADMINS.map((u) => ({ username: u.username, name: u.name, kind: 'super' })),
          }
        : { demo: false, users: [] },
    ),
  );

  routes.post('/signout', requireUser(ctx, sessions), async (c) => {
    const token = (await readJsonObject(c, { optional: true })).refreshToken;
    const user = c.get('user');
    if (typeof token === 'string' && token !== '') {
      const holder = await families.holderOf(token);
      if (holder?.ownerId === user.id) await families.revokeFamily(holder.familyId);
    }
    return c.body(null, 204);
  });

  return routes;
}
