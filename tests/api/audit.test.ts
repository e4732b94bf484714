import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, branchIdOf, countRows, insertUser, json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp, withoutAdmissionBilling } from '../helpers/harness';

type Rec = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let classId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 5 });
  await withoutAdmissionBilling(t);
  admin = await t.signIn('admin');
  const row = await t.ctx.database.db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', admin.branchId)
    .orderBy('level')
    .executeTakeFirstOrThrow();
  classId = Number(row.id);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, token = admin.accessToken) =>
  t.call(method, path, { token, body });

async function createStudent(overrides: Record<string, unknown> = {}): Promise<Rec> {
  serial += 1;
  const body = {
    admission_no: `AUD/${serial}`,
    first_name: 'Audit',
    last_name: 'Me',
    gender: 'male',
    class_id: classId,
  };
  const response = await call('POST', '/api/students', { ...body, ...overrides });
  expect(response.status).toBe(201);
  return json<Rec>(response);
}

describe(`audit log on ${ENGINE}`, () => {
  it('a create records who, when, what and every value set', async () => {
    const started = Date.now();
    const s = await createStudent({
      guardians: [{ name: 'Mama Audit', relationship: 'mother', phone: '0722 123 456' }],
    });
    const [entry, ...more] = await auditOf(t, 'students', s.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      resource: 'students',
      record_id: String(s.id),
      user_id: admin.id,
      username: 'admin',
      branch_id: admin.branchId,
    });
    const at = new Date(String(entry.at)).getTime();
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(entry.changes).toMatchObject({
      admission_no: { after: s.admission_no },
      first_name: { after: 'Audit' },
      guardian_name: { after: 'Mama Audit' },
      class_id: { after: classId },
      status: { after: 'active' },
    });
    expect(entry.changes.first_name).not.toHaveProperty('before');
    for (const system of ['id', 'branch_id', 'created_at', 'updated_at', 'created_by', 'updated_by'])
      expect(entry.changes).not.toHaveProperty(system);
  });

  it('an update records only the fields that changed, before and after', async () => {
    const s = await createStudent();
    const response = await call('PUT', `/api/students/${s.id}`, {
      first_name: 'Changed',
      last_name: 'Me',
      residence: 'boarding',
    });
    expect(response.status).toBe(200);
    const entries = await auditOf(t, 'students', s.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].changes).toEqual({
      first_name: { before: 'Audit', after: 'Changed' },
      residence: { before: 'day', after: 'boarding' },
    });
    expect(entries[1].user_id).toBe(admin.id);
  });

  it('a delete records the values the record had', async () => {
    const s = await createStudent({ middle_name: 'Gone' });
    expect((await call('DELETE', `/api/students/${s.id}`)).status).toBe(200);
    const entry = (await auditOf(t, 'students', s.id)).at(-1);
    expect(entry?.action).toBe('delete');
    expect(entry?.changes).toMatchObject({
      middle_name: { before: 'Gone' },
      admission_no: { before: s.admission_no },
    });
    expect(entry?.changes.middle_name).not.toHaveProperty('after');
  });

  it('passwords are recorded as "(changed)", never their value or hash', async () => {
    const created = await json<Rec>(
      await call('POST', '/api/users', { username: 'auditpw', name: 'Audit Pw', password: 'first-secret-1' }),
    );
    await call('PUT', `/api/users/${created.id}`, { password: 'second-secret-2' });
    await call('PUT', `/api/users/${created.id}`, { name: 'Audit Renamed', password: '' });
    const entries = await auditOf(t, 'users', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[0].changes.password).toEqual({ after: '(changed)' });
    expect(entries[1].changes).toEqual({ password: { after: '(changed)' } });
    expect(entries[2].changes).toEqual({ name: { before: 'Audit Pw', after: 'Audit Renamed' } });
    const raw = await t.ctx.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('resource', '=', 'users')
      .execute();
    const text = raw.map((r) => String(r.changes)).join('\n');
    expect(text).not.toMatch(/first-secret|second-secret|argon2/);
  });

  it('a user deleted is recorded without the password', async () => {
    const created = await json<Rec>(
      await call('POST', '/api/users', { username: 'auditdel', name: 'Audit Del', password: 'delete-me-1' }),
    );
    await call('DELETE', `/api/users/${created.id}`);
    const entry = (await auditOf(t, 'users', created.id)).at(-1);
    expect(entry?.action).toBe('delete');
    expect(entry?.changes.username).toEqual({ before: 'auditdel' });
    expect(JSON.stringify(entry?.changes)).not.toMatch(/argon2|delete-me/);
  });

  it('bulk writes record one entry per record', async () => {
    const a = await createStudent();
    const b = await createStudent();
    await call('POST', '/api/students/bulk-update', { ids: [a.id, b.id], data: { residence: 'boarding' } });
    await call('POST', '/api/students/bulk-delete', { ids: [a.id, b.id] });
    for (const s of [a, b]) {
      const entries = await auditOf(t, 'students', s.id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[1].changes).toEqual({ residence: { before: 'day', after: 'boarding' } });
    }
  });

  it.each([
    ['a validation error', 'POST', '/api/students', { first_name: 'No' }],
    ['a unique clash', 'POST', '/api/students', 'DUPLICATE'],
    ['a missing record', 'PUT', '/api/students/999999', { first_name: 'X' }],
    ['a bulk update with one bad id', 'POST', '/api/students/bulk-update', 'BULK_BAD'],
    ['a bulk delete with one bad id', 'POST', '/api/students/bulk-delete', 'BULK_DELETE_BAD'],
    ['a refused permission', 'POST', '/api/students', 'AS_VIEWER'],
  ])('%s writes no audit entry', async (_name, method, path, template) => {
    const s = await createStudent();
    const before = await countRows(t, 'audit_log');
    let body: unknown = template;
    let token = admin.accessToken;
    if (template === 'DUPLICATE')
      body = { admission_no: s.admission_no, first_name: 'A', last_name: 'B', gender: 'male', class_id: classId };
    if (template === 'BULK_BAD') body = { ids: [s.id, 999999], data: { residence: 'boarding' } };
    if (template === 'BULK_DELETE_BAD') body = { ids: [s.id, 999999] };
    if (template === 'AS_VIEWER') {
      body = { admission_no: 'V/1', first_name: 'A', last_name: 'B', gender: 'male', class_id: classId };
      token = (await t.signIn('viewer')).accessToken;
    }
    const response = await call(method, path, body, token);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await countRows(t, 'audit_log')).toBe(before);
  });

  it('an entry belongs to the branch of the writer', async () => {
    const away = await branchIdOf(t, 'DPS');
    await insertUser(t, away, 'auditadmin2', ['ROLE_All']);
    const other = await t.signIn('auditadmin2');
    const cls = await json<Rec>(
      await call('POST', '/api/classes', { name: 'Audit Class', level: 3 }, other.accessToken),
    );
    const [entry] = await auditOf(t, 'classes', cls.id);
    expect(entry).toMatchObject({ branch_id: away, user_id: other.id, username: 'auditadmin2', action: 'create' });
  });

  it('deactivating a user is audited like any update', async () => {
    const user = await json<Rec>(
      await call('POST', '/api/users', { username: 'auditoff', name: 'Audit Off', password: 'audit-off-1' }),
    );
    await call('PUT', `/api/users/${user.id}`, { active: false });
    const entry = (await auditOf(t, 'users', user.id)).at(-1);
    expect(entry?.changes).toEqual({ active: { before: true, after: false } });
  });
});
