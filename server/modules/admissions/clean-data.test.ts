import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../src/schema/display';
import { auditOf, type ErrorBody, json } from '../../../tests/helpers/api';
import { counts } from '../../../tests/helpers/admissions';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';

type Rec = Record<string, unknown>;
let t: TestApp;
const token: Record<string, string> = {};
let classId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  for (const user of ['registrar', 'admin']) token[user] = (await t.signIn(user)).accessToken;
  // The admissions office's rules alone: this school does not bill a student on admission, so a
  // newly registered student is held by no invoice (the fees suites test billing on admission).
  await t.ctx.database.db.updateTable('finance_settings').set({ bill_on_admission: false }).execute();
  const classes = await json<Rec[]>(await t.call('GET', '/api/classes?range=[0,0]', { token: token.admin }));
  classId = Number(classes[0].id);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, user = 'registrar') =>
  t.call(method, path, { token: token[user], body });
const get = async (path: string) => json<Rec>(await call('GET', path));

/** A day `years` years and `days` days from the school's today, ISO. */
function dayFrom(years: number, days = 0): string {
  const [y, m, d] = todayAtSchool().split('-').map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, Math.min(d, 28) + days));
  return date.toISOString().slice(0, 10);
}

function student(overrides: Rec = {}): Rec {
  serial += 1;
  return {
    first_name: 'Wanjiru',
    last_name: `Clean${serial}`,
    gender: 'female',
    class_id: classId,
    date_of_birth: dayFrom(-14),
    guardians: [{ name: `Mama ${serial}`, relationship: 'mother', phone: `07220${String(serial).padStart(5, '0')}` }],
    ...overrides,
  };
}

async function register(overrides: Rec = {}): Promise<Rec> {
  const response = await call('POST', '/api/students', student(overrides));
  expect(response.status).toBe(201);
  return json(response);
}

const studentsFound = async (q: string) => {
  const groups = await json<{ resource: string; hits: { id: number }[] }[]>(
    await call('GET', `/api/search?q=${encodeURIComponent(q)}`),
  );
  return groups.find((g) => g.resource === 'students')?.hits.map((h) => h.id) ?? [];
};

describe(`the guardian lines are the one source of the student's primary guardian, on ${ENGINE}`, () => {
  it('the student shows the primary guardian; a phone edited on the guardian shows on the student and in search', async () => {
    const s = await register({
      guardians: [
        { name: 'Baba Otieno', relationship: 'father', phone: '0711 000 201' },
        { name: 'Mama Otieno', relationship: 'mother', phone: '0711 000 202', is_primary: true },
      ],
    });
    expect([s.guardian_name, s.guardian_phone]).toEqual(['Mama Otieno', '+254711000202']);
    const mama = (s.guardians as Rec[]).find((g) => g.name === 'Mama Otieno') as Rec;
    const edited = await call('PUT', `/api/guardians/${String(mama.id)}`, { phone: '0733 444 555' });
    expect(edited.status).toBe(200);
    const after = await get(`/api/students/${String(s.id)}`);
    expect(after.guardian_phone).toBe('+254733444555');
    // The student's change is audited as the system's, in the same write as the guardian's.
    expect((await auditOf(t, 'students', Number(s.id))).at(-1)).toMatchObject({
      action: 'update',
      changes: { guardian_phone: { before: '+254711000202', after: '+254733444555' } },
    });
    expect(await studentsFound('0733 444 555')).toEqual([s.id]);
    expect(await studentsFound('0711 000 202')).toEqual([]);
    // The list searches the copy by name too.
    const renamed = await call('PUT', `/api/guardians/${String(mama.id)}`, { name: 'Mama Zuhura' });
    expect(renamed.status).toBe(200);
    const listed = await json<Rec[]>(await call('GET', `/api/students?filter=${encodeURIComponent('{"q":"zuhura"}')}`));
    expect(listed.map((r) => r.id)).toEqual([s.id]);
  });

  it("the student's copies are read-only: the guardian is where they change", async () => {
    const s = await register();
    const response = await call('PUT', `/api/students/${String(s.id)}`, { guardian_phone: '0799 999 999' });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual({ guardian_phone: 'This field cannot be changed' });
    // The whole record sent back, as the edit form does, is fine.
    expect((await call('PUT', `/api/students/${String(s.id)}`, { ...s, middle_name: 'Njeri' })).status).toBe(200);
  });

  it('making another guardian primary unmarks the first and the student follows; deleting one falls back', async () => {
    const s = await register({
      guardians: [
        { name: 'First Guardian', relationship: 'father', phone: '0711 000 301' },
        { name: 'Second Guardian', relationship: 'mother', phone: '0711 000 302' },
      ],
    });
    expect(s.guardian_name).toBe('First Guardian');
    const [first, second] = s.guardians as Rec[];
    expect((await call('PUT', `/api/guardians/${String(second.id)}`, { is_primary: true })).status).toBe(200);
    const after = await get(`/api/students/${String(s.id)}`);
    expect([after.guardian_name, after.guardian_phone]).toEqual(['Second Guardian', '+254711000302']);
    expect((after.guardians as Rec[]).map((g) => g.is_primary)).toEqual([false, true]);
    expect((await call('DELETE', `/api/guardians/${String(second.id)}`)).status).toBe(200);
    expect((await get(`/api/students/${String(s.id)}`)).guardian_name).toBe(first.name);
    // A guardian added through its own API as primary takes over.
    const added = await call('POST', '/api/guardians', {
      student_id: s.id,
      name: 'Added Sponsor',
      relationship: 'sponsor',
      phone: '0711 000 303',
      is_primary: true,
    });
    expect(added.status).toBe(201);
    expect((await get(`/api/students/${String(s.id)}`)).guardian_phone).toBe('+254711000303');
  });
});

describe(`dates within their declared bounds, on ${ENGINE}`, () => {
  it.each([
    ['a date of birth tomorrow', { date_of_birth: dayFrom(0, 1) }, 'date_of_birth', 'Must not be in the future'],
    ['a date of birth a year ago', { date_of_birth: dayFrom(-1) }, 'date_of_birth', 'Must be at least 2 years ago'],
    [
      'a date of birth 31 years ago',
      { date_of_birth: dayFrom(-31) },
      'date_of_birth',
      'Must be no more than 30 years ago',
    ],
    ['an admission date tomorrow', { admission_date: dayFrom(0, 1) }, 'admission_date', 'Must not be in the future'],
  ])('%s is a 400 naming the bound, and nothing is stored', async (_name, overrides, field, message) => {
    const before = await counts(t);
    const response = await call('POST', '/api/students', student(overrides));
    expect(response.status).toBe(400);
    const body = await json<ErrorBody & { codes?: Record<string, { message: string }> }>(response);
    expect(body.errors).toEqual({ [field]: message });
    expect(body.codes?.[field].message).toMatch(/^shule\.validation\.date_/);
    expect(await counts(t)).toEqual(before);
  });

  it('a stored date outside the bounds (an old record) does not stop the rest of the record being saved', async () => {
    const s = await register();
    await t.ctx.database.db
      .updateTable('students')
      .set({ date_of_birth: dayFrom(-40) })
      .where('id', '=', Number(s.id))
      .execute();
    const stored = await get(`/api/students/${String(s.id)}`);
    expect((await call('PUT', `/api/students/${String(s.id)}`, { ...stored, middle_name: 'Kept' })).status).toBe(200);
    const moved = await call('PUT', `/api/students/${String(s.id)}`, { date_of_birth: dayFrom(-41) });
    expect(moved.status).toBe(400);
  });
});

describe(`a record other records point at, on ${ENGINE}`, () => {
  const heldStudent = async () => {
    const s = await register();
    const made = [
      await call('POST', '/api/transfers', {
        student_id: s.id,
        direction: 'in',
        school: 'Alliance Girls',
        transfer_date: dayFrom(-1),
      }),
      await call('POST', '/api/transfers', {
        student_id: s.id,
        direction: 'in',
        school: 'Moi Girls Eldoret',
        transfer_date: dayFrom(-2),
      }),
      await call('POST', '/api/leaveouts', {
        student_id: s.id,
        kind: 'leave_out',
        from_date: dayFrom(0, -3),
        to_date: dayFrom(0, -2),
        reason: 'Family wedding',
        approved_by: 'Deputy',
      }),
    ];
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    return s;
  };

  it('a student with transfers is not deleted: the answer names the holders and offers Mark as left', async () => {
    const s = await heldStudent();
    const before = await counts(t, ['students', 'guardians', 'transfers', 'leaveouts', 'audit_log']);
    const response = await call('DELETE', `/api/students/${String(s.id)}`);
    expect(response.status).toBe(409);
    const body = await json<Rec>(response);
    const name = `${String(s.first_name)} ${String(s.last_name)} (${String(s.admission_no)})`;
    expect(body.message).toBe(
      `${name} is referred to by 2 transfers and 1 leave-out or suspension and cannot be deleted. Mark as left instead.`,
    );
    expect(body.code).toBe('shule.errors.held_by_instead');
    expect(body.keys).toEqual({
      holders: {
        key: ['resources.transfers.name', 'resources.leaveouts.name'],
        counts: [2, 1],
        join: 'and',
        lower: true,
      },
      action: { key: 'resources.students.actions.mark_left' },
    });
    expect(body.holders).toEqual([
      {
        resource: 'transfers',
        count: 2,
        names: [expect.stringMatching(/^Alliance Girls/), expect.stringMatching(/^Moi Girls/)],
      },
      { resource: 'leaveouts', count: 1, names: [expect.stringMatching(/^Leave out /)] },
    ]);
    expect(body.suggest).toEqual({ resource: 'students', id: s.id, action: 'mark_left' });
    expect(await counts(t, ['students', 'guardians', 'transfers', 'leaveouts', 'audit_log'])).toEqual(before);
    // A bulk delete with it in is refused whole.
    const free = await register();
    const bulk = await call('POST', '/api/students/bulk-delete', { ids: [free.id, s.id] });
    expect(bulk.status).toBe(409);
    expect((await json<Rec>(bulk)).holders).toEqual(body.holders);
    expect(await counts(t, ['students', 'guardians', 'transfers', 'leaveouts', 'audit_log'])).toEqual({
      ...before,
      students: before.students + 1,
      guardians: before.guardians + 1,
      audit_log: before.audit_log + 2,
    });
  });

  it('a student held by nothing but their own guardians is deleted, guardians and all', async () => {
    const s = await register();
    const response = await call('DELETE', `/api/students/${String(s.id)}`);
    expect(response.status).toBe(200);
    const left = await t.ctx.database.db
      .selectFrom('guardians')
      .select('id')
      .where('student_id', '=', Number(s.id))
      .execute();
    expect(left).toEqual([]);
  });

  it('mark as left: a leaving date, not in the future; the student leaves and readmission reverses it', async () => {
    const s = await heldStudent();
    const path = `/api/students/${String(s.id)}/mark_left`;
    const future = await call('POST', path, { leaving_date: dayFrom(0, 1) });
    expect(future.status).toBe(400);
    expect((await json<ErrorBody>(future)).errors).toEqual({ leaving_date: 'Must not be in the future' });
    expect((await call('POST', path, {})).status).toBe(400);
    const left = await call('POST', path, { leaving_date: dayFrom(0, -1), reason: 'Moved abroad' });
    expect(left.status).toBe(200);
    expect(await json(left)).toMatchObject({ status: 'left', left_on: dayFrom(0, -1), leaving_reason: 'Moved abroad' });
    // Left, the student is still held, and no action is offered: the delete says only why.
    const refused = await json<Rec>(await call('DELETE', `/api/students/${String(s.id)}`));
    expect(refused.code).toBe('shule.errors.held_by');
    expect(refused).not.toHaveProperty('suggest');
    const back = await call('POST', `/api/students/${String(s.id)}/readmit`, {});
    expect(await json(back)).toMatchObject({ status: 'active', left_on: null, leaving_reason: null });
  });

  it('any resource: a class with students names them, with no action to offer', async () => {
    const response = await call('DELETE', `/api/classes/${classId}`, undefined, 'admin');
    expect(response.status).toBe(409);
    const body = await json<Rec>(response);
    expect(body.code).toBe('shule.errors.held_by');
    expect(body.message).toMatch(
      /^Form 1 is referred to by \d+ streams, \d+ students and \d+ fee structures and cannot be deleted$/,
    );
    const holders = body.holders as { resource: string; count: number; names: string[] }[];
    expect(holders.map((h) => h.resource)).toEqual(['streams', 'students', 'fee_structures']);
    // A few names each, not the whole school.
    expect(holders[1].count).toBeGreaterThan(3);
    expect(holders[1].names).toHaveLength(3);
  });
});
