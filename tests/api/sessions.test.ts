import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../server/auth/routes';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp({ students: 3 });
  admin = (await t.signIn('admin')).accessToken;
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/classes?range=[0,0]', { token });
const refresh = (refreshToken: string) => t.call('POST', '/api/auth/refresh', { body: { refreshToken } });
const userId = async (username: string) =>
  Number(
    (
      await t.ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe(`sessions end when they should, on ${ENGINE}`, () => {
  it("an administrator's password reset ends the user's sessions: old access and refresh tokens refused", async () => {
    const registrar = await t.signIn('registrar');
    expect((await me(registrar.accessToken)).status).toBe(200);
    const reset = await t.call('PUT', `/api/users/${await userId('registrar')}`, {
      token: admin,
      body: { password: 'Another-long-pass-2026' },
    });
    expect(reset.status).toBe(200);
    expect((await me(registrar.accessToken)).status).toBe(401);
    expect((await refresh(registrar.refreshToken)).status).toBe(401);
    // The new password opens a fresh session.
    expect((await t.signIn('registrar', 'Another-long-pass-2026')).accessToken).toBeTruthy();
  });

  it('removing a role ends the sessions; adding one does not', async () => {
    const teacher = await t.signIn('teacher');
    const id = await userId('teacher');
    const added = await t.call('PUT', `/api/users/${id}`, {
      token: admin,
      body: { roles: [...teacher.roles, 'ROLE_View_Only'] },
    });
    expect(added.status).toBe(200);
    expect((await refresh(teacher.refreshToken)).status).toBe(200);
    const again = await t.signIn('teacher');
    const removed = await t.call('PUT', `/api/users/${id}`, { token: admin, body: { roles: ['ROLE_View_Only'] } });
    expect(removed.status).toBe(200);
    expect((await refresh(again.refreshToken)).status).toBe(401);
  });

  it("sign-out refuses the session's access token at once", async () => {
    const registrar = await t.signIn('registrar');
    expect((await me(registrar.accessToken)).status).toBe(200);
    const out = await t.call('POST', '/api/auth/signout', {
      token: registrar.accessToken,
      body: { refreshToken: registrar.refreshToken },
    });
    expect(out.status).toBe(204);
    const after = await me(registrar.accessToken);
    expect(after.status).toBe(401);
    expect((await json<{ message: string }>(after)).message).toBe('This session has ended. Please sign in again.');
  });

  it('two tabs refreshing with one token at the same moment both carry on, in one session', async () => {
    const registrar = await t.signIn('registrar');
    const [a, b] = await Promise.all([refresh(registrar.refreshToken), refresh(registrar.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ta, tb] = [await json<{ accessToken: string }>(a), await json<{ accessToken: string }>(b)];
    expect((await me(ta.accessToken)).status).toBe(200);
    expect((await me(tb.accessToken)).status).toBe(200);
  });

  it('a rotated token coming back after the grace window ends the session, access tokens included', async () => {
    const registrar = await t.signIn('registrar');
    const rotated = await json<{ accessToken: string; refreshToken: string }>(await refresh(registrar.refreshToken));
    const past = new Date(Date.now() - REFRESH_GRACE_MS - 5_000).toISOString();
    await t.ctx.database.db
      .updateTable('refresh_tokens')
      .set({ used_at: past })
      .where('used_at', 'is not', null)
      .execute();
    expect((await refresh(registrar.refreshToken)).status).toBe(401);
    expect((await me(rotated.accessToken)).status).toBe(401);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
  });

  it('expired and long-revoked refresh tokens are pruned', async () => {
    const db = t.ctx.database.db;
    const old = new Date(Date.now() - 86_400_000).toISOString();
    await db
      .insertInto('refresh_tokens')
      .values([
        { id: 'expired', family_id: 'f1', user_id: 1, expires_at: old, created_at: old },
        {
          id: 'revoked',
          family_id: 'f2',
          user_id: 1,
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          revoked_at: old,
          created_at: old,
        },
      ])
      .execute();
    await t.signIn('registrar');
    const left = await db.selectFrom('refresh_tokens').select('id').where('id', 'in', ['expired', 'revoked']).execute();
    expect(left).toEqual([]);
  });
});
