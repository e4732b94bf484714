import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsAudience } from '../../../src/schema/sms-compose';
import { smsAmount } from '../../../src/schema/sms-text';
import type { Db, Row } from '../../db/database';
import { branchIdOf } from '../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../tests/helpers/harness';
import { resolveAudience } from './recipients';
import { parseTypedNumbers } from './typed-numbers';

/**
 * Who each audience reaches, against the demo school. Expectations are worked out here from the
 * rows themselves (students, guardian lines, teachers, staff), never from counts typed in.
 */
let t: TestApp;
let db: Db;
let branchId: number;
let otherBranchId: number;
let students: Row[];
let lines: Row[];

const idsOf = (rows: readonly { student_id: number | null }[]) =>
  [...new Set(rows.map((r) => Number(r.student_id)))].sort((a, b) => a - b);
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const active = () => students.filter((s) => s.status === 'active');
const idOf = async (table: string, where: Record<string, unknown>, branch = branchId) => {
  let query = db.selectFrom(table).select('id').where('branch_id', '=', branch);
  for (const [k, v] of Object.entries(where)) query = query.where(k, '=', v);
  return Number((await query.orderBy('id').executeTakeFirstOrThrow()).id);
};

/** The primary guardian line of a student as the rule says it: the one marked primary, else the first. */
const primaryLine = (studentId: number) => {
  const own = lines.filter((l) => Number(l.student_id) === studentId).sort((a, b) => Number(a.id) - Number(b.id));
  return own.find((l) => Boolean(l.is_primary)) ?? own[0];
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.ctx.database.db;
  branchId = await branchIdOf(t, 'DHS');
  otherBranchId = await branchIdOf(t, 'DPS');
  students = await db.selectFrom('students').selectAll().where('branch_id', '=', branchId).execute();
  // A second guardian line for one student, so that 'all' differs from 'primary'.
  const admin = await t.signIn('admin');
  const student = active()[2];
  const added = await t.call('POST', '/api/guardians', {
    token: admin.accessToken,
    body: { student_id: student.id, name: 'Second Parent', relationship: 'mother', phone: '0799 000 111' },
  });
  expect(added.status).toBe(201);
  lines = await db.selectFrom('guardians').selectAll().where('branch_id', '=', branchId).execute();
});

afterAll(async () => t?.close());

const resolve = (audience: SmsAudience, guardians?: 'primary' | 'all') =>
  resolveAudience(db, branchId, audience, guardians);

describe('guardians of students', () => {
  it('all active students: each active student’s primary guardian, no one else', async () => {
    const found = await resolve({ kind: 'all_students' });
    expect(idsOf(found.recipients)).toEqual(sorted(active().map((s) => Number(s.id))));
    for (const r of found.recipients) {
      const line = primaryLine(Number(r.student_id));
      expect(r.phone).toBe(line.phone);
      expect(r.name).toBe(line.name);
      expect(r.kind).toBe('guardian');
    }
    expect(found.kinds).toEqual(['guardian']);
    expect(found.label).toBe('Guardians of all active students');
  });

  it('a class, a stream, a hostel, boarders and day scholars', async () => {
    const form2 = await idOf('classes', { name: 'Form 2' });
    const east = await idOf('streams', { class_id: form2, name: 'East' });
    const hostel = Number(students.find((s) => s.hostel_id != null)?.hostel_id);
    const cases: [SmsAudience, (s: Row) => boolean][] = [
      [{ kind: 'class', class_id: form2 }, (s) => Number(s.class_id) === form2],
      [{ kind: 'stream', stream_id: east }, (s) => Number(s.stream_id) === east],
      [{ kind: 'hostel', hostel_id: hostel }, (s) => Number(s.hostel_id) === hostel],
      [{ kind: 'boarders' }, (s) => s.residence === 'boarding'],
      [{ kind: 'day_scholars' }, (s) => s.residence === 'day'],
    ];
    for (const [audience, belongs] of cases) {
      const expected = sorted(
        active()
          .filter(belongs)
          .map((s) => Number(s.id)),
      );
      expect(expected.length, audience.kind).toBeGreaterThan(0);
      expect(idsOf((await resolve(audience)).recipients), audience.kind).toEqual(expected);
    }
    expect((await resolve({ kind: 'stream', stream_id: east })).label).toBe('Guardians of Form 2 East');
  });

  it('a balance above an amount, optionally in one class', async () => {
    const form2 = await idOf('classes', { name: 'Form 2' });
    const owing = (s: Row) => Number(s.fee_balance ?? 0) > 300_000;
    const all = await resolve({ kind: 'balance_above', amount: 300_000 });
    expect(idsOf(all.recipients)).toEqual(
      sorted(
        active()
          .filter(owing)
          .map((s) => Number(s.id)),
      ),
    );
    const inClass = await resolve({ kind: 'balance_above', amount: 300_000, class_id: form2 });
    const expected = active().filter((s) => owing(s) && Number(s.class_id) === form2);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(inClass.recipients)).toEqual(sorted(expected.map((s) => Number(s.id))));
    expect(inClass.label).toBe('Guardians of Form 2 with a balance above KES 3,000');
  });

  it('chosen students, whatever their status', async () => {
    const transferred = students.find((s) => s.status === 'transferred');
    expect(transferred).toBeDefined();
    const chosen = [Number(transferred?.id), Number(active()[0].id)];
    const found = await resolve({ kind: 'students', student_ids: chosen });
    expect(idsOf(found.recipients)).toEqual(sorted(chosen));
    expect(found.label).toBe('Guardians of 2 chosen students');
  });

  it('every guardian line with a number, or the primary one', async () => {
    const student = active()[2];
    const chosen: SmsAudience = { kind: 'students', student_ids: [Number(student.id)] };
    const own = lines.filter((l) => Number(l.student_id) === Number(student.id));
    expect(own.length).toBe(2);
    const all = await resolve(chosen, 'all');
    expect(all.recipients.map((r) => r.phone).sort()).toEqual(own.map((l) => String(l.phone)).sort());
    expect(all.recipients.map((r) => r.values.guardian_name).sort()).toEqual(own.map((l) => String(l.name)).sort());
    const primary = await resolve(chosen, 'primary');
    expect(primary.recipients.map((r) => r.phone)).toEqual([primaryLine(Number(student.id)).phone]);
    // Every guardian of the whole school: one message per line of an active student.
    const everyone = await resolve({ kind: 'all_students' }, 'all');
    const activeIds = new Set(active().map((s) => Number(s.id)));
    expect(everyone.recipients.length).toBe(lines.filter((l) => activeIds.has(Number(l.student_id))).length);
    expect(everyone.label).toBe('All guardians of all active students');
  });

  it('fills each recipient’s placeholders from their student', async () => {
    const branch = await db.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirstOrThrow();
    const form3 = await idOf('classes', { name: 'Form 3' });
    const found = await resolve({ kind: 'class', class_id: form3 });
    const streams = await db.selectFrom('streams').select(['id', 'name']).where('branch_id', '=', branchId).execute();
    for (const r of found.recipients) {
      const s = students.find((x) => Number(x.id) === r.student_id) as Row;
      expect(r.values).toEqual({
        first_name: s.first_name,
        name: [s.first_name, s.middle_name, s.last_name].filter(Boolean).join(' '),
        admission_no: s.admission_no,
        class: 'Form 3',
        stream: streams.find((x) => Number(x.id) === Number(s.stream_id))?.name,
        balance: smsAmount(Number(s.fee_balance ?? 0)),
        guardian_name: primaryLine(Number(s.id)).name,
        school: branch.name,
      });
    }
  });
});

describe('teachers and staff', () => {
  // Teachers and staff are views of employees (issue 14).
  const people = (view: 'teachers' | 'staff') =>
    db
      .selectFrom('employees')
      .selectAll()
      .where('branch_id', '=', branchId)
      .where('category', '=', view === 'teachers' ? 'teaching' : 'non_teaching')
      .where('active', '=', true)
      .execute();
  const name = (p: Row) => `${String(p.first_name)} ${String(p.last_name)}`;

  it('all active teachers, with their own names; staff without a phone are named', async () => {
    const teachers = await people('teachers');
    const found = await resolve({ kind: 'teachers' });
    expect(found.recipients.map((r) => r.phone).sort()).toEqual(
      teachers
        .filter((p) => p.phone)
        .map((p) => String(p.phone))
        .sort(),
    );
    for (const r of found.recipients) {
      expect(r.kind).toBe('staff');
      expect(r.values).toMatchObject({ first_name: r.name.split(' ')[0], name: r.name });
      expect(r.values.balance).toBeUndefined();
    }
    expect(found.kinds).toEqual(['staff']);
    const staff = await people('staff');
    const staffFound = await resolve({ kind: 'staff' });
    expect(staffFound.recipients.length).toBe(staff.filter((p) => p.phone).length);
    expect([...staffFound.withoutNumber].sort()).toEqual(
      staff
        .filter((p) => !p.phone)
        .map(name)
        .sort(),
    );
  });

  it('an inactive teacher is left out', async () => {
    const [first] = await people('teachers');
    await db.updateTable('employees').set({ active: false }).where('id', '=', first.id).execute();
    const found = await resolve({ kind: 'teachers' });
    expect(found.recipients.map((r) => r.name)).not.toContain(name(first));
    await db.updateTable('employees').set({ active: true }).where('id', '=', first.id).execute();
  });

  it('a department: its active teachers and staff', async () => {
    const department = await idOf('departments', { name: 'Sciences' });
    const found = await resolve({ kind: 'department', department_id: department });
    const members = [...(await people('teachers')), ...(await people('staff'))].filter(
      (p) => Number(p.department_id) === department,
    );
    expect(members.length).toBeGreaterThan(0);
    expect([...found.recipients.map((r) => r.name), ...found.withoutNumber].sort()).toEqual(members.map(name).sort());
    expect(found.label).toBe('Teachers and staff of Sciences');
  });
});

describe('typed numbers', () => {
  it('takes the four ways of writing one number as that number', () => {
    const typed = parseTypedNumbers('0712 345 678, 712345678;254712345678\n+254712345678');
    expect(typed).toEqual({ numbers: Array(4).fill('+254712345678'), invalid: [] });
  });

  it('splits on commas, semicolons, spaces and new lines, keeping spaced numbers whole', () => {
    const typed = parseTypedNumbers('0722 111 222 0733111222\r\n+44 7911 123456  ; 0110 123 456');
    expect(typed.numbers).toEqual(['+254722111222', '+254733111222', '+447911123456', '+254110123456']);
    expect(typed.invalid).toEqual([]);
  });

  it('reports what is not a mobile number as typed: short, letters, a Kenyan landline', () => {
    const typed = parseTypedNumbers('0712 345 67, hello, 020 2345678, +254 20 234 5678, 0712345678');
    expect(typed.numbers).toEqual(['+254712345678']);
    expect(typed.invalid).toEqual(['0712 345 67', 'hello', '020 2345678', '+254 20 234 5678']);
  });

  it('resolves to numbers with only {school} to fill', async () => {
    const found = await resolve({ kind: 'numbers', numbers: '0712345678 0799 1' });
    expect(found.recipients.map((r) => [r.phone, r.kind, r.values])).toEqual([
      ['+254712345678', 'number', { school: 'Demo High School' }],
    ]);
    expect(found.invalidNumbers).toEqual(['0799 1']);
    expect(found.label).toBe('2 typed numbers');
  });
});

describe('one branch only', () => {
  it('never reaches another branch’s students', async () => {
    const found = await resolve({ kind: 'all_students' }, 'all');
    const ours = new Set(students.map((s) => Number(s.id)));
    expect(found.recipients.every((r) => ours.has(Number(r.student_id)))).toBe(true);
  });

  it('refuses a class, stream, hostel, department or student of the other school with 400 on audience', async () => {
    const theirs: SmsAudience[] = [
      { kind: 'class', class_id: await idOf('classes', {}, otherBranchId) },
      { kind: 'stream', stream_id: await idOf('streams', {}, otherBranchId) },
      { kind: 'hostel', hostel_id: await idOf('hostels', {}, otherBranchId) },
      { kind: 'department', department_id: await idOf('departments', {}, otherBranchId) },
      { kind: 'balance_above', amount: 0, class_id: await idOf('classes', {}, otherBranchId) },
      { kind: 'students', student_ids: [Number(active()[0].id), await idOf('students', {}, otherBranchId)] },
    ];
    for (const audience of theirs)
      await expect(resolve(audience), audience.kind).rejects.toMatchObject({
        status: 400,
        errors: { audience: 'The referenced record does not exist' },
      });
  });
});
