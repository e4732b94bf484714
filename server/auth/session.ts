import type { MiddlewareHandler } from 'hono';
import { decodeJwt } from 'jose';
import type { AppContext, AppEnv, SessionUser } from '../context';
import type { Db } from '../db/database';
import { unauthorized } from '../errors';
import { TokenFamilies } from './token-families';
import { verifyAccessToken, type VerifiedUser } from './tokens';

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

/** An access token whose session (refresh-token family) has ended. */
export const SESSION_ENDED = 'This session has ended. Please sign in again.';

/**
 * Tokens already verified, by their exact text, until they expire: the text includes the
 * signature, so an entry can only be hit by the very token that was checked. Checking the HMAC
 * through WebCrypto costs more than a selective list page's SQL.
 */
const VERIFIED_MAX = 2000;

export class SessionStore {
  private readonly cache = new Map<number, Status>();
  private readonly verified = new Map<string, { readonly claims: VerifiedUser; readonly until: number }>();
  /** The school's sessions: refresh-token families, whose end refuses their access tokens. */
  readonly families: TokenFamilies;

  constructor(private readonly ctx: AppContext) {
    this.families = new TokenFamilies(ctx.database.db, 'refresh_tokens');
  }

  async verify(token: string): Promise<VerifiedUser | undefined> {
    const hit = this.verified.get(token);
    if (hit && hit.until > Date.now()) return hit.claims;
    if (hit) this.verified.delete(token);
    const claims = await verifyAccessToken(this.ctx.secret, token);
    const exp = claims ? decodeJwt(token).exp : undefined;
    if (claims && exp) {
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, until: exp * 1000 });
    }
    return claims;
  }

  /** Users changed lately: read afresh on every request for a while, not cached. */
  private readonly changed = new Map<number, number>();

  /**
   * Called from inside the writing transaction, before it commits: a request racing it would read
   * and cache the old status, so the status is not cached again until the write has surely landed.
   */
  forget(userId: number): void {
    this.cache.delete(userId);
    this.changed.set(userId, Date.now() + STATUS_TTL_MS);
  }

  /**
   * Ends a user's sessions at once (deactivation, a password change, roles taken away): refresh
   * tokens revoked, and with them every access token of their families; status re-read.
   */
  /** Whether a user was changed within the last STATUS_TTL_MS: their state is read afresh, never cached. */
  changedLately(userId: number): boolean {
    return (this.changed.get(userId) ?? 0) > Date.now();
  }

  async end(db: Db, userId: number): Promise<void> {
    await this.families.revokeOwner(userId, db);
    this.forget(userId);
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
      row && row.active === true
        ? {
            id: Number(row.id),
            username: String(row.username),
            roles: parseRoles(row.roles),
            branchId: Number(row.branch_id),
          }
        : undefined;
    if (this.changedLately(userId)) return user;
    this.changed.delete(userId);
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
    const claims = await sessions.verify(match[1]);
    if (!claims) throw unauthorized('The access token is invalid or has expired');
    if (claims.family && (await sessions.families.isEnded(claims.family, sessions.changedLately(claims.id))))
      throw unauthorized(SESSION_ENDED);
    const user = await sessions.current(claims.id);
    if (!user) throw unauthorized('This account is no longer active');
    c.set('user', user);
    await next();
  };
}
