import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../auth/token-families';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { addSuperAdmin, json, superSignIn } from '../../../tests/helpers/superadmin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`super administrator sign-in on ${ENGINE}`, () => {
  it('signs in the demo super administrator with a super token and a refresh token', async () => {
    const answer = await superSignIn(t);
    expect(answer).toMatchObject({ kind: 'super', username: 'superadmin', tokenType: 'Bearer', expiresIn: 900 });
    const claims = JSON.parse(Buffer.from(answer.accessToken.split('.')[1], 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.kind).toBe('super');
    expect(claims.branchId).toBeUndefined();
    const overview = await t.call('GET', '/api/super/overview', { token: answer.accessToken });
    expect(overview.status).toBe(200);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await t.call('POST', '/api/super/signin', {
      body: { username: 'superadmin', password: 'nope-nope' },
    });
    const unknown = await t.call('POST', '/api/super/signin', { body: { username: 'nobody', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('refuses a school user at the super sign-in and the super administrator at the school sign-in', async () => {
    const school = await t.call('POST', '/api/super/signin', { body: { username: 'admin', password: 'shule-demo' } });
    expect(school.status).toBe(401);
    const superAtSchool = await t.call('POST', '/api/auth/signin', {
      body: { username: 'superadmin', password: 'shule-demo' },
    });
    expect(superAtSchool.status).toBe(401);
  });

  it('asks for both fields', async () => {
    const response = await t.call('POST', '/api/super/signin', { body: { username: '' } });
    expect(response.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(response)).errors).toMatchObject({
      username: 'Required',
      password: 'Required',
    });
  });

  it('blocks an account after 5 failures within 15 minutes, even with the right password', async () => {
    await addSuperAdmin(t, 'limited');
    for (let i = 0; i < 5; i++) {
      const failed = await t.call('POST', '/api/super/signin', {
        body: { username: 'limited', password: 'wrong-one' },
      });
      expect(failed.status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/super/signin', {
      body: { username: 'limited', password: 'shule-demo' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(blocked)).message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe(`super and school tokens stay apart on ${ENGINE}`, () => {
  it('refuses a super token on branch routes with 401', async () => {
    const { accessToken } = await superSignIn(t);
    for (const path of ['/api/students', '/api/index/getindexpagedata', '/api/images/getimage/school/1']) {
      const response = await t.call('GET', path, { token: accessToken });
      expect(response.status, path).toBe(401);
    }
  });

  it('refuses a school token on super routes with 403, and no token with 401', async () => {
    const admin = await t.signIn('admin');
    for (const path of ['/api/super/overview', '/api/super/branches', '/api/super/branches/1/users']) {
      expect((await t.call('GET', path, { token: admin.accessToken })).status, path).toBe(403);
      expect((await t.call('GET', path)).status, path).toBe(401);
      expect((await t.call('GET', path, { token: 'not-a-token' })).status, path).toBe(401);
    }
    const create = await t.call('POST', '/api/super/branches', {
      token: admin.accessToken,
      body: { name: 'Sneaky', code: 'SNK' },
    });
    expect(create.status).toBe(403);
  });

  it('never redeems a super refresh token at the school refresh endpoint', async () => {
    const { refreshToken } = await superSignIn(t);
    const response = await t.call('POST', '/api/auth/refresh', { body: { refreshToken } });
    expect(response.status).toBe(401);
  });

  it('refuses a super administrator deactivated meanwhile at once', async () => {
    await addSuperAdmin(t, 'leaving');
    const leaving = await superSignIn(t, 'leaving');
    expect((await t.call('GET', '/api/super/overview', { token: leaving.accessToken })).status).toBe(200);
    await t.ctx.database.db
      .updateTable('super_admins')
      .set({ active: ENGINE === 'postgres' ? false : 0 })
      .where('username', '=', 'leaving')
      .execute();
    expect((await t.call('GET', '/api/super/overview', { token: leaving.accessToken })).status).toBe(401);
    const refresh = await t.call('POST', '/api/super/refresh', { body: { refreshToken: leaving.refreshToken } });
    expect(refresh.status).toBe(401);
  });
});

describe(`super refresh rotation on ${ENGINE}`, () => {
  it('rotates, and a refresh token reused after the grace window ends the whole family', async () => {
    const first = await superSignIn(t);
    const rotated = await t.call('POST', '/api/super/refresh', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    const second = await json<{ accessToken: string; refreshToken: string }>(rotated);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await t.call('GET', '/api/super/overview', { token: second.accessToken })).status).toBe(200);

    await t.ctx.database.db
      .updateTable('super_refresh_tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString() })
      .where('used_at', 'is not', null)
      .execute();
    const reuse = await t.call('POST', '/api/super/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    const successor = await t.call('POST', '/api/super/refresh', { body: { refreshToken: second.refreshToken } });
    expect(successor.status).toBe(401);
  });

  it('signs out: the refresh token no longer works', async () => {
    const session = await superSignIn(t);
    const out = await t.call('POST', '/api/super/signout', { body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(204);
    const refresh = await t.call('POST', '/api/super/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('lists the demo super administrator on the demo endpoint', async () => {
    const demo = await json<{ superAdmins: { username: string; kind: string }[] }>(
      await t.call('GET', '/api/auth/demo'),
    );
    expect(demo.superAdmins).toEqual([expect.objectContaining({ username: 'superadmin', kind: 'super' })]);
  });
});
