import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, rowById } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { insertSystem } from '../../db/seed';
import { body, counts, demoBranches, firstOf, type Session, sessionOf } from '../../../tests/helpers/admissions';

let t: TestApp;
let registrar: Session;
let student: Record<string, unknown>;
let classId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 12 });
  registrar = await sessionOf(t, 'registrar');
  student = await firstOf(t, 'students', registrar.branchId, { gender: 'male' });
  classId = Number(student.class_id);
});
afterAll(() => t.close());

const call = (method: string, path: string, payload?: Record<string, unknown>) =>
  t.call(method, path, { token: registrar.token, body: payload });
const errorsOf = async (response: Response) => Object.keys((await body<ErrorBody>(response)).errors ?? {});

const leave = (overrides: Record<string, unknown> = {}) => ({
  student_id: student.id,
  kind: 'leave_out',
  from_date: '2026-03-10',
  to_date: '2026-03-12',
  reason: 'Clinic',
  approved_by: 'Deputy',
  ...overrides,
});

async function newStudent(overrides: Record<string, unknown>) {
  serial += 1;
  return call('POST', '/api/students', {
    first_name: 'Rule',
    last_name: `Pupil${serial}`,
    gender: 'female',
    class_id: classId,
    ...overrides,
  });
}

describe(`dates that follow each other on ${ENGINE}`, () => {
  it('a leave-out that ends before it starts is a 400 on to_date; the same day is fine', async () => {
    const before = await counts(t, ['leaveouts']);
    const response = await call('POST', '/api/leaveouts', leave({ to_date: '2026-03-09' }));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual(['to_date']);
    expect(await counts(t, ['leaveouts'])).toEqual(before);
    expect((await call('POST', '/api/leaveouts', leave({ to_date: '2026-03-10' }))).status).toBe(201);
  });

  it('an update is compared with the stored date, on either side', async () => {
    const record = await body(await call('POST', '/api/leaveouts', leave()));
    const path = `/api/leaveouts/${String(record.id)}`;
    expect(await errorsOf(await call('PUT', path, { to_date: '2026-03-01' }))).toEqual(['to_date']);
    expect(await errorsOf(await call('PUT', path, { from_date: '2026-03-20' }))).toEqual(['to_date']);
    const bulk = await call('POST', '/api/leaveouts/bulk-update', {
      ids: [record.id],
      data: { to_date: '2026-03-01' },
    });
    expect(bulk.status).toBe(400);
    expect(await rowById(t, 'leaveouts', Number(record.id))).toMatchObject({ from_date: '2026-03-10' });
    expect((await call('PUT', path, { from_date: '2026-03-11', to_date: '2026-03-11' })).status).toBe(200);
  });

  it("a board member's term cannot end before it starts; an open end is fine", async () => {
    const member = { name: 'Board Member', position: 'member', representing: 'parents', term_start: '2025-03-01' };
    const bad = await call('POST', '/api/board_members', { ...member, term_end: '2024-03-01' });
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toEqual(['term_end']);
    expect((await call('POST', '/api/board_members', member)).status).toBe(201);
  });
});

describe(`student rules on ${ENGINE}`, () => {
  it('a subcounty must belong to the chosen county (400 on subcounty), checked on update too', async () => {
    const before = await counts(t);
    const wrong = await newStudent({ county: 'Nakuru', subcounty: 'Westlands' });
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toEqual(['subcounty']);
    expect(await errorsOf(await newStudent({ subcounty: 'Njoro' }))).toEqual(['subcounty']);
    expect(await counts(t)).toEqual(before);
    const ok = await body(await newStudent({ county: 'Nakuru', subcounty: 'Njoro' }));
    const moved = await call('PUT', `/api/students/${String(ok.id)}`, { county: 'Nairobi' });
    expect(moved.status).toBe(400);
    expect(await errorsOf(moved)).toEqual(['subcounty']);
    expect(
      (await call('PUT', `/api/students/${String(ok.id)}`, { county: 'Nairobi', subcounty: 'Kibra' })).status,
    ).toBe(200);
  });

  it("a hostel takes its own gender: 409 on hostel_id, on create and when the student's gender changes", async () => {
    const boys = await firstOf(t, 'hostels', registrar.branchId, { gender: 'boys' });
    const wrong = await newStudent({ residence: 'boarding', hostel_id: boys.id });
    expect(wrong.status).toBe(409);
    expect(await errorsOf(wrong)).toEqual(['hostel_id']);
    const boy = await body(await newStudent({ gender: 'male', residence: 'boarding', hostel_id: boys.id }));
    const regendered = await call('PUT', `/api/students/${String(boy.id)}`, { gender: 'female' });
    expect(regendered.status).toBe(409);
    expect((await rowById(t, 'students', Number(boy.id)))?.gender).toBe('male');
  });

  it('a full hostel is a 409 with a clear message; a mixed one takes anyone while it has room', async () => {
    const [mixed] = await insertSystem(t.ctx.database, 'hostels', registrar.branchId, [
      { name: 'Tiny House', gender: 'mixed', capacity: 2 },
    ]);
    const first = await body(await newStudent({ gender: 'male', residence: 'boarding', hostel_id: mixed }));
    expect((await newStudent({ residence: 'boarding', hostel_id: mixed })).status).toBe(201);
    const before = await counts(t);
    const full = await newStudent({ residence: 'boarding', hostel_id: mixed });
    expect(full.status).toBe(409);
    expect((await body<ErrorBody>(full)).errors?.hostel_id).toMatch(/Tiny House is full: 2 of 2/);
    expect(await counts(t)).toEqual(before);
    // A student already in it keeps the place when the record is saved again.
    expect(
      (await call('PUT', `/api/students/${String(first.id)}`, { hostel_id: mixed, first_name: 'Again' })).status,
    ).toBe(200);
  });

  it("another school's hostel is a 400 on hostel_id", async () => {
    const { away } = await demoBranches(t);
    const theirs = await firstOf(t, 'hostels', away, { gender: 'girls' });
    const response = await newStudent({ residence: 'boarding', hostel_id: theirs.id });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual(['hostel_id']);
  });
});

describe(`GET /api/admissions/students/:id/standing on ${ENGINE}`, () => {
  it('says whether the student is suspended or on leave on the day', async () => {
    const pupil = await body(await newStudent({}));
    const standing = (date: string) =>
      call('GET', `/api/admissions/students/${String(pupil.id)}/standing?date=${date}`);
    const suspension = await body(
      await call('POST', '/api/leaveouts', leave({ student_id: pupil.id, kind: 'suspension', to_date: '2026-03-20' })),
    );
    const outing = await body(await call('POST', '/api/leaveouts', leave({ student_id: pupil.id })));
    expect(await body(await standing('2026-03-11'))).toEqual({
      suspended: true,
      suspension: expect.objectContaining({ id: suspension.id, kind: 'suspension' }),
      onLeave: true,
      leaveout: expect.objectContaining({ id: outing.id, kind: 'leave_out' }),
    });
    expect(await body(await standing('2026-03-15'))).toMatchObject({ suspended: true, onLeave: false, leaveout: null });
    expect(await body(await standing('2026-03-21'))).toEqual({
      suspended: false,
      suspension: null,
      onLeave: false,
      leaveout: null,
    });
    const today = await call('GET', `/api/admissions/students/${String(pupil.id)}/standing`);
    expect(today.status).toBe(200);
  });

  it("another school's student is a 404; a bad date a 400; a stranger a 403", async () => {
    const { away } = await demoBranches(t);
    const theirs = await firstOf(t, 'students', away);
    expect((await call('GET', `/api/admissions/students/${String(theirs.id)}/standing`)).status).toBe(404);
    expect((await call('GET', `/api/admissions/students/${String(student.id)}/standing?date=soon`)).status).toBe(400);
    const { token } = await sessionOf(t, 'examiner');
    expect((await t.call('GET', `/api/admissions/students/${String(student.id)}/standing`, { token })).status).toBe(
      403,
    );
  });
});
