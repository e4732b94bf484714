import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { badRequest, HttpError, unauthorized } from '../errors';
import { decoyHash, PASSWORD_MAX, verifyPassword } from './passwords';
import { FailureLimiter } from './rate-limit';
import { parseRoles, requireUser, type SessionStore } from './session';
import { ACCESS_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS, signAccessToken } from './tokens';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_SUPER_ADMINS, DEMO_USERS } from '../db/demo-users';

export const WRONG = 'Wrong username or password';
export const EXPIRED = 'Your session has ended. Please sign in again.';

export function clientAddress(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local'; // in-process requests (tests) have no socket
  }
}

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
  const perAccount = new FailureLimiter(5, 15 * 60_000);
  const perAddress = new FailureLimiter(30, 15 * 60_000);
  const routes = new Hono<AppEnv>();

  async function issueRefresh(userId: number, familyId: string): Promise<string> {
    const { token, id } = newRefreshToken();
    const expires = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
    await db
      .insertInto('refresh_tokens')
      .values({ id, family_id: familyId, user_id: userId, expires_at: expires, created_at: new Date().toISOString() })
      .execute();
    return token;
  }

  const revokeFamily = (familyId: string) =>
    db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();

  const familyRevoked = async (familyId: string) =>
    (await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst()) !== undefined;

  routes.post('/signin', async (c) => {
    const body = await readJson(c);
    const { username, password } = body;
    const errors: Record<string, string> = {};
    if (typeof username !== 'string' || username.trim() === '') errors.username = 'Required';
    if (typeof password !== 'string' || password === '') errors.password = 'Required';
    else if (password.length > PASSWORD_MAX) errors.password = `At most ${PASSWORD_MAX} characters`;
    if (Object.keys(errors).length > 0) throw badRequest('Username and password are required', errors);
    const name = String(username).trim().toLowerCase();
    const address = clientAddress(c);
    for (const [limiter, key] of [
      [perAccount, name],
      [perAddress, address],
    ] as const) {
      if (limiter.isBlocked(key)) {
        const wait = limiter.retryAfter(key);
        c.header('Retry-After', String(wait));
        throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${wait} seconds.`);
      }
    }
    const user = await db.selectFrom('users').selectAll().where('username', '=', name).executeTakeFirst();
    const ok = await verifyPassword(user ? String(user.password ?? '') : await decoyHash(), String(password));
    const active = user?.active === true || user?.active === 1;
    if (!user || !ok || !active) {
      perAccount.fail(name);
      perAddress.fail(address);
      throw unauthorized(WRONG);
    }
    perAccount.reset(name);
    const session = {
      id: Number(user.id),
      username: name,
      roles: parseRoles(user.roles),
      branchId: Number(user.branch_id),
    };
    const refreshToken = await issueRefresh(session.id, randomUUID());
    const accessToken = await signAccessToken(ctx.secret, session);
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
    const id = hashRefreshToken(refreshToken);
    const row = await db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.revoked_at) throw unauthorized(EXPIRED);
    const familyId = String(row.family_id);
    // A successor issued while a concurrent reuse was revoking the family joins a dead family.
    if (await familyRevoked(familyId)) {
      await revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    if (row.used_at) {
      // A rotated token came back: someone holds a copy. End the whole family.
      await revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    if (new Date(String(row.expires_at)).getTime() < Date.now()) throw unauthorized(EXPIRED);
    const used = await db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) {
      await revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    sessions.forget(Number(row.user_id));
    const user = await sessions.current(Number(row.user_id));
    if (!user) {
      await revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    const next = await issueRefresh(user.id, familyId);
    return c.json({
      accessToken: await signAccessToken(ctx.secret, user),
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
    const body = await c.req.json().catch(() => ({}));
    const token = (body as { refreshToken?: unknown }).refreshToken;
    const user = c.get('user');
    if (typeof token === 'string' && token !== '') {
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['family_id', 'user_id'])
        .where('id', '=', hashRefreshToken(token))
        .executeTakeFirst();
      if (row && Number(row.user_id) === user.id) await revokeFamily(String(row.family_id));
    }
    return c.body(null, 204);
  });

  return routes;
}
