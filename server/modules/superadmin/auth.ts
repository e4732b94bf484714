import { Hono, type MiddlewareHandler } from 'hono';
import type { AppContext } from '../../context';
import { badRequest, forbidden, HttpError, unauthorized } from '../../errors';
import { decoyHash, PASSWORD_MAX, verifyPassword } from '../../auth/passwords';
import { FailureLimiter } from '../../auth/rate-limit';
import { clientAddress, EXPIRED, readJson, WRONG } from '../../auth/routes';
import { ACCESS_TOKEN_SECONDS, verifyAccessToken } from '../../auth/tokens';
import { activeSuperAdmin, superAdminByUsername } from './accounts';
import { TokenFamilies } from './refresh';
import { signSuperToken, type SuperEnv, verifySuperToken } from './tokens';

export const SUPER_TOKENS_TABLE = 'super_refresh_tokens';

/** Sign-in, refresh and sign-out of super administrators: the school rules, their own accounts and tokens. */
export function superAuthRoutes(ctx: AppContext): Hono<SuperEnv> {
  const db = ctx.database.db;
  const families = new TokenFamilies(db, SUPER_TOKENS_TABLE);
  const perAccount = new FailureLimiter(5, 15 * 60_000);
  const perAddress = new FailureLimiter(30, 15 * 60_000);
  const routes = new Hono<SuperEnv>();

  routes.post('/signin', async (c) => {
    const { username, password } = await readJson(c);
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
    const admin = await superAdminByUsername(db, name);
    const ok = await verifyPassword(admin ? admin.password : await decoyHash(), String(password));
    if (!admin || !ok || !admin.active) {
      perAccount.fail(name);
      perAddress.fail(address);
      throw unauthorized(WRONG);
    }
    perAccount.reset(name);
    const session = { id: admin.id, username: admin.username };
    return c.json({
      accessToken: await signSuperToken(ctx.secret, session),
      refreshToken: await families.issue(admin.id),
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
      accessToken: await signSuperToken(ctx.secret, { id: admin.id, username: admin.username }),
      refreshToken: await families.issue(admin.id, spent.familyId),
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_SECONDS,
    });
  });

  // Holding the refresh token is proof enough to end its family, so an expired access token is no obstacle.
  routes.post('/signout', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const token = body && typeof body === 'object' ? (body as { refreshToken?: unknown }).refreshToken : undefined;
    if (typeof token === 'string' && token !== '') {
      const family = await families.familyOf(token);
      if (family) await families.revokeFamily(family);
    }
    return c.body(null, 204);
  });

  return routes;
}

/** Admits a live super administrator's token only; a school user's valid token is told it is the wrong kind. */
export function requireSuper(ctx: AppContext): MiddlewareHandler<SuperEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw unauthorized('Sign in required: send the access token as "Authorization: Bearer <token>"');
    const claims = await verifySuperToken(ctx.secret, match[1]);
    if (!claims) {
      if (await verifyAccessToken(ctx.secret, match[1])) throw forbidden('Only a super administrator can do this');
      throw unauthorized('The access token is invalid or has expired');
    }
    const admin = await activeSuperAdmin(ctx.database.db, claims.id);
    if (!admin) throw unauthorized('This account is no longer active');
    c.set('superAdmin', { id: admin.id, username: admin.username });
    await next();
  };
}
