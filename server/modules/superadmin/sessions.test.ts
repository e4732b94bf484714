import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../auth/token-families';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { json, superSignIn } from '../../../tests/helpers/superadmin';

// The school session's rules (tests/api/sessions.test.ts) hold for super administrators too.
let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = (token: string) => t.call('GET', '/api/super/overview', { token });
const refresh = (refreshToken: string) => t.call('POST', '/api/super/refresh', { body: { refreshToken } });

describe(`super administrator sessions end when they should, on ${ENGINE}`, () => {
  it("sign-out refuses the session's access token at once", async () => {
    const admin = await superSignIn(t);
    expect((await overview(admin.accessToken)).status).toBe(200);
    const out = await t.call('POST', '/api/super/signout', { body: { refreshToken: admin.refreshToken } });
    expect(out.status).toBe(204);
    const after = await overview(admin.accessToken);
    expect(after.status).toBe(401);
    expect((await json<{ message: string }>(after)).message).toBe('This session has ended. Please sign in again.');
  });

  it('another session of the same administrator carries on after one signs out', async () => {
    const [one, two] = [await superSignIn(t), await superSignIn(t)];
    await t.call('POST', '/api/super/signout', { body: { refreshToken: one.refreshToken } });
    expect((await overview(two.accessToken)).status).toBe(200);
  });

  it('two tabs refreshing with one token at the same moment both carry on, in one session', async () => {
    const admin = await superSignIn(t);
    const [a, b] = await Promise.all([refresh(admin.refreshToken), refresh(admin.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ta, tb] = [await json<{ accessToken: string }>(a), await json<{ accessToken: string }>(b)];
    expect((await overview(ta.accessToken)).status).toBe(200);
    expect((await overview(tb.accessToken)).status).toBe(200);
  });

  it('a rotated token coming back after the grace window ends the session, access tokens included', async () => {
    const admin = await superSignIn(t);
    const rotated = await json<{ accessToken: string; refreshToken: string }>(await refresh(admin.refreshToken));
    const past = new Date(Date.now() - REFRESH_GRACE_MS - 5_000).toISOString();
    await t.ctx.database.db
      .updateTable('super_refresh_tokens')
      .set({ used_at: past })
      .where('used_at', 'is not', null)
      .execute();
    expect((await refresh(admin.refreshToken)).status).toBe(401);
    expect((await overview(rotated.accessToken)).status).toBe(401);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
  });

  it('expired and long-revoked refresh tokens are pruned', async () => {
    const db = t.ctx.database.db;
    const old = new Date(Date.now() - 86_400_000).toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await db
      .insertInto('super_refresh_tokens')
      .values([
        { id: 'expired', family_id: 'f1', user_id: 1, expires_at: old, created_at: old },
        { id: 'revoked', family_id: 'f2', user_id: 1, expires_at: later, revoked_at: old, created_at: old },
      ])
      .execute();
    await superSignIn(t);
    const left = await db
      .selectFrom('super_refresh_tokens')
      .select('id')
      .where('id', 'in', ['expired', 'revoked'])
      .execute();
    expect(left).toEqual([]);
  });
});
