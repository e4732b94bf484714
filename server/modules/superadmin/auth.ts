import { Hono, type MiddlewareHandler } from 'hono';
import type { AppContext } from '../../context';
import { badRequest, forbidden, unauthorized } from '../../errors';
import { readJsonObject } from '../../http/json';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import { SESSION_ENDED } from '../../auth/session';
import { SignInGuard } from '../../auth/signin-guard';
import { EXPIRED, readJson, WRONG } from '../../auth/routes';
import { TokenFamilies } from '../../auth/token-families';
import { ACCESS_TOKEN_SECONDS, verifyAccessToken } from '../../auth/tokens';
import { activeSuperAdmin, superAdminByUsername } from './accounts';
import { signSuperToken, type SuperEnv, verifySuperToken } from './tokens';

export const SUPER_TOKENS_TABLE = 'super_refresh_tokens';

/** The super administrators' sessions, apart from the school's so a super token never refreshes at /api/auth. */
export function superFamilies(ctx: AppContext): TokenFamilies {
  return new TokenFamilies(ctx.database.db, SUPER_TOKENS_TABLE);
}

/** Sign-in, refresh and sign-out of super administrators: the school rules, their own accounts and tokens. */
export function superAuthRoutes(ctx: AppContext, families: TokenFamilies): Hono<SuperEnv> {
  const db = ctx.database.db;
  const guard = new SignInGuard(ctx.database.db, 'super');
  const routes = new Hono<SuperEnv>();

  routes.post('/signin', async (c) => {
    const attempt = await guard.admit(c, await readJson(c));
    const name = attempt.name;
    const admin = await superAdminByUsername(db, name);
    const ok = await verifyPassword(admin ? admin.password : await decoyHash(), attempt.password);
    if (!admin || !ok || !admin.active) {
      await guard.failed(attempt);
      throw unauthorized(WRONG);
    }
    await guard.succeeded(attempt);
    const session = { id: admin.id, username: admin.username };
    await families.prune();
    const { token, familyId } = await families.issue(admin.id);
    return c.json({
      accessToken: await signSuperToken(ctx.secret, session, familyId),
      refreshToken: token,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_SECONDS,
      kind: 'super',
      id: admin.id,
      username: admin.username,
      name: admin.name,
    });
  });

  routes.post('/refresh', async (c) => {
    const { refreshToken } = await readJson(c);
    if (typeof refreshToken !== 'string' || refreshToken === '')
      throw badRequest('refreshToken is required', { refreshToken: 'Required' });
    const spent = await families.spend(refreshToken);
    if (!spent) throw unauthorized(EXPIRED);
    const admin = await activeSuperAdmin(db, spent.ownerId);
    if (!admin) {
      await families.revokeFamily(spent.familyId);
      throw unauthorized(EXPIRED);
    }
    return c.json({
      accessToken: await signSuperToken(ctx.secret, { id: admin.id, username: admin.username }, spent.familyId),
      refreshToken: (await families.issue(admin.id, spent.familyId)).token,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_SECONDS,
    });
  });

  // Holding the refresh token is proof enough to end its family, so an expired access token is no obstacle.
  routes.post('/signout', async (c) => {
    const token = (await readJsonObject(c, { optional: true })).refreshToken;
    if (typeof token === 'string' && token !== '') {
      const holder = await families.holderOf(token);
      if (holder) await families.revokeFamily(holder.familyId);
    }
    return c.body(null, 204);
  });

  return routes;
}

/** Admits a live super administrator's token only; a school user's valid token is told it is the wrong kind. */
export function requireSuper(ctx: AppContext, families: TokenFamilies): MiddlewareHandler<SuperEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw unauthorized('Sign in required: send the access token as "Authorization: Bearer <token>"');
    const claims = await verifySuperToken(ctx.secret, match[1]);
    if (!claims) {
      if (await verifyAccessToken(ctx.secret, match[1])) throw forbidden('Only a super administrator can do this');
      throw unauthorized('The access token is invalid or has expired');
    }
    if (claims.family && (await families.isEnded(claims.family))) throw unauthorized(SESSION_ENDED);
    const admin = await activeSuperAdmin(ctx.database.db, claims.id);
    if (!admin) throw unauthorized('This account is no longer active');
    c.set('superAdmin', { id: admin.id, username: admin.username });
    await next();
  };
}
