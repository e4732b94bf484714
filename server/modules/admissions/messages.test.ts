import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText, type ArgKey, type Coded } from '../../../src/schema';
import { insertUser } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { body, firstOf, type Session, sessionOf } from '../../../tests/helpers/admissions';
import { insertSystem } from '../../db/seed';

/** An error answer as the wire carries it: English for API clients, keys and arguments beside it. */
interface Answer {
  message: string;
  code?: string;
  args?: Record<string, string | number>;
  keys?: Record<string, ArgKey>;
  errors?: Record<string, string>;
  codes?: Record<string, Coded>;
}

let t: TestApp;
let registrar: Session;
let admin: Session;
let classId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 8 });
  registrar = await sessionOf(t, 'registrar');
  admin = await sessionOf(t, 'admin');
  classId = Number((await firstOf(t, 'classes', registrar.branchId)).id);
});
afterAll(() => t.close());

const call = (method: string, path: string, payload?: unknown, who: Session = registrar) =>
  t.call(method, path, { token: who.token, body: payload });

async function answer(response: Response, status: number): Promise<Answer> {
  expect(response.status).toBe(status);
  return body<Answer>(response);
}

/** The answer's English is the catalog's template filled with its arguments, word for word, fields too. */
function expectConsistent(found: Answer): void {
  expect(found.code).toBeTruthy();
  expect(found.message).toBe(englishText({ message: found.code ?? '', args: found.args ?? {} }));
  expect(Object.keys(found.codes ?? {}).sort()).toEqual(Object.keys(found.errors ?? {}).sort());
  for (const [field, coded] of Object.entries(found.codes ?? {}))
    expect(found.errors?.[field]).toBe(englishText(coded));
}

const newStudent = (overrides: Record<string, unknown>) => {
  serial += 1;
  return call('POST', '/api/students', {
    first_name: 'Coded',
    last_name: `Pupil${serial}`,
    gender: 'female',
    class_id: classId,
    guardians: [{ name: 'Parent', relationship: 'mother', phone: '0712345678' }],
    ...overrides,
  });
};

describe(`the admissions rules answer with keys and arguments on ${ENGINE}`, () => {
  it('a hostel of the other gender: the gender is a key the browser translates; the English as before', async () => {
    const boys = await firstOf(t, 'hostels', registrar.branchId, { gender: 'boys' });
    const found = await answer(await newStudent({ residence: 'boarding', hostel_id: boys.id }), 409);
    expectConsistent(found);
    expect(found.message).toBe(`${String(boys.name)} is a boys' hostel`);
    expect(found).toMatchObject({
      code: 'shule.admissions.errors.hostel_of_gender',
      args: { hostel: boys.name, gender: 'boys' },
      keys: { gender: { key: 'resources.hostels.choices.gender.boys', lower: true } },
    });
    expect(found.errors?.hostel_id).toBe(`${String(boys.name)} takes boys only`);
    expect(found.codes?.hostel_id.message).toBe('shule.admissions.errors.hostel_takes_only');
  });

  it('a full hostel', async () => {
    const [tiny] = await insertSystem(t.ctx.database, 'hostels', registrar.branchId, [
      { name: 'Tiny House', gender: 'mixed', capacity: 0 },
    ]);
    const found = await answer(await newStudent({ residence: 'boarding', hostel_id: tiny }), 409);
    expectConsistent(found);
    expect(found.message).toBe('Tiny House is full');
    expect(found.codes?.hostel_id).toEqual({
      message: 'shule.admissions.errors.hostel_places_taken',
      args: { hostel: 'Tiny House', taken: 0, capacity: 0 },
    });
    expect(found.errors?.hostel_id).toBe('Tiny House is full: 0 of 0 places are taken');
  });

  it("a subcounty without its county, or of another county: the declaration's rule, named by the county", async () => {
    const first = await answer(await newStudent({ subcounty: 'Westlands' }), 400);
    expectConsistent(first);
    expect(first).toMatchObject({ code: 'shule.errors.fields', message: 'Some fields need attention' });
    expect(first.codes?.subcounty.message).toBe('shule.validation.not_within');
    const second = await answer(await newStudent({ county: 'Mombasa', subcounty: 'Westlands' }), 400);
    expect(second.errors?.subcounty).toBe('Does not belong to the chosen County');
    expect(second.codes?.subcounty).toEqual({
      message: 'shule.validation.not_within',
      args: { other: 'County' },
      keys: { other: { key: 'resources.students.fields.county' } },
    });
  });

  it('terms: dates in order, and a current term always', async () => {
    const bad = { academic_year: 2031, term: '1', start_date: '2031-04-01', end_date: '2031-01-01' };
    const dates = await answer(await call('POST', '/api/terms', bad, admin), 400);
    expectConsistent(dates);
    expect(dates.errors?.end_date).toBe('A term must close after it opens');
    const current = await firstOf(t, 'terms', admin.branchId, { current: true });
    const unset = await answer(await call('PUT', `/api/terms/${String(current.id)}`, { current: false }, admin), 400);
    expectConsistent(unset);
    expect(unset).toMatchObject({ code: 'shule.admissions.errors.current_term_needed' });
    expect(unset.codes?.current.message).toBe('shule.admissions.errors.make_another_current');
  });

  it('promotion of a student who is not active, and of one who does not exist', async () => {
    const student = await body(await newStudent({}));
    await call('POST', `/api/students/${String(student.id)}/graduate`, {});
    const inactive = await answer(await call('POST', '/api/admissions/students/promote', { ids: [student.id] }), 400);
    expectConsistent(inactive);
    expect(inactive.message).toBe('Only active students can be promoted');
    expect(inactive.codes?.ids).toEqual({
      message: 'shule.admissions.errors.not_active',
      // Named as the register names them: the office knows its students by name.
      args: {
        students: `${String(student.first_name)} ${String(student.last_name)} (${String(student.admission_no)})`,
      },
    });
    const missing = await answer(await call('POST', '/api/admissions/students/promote', { ids: [987654] }), 404);
    expectConsistent(missing);
    expect(missing).toMatchObject({
      message: 'No student with id 987654',
      keys: { singular: { key: 'resources.students.name', count: 1, lower: true } },
    });
  });

  it('a transfer out of a student who is not active, and the deletion of one in force', async () => {
    const student = await body(await newStudent({}));
    await call('POST', `/api/students/${String(student.id)}/graduate`, {});
    const transfer = { student_id: student.id, direction: 'out', school: 'Elsewhere', transfer_date: '2026-05-01' };
    const refused = await answer(await call('POST', '/api/transfers', transfer), 409);
    expectConsistent(refused);
    expect(refused.message).toBe(`Coded ${String(student.last_name)} is alumni and cannot be transferred out`);
    expect(refused.keys?.status).toEqual({ key: 'resources.students.choices.status.alumni', lower: true });
    expect(refused.errors?.student_id).toBe('Now alumni');

    const leaving = await body(await newStudent({}));
    const moved = await body(await call('POST', '/api/transfers', { ...transfer, student_id: leaving.id }));
    const kept = await answer(await call('DELETE', `/api/transfers/${String(moved.id)}`), 409);
    expectConsistent(kept);
    expect(kept.code).toBe('shule.admissions.errors.readmit_to_reverse');
  });

  it('a standing asked for with a malformed date', async () => {
    const student = await firstOf(t, 'students', registrar.branchId);
    const found = await answer(
      await call('GET', `/api/admissions/students/${String(student.id)}/standing?date=today`),
      400,
    );
    expectConsistent(found);
    expect(found).toMatchObject({ message: 'date must be YYYY-MM-DD', errors: { date: 'Invalid date' } });
  });
});

describe(`the engine answers with keys and arguments on ${ENGINE}`, () => {
  it('an action from the wrong state names the action, the states and the record, each as a key', async () => {
    const student = await firstOf(t, 'students', registrar.branchId, { status: 'active' });
    const found = await answer(await call('POST', `/api/students/${String(student.id)}/readmit`, {}), 409);
    expectConsistent(found);
    expect(found.message).toBe(
      'Readmit is not possible: this student is active, and readmit starts from transferred or suspended or left or alumni',
    );
    expect(found.keys).toMatchObject({
      action: { key: 'resources.students.actions.readmit' },
      state: { key: 'resources.students.choices.status.active', lower: true },
      from: { join: 'or', lower: true },
    });
    expect(found.codes?.status).toMatchObject({ message: 'shule.errors.now_state', args: { state: 'active' } });
  });

  it('an action the user may not take, and one that does not exist', async () => {
    const student = await firstOf(t, 'students', registrar.branchId, { status: 'active' });
    await insertUser(t, registrar.branchId, 'suspender', ['ROLE_Issue_Leaveout_or_Suspension']);
    const suspender = await sessionOf(t, 'suspender');
    const path = `/api/students/${String(student.id)}`;
    const none = await answer(await call('POST', `${path}/expel`, {}), 404);
    expectConsistent(none);
    expect(none.message).toBe('Students have no action "expel"');
    const forbidden = await answer(await call('POST', `${path}/transfer_out`, {}, suspender), 403);
    expectConsistent(forbidden);
    expect(forbidden.message).toBe('You do not have permission to transfer out students');
    expect(forbidden.keys).toEqual({
      action: { key: 'resources.students.actions.transfer_out', lower: true },
      resource: { key: 'resources.students.name', count: 2, lower: true },
    });
  });

  it('a record that does not exist, a value already taken and an operation switched off', async () => {
    const missing = await answer(await call('PUT', '/api/students/987654', { first_name: 'X' }), 404);
    expectConsistent(missing);
    expect(missing.message).toBe('No student with id 987654');

    const taken = await firstOf(t, 'students', registrar.branchId);
    const duplicate = await answer(await newStudent({ admission_no: taken.admission_no }), 409);
    expectConsistent(duplicate);
    expect(duplicate.codes?.admission_no).toEqual({ message: 'shule.validation.unique', args: {} });

    const stream = await firstOf(t, 'streams', admin.branchId);
    const twin = { name: stream.name, class_id: stream.class_id };
    const pair = await answer(await call('POST', '/api/streams', twin, admin), 409);
    expectConsistent(pair);
    expect(pair.message).toBe('A record with the same Class and Name already exists');
    expect(pair.keys?.fields).toEqual({
      key: ['resources.streams.fields.class_id', 'resources.streams.fields.name'],
      join: 'and',
    });

    const off = await answer(await call('POST', '/api/branches', { name: 'Another' }, admin), 405);
    expectConsistent(off);
    expect(off).toMatchObject({
      message: 'School settings cannot be created here',
      keys: { resource: { key: 'resources.branches.name', count: 2 } },
    });
  });

  it('an English message without arguments gets its key, so no answer reaches a user untranslated', async () => {
    const found = await answer(await call('GET', '/api/students/987654'), 404);
    expect(found.code).toBeTruthy();
    expect(found.message).toBe(englishText({ message: found.code ?? '', args: found.args ?? {} }));
  });
});
