import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, branchIdOf, idsOf, json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

/**
 * What react-admin's edit form and unmodified ra-data-simple-rest do: read a record, send the
 * whole of it back. Computed, read-only and system fields come back unchanged and are ignored; a
 * changed one is refused by name; the record is found before the body is judged.
 */
type Rec = Record<string, unknown>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ students: 5 });
  token = (await t.signIn('admin')).accessToken;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token, body });

describe(`GET then PUT of the same record on ${ENGINE}`, () => {
  it.each([['classes'], ['students'], ['hostels'], ['streams'], ['transfers'], ['users'], ['terms']])(
    '%s: the record read is accepted back unchanged',
    async (name) => {
      const [first] = await json<Rec[]>(await call('GET', `/api/${name}?range=[0,0]`));
      const record = await json<Rec>(await call('GET', `/api/${name}/${String(first.id)}`));
      const response = await call('PUT', `/api/${name}/${String(record.id)}`, record);
      expect(response.status).toBe(200);
    },
  );

  it('a changed computed, read-only or system field is a 400 naming it, and nothing changes', async () => {
    const [cls] = await json<Rec[]>(await call('GET', '/api/classes?range=[0,0]'));
    const counted = await call('PUT', `/api/classes/${String(cls.id)}`, { ...cls, students_count: 999, name: 'X' });
    expect(counted.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(counted)).errors ?? {})).toEqual(['students_count']);
    const [student] = await json<Rec[]>(await call('GET', '/api/students?range=[0,0]'));
    const balance = await call('PUT', `/api/students/${String(student.id)}`, { ...student, fee_balance: 1 });
    expect(Object.keys((await json<ErrorBody>(balance)).errors ?? {})).toEqual(['fee_balance']);
    const stamped = await call('PUT', `/api/students/${String(student.id)}`, { ...student, created_at: '2001-01-01' });
    expect(Object.keys((await json<ErrorBody>(stamped)).errors ?? {})).toEqual(['created_at']);
    expect((await json<Rec>(await call('GET', `/api/classes/${String(cls.id)}`))).name).toBe(cls.name);
  });

  it("another school's record is a 404 whatever the body holds", async () => {
    const away = await branchIdOf(t, 'DPS');
    const [theirs] = await idsOf(t, 'students', away);
    const response = await call('PUT', `/api/students/${theirs}`, { fee_balance: 5, shoe_size: 3 });
    expect(response.status).toBe(404);
  });

  it('a duplicate admission number is a 409 on admission_no', async () => {
    const [student] = await json<Rec[]>(await call('GET', '/api/students?range=[0,0]'));
    const {
      id: _id,
      admission_no,
      guardians: _g,
      fee_balance: _f,
      // Copies of the primary guardian line, kept by the server: a new record sends its lines instead.
      guardian_name: _gn,
      guardian_phone: _gp,
      // Set by registration itself (the class the student joined), never by the client.
      admission_class_id: _ac,
      ...rest
    } = await json<Rec>(await call('GET', `/api/students/${String(student.id)}`));
    const response = await call('POST', '/api/students', { ...rest, admission_no });
    expect(response.status).toBe(409);
    expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toEqual(['admission_no']);
  });
});
