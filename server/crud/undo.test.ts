import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, countRows, json, rowById } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import type { Row } from '../db/database';

type Rec = Row & { id: number; updated_at: string };

let t: TestApp;
let registrar: string;
let admin: string;
let classId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  const signedIn = await t.signIn('registrar');
  registrar = signedIn.accessToken;
  admin = (await t.signIn('admin')).accessToken;
  const row = await t.ctx.database.db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', signedIn.branchId)
    .orderBy('level')
    .executeTakeFirstOrThrow();
  classId = Number(row.id);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, token = registrar) => t.call(method, path, { token, body });
const undo = (records: unknown, token = registrar, resource = 'students') =>
  call('POST', `/api/${resource}/undo`, { records }, token);

async function student(overrides: Row = {}): Promise<Rec> {
  serial += 1;
  const response = await call('POST', '/api/students', {
    admission_no: `UND/${serial}`,
    first_name: 'Wanjiru',
    last_name: `Otieno${serial}`,
    gender: 'female',
    class_id: classId,
    residence: 'day',
    ...overrides,
  });
  expect(response.status).toBe(201);
  return json<Rec>(response);
}

async function edit(id: number, values: Row, token = registrar): Promise<Rec> {
  const response = await call('PUT', `/api/students/${id}`, values, token);
  expect(response.status).toBe(200);
  return json<Rec>(response);
}

describe(`POST /api/{resource}/undo on ${ENGINE}`, () => {
  it('puts back the values the last edit replaced, through an audited write named undo', async () => {
    const s = await student();
    const saved = await edit(s.id, { first_name: 'Wanjira', middle_name: 'Akinyi' });
    const response = await undo([{ id: s.id, version: saved.updated_at }]);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ data: [s.id] });
    const row = await rowById(t, 'students', s.id);
    expect(row).toMatchObject({ first_name: 'Wanjiru', middle_name: null });
    expect((await auditOf(t, 'students', s.id)).at(-1)).toMatchObject({
      action: 'undo',
      changes: { first_name: { before: 'Wanjira', after: 'Wanjiru' }, middle_name: { before: 'Akinyi', after: null } },
    });
  });

  it('refuses, naming the record, when someone changed it since, and changes nothing', async () => {
    const s = await student();
    const saved = await edit(s.id, { first_name: 'Mine' });
    await edit(s.id, { last_name: 'Theirs' }, admin);
    const before = await rowById(t, 'students', s.id);
    const audits = await countRows(t, 'audit_log');
    const response = await undo([{ id: s.id, version: saved.updated_at }]);
    expect(response.status).toBe(409);
    expect((await json<{ message: string }>(response)).message).toBe(
      'Nothing was undone: student Mine Theirs (UND/' + String(serial) + ') was changed after your change',
    );
    expect(await rowById(t, 'students', s.id)).toEqual(before);
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });

  it("never takes back another user's edit, even with its version", async () => {
    const s = await student();
    const theirs = await edit(s.id, { first_name: 'Admins' }, admin);
    expect((await undo([{ id: s.id, version: theirs.updated_at }])).status).toBe(409);
    expect((await rowById(t, 'students', s.id))?.first_name).toBe('Admins');
  });

  it('undoes once: a second undo of the same change is refused', async () => {
    const s = await student();
    const saved = await edit(s.id, { first_name: 'Once' });
    expect((await undo([{ id: s.id, version: saved.updated_at }])).status).toBe(200);
    expect((await undo([{ id: s.id, version: saved.updated_at }])).status).toBe(409);
    expect((await rowById(t, 'students', s.id))?.first_name).toBe('Wanjiru');
  });

  it('puts back each record of a bulk set its own value, all or none', async () => {
    const a = await student({ residence: 'day' });
    const b = await student({ residence: 'boarding' });
    const c = await student({ residence: 'day' });
    const bulk = await call('POST', '/api/students/bulk-update', {
      ids: [a.id, b.id, c.id],
      data: { residence: 'boarding' },
    });
    expect(bulk.status).toBe(200);
    const versions = async () =>
      Promise.all(
        [a, b, c].map(async (s) => ({
          id: s.id,
          version: String((await json<Rec>(await call('GET', `/api/students/${s.id}`))).updated_at),
        })),
      );
    const changes = await versions();
    await edit(c.id, { first_name: 'Later' }, admin);
    expect((await undo(changes)).status).toBe(409);
    expect((await rowById(t, 'students', a.id))?.residence).toBe('boarding');

    const d = await student({ residence: 'boarding' });
    const again = await call('POST', '/api/students/bulk-update', { ids: [a.id, d.id], data: { residence: 'day' } });
    expect(again.status).toBe(200);
    const [first, , ,] = await versions();
    const dVersion = String((await json<Rec>(await call('GET', `/api/students/${d.id}`))).updated_at);
    expect((await undo([first, { id: d.id, version: dVersion }])).status).toBe(200);
    expect((await rowById(t, 'students', a.id))?.residence).toBe('boarding');
    expect((await rowById(t, 'students', d.id))?.residence).toBe('boarding');
  });

  it('refuses a change that touched the lines (guardians), which cannot be put back faithfully', async () => {
    const s = await student({ guardians: [{ name: 'Mama Otieno', relationship: 'mother', phone: '0712345678' }] });
    const saved = await edit(s.id, {
      guardians: [{ name: 'Baba Otieno', relationship: 'father', phone: '0722345678' }],
    });
    const response = await undo([{ id: s.id, version: saved.updated_at }]);
    expect(response.status).toBe(409);
    expect((await json<{ message: string }>(response)).message).toMatch(/cannot be undone here/);
  });

  it('undoes an edit that sent the guardians back unchanged, as the edit form does', async () => {
    const s = await student({ guardians: [{ name: 'Mama Otieno', relationship: 'mother', phone: '0712345678' }] });
    const lines = (s.guardians as Row[]).map(({ id, name, relationship, phone }) => ({
      id,
      name,
      relationship,
      phone,
    }));
    const saved = await edit(s.id, { first_name: 'Formed', guardians: lines });
    expect((await undo([{ id: s.id, version: saved.updated_at }])).status).toBe(200);
    expect((await rowById(t, 'students', s.id))?.first_name).toBe('Wanjiru');
  });

  it("is a 404 for another school's record and a 403 without write access", async () => {
    const s = await student();
    const saved = await edit(s.id, { first_name: 'Kept' });
    const other = (await t.signIn('registrar2')).accessToken;
    expect((await undo([{ id: s.id, version: saved.updated_at }], other)).status).toBe(404);
    const viewer = (await t.signIn('viewer')).accessToken;
    expect((await undo([{ id: s.id, version: saved.updated_at }], viewer)).status).toBe(403);
    expect((await rowById(t, 'students', s.id))?.first_name).toBe('Kept');
  });

  it.each([
    [undefined],
    [[]],
    [[{ id: 1 }]],
    [[{ id: 'x', version: 'v' }]],
    [
      [
        { id: 1, version: 'a' },
        { id: 1, version: 'b' },
      ],
    ],
  ])('records %j is a 400', async (records) => {
    expect((await undo(records)).status).toBe(400);
  });
});
