import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv, SessionUser } from '../context';
import { unauthorized } from '../errors';
import { verifyAccessToken } from './tokens';

interface Status {
  readonly user: SessionUser | undefined;
  readonly until: number;
}

/**
 * The token proves who is calling; what they may do comes from the users table, read at most
 * every STATUS_TTL_MS per user, so a deactivated user or a changed role list takes effect at once
 * (within that window) instead of when the 15-minute token expires.
 */
const STATUS_TTL_MS = 2000;

export class SessionStore {
  private readonly cache = new Map<number, Status>();

  constructor(private readonly ctx: AppContext) {}

  forget(userId: number): void {
    this.cache.delete(userId);
  }

  async current(userId: number): Promise<SessionUser | undefined> {
    const hit = this.cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.user;
    const row = await this.ctx.database.db
      .selectFrom('users')
      .select(['id', 'username', 'roles', 'branch_id', 'active'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const user =
      row && (row.active === true || row.active === 1)
        ? {
            id: Number(row.id),
            username: String(row.username),
            roles: parseRoles(row.roles),
            branchId: Number(row.branch_id),
          }
        : undefined;
    this.cache.set(userId, { user, until: Date.now() + STATUS_TTL_MS });
    return user;
  }
}

export function parseRoles(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function requireUser(ctx: AppContext, sessions: SessionStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Sign in required: send the access token as "Authorization: Bearer <token>"');
    const claims = await verifyAccessToken(ctx.secret, match[1]);
    if (!claims) throw unauthorized('The access token is invalid or has expired');
    const user = await sessions.current(claims.id);
    if (!user) throw unauthorized('This account is no longer active');
    c.set('user', user);
    await next();
  };
}
