import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/demo-users';
import { students } from '../../src/schema/admissions';
import { type ErrorBody, branchIdOf, countRows, json, rowById, totalOf } from '../helpers/api';
import { createTestApp, ENGINE, withoutAdmissionBilling, listQuery, type TestApp } from '../helpers/harness';

type Rec = Record<string, unknown> & { id: number };

let t: TestApp;
let token: string;
let branch: number;
let classIds: number[];
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('admin')).accessToken;
  await withoutAdmissionBilling(t);
  branch = await branchIdOf(t, 'DHS');
  const rows = await t.ctx.database.db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branch)
    .orderBy('level')
    .execute();
  classIds = rows.map((r) => Number(r.id));
});
afterAll(() => t.close());

const get = (path: string) => t.call('GET', path, { token });
const list = (resource: string, params: Parameters<typeof listQuery>[0] = {}) =>
  get(`/api/${resource}?${listQuery(params)}`);

function newStudent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    admission_no: `CRUD/${serial}`,
    first_name: 'Test',
    last_name: `Pupil${serial}`,
    gender: 'female',
    class_id: classIds[0],
    ...overrides,
  };
}

async function createStudent(overrides: Record<string, unknown> = {}): Promise<Rec> {
  const response = await t.call('POST', '/api/students', { token, body: newStudent(overrides) });
  expect(response.status).toBe(201);
  return json<Rec>(response);
}

const studentCount = () => countRows(t, 'students', { branch_id: branch });

describe(`list (${ENGINE})`, () => {
  it('answers the first page in the declared default sort with Content-Range', async () => {
    const response = await get('/api/students');
    expect(response.status).toBe(200);
    const rows = await json<Rec[]>(response);
    const total = await studentCount();
    expect(rows).toHaveLength(Math.min(25, total));
    expect(response.headers.get('content-range')).toBe(`students 0-${rows.length - 1}/${total}`);
    // Students: the newest admissions first (admission numbers carry the year).
    const numbers = rows.map((r) => String(r.admission_no));
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('pages with range and reports the slice and the total', async () => {
    const all = await json<Rec[]>(await list('students', { sort: ['id', 'ASC'], range: [0, 999] }));
    const response = await list('students', { sort: ['id', 'ASC'], range: [5, 9] });
    const rows = await json<Rec[]>(response);
    expect(rows.map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
    expect(response.headers.get('content-range')).toBe(`students 5-9/${all.length}`);
  });

  it('answers an empty page past the end with the real total', async () => {
    const response = await list('classes', { range: [500, 509] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(totalOf(response)).toBe(await countRows(t, 'classes', { branch_id: branch }));
  });

  it('sorts by any declared field both ways, ties broken by id', async () => {
    const asc = await json<Rec[]>(await list('students', { sort: ['last_name', 'ASC'], range: [0, 999] }));
    const desc = await json<Rec[]>(await list('students', { sort: ['last_name', 'DESC'], range: [0, 999] }));
    const names = asc.map((r) => String(r.last_name));
    expect(names).toEqual([...names].sort());
    expect(desc.map((r) => r.id)).toEqual([...asc].reverse().map((r) => r.id));
  });

  it('accepts a lower-case sort order', async () => {
    const rows = await json<Rec[]>(await list('classes', { sort: ['level', 'desc'] }));
    expect(rows.map((r) => r.level)).toEqual([...rows.map((r) => Number(r.level))].sort((a, b) => b - a));
  });

  it('never sends a password hash', async () => {
    const rows = await json<Rec[]>(await list('users', { range: [0, 99] }));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('password');
  });
});

describe('bad list parameters answer 400 naming the problem, never 500', () => {
  it.each([
    ['sort=["nope","ASC"]', /nope/],
    ['sort=["password","ASC"]', /password/],
    ['sort=["branch_id","ASC"]', /branch_id/],
    ['sort=["last_name","SIDEWAYS"]', /ASC or DESC/],
    ['sort=last_name', /sort/],
    ['sort=["last_name"]', /sort/],
    ['range=[0,', /range/],
    ['range=[-1,5]', /range/],
    ['range=[10,5]', /range/],
    ['range=[0,5000]', /1000/],
    ['range=[0.5,3]', /range/],
    ['range={"a":1}', /range/],
    ['filter={bad json', /filter/],
    ['filter=[1,2]', /filter/],
    ['filter={"nope":1}', /nope/],
    ['filter={"password":"x"}', /password/],
    ['filter={"last_name_gte":"A"}', /last_name/],
    ['filter={"class_id":"abc"}', /class_id/],
    ['filter={"date_of_birth_gte":"2010-13-45"}', /date_of_birth_gte/],
    ['filter={"gender":"other"}', /gender/],
    ['filter={"class_id":{"a":1}}', /class_id/],
    ['filter={"q":5}', /q/],
  ])('students?%s', async (query, message) => {
    const [key, value] = query.split(/=(.*)/s);
    const response = await get(`/api/students?${key}=${encodeURIComponent(value)}`);
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.message).toMatch(message);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'a field named like an Object property (%s) is unknown, in filter and sort',
    async (name) => {
      const filter = await get(`/api/students?filter=${encodeURIComponent(`{"${name}":1}`)}`);
      const sort = await list('students', { sort: [name, 'ASC'] });
      expect(sort.status).toBe(400);
      expect((await json<ErrorBody>(sort)).message).toContain(name);
      // JSON.parse makes "__proto__" an own key; an object literal key would be dropped before it.
      expect(filter.status).toBe(400);
    },
  );

  it('a filter on users.password is refused even for the super user', async () => {
    const response = await list('users', { filter: { password: 'shule-demo' } });
    expect(response.status).toBe(400);
  });
});

describe('filters', () => {
  it('equality on a choice', async () => {
    const response = await list('students', { filter: { gender: 'female' }, range: [0, 999] });
    const rows = await json<Rec[]>(response);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.gender === 'female')).toBe(true);
    expect(totalOf(response)).toBe(await countRows(t, 'students', { branch_id: branch, gender: 'female' }));
  });

  it('equality on a boolean, true and false', async () => {
    const inactive = await json<Rec[]>(await list('classes', { filter: { active: false } }));
    expect(inactive.map((r) => r.name)).toEqual(['Alumni']);
    const active = await json<Rec[]>(await list('classes', { filter: { active: true } }));
    expect(active.map((r) => r.name)).toEqual(['Form 1', 'Form 2', 'Form 3', 'Form 4']);
  });

  it('a list of values means "in"', async () => {
    const wanted = [classIds[1], classIds[2]];
    const response = await list('students', { filter: { class_id: wanted }, range: [0, 999] });
    const rows = await json<Rec[]>(response);
    expect(new Set(rows.map((r) => r.class_id))).toEqual(new Set(wanted));
    const expected =
      (await countRows(t, 'students', { class_id: wanted[0] })) +
      (await countRows(t, 'students', { class_id: wanted[1] }));
    expect(totalOf(response)).toBe(expected);
  });

  it('an empty list matches nothing', async () => {
    const response = await list('students', { filter: { id: [] } });
    expect(await response.json()).toEqual([]);
    expect(totalOf(response)).toBe(0);
  });

  it('null matches records without a value', async () => {
    const orphan = await createStudent({ stream_id: null });
    const rows = await json<Rec[]>(await list('students', { filter: { stream_id: null }, range: [0, 999] }));
    expect(rows.map((r) => r.id)).toContain(orphan.id);
    expect(rows.every((r) => r.stream_id === null)).toBe(true);
  });

  it('ranges with _gte and _lte on numbers', async () => {
    const rows = await json<Rec[]>(await list('classes', { filter: { level_gte: 2, level_lte: 3 } }));
    expect(rows.map((r) => r.name)).toEqual(['Form 2', 'Form 3']);
  });

  it('ranges on dates are inclusive at both ends', async () => {
    // A year no demo student is born in, within a date of birth's bounds (2 to 30 years ago).
    const y = new Date().getFullYear() - 25;
    const a = await createStudent({ date_of_birth: `${y}-03-01` });
    const b = await createStudent({ date_of_birth: `${y}-03-31` });
    const c = await createStudent({ date_of_birth: `${y}-04-01` });
    const rows = await json<Rec[]>(
      await list('students', { filter: { date_of_birth_gte: `${y}-03-01`, date_of_birth_lte: `${y}-03-31` } }),
    );
    expect(rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(rows.map((r) => r.id)).not.toContain(c.id);
  });

  it('a range on id works (system column)', async () => {
    const all = await json<Rec[]>(await list('students', { sort: ['id', 'ASC'], range: [0, 999] }));
    const pivot = Number(all[3].id);
    const rows = await json<Rec[]>(await list('students', { filter: { id_lte: pivot }, sort: ['id', 'ASC'] }));
    expect(rows.map((r) => r.id)).toEqual(all.slice(0, 4).map((r) => r.id));
  });

  it('contains on a multi-choice list', async () => {
    const rows = await json<Rec[]>(await list('users', { filter: { roles: 'ROLR_HR_ADMIN' } }));
    // HR's officer and the principal, who approves payroll; nobody else holds the role.
    const holders = DEMO_USERS.filter((u) => u.roles.includes('ROLR_HR_ADMIN')).map((u) => u.username);
    expect(holders.length).toBeGreaterThan(1);
    expect(rows.map((r) => r.username).sort()).toEqual(holders.sort());
  });

  it('filters combine with AND', async () => {
    const response = await list('students', { filter: { gender: 'male', class_id: classIds[0] }, range: [0, 999] });
    const rows = await json<Rec[]>(response);
    expect(rows.every((r) => r.gender === 'male' && r.class_id === classIds[0])).toBe(true);
    expect(totalOf(response)).toBe(await countRows(t, 'students', { gender: 'male', class_id: classIds[0] }));
  });

  it('getMany: filter={"id":[...]} answers exactly those records, ids given as strings too', async () => {
    const all = await json<Rec[]>(await list('students', { range: [0, 4] }));
    const ids = all.slice(1, 4).map((r) => r.id);
    const rows = await json<Rec[]>(await list('students', { filter: { id: ids.map(String) } }));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('getManyReference: a reference filter lists the children of one parent', async () => {
    const response = await list('streams', { filter: { class_id: classIds[1] }, sort: ['name', 'ASC'] });
    const rows = await json<Rec[]>(response);
    expect(rows.map((r) => r.name)).toEqual(['East', 'North', 'West']);
    expect(rows.every((r) => r.class_id === classIds[1])).toBe(true);
    expect(totalOf(response)).toBe(3);
  });
});

describe('q: full text over the declared search fields', () => {
  it('matches a word prefix, case-insensitive', async () => {
    const s = await createStudent({ first_name: 'Zebedayo', last_name: 'Quaternion' });
    for (const q of ['zebed', 'ZEBEDAYO', 'quatern']) {
      const rows = await json<Rec[]>(await list('students', { filter: { q } }));
      expect(
        rows.map((r) => r.id),
        q,
      ).toEqual([s.id]);
    }
  });

  it('every word must match (prefix per word, any order, any field)', async () => {
    const s = await createStudent({
      first_name: 'Yolanda',
      last_name: 'Xylophone',
      guardians: [{ name: 'Mama Wendo', relationship: 'mother', phone: '0722 000 111' }],
    });
    await createStudent({ first_name: 'Yolanda', last_name: 'Other' });
    const both = await json<Rec[]>(await list('students', { filter: { q: 'xylo yol' } }));
    expect(both.map((r) => r.id)).toEqual([s.id]);
    const guardian = await json<Rec[]>(await list('students', { filter: { q: 'wend yola' } }));
    expect(guardian.map((r) => r.id)).toEqual([s.id]);
  });

  it('matches the admission number', async () => {
    const s = await createStudent({ admission_no: 'QQX/2020/777' });
    const rows = await json<Rec[]>(await list('students', { filter: { q: 'QQX' } }));
    expect(rows.map((r) => r.id)).toEqual([s.id]);
  });

  it('does not search undeclared fields and finds nothing for an unknown word', async () => {
    await createStudent({
      guardians: [{ name: 'Mama Phone', relationship: 'mother', phone: '+254799123456' }],
      first_name: 'Phonefield',
    });
    expect(await json<Rec[]>(await list('students', { filter: { q: '799123456' } }))).toEqual([]);
    const none = await list('students', { filter: { q: 'nosuchwordanywhere' } });
    expect(await none.json()).toEqual([]);
    expect(totalOf(none)).toBe(0);
  });

  it('combines with filters and reflects updates and deletes', async () => {
    const s = await createStudent({ first_name: 'Vumilia', gender: 'female' });
    expect(await json<Rec[]>(await list('students', { filter: { q: 'vumil', gender: 'male' } }))).toEqual([]);
    await t.call('PUT', `/api/students/${s.id}`, { token, body: { first_name: 'Uwezo' } });
    expect(await json<Rec[]>(await list('students', { filter: { q: 'vumil' } }))).toEqual([]);
    expect((await json<Rec[]>(await list('students', { filter: { q: 'uwezo' } }))).map((r) => r.id)).toEqual([s.id]);
    await t.call('DELETE', `/api/students/${s.id}`, { token });
    expect(await json<Rec[]>(await list('students', { filter: { q: 'uwezo' } }))).toEqual([]);
  });

  it('punctuation-only q is no condition, not an error', async () => {
    const response = await list('classes', { filter: { q: '!!! ***' } });
    expect(response.status).toBe(200);
    expect(totalOf(response)).toBe(await countRows(t, 'classes', { branch_id: branch }));
  });
});

describe('get one', () => {
  it('answers the record with wire types', async () => {
    const created = await createStudent({ fee_balance: undefined, date_of_birth: '2011-02-03' });
    const response = await get(`/api/students/${created.id}`);
    expect(response.status).toBe(200);
    const body = await json<Rec>(response);
    expect(body).toMatchObject({ id: created.id, branch_id: branch, date_of_birth: '2011-02-03', status: 'active' });
    const cls = await json<Rec>(await get(`/api/classes/${classIds[0]}`));
    expect(cls.active).toBe(true);
    const user = await json<Rec>(await get(`/api/users/${(await t.signIn('hr')).id}`));
    expect(user.roles).toEqual(['ROLR_HR_ADMIN']);
    expect(user).not.toHaveProperty('password');
  });

  it.each(['999999', 'abc', '0', '-1', '1.5'])('404 for id %s', async (id) => {
    const response = await get(`/api/students/${id}`);
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).message).toBeTruthy();
  });

  it('404 for an unknown resource', async () => {
    expect((await get('/api/nothing_here')).status).toBe(404);
    expect((await get('/api/nothing_here/1')).status).toBe(404);
  });
});

describe('create', () => {
  it('answers 201 with the stored record, applies defaults and stamps system columns', async () => {
    const before = await studentCount();
    const me = await t.signIn('admin');
    const response = await t.call('POST', '/api/students', { token, body: newStudent() });
    expect(response.status).toBe(201);
    const body = await json<Rec>(response);
    expect(body.id).toBeGreaterThan(0);
    expect(body).toMatchObject({ status: 'active', branch_id: branch, created_by: me.id, updated_by: me.id });
    expect(typeof body.created_at).toBe('string');
    expect(await studentCount()).toBe(before + 1);
    expect(await json<Rec>(await get(`/api/students/${body.id}`))).toEqual(body);
  });

  it('ignores system columns sent by the client', async () => {
    const other = await branchIdOf(t, 'DPS');
    const body = await createStudent({ branch_id: other, id: 123456, created_by: 999 });
    expect(body.branch_id).toBe(branch);
    expect(body.id).not.toBe(123456);
    expect(body.created_by).not.toBe(999);
  });

  it('coerces numeric strings the forms send', async () => {
    const response = await t.call('POST', '/api/classes', { token, body: { name: 'Form 5 coerced', level: '5' } });
    expect(response.status).toBe(201);
    expect((await json<Rec>(response)).level).toBe(5);
  });

  it('a user password is stored hashed, never answered, and signs in', async () => {
    const response = await t.call('POST', '/api/users', {
      token,
      body: { username: 'newclerk', name: 'New Clerk', password: 'clerk-pass-1', roles: ['ROLE_View_Only'] },
    });
    expect(response.status).toBe(201);
    const body = await json<Rec>(response);
    expect(body).not.toHaveProperty('password');
    const stored = await rowById(t, 'users', body.id);
    expect(String(stored?.password)).toMatch(/^\$argon2id\$/);
    expect((await t.signIn('newclerk', 'clerk-pass-1')).roles).toEqual(['ROLE_View_Only']);
  });

  it.each([
    ['405 for a resource that cannot be created (branches)', 'branches', { name: 'X', code: 'X' }, 405],
    ['400 for a body that is not JSON', 'students', 'not json', 400],
    ['400 for a JSON array body', 'students', [1, 2], 400],
  ])('%s', async (_name, resource, body, status) => {
    const before = await countRows(t, resource);
    const response = await t.call('POST', `/api/${resource}`, { token, body });
    expect(response.status).toBe(status);
    expect(await countRows(t, resource)).toBe(before);
  });
});

/** Required fields without a default, from the declaration: blank or absent, each is named. */
const MUST_FILL = Object.entries(students.fields)
  .filter(([, f]) => f.required && f.default === undefined && !f.readOnly)
  .map(([name]) => name);

describe('validation: 400 with per-field errors and nothing written', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'every missing required field',
      // An empty admission number is not an error: the server generates one.
      { admission_no: '', ...Object.fromEntries(MUST_FILL.map((name, i) => [name, i % 2 === 0 ? ' ' : undefined])) },
      MUST_FILL,
    ],
    ['an unknown field', { colour: 'blue' }, ['colour']],
    ['a read-only field', { fee_balance: 5000 }, ['fee_balance']],
    ['a wrong choice', { gender: 'other' }, ['gender']],
    ['an impossible date', { date_of_birth: '2011-02-30' }, ['date_of_birth']],
    ['a bad phone', { guardian_phone: 'call me' }, ['guardian_phone']],
    ['a pattern mismatch', { admission_no: 'has space' }, ['admission_no']],
    ['a text too long', { first_name: 'x'.repeat(61) }, ['first_name']],
    ['a missing reference', { class_id: 999999 }, ['class_id']],
    ['a reference that is not an id', { class_id: 'Form 1' }, ['class_id']],
  ];
  it.each(cases)('create with %s', async (_name, overrides, fields) => {
    const before = await studentCount();
    const response = await t.call('POST', '/api/students', { token, body: newStudent(overrides) });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(typeof body.errors?.[field]).toBe('string');
    expect(await studentCount()).toBe(before);
  });

  it('a NUL character, which PostgreSQL cannot store, is refused on the field with a 400 on both engines', async () => {
    const before = await studentCount();
    const response = await t.call('POST', '/api/students', {
      token,
      body: newStudent({ first_name: 'nul\u0000char' }),
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors?.first_name).toBe('Invalid value');
    expect(await studentCount()).toBe(before);
    const filtered = await list('students', { filter: { first_name: 'nul\u0000char' } });
    expect(filtered.status).toBe(400);
  });

  it('a date in year 0, which PostgreSQL refuses, is a validation error on the field', async () => {
    const response = await t.call('POST', '/api/students', {
      token,
      body: newStudent({ date_of_birth: '0000-01-01' }),
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors?.date_of_birth).toBe('Must be a date (YYYY-MM-DD)');
  });

  it('messages are human text with their limits', async () => {
    const response = await t.call('POST', '/api/students', { token, body: newStudent({ first_name: 'x'.repeat(61) }) });
    expect((await json<ErrorBody>(response)).errors?.first_name).toBe('Too long (at most 60 characters)');
  });

  it.each([
    ['too short', 'seven77', 400],
    ['too long', 'x'.repeat(129), 400],
    ['8 characters', 'Kilima8x', 201],
    ['128 characters', 'y'.repeat(128), 201],
  ])('user password %s', async (_name, password, status) => {
    serial += 1;
    const before = await countRows(t, 'users');
    const response = await t.call('POST', '/api/users', {
      token,
      body: { username: `pw${serial}`, name: 'Password Test', password },
    });
    expect(response.status).toBe(status);
    if (status === 400) expect((await json<ErrorBody>(response)).errors).toHaveProperty('password');
    expect(await countRows(t, 'users')).toBe(before + (status === 201 ? 1 : 0));
  });

  it('update with an invalid value changes nothing', async () => {
    const s = await createStudent({ first_name: 'Stable' });
    const response = await t.call('PUT', `/api/students/${s.id}`, {
      token,
      body: { first_name: 'Changed', gender: 'unknown' },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toHaveProperty('gender');
    expect((await rowById(t, 'students', s.id))?.first_name).toBe('Stable');
  });

  it('update with a missing reference changes nothing', async () => {
    const s = await createStudent();
    const response = await t.call('PUT', `/api/students/${s.id}`, {
      token,
      body: { first_name: 'Nope', stream_id: 999999 },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toHaveProperty('stream_id');
    expect((await rowById(t, 'students', s.id))?.first_name).toBe('Test');
  });

  it('update clearing a required field is refused', async () => {
    const s = await createStudent();
    const response = await t.call('PUT', `/api/students/${s.id}`, { token, body: { last_name: '' } });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toHaveProperty('last_name');
    expect((await rowById(t, 'students', s.id))?.last_name).toBe(s.last_name);
  });
});

describe('unique fields: 409 and nothing written', () => {
  it('create with a taken admission number', async () => {
    const s = await createStudent();
    const before = await studentCount();
    const response = await t.call('POST', '/api/students', {
      token,
      body: newStudent({ admission_no: s.admission_no }),
    });
    expect(response.status).toBe(409);
    expect((await json<ErrorBody>(response)).message).toBeTruthy();
    expect(await studentCount()).toBe(before);
  });

  it('update onto a taken admission number', async () => {
    const a = await createStudent();
    const b = await createStudent();
    const response = await t.call('PUT', `/api/students/${b.id}`, {
      token,
      body: { admission_no: a.admission_no, first_name: 'Renamed' },
    });
    expect(response.status).toBe(409);
    const row = await rowById(t, 'students', b.id);
    expect(row).toMatchObject({ admission_no: b.admission_no, first_name: 'Test' });
  });

  it('a username is unique across branches', async () => {
    const before = await countRows(t, 'users');
    const response = await t.call('POST', '/api/users', {
      token,
      body: { username: 'registrar2', name: 'Clash', password: 'long-enough' },
    });
    expect(response.status).toBe(409);
    expect(await countRows(t, 'users')).toBe(before);
  });
});

describe('update', () => {
  it('changes only the fields sent and answers the stored record', async () => {
    const s = await createStudent({ middle_name: 'Keep' });
    const response = await t.call('PUT', `/api/students/${s.id}`, { token, body: { first_name: 'Changed' } });
    expect(response.status).toBe(200);
    const body = await json<Rec>(response);
    expect(body).toMatchObject({ id: s.id, first_name: 'Changed', middle_name: 'Keep', last_name: s.last_name });
    expect(body.created_at).toBe(s.created_at);
    expect(await json<Rec>(await get(`/api/students/${s.id}`))).toEqual(body);
  });

  it('accepts the whole record back as react-admin sends it (system columns included)', async () => {
    const s = await createStudent();
    const response = await t.call('PUT', `/api/students/${s.id}`, { token, body: { ...s, first_name: 'Whole' } });
    expect(response.status).toBe(200);
    expect((await json<Rec>(response)).first_name).toBe('Whole');
  });

  it('an empty password keeps the old one', async () => {
    const created = await json<Rec>(
      await t.call('POST', '/api/users', {
        token,
        body: { username: 'keeppw', name: 'Keep', password: 'original-pw' },
      }),
    );
    const response = await t.call('PUT', `/api/users/${created.id}`, { token, body: { name: 'Kept', password: '' } });
    expect(response.status).toBe(200);
    expect((await t.signIn('keeppw', 'original-pw')).id).toBe(created.id);
    await t.call('PUT', `/api/users/${created.id}`, { token, body: { password: 'replaced-pw' } });
    expect(
      (await t.call('POST', '/api/auth/signin', { body: { username: 'keeppw', password: 'original-pw' } })).status,
    ).toBe(401);
    expect((await t.signIn('keeppw', 'replaced-pw')).id).toBe(created.id);
  });

  it('a new password of the wrong length is refused and the old one still signs in', async () => {
    const created = await json<Rec>(
      await t.call('POST', '/api/users', {
        token,
        body: { username: 'shortpw', name: 'Short', password: 'original-pw' },
      }),
    );
    for (const password of ['short', 'x'.repeat(129)]) {
      const response = await t.call('PUT', `/api/users/${created.id}`, { token, body: { password } });
      expect(response.status).toBe(400);
      expect((await json<ErrorBody>(response)).errors).toHaveProperty('password');
    }
    expect((await t.signIn('shortpw', 'original-pw')).id).toBe(created.id);
  });

  it('404 for a missing record, nothing created', async () => {
    const before = await studentCount();
    const response = await t.call('PUT', '/api/students/999999', { token, body: { first_name: 'Ghost' } });
    expect(response.status).toBe(404);
    expect(await studentCount()).toBe(before);
  });
});

describe('delete', () => {
  it('answers the deleted record; the record is gone', async () => {
    const s = await createStudent();
    const response = await t.call('DELETE', `/api/students/${s.id}`, { token });
    expect(response.status).toBe(200);
    expect((await json<Rec>(response)).id).toBe(s.id);
    expect((await get(`/api/students/${s.id}`)).status).toBe(404);
    expect(await rowById(t, 'students', s.id)).toBeUndefined();
  });

  it('404 for a missing record', async () => {
    expect((await t.call('DELETE', '/api/students/999999', { token })).status).toBe(404);
  });

  it('409 for a record other records point at, and it stays', async () => {
    const response = await t.call('DELETE', `/api/classes/${classIds[0]}`, { token });
    expect(response.status).toBe(409);
    expect(await rowById(t, 'classes', classIds[0])).toBeDefined();
  });

  it('405 for a resource that cannot be deleted (branches)', async () => {
    const response = await t.call('DELETE', `/api/branches/${branch}`, { token });
    expect(response.status).toBe(405);
    expect(await rowById(t, 'branches', branch)).toBeDefined();
  });
});

describe('bulk update: one transaction', () => {
  it('changes every listed record', async () => {
    const a = await createStudent();
    const b = await createStudent();
    const response = await t.call('POST', '/api/students/bulk-update', {
      token,
      body: { ids: [a.id, b.id], data: { residence: 'boarding' } },
    });
    expect(response.status).toBe(200);
    expect((await json<{ data: number[] }>(response)).data.sort()).toEqual([a.id, b.id].sort());
    for (const s of [a, b]) expect((await rowById(t, 'students', s.id))?.residence).toBe('boarding');
  });

  it('one missing id: 404 and nothing changed', async () => {
    const a = await createStudent();
    const response = await t.call('POST', '/api/students/bulk-update', {
      token,
      body: { ids: [a.id, 999999], data: { residence: 'boarding' } },
    });
    expect(response.status).toBe(404);
    expect((await rowById(t, 'students', a.id))?.residence).toBe('day');
  });

  it('a unique clash on the second record: 409 and the first is rolled back', async () => {
    const a = await createStudent();
    const b = await createStudent();
    const response = await t.call('POST', '/api/students/bulk-update', {
      token,
      body: { ids: [a.id, b.id], data: { admission_no: 'BULK/SAME' } },
    });
    expect(response.status).toBe(409);
    expect((await rowById(t, 'students', a.id))?.admission_no).toBe(a.admission_no);
    expect(await countRows(t, 'students', { admission_no: 'BULK/SAME' })).toBe(0);
  });

  it.each([
    ['invalid data', { ids: 'SELF', data: { gender: 'x' } }],
    ['empty data', { ids: 'SELF', data: {} }],
    ['no data', { ids: 'SELF' }],
    ['empty ids', { ids: [], data: { status: 'left' } }],
    ['ids not a list', { ids: 'all', data: { status: 'left' } }],
    ['a bad id', { ids: ['SELF', 'x'], data: { status: 'left' } }],
    ['too many ids', { ids: 'MANY', data: { status: 'left' } }],
  ])('400 for %s, nothing changed', async (_name, template) => {
    const a = await createStudent();
    const fill = (v: unknown): unknown =>
      v === 'SELF'
        ? [a.id]
        : v === 'MANY'
          ? Array.from({ length: 1001 }, (_, i) => i + 1)
          : Array.isArray(v)
            ? v.map((x) => (x === 'SELF' ? a.id : x))
            : v;
    const body = { ...template, ids: fill(template.ids) };
    const response = await t.call('POST', '/api/students/bulk-update', { token, body });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).message).toBeTruthy();
    expect((await rowById(t, 'students', a.id))?.status).toBe('active');
  });
});

describe('bulk delete: one transaction', () => {
  it('removes every listed record', async () => {
    const a = await createStudent();
    const b = await createStudent();
    const before = await studentCount();
    const response = await t.call('POST', '/api/students/bulk-delete', { token, body: { ids: [a.id, b.id] } });
    expect(response.status).toBe(200);
    expect((await json<{ data: number[] }>(response)).data.sort()).toEqual([a.id, b.id].sort());
    expect(await studentCount()).toBe(before - 2);
  });

  it('one missing id: 404 and nothing removed', async () => {
    const a = await createStudent();
    const before = await studentCount();
    const response = await t.call('POST', '/api/students/bulk-delete', { token, body: { ids: [a.id, 999999] } });
    expect(response.status).toBe(404);
    expect(await studentCount()).toBe(before);
    expect(await rowById(t, 'students', a.id)).toBeDefined();
  });

  it('one record still referenced: 409 and nothing removed', async () => {
    const created = await json<Rec>(await t.call('POST', '/api/classes', { token, body: { name: 'Spare', level: 7 } }));
    const response = await t.call('POST', '/api/classes/bulk-delete', {
      token,
      body: { ids: [created.id, classIds[0]] },
    });
    expect(response.status).toBe(409);
    expect(await rowById(t, 'classes', created.id)).toBeDefined();
  });

  it('400 for missing ids and 405 for branches', async () => {
    expect((await t.call('POST', '/api/students/bulk-delete', { token, body: {} })).status).toBe(400);
    expect((await t.call('POST', '/api/branches/bulk-delete', { token, body: { ids: [branch] } })).status).toBe(405);
    expect(await rowById(t, 'branches', branch)).toBeDefined();
  });
});
