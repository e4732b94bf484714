import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { badRequest, HttpError } from '../errors';
import { PASSWORD_MAX } from './passwords';
import { FailureLimiter } from './rate-limit';

export function clientAddress(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
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

/**
 * The gate in front of a sign-in route: checks the username and password of the body, and refuses
 * (429 with Retry-After) an account or an address with too many recent failures.
 */
export class SignInGuard {
  private readonly perAccount = new FailureLimiter(5, 15 * 60_000);
  private readonly perAddress = new FailureLimiter(30, 15 * 60_000);

  admit(c: Context, body: Record<string, unknown>): SignInAttempt {
    const { username, password } = body;
    const errors: Record<string, string> = {};
    if (typeof username !== 'string' || username.trim() === '') errors.username = 'Required';
    if (typeof password !== 'string' || password === '') errors.password = 'Required';
    else if (password.length > PASSWORD_MAX) errors.password = `At most ${PASSWORD_MAX} characters`;
    if (Object.keys(errors).length > 0) throw badRequest('Username and password are required', errors);
    const name = String(username).trim().toLowerCase();
    const address = clientAddress(c);
    for (const [limiter, key] of [
      [this.perAccount, name],
      [this.perAddress, address],
    ] as const) {
      if (limiter.isBlocked(key)) {
        const wait = limiter.retryAfter(key);
        c.header('Retry-After', String(wait));
        throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${wait} seconds.`);
      }
    }
    return { name, password: String(password), address };
  }

  /** Counts a wrong password (or unknown or inactive account) against the account and the address. */
  failed({ name, address }: SignInAttempt): void {
    this.perAccount.fail(name);
    this.perAddress.fail(address);
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  succeeded({ name }: SignInAttempt): void {
    this.perAccount.reset(name);
  }
}
