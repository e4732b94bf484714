import { REFRESH_GRACE_MS } from '../../server/auth/routes';
import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ErrorBody, countRows, insertUser, json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

let t: TestApp;
let userSerial = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = (app: TestApp, username: unknown, password: unknown, headers: Record<string, string> = {}) =>
  app.call('POST', '/api/auth/signin', { body: { username, password }, headers });
const refresh = (refreshToken: unknown) => t.call('POST', '/api/auth/refresh', { body: { refreshToken } });

/** A throw-away user, so a test that locks, deactivates or signs out touches no one else. */
async function freshUser(roles: string[] = ['ROLE_Admissions_Admin']): Promise<{ id: number; username: string }> {
  userSerial += 1;
  const username = `auth${userSerial}`;
  const branch = await t.ctx.database.db
    .selectFrom('branches')
    .select('id')
    .where('code', '=', 'DHS')
    .executeTakeFirstOrThrow();
  return { id: await insertUser(t, Number(branch.id), username, roles), username };
}

describe(`sign-in (${ENGINE})`, () => {
  it('answers tokens and the user profile', async () => {
    const response = await signin(t, 'registrar', 'shule-demo');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      tokenType: 'Bearer',
      username: 'registrar',
      email: 'registrar@demohigh.ac.ke',
      roles: ['ROLE_Admissions_Admin', 'ROLE_Send_Custom_sms'],
      theme: 0,
    });
    const branch = await t.ctx.database.db
      .selectFrom('branches')
      .select('id')
      .where('code', '=', 'DHS')
      .executeTakeFirstOrThrow();
    expect(body.branchId).toBe(Number(branch.id));
    expect(typeof body.id).toBe('number');
    expect(typeof body.accessToken).toBe('string');
    expect(typeof body.refreshToken).toBe('string');
    expect(body).not.toHaveProperty('password');
  });

  it('the access token is an HS256 JWT for the user that lives 15 minutes', async () => {
    const body = await t.signIn('bursar');
    expect(decodeProtectedHeader(body.accessToken).alg).toBe('HS256');
    const claims = decodeJwt(body.accessToken);
    expect(claims.sub).toBe(String(body.id));
    expect(claims.roles).toEqual(['ROLE_finance_admin']);
    expect(claims.branchId).toBe(body.branchId);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(Math.abs(Number(claims.iat) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('the user name is case-insensitive and trimmed', async () => {
    expect((await signin(t, '  Viewer ', 'shule-demo')).status).toBe(200);
  });

  it('the refresh token is stored only as a hash', async () => {
    const { refreshToken } = await t.signIn('examiner');
    const rows = await t.ctx.database.db.selectFrom('refresh_tokens').select('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id)).not.toContain(refreshToken);
  });

  it('a wrong password and an unknown user get the same answer', async () => {
    const wrong = await signin(t, 'teacher', 'not-the-password');
    const unknown = await signin(t, 'nobody-at-all', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('a deactivated account gets the same answer as a wrong password', async () => {
    const user = await freshUser();
    await t.ctx.database.db
      .updateTable('users')
      .set({ active: ENGINE === 'sqlite' ? 0 : false })
      .where('id', '=', user.id)
      .execute();
    const inactive = await signin(t, user.username, 'shule-demo');
    const wrong = await signin(t, 'hr', 'not-the-password');
    expect(inactive.status).toBe(401);
    expect(await inactive.json()).toEqual(await wrong.json());
  });

  it.each([
    ['no username', { password: 'shule-demo' }, 'username'],
    ['no password', { username: 'admin' }, 'password'],
    ['an empty username', { username: '  ', password: 'shule-demo' }, 'username'],
    ['a password over 128 characters', { username: 'admin', password: 'x'.repeat(129) }, 'password'],
    ['a password that is not text', { username: 'admin', password: 12345678 }, 'password'],
  ])('400 for %s', async (_name, body, field) => {
    const response = await t.call('POST', '/api/auth/signin', { body });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toHaveProperty(field);
  });

  it('400 for a body that is not a JSON object', async () => {
    expect((await t.call('POST', '/api/auth/signin', { body: 'username=admin' })).status).toBe(400);
    expect((await t.call('POST', '/api/auth/signin', { body: [1] })).status).toBe(400);
  });
});

describe('refresh tokens rotate; a reused one ends the family', () => {
  it('answers a new access token and a new refresh token, both usable', async () => {
    const first = await t.signIn('registrar');
    const response = await refresh(first.refreshToken);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.tokenType).toBe('Bearer');
    expect(body.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(String(body.accessToken)).sub).toBe(String(first.id));
    expect((await t.call('GET', '/api/students', { token: String(body.accessToken) })).status).toBe(200);
    expect((await refresh(body.refreshToken)).status).toBe(200);
  });

  it('reusing a rotated token after the grace window is refused and revokes its successor', async () => {
    const first = await t.signIn('registrar');
    const second = await json(await refresh(first.refreshToken));
    await t.ctx.database.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString() })
      .where('user_id', '=', first.id)
      .where('used_at', 'is not', null)
      .execute();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('revoking one family leaves the user’s other sessions alone', async () => {
    const stolen = await t.signIn('registrar');
    const other = await t.signIn('registrar');
    await refresh(stolen.refreshToken);
    await t.ctx.database.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString() })
      .where('used_at', 'is not', null)
      .execute();
    await refresh(stolen.refreshToken);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('an expired refresh token is refused', async () => {
    const first = await t.signIn('registrar');
    const userId = first.id;
    await t.ctx.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it.each([
    ['an unknown token', 'not-a-real-token', 401],
    ['no token', undefined, 400],
    ['an empty token', '', 400],
    ['a token that is not text', 42, 400],
  ])('%s is refused', async (_name, token, status) => {
    expect((await refresh(token)).status).toBe(status);
  });
});

describe('sign-out', () => {
  it('needs an access token', async () => {
    const { refreshToken } = await t.signIn('registrar');
    expect((await t.call('POST', '/api/auth/signout', { body: { refreshToken } })).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('revokes the refresh token family', async () => {
    const session = await t.signIn('registrar');
    const rotated = await json(await refresh(session.refreshToken));
    const response = await t.call('POST', '/api/auth/signout', {
      token: session.accessToken,
      body: { refreshToken: rotated.refreshToken },
    });
    expect(response.status).toBe(204);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
  });

  it("cannot revoke another user's token", async () => {
    const victim = await t.signIn('bursar');
    const attacker = await t.signIn('viewer');
    await t.call('POST', '/api/auth/signout', {
      token: attacker.accessToken,
      body: { refreshToken: victim.refreshToken },
    });
    expect((await refresh(victim.refreshToken)).status).toBe(200);
  });
});

describe('every API route except sign-in, refresh, demo and health needs a valid token', () => {
  it('health and demo answer without a token', async () => {
    const health = await t.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, engine: ENGINE });
    const demo = await json(await t.call('GET', '/api/auth/demo'));
    expect(demo).toMatchObject({ demo: true, password: 'shule-demo' });
    expect((demo.users as { username: string }[]).map((u) => u.username)).toContain('registrar');
  });

  const routes: [string, string][] = [
    ['GET', '/api/students'],
    ['GET', '/api/students/1'],
    ['GET', '/api/students/export?format=csv'],
    ['POST', '/api/students'],
    ['PUT', '/api/students/1'],
    ['DELETE', '/api/students/1'],
    ['POST', '/api/students/bulk-update'],
    ['POST', '/api/students/bulk-delete'],
    ['GET', '/api/users'],
    ['GET', '/api/branches'],
    ['GET', '/api/no_such_resource'],
    ['POST', '/api/auth/signout'],
  ];

  it.each(routes)('%s %s without a token: 401, nothing written', async (method, path) => {
    const before = await countRows(t, 'students');
    const body = method === 'GET' || method === 'DELETE' ? undefined : { ids: [1], data: { first_name: 'X' } };
    const response = await t.call(method, path, { body });
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).message).toMatch(/sign in/i);
    expect(await countRows(t, 'students')).toBe(before);
  });

  it('every route the app declares, module routes included, answers 401 without a token', async () => {
    const open = /^\/api\/(health|auth\/demo|(.+\/)?(signin|refresh))$/;
    // The super administrator's sign-out revokes only the family of the refresh token it is given:
    // holding that token is the proof, as for refresh. Every other route is listed here on purpose.
    const tokenIsProof = new Set(['POST /api/super/signout']);
    // Called by the outside world without a user: the SMS gateway's delivery reports prove the branch
    // by a secret in the path, a newsletter's public link by its token, Safaricom's M-Pesa callbacks
    // by the branch's callback secret; a wrong one is 404 (their own suites: delivery-routes.test.ts,
    // newsletters.test.ts, server/modules/finance/mpesa/callbacks.test.ts).
    const secretInPath = new Set([
      'POST /api/sms/delivery/:secret',
      'POST /api/mpesa/:secret/validation',
      'POST /api/mpesa/:secret/confirmation',
      'POST /api/mpesa/:secret/stk',
      'GET /api/messaging/newsletters/public/:token',
      'GET /api/messaging/newsletters/public/:token/attachments/:n',
    ]);
    const declared = t.app.routes.filter(
      (r) =>
        r.method !== 'ALL' &&
        !open.test(r.path) &&
        !tokenIsProof.has(`${r.method} ${r.path}`) &&
        !secretInPath.has(`${r.method} ${r.path}`),
    );
    expect(declared.length).toBeGreaterThan(8);
    const answers: string[] = [];
    for (const route of declared) {
      const path = route.path.replace(/:resource/g, 'students').replace(/:\w+/g, '1');
      const response = await t.call(route.method, path, { body: route.method === 'GET' ? undefined : {} });
      if (response.status !== 401) answers.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(answers).toEqual([]);
    for (const route of secretInPath) {
      const [method, path] = route.split(' ');
      expect(
        (await t.call(method, path.replace(/:\w+/g, '1'), { body: method === 'GET' ? undefined : {} })).status,
      ).toBe(404);
    }
  });

  const badTokens: [string, () => Promise<string>][] = [
    ['garbage', async () => 'garbage'],
    ['signed with another secret', () => signWith(randomBytes(32), 1, '15m')],
    ['expired', () => signWith(t.ctx.secret, 1, Math.floor(Date.now() / 1000) - 60)],
    ['of a user that does not exist', () => signWith(t.ctx.secret, 987654, '15m')],
    ['unsigned (alg none)', async () => unsigned(1)],
    [
      'with a tampered payload',
      async () => {
        const [h, , s] = (await t.signIn('librarian')).accessToken.split('.');
        const payload = Buffer.from(JSON.stringify({ sub: '1', roles: ['ROLE_All'], branchId: 1 })).toString(
          'base64url',
        );
        return `${h}.${payload}.${s}`;
      },
    ],
  ];

  it.each(badTokens)('a token %s is refused with 401', async (_name, make) => {
    const response = await t.call('GET', '/api/students', { token: await make() });
    expect(response.status).toBe(401);
  });

  it('a scheme other than Bearer is refused', async () => {
    const { accessToken } = await t.signIn('admin');
    const response = await t.call('GET', '/api/students', { headers: { authorization: `Basic ${accessToken}` } });
    expect(response.status).toBe(401);
  });
});

describe('deactivation and role changes take effect on the next request', () => {
  it('a user deactivated by an admin is refused at once and their refresh tokens are revoked', async () => {
    const user = await freshUser();
    const session = await t.signIn(user.username);
    const spare = await t.signIn(user.username);
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(200);
    const admin = await t.signIn('admin');
    const put = await t.call('PUT', `/api/users/${user.id}`, { token: admin.accessToken, body: { active: false } });
    expect(put.status).toBe(200);
    expect((await json(put)).active).toBe(false);
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(spare.refreshToken)).status).toBe(401);
    const live = await t.ctx.database.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await signin(t, user.username, 'shule-demo')).status).toBe(401);
  });

  it('reactivating lets the user sign in again but old refresh tokens stay dead', async () => {
    const user = await freshUser();
    const old = await t.signIn(user.username);
    const admin = await t.signIn('admin');
    await t.call('PUT', `/api/users/${user.id}`, { token: admin.accessToken, body: { active: false } });
    await t.call('PUT', `/api/users/${user.id}`, { token: admin.accessToken, body: { active: true } });
    expect((await refresh(old.refreshToken)).status).toBe(401);
    const again = await t.signIn(user.username);
    expect((await t.call('GET', '/api/students', { token: again.accessToken })).status).toBe(200);
  });

  it('a deleted user is refused', async () => {
    const user = await freshUser();
    const session = await t.signIn(user.username);
    const admin = await t.signIn('admin');
    expect((await t.call('DELETE', `/api/users/${user.id}`, { token: admin.accessToken })).status).toBe(200);
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('a role taken away is enforced before the token expires', async () => {
    const user = await freshUser(['ROLE_Admissions_Admin']);
    const session = await t.signIn(user.username);
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(200);
    const admin = await t.signIn('admin');
    await t.call('PUT', `/api/users/${user.id}`, { token: admin.accessToken, body: { roles: [] } });
    // Taking a role away ends the user's sessions: the token no longer opens anything.
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(401);
  });
});

describe('sign-in limits: slow an attacker, never lock the owner out', () => {
  let r: TestApp;
  beforeEach(async () => {
    await r?.close();
    r = await createTestApp({ students: 1 });
  });
  afterAll(() => r.close());
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });
  /** One trusted proxy: it appends the address it saw, so the client is the last entry. */
  const from = (ip: string, forged = '10.9.9.9') => ({ 'x-forwarded-for': `${forged}, ${ip}` });

  it('5 failures of one account from one address: that pair waits, the owner elsewhere signs in', async () => {
    process.env.TRUST_PROXY = '1';
    for (let i = 0; i < 5; i++) expect((await signin(r, 'admin', `wrong-${i}`, from('203.0.113.9'))).status).toBe(401);
    const locked = await signin(r, 'admin', 'shule-demo', from('203.0.113.9'));
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await signin(r, 'ADMIN', 'shule-demo', from('203.0.113.9'))).status).toBe(429);
    expect((await signin(r, 'admin', 'shule-demo', from('198.51.100.7'))).status).toBe(200);
  });

  it('an unknown account is limited the same way, so the limit reveals nothing', async () => {
    for (let i = 0; i < 5; i++) await signin(r, 'ghost-user', `wrong-${i}`);
    for (let i = 0; i < 5; i++) await signin(r, 'examiner', `wrong-${i}`);
    expect((await signin(r, 'ghost-user', 'x-password')).status).toBe(429);
    expect((await signin(r, 'examiner', 'x-password')).status).toBe(429);
  });

  it('a success clears that pair’s failures', async () => {
    for (let i = 0; i < 4; i++) await signin(r, 'teacher', `wrong-${i}`);
    expect((await signin(r, 'teacher', 'shule-demo')).status).toBe(200);
    for (let i = 0; i < 4; i++) await signin(r, 'teacher', `wrong-${i}`);
    expect((await signin(r, 'teacher', 'shule-demo')).status).toBe(200);
  });

  it('a school behind one router: 30 mistakes do not block it; 100 failures block that address only', async () => {
    process.env.TRUST_PROXY = '1';
    for (let i = 0; i < 30; i++) await signin(r, `typo${i}`, 'guess-1234', from('203.0.113.9'));
    expect((await signin(r, 'hr', 'shule-demo', from('203.0.113.9'))).status).toBe(200);
    for (let i = 30; i < 100; i++) await signin(r, `spray${i}`, 'guess-1234', from('203.0.113.9'));
    expect((await signin(r, 'hr', 'shule-demo', from('203.0.113.9'))).status).toBe(429);
    expect((await signin(r, 'hr', 'shule-demo', from('198.51.100.7'))).status).toBe(200);
  });

  it('a forged X-Forwarded-For does not escape the address limit behind a trusted proxy', async () => {
    process.env.TRUST_PROXY = '1';
    for (let i = 0; i < 5; i++) await signin(r, 'bursar', `wrong-${i}`, from('203.0.113.9', `192.0.2.${i}`));
    expect((await signin(r, 'bursar', 'shule-demo', from('203.0.113.9', '192.0.2.200'))).status).toBe(429);
  });

  it('an administrator unlocks an account at once', async () => {
    for (let i = 0; i < 5; i++) await signin(r, 'bursar', `wrong-${i}`);
    expect((await signin(r, 'bursar', 'shule-demo')).status).toBe(429);
    const admin = await r.signIn('admin');
    const bursar = await r.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bursar')
      .executeTakeFirstOrThrow();
    const unlock = await r.call('POST', `/api/users/${bursar.id}/unlock`, { token: admin.accessToken });
    expect(unlock.status).toBe(204);
    expect((await signin(r, 'bursar', 'shule-demo')).status).toBe(200);
    const registrar = await r.signIn('registrar');
    expect((await r.call('POST', `/api/users/${bursar.id}/unlock`, { token: registrar.accessToken })).status).toBe(403);
  });

  it('a 50 MB username is refused before anything is stored; failures live in the database, not memory', async () => {
    const huge = await signin(r, 'u'.repeat(200), 'x-password');
    expect(huge.status).toBe(400);
    await signin(r, 'nobody-here', 'x-password');
    const rows = await r.ctx.database.db.selectFrom('sign_in_failures').select('key').execute();
    expect(rows.map((row) => row.key).sort()).toEqual([
      'user:account:nobody-here',
      'user:address:local',
      'user:pair:nobody-here|local',
    ]);
  });
});

async function signWith(secret: Uint8Array, userId: number, expires: string | number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ username: 'admin', roles: ['ROLE_All'], branchId: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(typeof expires === 'number' ? expires - 900 : now)
    .setExpirationTime(expires)
    .sign(secret);
}

function unsigned(userId: number): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(userId), roles: ['ROLE_All'], branchId: 1, exp: now + 600 })}.`;
}
