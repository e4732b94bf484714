import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { json, superSignIn } from '../../../tests/helpers/superadmin';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await superSignIn(t)).accessToken;
});
afterAll(() => t.close());

type Branch = { id: number; name: string; code: string; branch_id: number };
type User = { id: number; username: string; active: boolean; roles: string[]; password?: unknown };
type Overview = {
  branches: { id: number; name: string; code: string; students: number; staff: number; users: number }[];
  totals: Record<string, number>;
};

const NEW_SCHOOL = { name: 'Lakeside Academy', code: 'LSA', motto: 'Forward', phone: '+254700000300' };
const NEW_USER = { username: 'lakeadmin', name: 'Lake Admin', roles: ['ROLE_All'], password: 'lake-secret-1' };

const countRows = async (table: string, branchId: number, where?: [string, unknown]) => {
  let query = t.ctx.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('branch_id', '=', branchId);
  if (where) query = query.where(where[0], '=', where[1]);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

let codes = 0;
/** A new school of its own for each test, so no test depends on another. */
async function newSchool(values: Record<string, unknown> = {}): Promise<Branch> {
  codes += 1;
  const response = await t.call('POST', '/api/super/branches', {
    token,
    body: { ...NEW_SCHOOL, code: `T${codes}`, ...values },
  });
  expect(response.status).toBe(201);
  return json<Branch>(response);
}

async function newUser(branchId: number, username: string): Promise<User> {
  const response = await t.call('POST', `/api/super/branches/${branchId}/users`, {
    token,
    body: { ...NEW_USER, username },
  });
  expect(response.status).toBe(201);
  return json<User>(response);
}

describe(`super administrator: schools and their users on ${ENGINE}`, () => {
  it('creates a school: its own branch, audited under the super administrator', async () => {
    const branch = await newSchool({ code: 'LSA' });
    expect(branch).toMatchObject({ ...NEW_SCHOOL, code: 'LSA', branch_id: branch.id });
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'branches')
      .where('record_id', '=', String(branch.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', username: 'superadmin', branch_id: branch.id, user_id: null });
    const list = await json<Branch[]>(await t.call('GET', '/api/super/branches', { token }));
    expect(list.map((b) => b.code)).toEqual(expect.arrayContaining(['DHS', 'DPS', 'LSA']));
  });

  it('validates a school with the branches declaration and keeps codes unique', async () => {
    const bad = await t.call('POST', '/api/super/branches', { token, body: { name: '', code: 'bad code', x: 1 } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors: object }>(bad)).errors).sort()).toEqual(['code', 'name', 'x']);
    const taken = await t.call('POST', '/api/super/branches', { token, body: { name: 'Again', code: 'DHS' } });
    expect(taken.status).toBe(409);
  });

  it('edits a school and answers 404 for an unknown one', async () => {
    const branch = await newSchool();
    const edited = await t.call('PUT', `/api/super/branches/${branch.id}`, { token, body: { motto: 'Onward' } });
    expect(await json(edited)).toMatchObject({ id: branch.id, motto: 'Onward', code: branch.code });
    expect((await t.call('GET', `/api/super/branches/${branch.id}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/api/super/branches/999999', { token })).status).toBe(404);
    expect((await t.call('PUT', '/api/super/branches/abc', { token, body: {} })).status).toBe(404);
  });

  it('creates a user of the school, who signs in and sees only the new, empty school', async () => {
    const branch = await newSchool();
    const user = await newUser(branch.id, 'lakeadmin');
    expect(user).toMatchObject({ username: 'lakeadmin', roles: ['ROLE_All'], active: true });
    expect(user.password).toBeUndefined();

    const session = await t.signIn('lakeadmin', 'lake-secret-1');
    expect(session.branchId).toBe(branch.id);
    const students = await t.call('GET', '/api/students', { token: session.accessToken });
    expect(await students.json()).toEqual([]);
    expect(students.headers.get('content-range')).toMatch(/\/0$/);
    const schools = await json<Branch[]>(await t.call('GET', '/api/branches', { token: session.accessToken }));
    expect(schools.map((b) => b.id)).toEqual([branch.id]);
    const users = await json<User[]>(await t.call('GET', '/api/users', { token: session.accessToken }));
    expect(users.map((u) => u.username)).toEqual(['lakeadmin']);

    const listed = await json<User[]>(await t.call('GET', `/api/super/branches/${branch.id}/users`, { token }));
    expect(listed.map((u) => u.username)).toEqual(['lakeadmin']);
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'users')
      .where('record_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', username: 'superadmin', branch_id: branch.id });
    expect(JSON.parse(String(audit.changes)).password).toEqual({ after: '(changed)' });
  });

  it('validates users with the users declaration: roles from the spec list, a password, a unique username', async () => {
    const branch = await newSchool();
    const url = `/api/super/branches/${branch.id}/users`;
    const bad = await t.call('POST', url, { token, body: { username: 'x', name: 'X', roles: ['ROLE_Boss'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors: object }>(bad)).errors).sort()).toEqual(['password', 'roles', 'username']);
    const taken = await t.call('POST', url, { token, body: { ...NEW_USER, username: 'registrar2' } });
    expect(taken.status).toBe(409);
    expect((await t.call('POST', '/api/super/branches/999999/users', { token, body: NEW_USER })).status).toBe(404);
  });

  it("refuses to edit a user through another school's path", async () => {
    const branch = await newSchool();
    const registrar2 = await t.signIn('registrar2');
    const wrong = await t.call('PUT', `/api/super/branches/${branch.id}/users/${registrar2.id}`, {
      token,
      body: { name: 'Moved' },
    });
    expect(wrong.status).toBe(404);
  });

  it('deactivating a user ends their session at once: access and refresh tokens both refused', async () => {
    const branch = await newSchool();
    const user = await newUser(branch.id, 'leaver');
    const session = await t.signIn('leaver', 'lake-secret-1');
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(200);
    const off = await t.call('PUT', `/api/super/branches/${branch.id}/users/${user.id}`, {
      token,
      body: { active: false },
    });
    expect(await json(off)).toMatchObject({ active: false });
    expect((await t.call('GET', '/api/students', { token: session.accessToken })).status).toBe(401);
    const refresh = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
    const signIn = await t.call('POST', '/api/auth/signin', {
      body: { username: 'leaver', password: 'lake-secret-1' },
    });
    expect(signIn.status).toBe(401);
  });

  it('a password reset ends the sessions: old refresh tokens revoked, the old password refused', async () => {
    const branch = await newSchool();
    const user = await newUser(branch.id, 'forgetful');
    const url = `/api/super/branches/${branch.id}/users/${user.id}`;
    const session = await t.signIn('forgetful', 'lake-secret-1');
    const reset = await t.call('PUT', url, { token, body: { password: 'lake-secret-2' } });
    expect(reset.status).toBe(200);
    const refresh = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
    const old = await t.call('POST', '/api/auth/signin', {
      body: { username: 'forgetful', password: 'lake-secret-1' },
    });
    expect(old.status).toBe(401);
    expect((await t.signIn('forgetful', 'lake-secret-2')).branchId).toBe(branch.id);
  });

  it('overview: every school with its counts, computed from the database', async () => {
    const branch = await newSchool({ name: 'Counted School' });
    await newUser(branch.id, 'counted');
    const response = await t.call('GET', '/api/super/overview', { token });
    expect(response.status).toBe(200);
    const overview = await json<Overview>(response);
    const branchRows = await t.ctx.database.db.selectFrom('branches').select(['id', 'name', 'code']).execute();
    expect(overview.branches.map((b) => b.id).sort()).toEqual(branchRows.map((b) => Number(b.id)).sort());
    const active = ENGINE === 'postgres' ? true : 1;
    for (const summary of overview.branches) {
      expect(summary.students).toBe(await countRows('students', summary.id, ['status', 'active']));
      expect(summary.users).toBe(await countRows('users', summary.id, ['active', active]));
      const staff = await t.ctx.database.db
        .selectFrom('employees')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', summary.id)
        .where('category', '=', 'non_teaching')
        .where('active', '=', active)
        .executeTakeFirstOrThrow();
      expect(summary.staff).toBe(Number(staff.n));
    }
    const dhs = overview.branches.find((b) => b.code === 'DHS');
    const mine = overview.branches.find((b) => b.id === branch.id);
    expect(dhs?.students).toBeGreaterThan(0);
    expect(mine).toMatchObject({ name: 'Counted School', code: branch.code, students: 0, staff: 0, users: 1 });
    const sum = (key: 'students' | 'staff' | 'users') => overview.branches.reduce((n, b) => n + b[key], 0);
    expect(overview.totals).toEqual({
      branches: branchRows.length,
      students: sum('students'),
      staff: sum('staff'),
      users: sum('users'),
    });

    await t.ctx.database.db
      .updateTable('students')
      .set({ status: 'left' })
      .where('branch_id', '=', dhs?.id ?? 0)
      .execute();
    const after = await json<Overview>(await t.call('GET', '/api/super/overview', { token }));
    expect(after.branches.find((b) => b.code === 'DHS')?.students).toBe(0);
  });

  it('answers 404 for an unknown super route once signed in, 401 before', async () => {
    expect((await t.call('GET', '/api/super/nothing-here', { token })).status).toBe(404);
    expect((await t.call('GET', '/api/super/nothing-here')).status).toBe(401);
  });
});
