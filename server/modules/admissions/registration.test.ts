import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, auditOf } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import {
  body,
  classesOf,
  counts,
  demoBranches,
  firstOf,
  type Session,
  sessionOf,
} from '../../../tests/helpers/admissions';

let t: TestApp;
let registrar: Session;
let classId: number;
let foreignClassId: number;
let girlsHostel: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 20 });
  registrar = await sessionOf(t, 'registrar');
  const { home, away } = await demoBranches(t);
  classId = Number((await classesOf(t, home))[0].id);
  foreignClassId = Number((await classesOf(t, away))[0].id);
  girlsHostel = Number((await firstOf(t, 'hostels', home, { gender: 'girls' })).id);
});
afterAll(() => t.close());

function wizard(student: Record<string, unknown> = {}, guardians?: Record<string, unknown>[]) {
  serial += 1;
  return {
    first_name: 'Neema',
    last_name: `Wizard${serial}`,
    gender: 'female',
    class_id: classId,
    ...student,
    guardians: guardians ?? [
      { name: `Parent ${serial}`, relationship: 'mother', phone: '+254711000001' },
      { name: `Sponsor ${serial}`, relationship: 'sponsor', phone: '+254711000002' },
    ],
  };
}

/** The registration wizard's body without its guardians. */
const studentOnly = () => {
  const { guardians: _guardians, ...student } = wizard();
  return student;
};

const post = (payload: unknown, token = registrar.token) => t.call('POST', '/api/students', { token, body: payload });

const guardiansOf = (studentId: unknown) =>
  t.ctx.database.db
    .selectFrom('guardians')
    .selectAll()
    .where('student_id', '=', Number(studentId))
    .orderBy('id')
    .execute();

/** The registration wizard's one call: the student with their guardians as lines, in one transaction. */
describe(`POST /api/students with guardians on ${ENGINE}`, () => {
  it('creates the student and every guardian, numbered and audited, and answers the student', async () => {
    const payload = wizard({ residence: 'boarding', hostel_id: girlsHostel });
    const response = await post(payload);
    expect(response.status).toBe(201);
    const student = await body(response);
    expect(student).toMatchObject({ first_name: 'Neema', hostel_id: girlsHostel, status: 'active' });
    expect(student.admission_no).toMatch(/^ADM\/\d{4}\/\d{5}$/);
    const family = await guardiansOf(student.id);
    expect(family.map((g) => g.name)).toEqual(payload.guardians.map((g) => g.name));
    expect(family.map((g) => Boolean(g.is_primary))).toEqual([true, false]);
    expect(family.every((g) => Number(g.branch_id) === registrar.branchId)).toBe(true);
    expect(student.guardian_name).toBe(payload.guardians[0].name);
    expect(student.guardian_phone).toBe(payload.guardians[0].phone);
    expect((await auditOf(t, 'students', Number(student.id))).map((a) => a.action)).toEqual(['create']);
    for (const g of family)
      expect((await auditOf(t, 'guardians', Number(g.id))).map((a) => a.action)).toEqual(['create']);
  });

  it('the guardian marked primary is copied onto the student, and is the only primary one', async () => {
    const payload = wizard({}, [
      { name: 'First Listed', relationship: 'father', phone: '+254722000001', is_primary: false },
      { name: 'Chosen Primary', relationship: 'guardian', phone: '+254722000002', is_primary: true },
      { name: 'Also Marked', relationship: 'other', phone: '+254722000003', is_primary: true },
    ]);
    const student = await body(await post(payload));
    expect(student.guardian_name).toBe('Chosen Primary');
    expect(student.guardian_phone).toBe('+254722000002');
    expect((await guardiansOf(student.id)).map((g) => Boolean(g.is_primary))).toEqual([false, true, false]);
  });

  it('a typed admission number is kept; a student_id sent for a guardian is ignored', async () => {
    const payload = wizard({ admission_no: 'WIZ/77' }, [
      { name: 'Parent', relationship: 'mother', phone: '+254711000009', student_id: 1 },
    ]);
    const student = await body(await post(payload));
    expect(student.admission_no).toBe('WIZ/77');
    expect((await guardiansOf(student.id)).map((g) => g.name)).toEqual(['Parent']);
  });

  const bad: [string, () => unknown, string[]][] = [
    [
      'a missing student field and a bad guardian phone',
      () => wizard({ first_name: '' }, [{ name: 'P', relationship: 'mother', phone: 'call me' }]),
      ['first_name', 'guardians.0.phone'],
    ],
    ['no guardian', () => wizard({}, []), ['guardians']],
    ['guardians that are not a list', () => ({ ...studentOnly(), guardians: 'mum' }), ['guardians']],
    ['no student at all', () => ({ guardians: wizard().guardians }), ['first_name', 'last_name', 'gender', 'class_id']],
    [
      'a bad second guardian',
      () =>
        wizard({}, [
          { name: 'P', relationship: 'mother', phone: '+254711000001' },
          { name: 'Q', relationship: 'aunt', phone: '+254711000002', shoe: 4 },
        ]),
      ['guardians.1.relationship', 'guardians.1.shoe'],
    ],
    ['a class of another school', () => wizard({ class_id: foreignClassId }), ['class_id']],
  ];
  it.each(bad)('400 for %s, with errors named by place, and nothing written', async (_name, payload, fields) => {
    const before = await counts(t);
    const response = await post(payload());
    expect(response.status).toBe(400);
    const answer = await body<ErrorBody>(response);
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual([...fields].sort());
    expect(answer.message).toBeTruthy();
    expect(await counts(t)).toEqual(before);
  });

  it('a hostel of the wrong gender is a 409 on hostel_id, and nothing is written', async () => {
    const before = await counts(t);
    const response = await post(wizard({ gender: 'male', residence: 'boarding', hostel_id: girlsHostel }));
    expect(response.status).toBe(409);
    expect(Object.keys((await body<ErrorBody>(response)).errors ?? {})).toEqual(['hostel_id']);
    expect(await counts(t)).toEqual(before);
  });

  it('a duplicate admission number is a 409 and the guardians are not kept either', async () => {
    const taken = await firstOf(t, 'students', registrar.branchId);
    const before = await counts(t);
    const response = await post(wizard({ admission_no: taken.admission_no }));
    expect(response.status).toBe(409);
    expect(await counts(t)).toEqual(before);
  });

  it('needs write access to students: 403 for a reader or a stranger, 401 without a token', async () => {
    const before = await counts(t);
    for (const username of ['viewer', 'librarian']) {
      const { token } = await sessionOf(t, username);
      const response = await post(wizard(), token);
      expect(response.status, username).toBe(403);
    }
    expect((await t.call('POST', '/api/students', { body: wizard() })).status).toBe(401);
    expect(await counts(t)).toEqual(before);
  });

  it('a body that is not an object is a 400', async () => {
    expect((await post('[1, 2]')).status).toBe(400);
  });
});
