import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { createApp } from '../app';
import { toRow } from '../crud/serialize';
import type { Row, ShuleDatabase } from './database';
import { OLD_STAFF, OLD_TEACHERS, oldRegistryTables } from './employees-migration.fixture';
import { migrate, migrateWith } from './migrate';
import { MIGRATIONS } from './migrations';
import { insertSystem } from './system-writes';
import { insertBranch, insertRows } from './test-resources';
import { openTestDatabase, TEST_ENGINE } from './test-database';

/** A database as it was before teachers and staff became employees, with both tables filled. */
let database: ShuleDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
  const before = MIGRATIONS.filter((m) => m.name < '2026-12-01T0900-teachers-become-employees');
  await migrateWith(database, before, oldRegistryTables());
});
afterEach(() => database.close());

const engine = () => database.engine;
const teacherRow = (record: Row) => toRow(OLD_TEACHERS, record, engine());
const staffRow = (record: Row) => toRow(OLD_STAFF, record, engine());

async function audit(resource: string, recordId: number, action: string, changes: Row) {
  await database.db
    .insertInto('audit_log')
    .values({
      branch_id: 1,
      user_id: null,
      username: 'old',
      action,
      resource,
      record_id: String(recordId),
      changes: JSON.stringify(changes),
      at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

async function oldSchool() {
  const branch = await insertBranch(database.db);
  const other = await insertBranch(database.db);
  const [dept] = await insertRows(database.db, 'departments', branch, [{ name: 'Sciences' }]);
  const [math, bio] = await insertRows(database.db, 'courses', branch, [
    { name: 'Mathematics', code: '121', category: 'sciences', compulsory: true },
    { name: 'Biology', code: '231', category: 'sciences', compulsory: false },
  ]);
  const teacher = (first: string, extra: Row) =>
    teacherRow({ first_name: first, last_name: 'Otieno', gender: 'female', employer: 'tsc', active: true, ...extra });
  const [t1, t2, t3] = await insertRows(database.db, 'teachers', branch, [
    teacher('Alice', {
      tsc_number: '512340',
      subjects: [math, bio],
      department_id: dept,
      phone: '+254712000001',
      email: 'alice@school.ac.ke',
      national_id: '23456789',
      photo: '7',
    }),
    teacher('Brian', { employer: 'bom', gender: 'male', active: false }),
    teacher('Gone', {}),
  ]);
  await database.db.deleteFrom('teachers').where('id', '=', t3).execute();
  const [theirTeacher] = await insertRows(database.db, 'teachers', other, [teacher('Other', { tsc_number: '999' })]);
  const staffMember = (first: string, extra: Row) =>
    staffRow({ first_name: first, last_name: 'Wanjiru', gender: 'female', job_title: 'Cook', active: true, ...extra });
  const [s1, s2] = await insertRows(database.db, 'staff', branch, [
    staffMember('Carol', {
      staff_no: 'NT/001',
      job_title: 'Bursar',
      department_id: dept,
      phone: '+254722000002',
      email: 'carol@school.ac.ke',
      national_id: 'A1234567',
      photo: '8',
    }),
    staffMember('Dan', { staff_no: 'NT/002', gender: 'male', job_title: 'Guard', active: false }),
  ]);
  const [theirStaff] = await insertRows(database.db, 'staff', other, [staffMember('Eve', { staff_no: 'NT/001' })]);
  for (const [resource, id] of [
    ['teachers', t1],
    ['teachers', t2],
    ['teachers', t3],
    ['staff', s1],
    ['staff', s2],
  ] as const)
    await audit(resource, id, 'create', { first_name: { after: 'x' } });
  await audit('teachers', t3, 'delete', { first_name: { before: 'Gone' } });
  await audit('staff', s1, 'update', { job_title: { before: 'Clerk', after: 'Bursar' } });
  const now = new Date().toISOString();
  for (const [type, id] of [
    ['teacher', t1],
    ['staff', s1],
  ] as const)
    await database.db
      .insertInto('uploads')
      .values({
        branch_id: branch,
        owner_type: type,
        owner_id: id,
        field: 'photo',
        mime: 'image/png',
        size: 1,
        path: `x/${type}`,
        created_at: now,
      })
      .execute();
  return { branch, other, dept, math, bio, t1, t2, t3, s1, s2, theirTeacher, theirStaff };
}

const employeesOf = (branch: number) =>
  database.db.selectFrom('employees').selectAll().where('branch_id', '=', branch).orderBy('id').execute();

describe(`teachers and staff become employees (${TEST_ENGINE})`, () => {
  it('keeps every field, the teachers’ ids, and moves staff to new ids that audit and uploads follow', async () => {
    const old = await oldSchool();
    const teachersBefore = await database.db.selectFrom('teachers').selectAll().orderBy('id').execute();
    const staffBefore = await database.db.selectFrom('staff').selectAll().orderBy('id').execute();
    const auditBefore = await database.db
      .selectFrom('audit_log')
      .select(['id', 'resource', 'record_id'])
      .orderBy('id')
      .execute();
    await migrate(database);

    const rows = await database.db.selectFrom('employees').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(teachersBefore.length + staffBefore.length);
    for (const teacher of teachersBefore) {
      const row = rows.find((r) => Number(r.id) === Number(teacher.id));
      expect(row, `teacher ${String(teacher.id)}`).toMatchObject({ ...teacher, category: 'teaching' });
      expect(row?.terms).toBe(teacher.employer === 'bom' ? 'board' : 'tsc');
    }
    const newIdOf = new Map<number, number>();
    for (const member of staffBefore) {
      const row = rows.find((r) => r.staff_no === member.staff_no && r.branch_id === member.branch_id);
      const { id, ...fields } = member;
      expect(row, `staff ${String(id)}`).toMatchObject({ ...fields, category: 'non_teaching', terms: 'board' });
      newIdOf.set(Number(id), Number(row?.id));
    }
    // No staff member takes a teacher's id, not even the deleted teacher's.
    for (const id of newIdOf.values()) expect(id).toBeGreaterThan(old.t3);

    const auditAfter = await database.db
      .selectFrom('audit_log')
      .select(['id', 'resource', 'record_id'])
      .orderBy('id')
      .execute();
    expect(auditAfter).toEqual(
      auditBefore.map((a) =>
        a.resource === 'staff' ? { ...a, record_id: String(newIdOf.get(Number(a.record_id))) } : a,
      ),
    );
    const uploads = await database.db.selectFrom('uploads').select(['owner_type', 'owner_id']).orderBy('id').execute();
    expect(uploads.map((u) => [u.owner_type, Number(u.owner_id)])).toEqual([
      ['teacher', old.t1],
      ['staff', newIdOf.get(old.s1)],
    ]);
    expect(await employeesOf(old.other)).toHaveLength(2);
  });

  it('the views list them, search them and create a teaching employee; new ids follow the moved ones', async () => {
    const old = await oldSchool();
    await migrate(database);
    const ctx = { database, secret: randomBytes(32), demo: false };
    const app = createApp(ctx);
    const password = await hashPassword('shule-demo');
    await insertSystem(database, 'users', old.branch, [
      { username: 'reg', name: 'Registrar', roles: ['ROLE_Admissions_Admin'], active: true, theme: 0, password },
      { username: 'hr', name: 'HR', roles: ['ROLR_HR_ADMIN'], active: true, theme: 0, password },
    ]);
    const call = async (username: string, method: string, path: string, body?: unknown) => {
      const signin = await app.request('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'shule-demo' }),
      });
      const { accessToken } = (await signin.json()) as { accessToken: string };
      const response = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Row & Row[] };
    };
    const teachers = await call('reg', 'GET', '/api/teachers');
    expect(teachers.body.map((t) => Number(t.id)).sort()).toEqual([old.t1, old.t2].sort());
    const staff = await call('reg', 'GET', '/api/staff?filter={"q":"bursar"}');
    expect(staff.body.map((s) => s.first_name)).toEqual(['Carol']);
    expect(Number(staff.body[0].id)).toBeGreaterThan(old.t3);
    const created = await call('reg', 'POST', '/api/teachers', {
      first_name: 'Faith',
      last_name: 'Mutua',
      gender: 'female',
    });
    expect(created.status).toBe(201);
    const all = await employeesOf(old.branch);
    expect(all.find((e) => Number(e.id) === Number(created.body.id))?.category).toBe('teaching');
    expect(Math.max(...all.map((e) => Number(e.id)))).toBe(Number(created.body.id));
    const hr = await call('hr', 'GET', '/api/employees?filter={"q":"otieno"}');
    expect(hr.body.map((e) => e.first_name).sort()).toEqual(['Alice', 'Brian']);
  });
});
