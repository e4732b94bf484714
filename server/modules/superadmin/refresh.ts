import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS } from '../../auth/tokens';

/**
 * Rotating refresh-token families in one table (the rules of server/auth/routes.ts): each token is
 * used once; a used or revoked token coming back ends its whole family, since someone holds a copy.
 */
export class TokenFamilies {
  constructor(
    private readonly db: Db,
    private readonly table: string,
  ) {}

  async issue(ownerId: number, familyId: string = randomUUID()): Promise<string> {
    const { token, id } = newRefreshToken();
    const expires = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
    await this.db
      .insertInto(this.table)
      .values({ id, family_id: familyId, user_id: ownerId, expires_at: expires, created_at: new Date().toISOString() })
      .execute();
    return token;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeOwner(ownerId: number): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', ownerId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** The family of a presented token, if any; signing out needs nothing more than holding it. */
  async familyOf(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom(this.table)
      .select('family_id')
      .where('id', '=', hashRefreshToken(token))
      .executeTakeFirst();
    return row ? String(row.family_id) : undefined;
  }

  private async familyRevoked(familyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom(this.table)
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Spends a token: its owner and family when it was live, undefined (family ended if reused) otherwise. */
  async spend(token: string): Promise<{ ownerId: number; familyId: string } | undefined> {
    const id = hashRefreshToken(token);
    const row = await this.db.selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.revoked_at) return undefined;
    const familyId = String(row.family_id);
    // A successor issued while a concurrent reuse was revoking the family joins a dead family.
    if (row.used_at || (await this.familyRevoked(familyId))) {
      await this.revokeFamily(familyId);
      return undefined;
    }
    if (new Date(String(row.expires_at)).getTime() < Date.now()) return undefined;
    const used = await this.db
      .updateTable(this.table)
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) {
      await this.revokeFamily(familyId);
      return undefined;
    }
    return { ownerId: Number(row.user_id), familyId };
  }
}
