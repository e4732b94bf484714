import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from '../context';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;

/** JWT_SECRET wins; otherwise a random secret is made once and kept beside the database. */
export function loadSecret(dataDir: string | undefined): Uint8Array {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  if (!dataDir || dataDir === ':memory:') return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** Access tokens say which account kind they belong to: a school user's or a super administrator's. */
export type TokenKind = 'user' | 'super';

/** A verified access token: the user it names and the refresh-token family (session) it belongs to. */
export type VerifiedUser = SessionUser & { readonly family?: string };

/**
 * `fam` names the session (refresh-token family) the token was issued in, so ending the session
 * (sign-out, reuse of a rotated refresh token, a password change) refuses its access tokens at once.
 */
export function signAccessToken(secret: Uint8Array, user: SessionUser, family?: string): Promise<string> {
  const kind: TokenKind = 'user';
  return new SignJWT({
    kind,
    username: user.username,
    roles: [...user.roles],
    branchId: user.branchId,
    ...(family ? { fam: family } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<VerifiedUser | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    // Only a school user's token opens branch routes (tokens from before the claim existed were users').
    if ((payload.kind ?? 'user') !== 'user') return undefined;
    const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
    const id = Number(payload.sub);
    const branchId = Number(payload.branchId);
    if (!Number.isInteger(id) || !Number.isInteger(branchId)) return undefined;
    const family = typeof payload.fam === 'string' ? payload.fam : undefined;
    return { id, username: String(payload.username), roles, branchId, ...(family ? { family } : {}) };
  } catch {
    return undefined;
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newRefreshToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
