import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, json } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';

type Rec = Record<string, unknown>;
let t: TestApp;
const token: Record<string, string> = {};
let classId: number;
let otherClassStream: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  for (const user of ['registrar', 'admin', 'viewer']) token[user] = (await t.signIn(user)).accessToken;
  const classes = await json<Rec[]>(await t.call('GET', '/api/classes?range=[0,1]', { token: token.admin }));
  classId = Number(classes[0].id);
  const streams = await json<Rec[]>(
    await t.call('GET', `/api/streams?filter=${encodeURIComponent(JSON.stringify({ class_id: classes[1].id }))}`, {
      token: token.admin,
    }),
  );
  otherClassStream = Number(streams[0].id);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, user = 'registrar') =>
  t.call(method, path, { token: token[user], body });

async function newStudent(): Promise<Rec> {
  serial += 1;
  const response = await call('POST', '/api/students', {
    first_name: 'Baraka',
    last_name: `Lifecycle${serial}`,
    gender: 'male',
    class_id: classId,
    guardians: [{ name: `Parent ${serial}`, relationship: 'father', phone: '+254722100200' }],
  });
  expect(response.status).toBe(201);
  return json(response);
}

const act = (id: unknown, action: string, input?: unknown, user = 'registrar') =>
  call('POST', `/api/students/${String(id)}/${action}`, input, user);

describe(`a student's lifecycle on ${ENGINE}`, () => {
  it('the state is not set by PUT or bulk update, but the whole record sent back is fine', async () => {
    const student = await newStudent();
    const put = await call('PUT', `/api/students/${String(student.id)}`, { status: 'transferred' });
    expect(put.status).toBe(400);
    expect((await json<ErrorBody>(put)).errors).toHaveProperty('status');
    const bulk = await call('POST', '/api/students/bulk-update', { ids: [student.id], data: { status: 'alumni' } });
    expect(bulk.status).toBe(400);
    const whole = await call('PUT', `/api/students/${String(student.id)}`, { ...student, middle_name: 'Kip' });
    expect(whole.status).toBe(200);
    expect((await json(whole)).status).toBe('active');
  });

  it('transfer out files the transfer with a leaving certificate; readmit reverses it', async () => {
    const student = await newStudent();
    const missing = await act(student.id, 'transfer_out', { school: '' });
    expect(missing.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(missing)).errors ?? {}).sort()).toEqual(['school', 'transfer_date']);
    const moved = await act(student.id, 'transfer_out', { school: 'Kakamega School', transfer_date: '2026-06-01' });
    expect(moved.status).toBe(200);
    expect((await json(moved)).status).toBe('transferred');
    const transfers = await json<Rec[]>(
      await call('GET', `/api/transfers?filter=${encodeURIComponent(JSON.stringify({ student_id: student.id }))}`),
    );
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ direction: 'out', school: 'Kakamega School', reversed: false });
    expect(String(transfers[0].certificate_no)).toMatch(/^LC\/2026\/\d{4}$/);

    // A transfer in force is reversed by readmission, not by deleting it.
    const removed = await call('DELETE', `/api/transfers/${String(transfers[0].id)}`);
    expect(removed.status).toBe(409);
    expect((await json<ErrorBody>(removed)).message).toMatch(/readmit/);

    expect((await act(student.id, 'suspend', {})).status).toBe(409);
    const back = await act(student.id, 'readmit', { note: 'Returned after a term' });
    expect((await json(back)).status).toBe('active');
    const after = await json<Rec>(await call('GET', `/api/transfers/${String(transfers[0].id)}`));
    expect(after.reversed).toBe(true);
    expect((await call('DELETE', `/api/transfers/${String(transfers[0].id)}`)).status).toBe(200);
  });

  it('suspend files the suspension; readmission ends it, and the standing says so the same day', async () => {
    const student = await newStudent();
    const today = new Date().toLocaleDateString('en-CA');
    const standing = async () =>
      json<Rec>(await call('GET', `/api/admissions/students/${String(student.id)}/standing`));
    const suspended = await act(student.id, 'suspend', {
      from_date: '2026-01-05',
      to_date: '2099-12-31',
      reason: 'Fighting',
      approved_by: 'Principal',
    });
    expect((await json(suspended)).status).toBe('suspended');
    expect((await standing()).suspended).toBe(today >= '2026-01-05');
    expect((await act(student.id, 'graduate')).status).toBe(409);
    await act(student.id, 'readmit');
    expect((await standing()).suspended).toBe(false);
    const leaveouts = await json<Rec[]>(
      await call('GET', `/api/leaveouts?filter=${encodeURIComponent(JSON.stringify({ student_id: student.id }))}`),
    );
    expect(leaveouts.map((l) => l.kind)).toEqual(['suspension']);
    expect(String(leaveouts[0].to_date) < today).toBe(true);
    const audit = await t.ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'students')
      .where('record_id', '=', String(student.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'suspend', 'readmit']);
  });

  it('a suspension readmitted the day it began is annulled', async () => {
    const student = await newStudent();
    const today = new Date().toLocaleDateString('en-CA');
    await act(student.id, 'suspend', { from_date: today, to_date: today, reason: 'Mistake', approved_by: 'Deputy' });
    await act(student.id, 'readmit');
    const standing = await json<Rec>(await call('GET', `/api/admissions/students/${String(student.id)}/standing`));
    expect(standing.suspended).toBe(false);
  });

  it('each action has its roles; unknown actions are 404; the whole action is one transaction', async () => {
    const student = await newStudent();
    expect((await act(student.id, 'graduate', {}, 'viewer')).status).toBe(403);
    expect((await act(student.id, 'expel')).status).toBe(404);
    // A failing record behind the action (a suspension ending before it starts) undoes the move.
    const bad = await act(student.id, 'suspend', {
      from_date: '2026-05-10',
      to_date: '2026-05-01',
      reason: 'x',
      approved_by: 'y',
    });
    expect(bad.status).toBe(400);
    expect((await json<Rec>(await call('GET', `/api/students/${String(student.id)}`))).status).toBe('active');
  });

  it('a stream must belong to the student’s class', async () => {
    const student = await newStudent();
    const response = await call('PUT', `/api/students/${String(student.id)}`, { stream_id: otherClassStream });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors?.stream_id).toMatch(/class/i);
  });
});
