import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS, type TokenKind } from '../../auth/tokens';

/** A signed-in super administrator as the access token carries them: no branch, no roles. */
export interface SuperSession {
  readonly id: number;
  readonly username: string;
}

export interface SuperEnv {
  Variables: { superAdmin: SuperSession };
}

const SUPER: TokenKind = 'super';

/** `fam` names the session (refresh-token family), as in a school token: its end refuses the token. */
export function signSuperToken(secret: Uint8Array, admin: SuperSession, family: string): Promise<string> {
  return new SignJWT({ kind: SUPER, username: admin.username, fam: family })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(admin.id))
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

/** Only a token that says kind 'super' is a super administrator's: a school user's token never is. */
export async function verifySuperToken(
  secret: Uint8Array,
  token: string,
): Promise<(SuperSession & { readonly family?: string }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (payload.kind !== SUPER) return undefined;
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    const family = typeof payload.fam === 'string' ? payload.fam : undefined;
    return { id, username: String(payload.username), ...(family ? { family } : {}) };
  } catch {
    return undefined;
  }
}
