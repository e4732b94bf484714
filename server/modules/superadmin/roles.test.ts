import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { json, superSignIn } from '../../../tests/helpers/superadmin';

let t: TestApp;
let token: string;
let branchId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await superSignIn(t)).accessToken;
  const school = await t.call('POST', '/api/super/branches', {
    token,
    body: { name: 'Rift Valley Academy', code: 'RVA' },
  });
  branchId = (await json<{ id: number }>(school)).id;
});
afterAll(() => t.close());

interface Refusal {
  message: string;
  errors: Record<string, string>;
  codes: Record<string, { message: string }>;
}

const usersOf = async () =>
  Number(
    (
      await t.ctx.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', branchId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const create = (body: Record<string, unknown>) =>
  t.call('POST', `/api/super/branches/${branchId}/users`, {
    token,
    body: { username: 'rvaadmin', name: 'Wanjiku Kamau', password: 'rift-valley-2026', ...body },
  });

const ROLE_MESSAGE = 'Choose at least one role: a user without one can open nothing but Home';

describe(`a school's user holds at least one role (super administrator's API) on ${ENGINE}`, () => {
  it('refuses a user with no roles, or none sent, by name and field, and creates nothing', async () => {
    for (const body of [{ roles: [] }, {}, { roles: null }]) {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      const answer = await json<Refusal>(refused);
      expect(answer.message).toBe(ROLE_MESSAGE);
      expect(answer.errors.roles).toBe(ROLE_MESSAGE);
      expect(answer.codes.roles.message).toBe('shule.validation.role_required');
    }
    expect(await usersOf()).toBe(0);
  });

  it('creates the first user with ROLE_All, and refuses taking every role away; other edits keep the roles', async () => {
    const created = await create({ roles: ['ROLE_All'] });
    expect(created.status).toBe(201);
    const user = await json<{ id: number; roles: string[] }>(created);
    const path = `/api/super/branches/${branchId}/users/${user.id}`;
    const stripped = await t.call('PUT', path, { token, body: { roles: [] } });
    expect(stripped.status).toBe(400);
    expect((await json<Refusal>(stripped)).errors.roles).toBe(ROLE_MESSAGE);
    const renamed = await t.call('PUT', path, { token, body: { name: 'Wanjiku Njoroge' } });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: 'Wanjiku Njoroge', roles: ['ROLE_All'] });
  });
});
