import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { badRequest, unauthorized } from '../errors';
import { readJsonObject } from '../http/json';
import { decoyHash, verifyPassword } from './passwords';
import { SignInGuard } from './signin-guard';
import { parseRoles, requireUser, type SessionStore } from './session';
import { ACCESS_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS, signAccessToken } from './tokens';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_SUPER_ADMINS, DEMO_USERS } from '../db/demo-users';

export const WRONG = 'Wrong username or password';
export const EXPIRED = 'Your session has ended. Please sign in again.';

/**
 * Two tabs whose access tokens expire together refresh with the same token at the same moment:
 * within this window after a rotation the old token still gets a successor in the same session
 * (Auth0's reuse interval, Okta's grace period) instead of being taken as a stolen copy.
 */
export const REFRESH_GRACE_MS = 30_000;

const withinGrace = (usedAt: unknown): boolean => Date.now() - new Date(String(usedAt)).getTime() <= REFRESH_GRACE_MS;

/** Sessions long over leave no rows: expired tokens, and revoked ones once no access token of theirs can live. */
export async function pruneRefreshTokens(db: AppContext['database']['db']): Promise<void> {
  const now = Date.now();
  const revokedBefore = new Date(now - (ACCESS_TOKEN_SECONDS * 1000 + 3_600_000)).toISOString();
  await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', new Date(now).toISOString()), eb('revoked_at', '<', revokedBefore)]))
    .execute();
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
  const guard = new SignInGuard(ctx.database.db, 'user');
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

  const revokeFamily = async (familyId: string) => {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    sessions.ended(familyId);
  };

  const familyRevoked = async (familyId: string) =>
    (await db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst()) !== undefined;

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
    await pruneRefreshTokens(db);
    const family = randomUUID();
    const refreshToken = await issueRefresh(session.id, family);
    const accessToken = await signAccessToken(ctx.secret, session, family);
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
    if (new Date(String(row.expires_at)).getTime() < Date.now()) throw unauthorized(EXPIRED);
    if (row.used_at && !withinGrace(row.used_at)) {
      // A rotated token came back after the grace window: someone holds a copy. End the whole family.
      await revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    if (!row.used_at) {
      const used = await db
        .updateTable('refresh_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      // Another request rotated it in between: two tabs at the same moment, within the grace window.
      if (Number(used.numUpdatedRows) !== 1) {
        const again = await db.selectFrom('refresh_tokens').select('used_at').where('id', '=', id).executeTakeFirst();
        if (!again?.used_at || !withinGrace(again.used_at)) {
          await revokeFamily(familyId);
          throw unauthorized(EXPIRED);
        }
      }
    }
    sessions.forget(Number(row.user_id));
    const user = await sessions.current(Number(row.user_id));
    if (!user) {
      await revokeFamily(familyId);
      throw unauthorized(EXPIRED);
    }
    const next = await issueRefresh(user.id, familyId);
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
