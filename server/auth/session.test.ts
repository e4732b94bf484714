import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { SessionStore } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ students: 1 });
});
afterAll(() => t.close());

async function userId(username: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const setActive = (id: number, active: boolean) =>
  t.ctx.database.db
    .updateTable('users')
    .set({ active: ENGINE === 'sqlite' ? Number(active) : active })
    .where('id', '=', id)
    .execute();

describe('SessionStore', () => {
  it('answers the user from the database with roles and branch', async () => {
    const store = new SessionStore(t.ctx);
    const id = await userId('registrar');
    expect(await store.current(id)).toMatchObject({
      id,
      username: 'registrar',
      roles: ['ROLE_Admissions_Admin', 'ROLE_Send_Custom_sms'],
    });
    expect(await store.current(987654)).toBeUndefined();
  });

  it('forget makes the next request read the database again', async () => {
    const store = new SessionStore(t.ctx);
    const id = await userId('bursar');
    expect(await store.current(id)).toBeDefined();
    await setActive(id, false);
    store.forget(id);
    expect(await store.current(id)).toBeUndefined();
    await setActive(id, true);
  });

  it('a request racing the deactivating transaction does not cache the old status', async () => {
    const store = new SessionStore(t.ctx);
    const id = await userId('viewer');
    expect(await store.current(id)).toBeDefined();
    store.forget(id); // the users hook runs inside the transaction, before commit
    expect(await store.current(id)).toBeDefined(); // a concurrent request still reads the committed row
    await setActive(id, false); // the commit
    expect(await store.current(id)).toBeUndefined();
    await setActive(id, true);
  });

  it('end revokes every live refresh token of the user', async () => {
    const store = new SessionStore(t.ctx);
    const session = await t.signIn('examiner');
    await store.end(t.ctx.database.db, session.id);
    const live = await t.ctx.database.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', session.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});
