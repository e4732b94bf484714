import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { badRequest, HttpError } from '../errors';
import { PASSWORD_MAX } from './passwords';

/** Usernames are at most 40 characters (users.username); super administrators' at most 80. */
export const USERNAME_MAX = 80;

/** Failed sign-ins count for this long. */
export const WINDOW_MS = 15 * 60_000;

/**
 * Limits per kind of key in the window. One account from one address: an attacker's guessing
 * slows to five tries a quarter hour, while the owner at another address is unaffected. One
 * address: a whole school sits behind one router, so the address limit is far higher than any
 * office makes mistakes. One account from everywhere: a spread-out attack on one account is not
 * refused (that would lock the owner out too) but slowed: every try then waits ACCOUNT_DELAY_MS.
 */
export const LIMITS = { pair: 5, address: 100, account: 50 } as const;
export const ACCOUNT_DELAY_MS = 3000;

/**
 * The client's address. Behind TRUST_PROXY=N trusted proxies, each appends the address it saw
 * to X-Forwarded-For, so the client is the Nth entry from the right; anything left of it is what
 * the client itself sent and could be forged. Without proxies, the socket's address.
 */
export function clientAddress(c: Context, env: NodeJS.ProcessEnv = process.env): string {
  const hops = Number(env.TRUST_PROXY ?? 0);
  if (Number.isInteger(hops) && hops > 0) {
    const seen = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (seen.length >= hops) return seen[seen.length - hops];
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local'; // in-process requests (tests) have no socket
  }
}

/** A sign-in that passed the input check and the rate limits; report its outcome back to the guard. */
export interface SignInAttempt {
  /** The username, trimmed and lower-cased. */
  readonly name: string;
  readonly password: string;
  readonly address: string;
}

type KeyKind = keyof typeof LIMITS;

/**
 * The gate in front of a sign-in route: checks the username and password of the body, and refuses
 * (429 with Retry-After) what has failed too often lately. Failures live in the database
 * (sign_in_failures), so every server process sees the same counts and memory does not grow with
 * an attacker's usernames; rows older than the window are deleted as new ones come.
 */
export class SignInGuard {
  constructor(
    private readonly db: Db,
    /** 'user' or 'super': the two account kinds are counted apart. */
    private readonly realm: string,
    private readonly accountDelayMs: number = ACCOUNT_DELAY_MS,
  ) {}

  private keys({ name, address }: Pick<SignInAttempt, 'name' | 'address'>): Record<KeyKind, string> {
    return {
      pair: `${this.realm}:pair:${name}|${address}`,
      address: `${this.realm}:address:${address}`,
      account: `${this.realm}:account:${name}`,
    };
  }

  async admit(c: Context, body: Record<string, unknown>): Promise<SignInAttempt> {
    const { username, password } = body;
    const errors: Record<string, string> = {};
    if (typeof username !== 'string' || username.trim() === '') errors.username = 'Required';
    else if (username.trim().length > USERNAME_MAX) errors.username = `At most ${USERNAME_MAX} characters`;
    if (typeof password !== 'string' || password === '') errors.password = 'Required';
    else if (password.length > PASSWORD_MAX) errors.password = `At most ${PASSWORD_MAX} characters`;
    if (Object.keys(errors).length > 0) throw badRequest('Username and password are required', errors);
    const name = String(username).trim().toLowerCase();
    const address = clientAddress(c);
    const since = new Date(Date.now() - WINDOW_MS).toISOString();
    const keys = this.keys({ name, address });
    for (const kind of ['pair', 'address', 'account'] as const) {
      const row = await this.db
        .selectFrom('sign_in_failures')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('first')])
        .where('key', '=', keys[kind])
        .where('at', '>', since)
        .executeTakeFirst();
      if (Number(row?.n ?? 0) < LIMITS[kind]) continue;
      if (kind === 'account') {
        await new Promise((resolve) => setTimeout(resolve, this.accountDelayMs));
        continue;
      }
      const wait = Math.max(1, Math.ceil((new Date(String(row?.first)).getTime() + WINDOW_MS - Date.now()) / 1000));
      c.header('Retry-After', String(wait));
      throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${wait} seconds.`);
    }
    return { name, password: String(password), address };
  }

  /** Counts a wrong password (or unknown or inactive account) against the pair, the address and the account. */
  async failed(attempt: SignInAttempt): Promise<void> {
    const at = new Date().toISOString();
    await this.db
      .deleteFrom('sign_in_failures')
      .where('at', '<', new Date(Date.now() - WINDOW_MS).toISOString())
      .execute();
    await this.db
      .insertInto('sign_in_failures')
      .values(Object.values(this.keys(attempt)).map((key) => ({ key, at })))
      .execute();
  }

  /** A successful sign-in clears the failures of this account from this address (not the address's). */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('key', '=', this.keys(attempt).pair).execute();
  }

  /** An administrator's unlock: the account's failures from every address are forgotten. */
  static async unlock(db: Db, realm: string, username: string): Promise<void> {
    const name = username.trim().toLowerCase();
    await db
      .deleteFrom('sign_in_failures')
      .where((eb) => eb.or([eb('key', '=', `${realm}:account:${name}`), eb('key', 'like', `${realm}:pair:${name}|%`)]))
      .execute();
  }
}
