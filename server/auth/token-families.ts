import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { ACCESS_TOKEN_SECONDS, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS } from './tokens';

/**
 * Two tabs whose access tokens expire together refresh with the same token at the same moment:
 * within this window after a rotation the old token still gets a successor in the same session
 * (Auth0's reuse interval, Okta's grace period) instead of being taken as a stolen copy.
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * How long this process trusts that a session is still live before asking the database again: the
 * access check runs on every request, so each session costs one indexed query per this interval, and
 * an end decided in another server process reaches this one within it.
 */
const LIVE_TTL_MS = 2000;
const REMEMBERED_MAX = 2000;

/** Revoked rows outlive every access token issued before their revocation, then go. */
const REVOKED_KEEP_MS = ACCESS_TOKEN_SECONDS * 1000 + 3_600_000;

const withinGrace = (usedAt: unknown): boolean => Date.now() - new Date(String(usedAt)).getTime() <= REFRESH_GRACE_MS;

/**
 * Rotating refresh-token families (RFC 9700 section 4.14.2) in one table, for school users
 * (refresh_tokens) and super administrators (super_refresh_tokens) alike. A family is one session:
 * each refresh spends a token and issues its successor; a spent token coming back after the grace
 * window means someone holds a copy, so the whole family ends. Access tokens carry their family, and
 * `isEnded` refuses them once it has ended.
 */
export class TokenFamilies {
  /** Families this process knows the state of: ended ones for good, live ones for LIVE_TTL_MS. */
  private readonly known = new Map<string, { readonly ended: boolean; readonly until: number }>();

  constructor(
    private readonly db: Db,
    private readonly table: 'refresh_tokens' | 'super_refresh_tokens',
  ) {}

  async issue(ownerId: number, familyId: string = randomUUID()): Promise<{ token: string; familyId: string }> {
    const { token, id } = newRefreshToken();
    const expires = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
    await this.db
      .insertInto(this.table)
      .values({ id, family_id: familyId, user_id: ownerId, expires_at: expires, created_at: new Date().toISOString() })
      .execute();
    return { token, familyId };
  }

  async revokeFamily(familyId: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable(this.table)
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    this.remember(familyId, true);
  }

  /** Every session of one owner (password set, deactivation), inside the caller's transaction. */
  async revokeOwner(ownerId: number, db: Db = this.db): Promise<void> {
    await db
      .updateTable(this.table)
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', ownerId)
      .where('revoked_at', 'is', null)
      .execute();
    // The owner's families are not known by id here: forget the live ones so they are read afresh.
    for (const [family, state] of this.known) if (!state.ended) this.known.delete(family);
  }

  /** The family and owner of a presented token, if any. */
  async holderOf(token: string): Promise<{ familyId: string; ownerId: number } | undefined> {
    const row = await this.db
      .selectFrom(this.table)
      .select(['family_id', 'user_id'])
      .where('id', '=', hashRefreshToken(token))
      .executeTakeFirst();
    return row ? { familyId: String(row.family_id), ownerId: Number(row.user_id) } : undefined;
  }

  /**
   * Whether a session has ended: any token of its family revoked (by sign-out, reuse or its owner's
   * change). `fresh` skips what this process remembers of a live family: its owner was changed a
   * moment ago, in a transaction a request may have raced.
   */
  async isEnded(familyId: string, fresh = false): Promise<boolean> {
    const hit = this.known.get(familyId);
    if (hit && (hit.ended || (!fresh && hit.until > Date.now()))) return hit.ended;
    const ended = (await this.revokedRow(familyId)) !== undefined;
    this.remember(familyId, ended);
    return ended;
  }

  /**
   * Spends a token: its owner and family when it may be rotated, undefined otherwise (and the whole
   * family ended when the token was spent before, outside the grace window).
   */
  async spend(token: string): Promise<{ ownerId: number; familyId: string } | undefined> {
    const id = hashRefreshToken(token);
    const row = await this.db.selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.revoked_at) return undefined;
    const familyId = String(row.family_id);
    const spent = { ownerId: Number(row.user_id), familyId };
    // A successor issued while a concurrent reuse was revoking the family joins a dead family.
    if (await this.revokedRow(familyId)) return this.end(familyId);
    if (new Date(String(row.expires_at)).getTime() < Date.now()) return undefined;
    if (row.used_at) return withinGrace(row.used_at) ? spent : this.end(familyId);
    const used = await this.db
      .updateTable(this.table)
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) return spent;
    // Another request rotated it in between: two tabs at the same moment, within the grace window.
    const again = await this.db.selectFrom(this.table).select('used_at').where('id', '=', id).executeTakeFirst();
    return again?.used_at && withinGrace(again.used_at) ? spent : this.end(familyId);
  }

  /** Sessions long over leave no rows: expired tokens, and revoked ones once no access token of theirs can live. */
  async prune(): Promise<void> {
    const now = Date.now();
    await this.db
      .deleteFrom(this.table)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', new Date(now).toISOString()),
          eb('revoked_at', '<', new Date(now - REVOKED_KEEP_MS).toISOString()),
        ]),
      )
      .execute();
  }

  private async end(familyId: string): Promise<undefined> {
    await this.revokeFamily(familyId);
    return undefined;
  }

  private revokedRow(familyId: string) {
    return this.db
      .selectFrom(this.table)
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
  }

  private remember(familyId: string, ended: boolean): void {
    this.known.delete(familyId);
    if (this.known.size >= REMEMBERED_MAX) this.known.delete(this.known.keys().next().value as string);
    this.known.set(familyId, { ended, until: ended ? Number.POSITIVE_INFINITY : Date.now() + LIVE_TTL_MS });
  }
}
