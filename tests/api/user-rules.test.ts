import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type ErrorBody } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';
import { superSignIn } from '../helpers/superadmin';

let t: TestApp;
let admin: string;
let adminId: number;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  const signed = await t.signIn('admin');
  admin = signed.accessToken;
  adminId = signed.id;
});
afterAll(() => t.close());

const newUser = (password: string, username = `rules${++serial}`) =>
  t.call('POST', '/api/users', { token: admin, body: { username, name: 'Rules Test', password } });

describe(`passwords (ASVS 5.0), on ${ENGINE}`, () => {
  it.each(['password123', 'iloveyou', 'qwertyuiop', 'Password1'])('refuses the common password %s', async (pw) => {
    const response = await newUser(pw);
    expect(response.status).toBe(400);
    const body = await json<ErrorBody & { codes: Record<string, { message: string }> }>(response);
    expect(body.errors?.password).toBe('This password is one of the most common and is easily guessed; choose another');
    expect(body.codes.password.message).toBe('shule.validation.password_common');
  });

  it("refuses the username or the school's name, however written", async () => {
    const own = await newUser('Wanjiku.Kamau', 'wanjikukamau');
    expect((await json<ErrorBody>(own)).errors?.password).toBe(
      'A password must not be the username or the school name',
    );
    const school = await newUser('demo high school');
    expect(school.status).toBe(400);
    expect((await json<ErrorBody>(school)).errors?.password).toBe(
      'A password must not be the username or the school name',
    );
  });

  it('says the numbers of the length rule', async () => {
    const short = await newUser('kifupi');
    expect((await json<ErrorBody>(short)).errors?.password).toBe('Too short (at least 8 characters)');
  });

  it('takes a good one, and the super administrator is held to the same rules', async () => {
    expect((await newUser('Mvua-ya-Masika-2026')).status).toBe(201);
    const superToken = (await superSignIn(t)).accessToken;
    const branch = await t.ctx.database.db.selectFrom('branches').select('id').orderBy('id').executeTakeFirstOrThrow();
    const refused = await t.call('POST', `/api/super/branches/${branch.id}/users`, {
      token: superToken,
      body: { username: 'firstone', name: 'First One', password: 'password1234', roles: ['ROLE_All'] },
    });
    expect(refused.status).toBe(400);
  });
});

describe(`a school keeps an active administrator, on ${ENGINE}`, () => {
  it('refuses to deactivate, demote or delete the only administrator, even by themselves', async () => {
    for (const body of [{ active: false }, { roles: ['ROLE_View_Only'] }]) {
      const response = await t.call('PUT', `/api/users/${adminId}`, { token: admin, body });
      expect(response.status, JSON.stringify(body)).toBe(409);
      expect((await json<ErrorBody>(response)).message).toBe(
        'The school must keep at least one active administrator (ROLE_All)',
      );
    }
    expect((await t.call('DELETE', `/api/users/${adminId}`, { token: admin })).status).toBe(409);
    const bulk = await t.call('POST', '/api/users/bulk-update', {
      token: admin,
      body: { ids: [adminId], data: { active: false } },
    });
    expect(bulk.status).toBe(409);
    expect((await t.call('GET', '/api/classes?range=[0,0]', { token: admin })).status).toBe(200);
  });

  it('lets an administrator step down once another one is active', async () => {
    const created = await json<{ id: number }>(
      await t.call('POST', '/api/users', {
        token: admin,
        body: { username: 'deputy', name: 'Deputy Head', password: 'Mvua-ya-Masika-2026', roles: ['ROLE_All'] },
      }),
    );
    expect(created.id).toBeGreaterThan(0);
    expect(
      (await t.call('PUT', `/api/users/${adminId}`, { token: admin, body: { roles: ['ROLE_View_Only'] } })).status,
    ).toBe(200);
  });
});
