import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, branchIdOf, type ErrorBody, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { StaffLine } from './staff';
import type { StudentLine } from './students';

let t: TestApp;
let branchId: number;
let otherBranch: number;
const tokens: Record<string, string> = {};
/** A Tuesday long before the demo's registers. */
const DAY = '2026-02-10';

interface Day<L> {
  date: string;
  rows: L[];
  summary: { date: string; counts: Record<string, number> }[];
  saved?: { created: number; changed: number };
}

const staffDay = async (who = 'hr', date = DAY) =>
  t.call('GET', `/api/hr/attendance/staff?date=${date}`, { token: tokens[who] });
const markStaff = (body: unknown, who = 'hr') =>
  t.call('POST', '/api/hr/attendance/staff', { token: tokens[who], body });

beforeAll(async () => {
  t = await createTestApp({ students: 12 });
  branchId = await branchIdOf(t, 'DHS');
  otherBranch = await branchIdOf(t, 'DPS');
  for (const who of ['hr', 'registrar', 'teacher']) tokens[who] = (await t.signIn(who)).accessToken;
}, 120_000);
afterAll(() => t.close());

describe(`staff register on ${ENGINE}`, () => {
  it('lists the staff in service that day, those on approved leave as on leave', async () => {
    const hired = await t.call('POST', '/api/employees', {
      token: tokens.hr,
      body: { first_name: 'Zawadi', last_name: 'Chege', gender: 'female', date_employed: '2019-01-07' },
    });
    const zawadi = Number((await json(hired)).id);
    const [annual] = await t.ctx.database.db
      .selectFrom('leave_types')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('code', '=', 'ANNUAL')
      .execute();
    const leave = await t.call('POST', '/api/leave_applications', {
      token: tokens.hr,
      body: { employee_id: zawadi, leave_type_id: Number(annual.id), start_date: '2026-02-09', end_date: '2026-02-11' },
    });
    const leaveId = Number((await json(leave)).id);
    expect(
      (await t.call('POST', `/api/leave_applications/${leaveId}/approve`, { token: tokens.hr, body: {} })).status,
    ).toBe(200);
    const day = await json<Day<StaffLine>>(await staffDay());
    const inService = await t.ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('date_employed', 'is', null), eb('date_employed', '<=', DAY)]))
      .execute();
    expect(day.rows.map((r) => r.employee_id).sort()).toEqual(inService.map((r) => Number(r.id)).sort());
    expect(day.rows.find((r) => r.employee_id === zawadi)).toMatchObject({
      status: 'on_leave',
      leave: 'Annual leave',
      saved: false,
    });
    expect(day.rows.filter((r) => r.employee_id !== zawadi).every((r) => r.status === null && !r.saved)).toBe(true);
  });

  it('saves a whole day in one call, audited, and changes only what changed when saved again', async () => {
    const { rows } = await json<Day<StaffLine>>(await staffDay());
    const marks = rows.map((r, i) => ({
      employee_id: r.employee_id,
      status: r.status ?? (i === 0 ? 'absent' : i === 1 ? 'late' : 'present'),
      ...(i === 1 ? { time_in: '08:10' } : {}),
      ...(i === 0 ? { note: 'Sick: phoned in' } : {}),
    }));
    const saved = await markStaff({ date: DAY, rows: marks });
    expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
    const day = await json<Day<StaffLine>>(saved);
    expect(day.saved).toEqual({ created: rows.length, changed: 0 });
    expect(day.rows.every((r) => r.saved)).toBe(true);
    expect(day.rows[1]).toMatchObject({ status: 'late', time_in: '08:10' });
    expect(day.summary.find((s) => s.date === DAY)?.counts).toEqual({
      absent: 1,
      late: 1,
      on_leave: 1,
      present: rows.length - 3,
    });
    const [stored] = await t.ctx.database.db
      .selectFrom('staff_attendance')
      .select('id')
      .where('employee_id', '=', rows[0].employee_id)
      .where('date', '=', DAY)
      .execute();
    expect((await auditOf(t, 'staff_attendance', Number(stored.id))).map((a) => a.action)).toEqual(['create']);
    marks[0] = { ...marks[0], status: 'present', note: 'Came at ten' };
    const again = await json<Day<StaffLine>>(await markStaff({ date: DAY, rows: marks }));
    expect(again.saved).toEqual({ created: 0, changed: 1 });
    expect((await auditOf(t, 'staff_attendance', Number(stored.id))).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('refuses bad rows by row and field, changing nothing', async () => {
    const { rows } = await json<Day<StaffLine>>(await staffDay());
    const [stranger] = await t.ctx.database.db
      .selectFrom('employees')
      .select('id')
      .where('branch_id', '=', otherBranch)
      .execute();
    const refused = await markStaff({
      date: DAY,
      rows: [
        { employee_id: rows[0].employee_id, status: 'sleeping' },
        { employee_id: rows[1].employee_id, status: 'late', time_in: '8:10' },
        { employee_id: Number(stranger.id), status: 'present' },
        { employee_id: rows[2].employee_id, status: 'absent' },
        { employee_id: rows[2].employee_id, status: 'present' },
      ],
    });
    expect(refused.status).toBe(400);
    const errors = (await json<ErrorBody>(refused)).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual([
      'rows.0.status',
      'rows.1.time_in',
      'rows.2.employee_id',
      'rows.4.employee_id',
    ]);
    expect(errors['rows.2.employee_id']).toBe('Not an active employee of this school');
    expect(errors['rows.4.employee_id']).toBe('This person is on the register twice');
    const still = await json<Day<StaffLine>>(await staffDay());
    expect(still.rows[2].status).toBe(rows[2].status);
    const future = await markStaff({
      date: '2099-01-05',
      rows: [{ employee_id: rows[0].employee_id, status: 'present' }],
    });
    expect((await json<ErrorBody>(future)).errors?.date).toBe(
      'A register cannot be marked for a day that has not come',
    );
    expect((await markStaff({ date: DAY, rows: [] })).status).toBe(400);
    expect((await staffDay('registrar')).status).toBe(403);
    expect((await markStaff({ date: DAY, rows: [] }, 'teacher')).status).toBe(403);
  });
});

describe(`students' register on ${ENGINE}`, () => {
  it('is marked for a class by its teacher (ROLE_Mark_attendance_register), one call a day', async () => {
    const [student] = await t.ctx.database.db
      .selectFrom('students')
      .select(['class_id'])
      .where('branch_id', '=', branchId)
      .where('status', '=', 'active')
      .execute();
    const classId = Number(student.class_id);
    const path = `/api/hr/attendance/students?date=${DAY}&class_id=${classId}`;
    expect((await t.call('GET', path, { token: tokens.registrar })).status).toBe(403);
    const day = await json<Day<StudentLine>>(await t.call('GET', path, { token: tokens.teacher }));
    const roll = await t.ctx.database.db
      .selectFrom('students')
      .select('id')
      .where('class_id', '=', classId)
      .where('status', '=', 'active')
      .execute();
    expect(day.rows).toHaveLength(roll.length);
    const marks = day.rows.map((r, i) => ({ student_id: r.student_id, status: i === 0 ? 'absent' : 'present' }));
    const saved = await t.call('POST', '/api/hr/attendance/students', {
      token: tokens.teacher,
      body: { date: DAY, class_id: classId, rows: marks },
    });
    expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
    const body = await json<Day<StudentLine>>(saved);
    expect(body.saved?.created).toBe(roll.length);
    expect(body.summary[0]).toEqual({ date: DAY, counts: { absent: 1, present: roll.length - 1 } });
    const [other] = await t.ctx.database.db
      .selectFrom('students')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('class_id', '!=', classId)
      .execute();
    const wrong = await t.call('POST', '/api/hr/attendance/students', {
      token: tokens.teacher,
      body: { date: DAY, class_id: classId, rows: [{ student_id: Number(other.id), status: 'present' }] },
    });
    expect((await json<ErrorBody>(wrong)).errors?.['rows.0.student_id']).toBe('Not a student of this class');
    const [foreignStream] = await t.ctx.database.db
      .selectFrom('streams')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('class_id', '!=', classId)
      .execute();
    const badStream = await t.call('GET', `${path}&stream_id=${Number(foreignStream.id)}`, { token: tokens.teacher });
    expect((await json<ErrorBody>(badStream)).errors?.stream_id).toBe('This stream is not in the class chosen');
    const [foreignClass] = await t.ctx.database.db
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', otherBranch)
      .execute();
    const elsewhere = await t.call(
      'GET',
      `/api/hr/attendance/students?date=${DAY}&class_id=${Number(foreignClass.id)}`,
      {
        token: tokens.teacher,
      },
    );
    expect(elsewhere.status).toBe(400);
  });
});
