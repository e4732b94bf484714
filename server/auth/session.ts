import type { MiddlewareHandler } from 'hono';
import { decodeJwt } from 'jose';
import type { AppContext, AppEnv, SessionUser } from '../context';
import type { Db } from '../db/database';
import { unauthorized } from '../errors';
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

/**
 * Tokens already verified, by their exact text, until they expire: the text includes the
 * signature, so an entry can only be hit by the very token that was checked. Checking the HMAC
 * through WebCrypto costs more than a selective list page's SQL.
 */
const VERIFIED_MAX = 2000;

export class SessionStore {
  private readonly cache = new Map<number, Status>();
  private readonly verified = new Map<string, { readonly claims: VerifiedUser; readonly until: number }>();
  /** Whether each session (refresh-token family) has ended, read at most every STATUS_TTL_MS. */
  private readonly families = new Map<string, { readonly ended: boolean; readonly until: number }>();

  constructor(private readonly ctx: AppContext) {}

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
  async end(db: Db, userId: number): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    this.forget(userId);
    this.families.clear(); // this process learns at once; others within STATUS_TTL_MS
  }

  /** A family this process has just ended (sign-out, reuse): its access tokens are refused from now on. */
  ended(family: string): void {
    this.families.set(family, { ended: true, until: Number.POSITIVE_INFINITY });
  }

  /** Whether the session a token belongs to has ended: any of its refresh tokens revoked. */
  async familyEnded(family: string): Promise<boolean> {
    const hit = this.families.get(family);
    if (hit && hit.until > Date.now()) return hit.ended;
    const row = await this.ctx.database.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', family)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    const ended = row !== undefined;
    if (this.families.size >= VERIFIED_MAX) this.families.delete(this.families.keys().next().value as string);
    this.families.set(family, { ended, until: ended ? Number.POSITIVE_INFINITY : Date.now() + STATUS_TTL_MS });
    return ended;
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
    if ((this.changed.get(userId) ?? 0) > Date.now()) return user;
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
    if (claims.family && (await sessions.familyEnded(claims.family)))
      throw unauthorized('This session has ended. Please sign in again.');
    const user = await sessions.current(claims.id);
    if (!user) throw unauthorized('This account is no longer active');
    c.set('user', user);
    await next();
  };
}
