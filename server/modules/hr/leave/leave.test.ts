import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { TypeBalance } from './balances';
import { unpaidLeaveDays } from './payroll';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
const types: Record<string, number> = {};
const people: Record<string, number> = {};

type Leave = Record<string, unknown> & { id: number };

const apply = (body: Record<string, unknown>, who = 'hr') =>
  t.call('POST', '/api/leave_applications', { token: tokens[who], body });
const act = (id: number, action: string, body: Record<string, unknown> = {}, who = 'hr') =>
  t.call('POST', `/api/leave_applications/${id}/${action}`, { token: tokens[who], body });
async function applied(body: Record<string, unknown>): Promise<Leave> {
  const response = await apply(body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<Leave>(response);
}
async function balance(employee: number, year: number, code: string): Promise<TypeBalance> {
  const response = await t.call('GET', `/api/hr/leave/balances?employee_id=${employee}&year=${year}`, {
    token: tokens.hr,
  });
  expect(response.status).toBe(200);
  const body = await json<{ balances: { types: TypeBalance[] }[] }>(response);
  return body.balances[0].types.find((b) => b.code === code) as TypeBalance;
}

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  branchId = await branchIdOf(t, 'DHS');
  const dps = await branchIdOf(t, 'DPS');
  await insertUser(t, dps, 'hr2', ['ROLR_HR_ADMIN']);
  for (const who of ['hr', 'registrar', 'hr2']) tokens[who] = (await t.signIn(who)).accessToken;
  for (const row of await t.ctx.database.db
    .selectFrom('leave_types')
    .select(['id', 'code'])
    .where('branch_id', '=', branchId)
    .execute())
    types[String(row.code)] = Number(row.id);
  const employ = async (first: string, gender: string, date_employed: string) => {
    const response = await t.call('POST', '/api/employees', {
      token: tokens.hr,
      body: { first_name: first, last_name: 'Testa', gender, category: 'non_teaching', terms: 'board', date_employed },
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return Number((await json<Leave>(response)).id);
  };
  people.akinyi = await employ('Akinyi', 'female', '2020-02-01');
  people.baraka = await employ('Baraka', 'male', '2025-03-15');
}, 120_000);
afterAll(() => t.close());

describe(`leave on ${ENGINE}`, () => {
  it('gives a new school the Employment Act’s types and Kenya’s holidays', async () => {
    expect(Object.keys(types).sort()).toEqual(['ANNUAL', 'COMPASSIONATE', 'MATERNITY', 'PATERNITY', 'SICK', 'UNPAID']);
    const holidays = await t.ctx.database.db
      .selectFrom('public_holidays')
      .select('date')
      .where('branch_id', '=', branchId)
      .where('date', '>=', '2025-01-01')
      .where('date', '<=', '2025-12-31')
      .execute();
    expect(holidays).toHaveLength(11);
  });

  it('counts working days without weekends and holidays, a Sunday’s holiday on the Monday', async () => {
    const christmas = await applied({
      employee_id: people.akinyi,
      leave_type_id: types.ANNUAL,
      start_date: '2025-12-22',
      end_date: '2025-12-31',
    });
    expect(christmas).toMatchObject({ days: 6, full_pay_days: 6, unpaid_days: 0, status: 'pending' });
    // Mashujaa Day 2024 fell on Sunday 20 October: Monday 21 was the day off.
    const mashujaa = await applied({
      employee_id: people.akinyi,
      leave_type_id: types.ANNUAL,
      start_date: '2024-10-21',
      end_date: '2024-10-25',
    });
    expect(mashujaa.days).toBe(4);
    // A client cannot set the days itself.
    const forged = await t.call('PUT', `/api/leave_applications/${mashujaa.id}`, {
      token: tokens.hr,
      body: { days: 1 },
    });
    expect(forged.status).toBe(400);
  });

  it('earns annual leave pro rata from the day employed, and refuses leave beyond it', async () => {
    // Employed 15 March 2025: nine whole months by the year's end, 9 × 1.75 days.
    expect(await balance(people.baraka, 2025, 'ANNUAL')).toMatchObject({
      entitled: 15.75,
      carried_forward: 0,
      taken: 0,
      pending: 0,
      remaining: 15.75,
    });
    const refused = await apply({
      employee_id: people.baraka,
      leave_type_id: types.ANNUAL,
      start_date: '2025-11-03',
      end_date: '2025-11-24',
    });
    expect(refused.status).toBe(400);
    const body = await json<ErrorBody>(refused);
    expect(body.message).toBe(
      'Only 15.75 days of annual leave remain for 2025 (earned 15.75, carried forward 0, taken 0, pending 0): this leave needs 16',
    );
    expect(body.errors?.end_date).toBe(body.message);
    // Unpaid leave has no limit; maternity leave is for women.
    const unpaid = await applied({
      employee_id: people.baraka,
      leave_type_id: types.UNPAID,
      start_date: '2025-11-03',
      end_date: '2025-11-28',
    });
    expect(unpaid).toMatchObject({ days: 20, unpaid_days: 20, full_pay_days: 0 });
    const maternity = await apply({
      employee_id: people.baraka,
      leave_type_id: types.MATERNITY,
      start_date: '2025-05-05',
      end_date: '2025-05-20',
    });
    expect(maternity.status).toBe(400);
    expect((await json<ErrorBody>(maternity)).errors?.leave_type_id).toBe('Maternity leave is taken by women only');
    const beforeEmployed = await apply({
      employee_id: people.baraka,
      leave_type_id: types.UNPAID,
      start_date: '2025-03-10',
      end_date: '2025-03-12',
    });
    expect((await json<ErrorBody>(beforeEmployed)).errors?.start_date).toBe(
      'The leave starts before the employee was employed (15/03/2025)',
    );
  });

  it('refuses leave overlapping the employee’s pending or approved leave', async () => {
    const overlapping = await apply({
      employee_id: people.baraka,
      leave_type_id: types.ANNUAL,
      start_date: '2025-11-26',
      end_date: '2025-12-02',
    });
    expect(overlapping.status).toBe(400);
    expect((await json<ErrorBody>(overlapping)).errors?.start_date).toBe(
      'This overlaps the Unpaid leave from 03/11/2025 to 28/11/2025, which is pending',
    );
    const after = await applied({
      employee_id: people.baraka,
      leave_type_id: types.ANNUAL,
      start_date: '2025-12-01',
      end_date: '2025-12-05',
    });
    expect(after.days).toBe(5);
  });

  it('is decided by HR roles, who are recorded; a cancelled approval gives its days back', async () => {
    const [pending] = await t.ctx.database.db
      .selectFrom('leave_applications')
      .select('id')
      .where('employee_id', '=', people.akinyi)
      .where('start_date', '=', '2025-12-22')
      .execute();
    const id = Number(pending.id);
    expect((await act(id, 'approve', {}, 'registrar')).status).toBe(403);
    expect((await balance(people.akinyi, 2025, 'ANNUAL')).pending).toBe(6);
    const approved = await act(id, 'approve');
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ status: 'approved', decided_by: 'Mercy Njeri' });
    expect(await balance(people.akinyi, 2025, 'ANNUAL')).toMatchObject({
      carried_forward: 10,
      taken: 6,
      pending: 0,
      remaining: 25,
    });
    expect((await act(id, 'approve')).status).toBe(409);
    expect(
      (await t.call('PUT', `/api/leave_applications/${id}`, { token: tokens.hr, body: { reason: 'x' } })).status,
    ).toBe(409);
    expect((await act(id, 'cancel', {})).status).toBe(400);
    const cancelled = await act(id, 'cancel', { reason: 'Needed for the KCSE marking' });
    expect(await json(cancelled)).toMatchObject({ status: 'cancelled', decided_by: 'Mercy Njeri' });
    expect((await balance(people.akinyi, 2025, 'ANNUAL')).taken).toBe(0);
    const [mashujaa] = await t.ctx.database.db
      .selectFrom('leave_applications')
      .select('id')
      .where('employee_id', '=', people.akinyi)
      .where('start_date', '=', '2024-10-21')
      .execute();
    const rejected = await act(Number(mashujaa.id), 'reject', { reason: 'Term opens' });
    expect(await json(rejected)).toMatchObject({ status: 'rejected', decision_note: 'Term opens' });
  });

  it('pays sick leave 7 days in full, then 7 at half pay, and tells the payroll', async () => {
    const first = await applied({
      employee_id: people.akinyi,
      leave_type_id: types.SICK,
      start_date: '2025-06-09',
      end_date: '2025-06-13',
    });
    const noCertificate = await act(first.id, 'approve');
    expect(noCertificate.status).toBe(409);
    expect((await json<ErrorBody>(noCertificate)).message).toBe(
      'Sick leave needs a supporting document: attach it before the leave is approved',
    );
    const withDocument = { token: tokens.hr, body: { document: '4' } };
    expect((await t.call('PUT', `/api/leave_applications/${first.id}`, withDocument)).status).toBe(200);
    expect(await json(await act(first.id, 'approve'))).toMatchObject({ full_pay_days: 5, half_pay_days: 0 });
    // 30 June to 4 July: 2 days of full pay left (30 June, 1 July), then 3 at half pay (2-4 July).
    const second = await applied({
      employee_id: people.akinyi,
      leave_type_id: types.SICK,
      start_date: '2025-06-30',
      end_date: '2025-07-04',
      document: '5',
    });
    expect(second).toMatchObject({ days: 5, full_pay_days: 2, half_pay_days: 3 });
    expect((await act(second.id, 'approve')).status).toBe(200);
    expect(await balance(people.akinyi, 2025, 'SICK')).toMatchObject({ entitled: 14, taken: 10, remaining: 4 });
    const db = t.ctx.database.db;
    expect(await unpaidLeaveDays(db, branchId, people.akinyi, '2025-06')).toBe(0);
    expect(await unpaidLeaveDays(db, branchId, people.akinyi, '2025-07')).toBe(1.5);
    // Unpaid leave is taken off in full once approved: 20 working days of November 2025.
    const [unpaid] = await db
      .selectFrom('leave_applications')
      .select('id')
      .where('employee_id', '=', people.baraka)
      .where('leave_type_id', '=', types.UNPAID)
      .execute();
    expect(await unpaidLeaveDays(db, branchId, people.baraka, '2025-11')).toBe(0);
    expect((await act(Number(unpaid.id), 'approve')).status).toBe(200);
    expect(await unpaidLeaveDays(db, branchId, people.baraka, '2025-11')).toBe(20);
    expect(await unpaidLeaveDays(db, branchId, people.baraka, '2025-12')).toBe(0);
  });

  it('counts leave running into a new year against the year it starts in', async () => {
    const maternity = await applied({
      employee_id: people.akinyi,
      leave_type_id: types.MATERNITY,
      start_date: '2025-12-01',
      end_date: '2026-02-28',
    });
    expect(maternity.days).toBe(90);
    expect(await balance(people.akinyi, 2025, 'MATERNITY')).toMatchObject({ pending: 90, remaining: 90 });
    expect((await balance(people.akinyi, 2026, 'MATERNITY')).pending).toBe(0);
    const more = await apply({
      employee_id: people.akinyi,
      leave_type_id: types.MATERNITY,
      start_date: '2025-03-03',
      end_date: '2025-03-03',
    });
    expect((await json<ErrorBody>(more)).message).toBe(
      'Only 0 days of maternity leave remain for 2025 (earned 90, carried forward 0, taken 0, pending 90): this leave needs 1',
    );
  });

  it('carries unused annual leave into the next year, up to the cap', async () => {
    // Leave was first kept in 2024 (the Mashujaa week, never approved): 2024 and 2025 each leave more than the cap of 10.
    expect((await balance(people.akinyi, 2026, 'ANNUAL')).carried_forward).toBe(10);
    // Baraka has 5 days pending from 2025's 15.75: pending days are not taken, so 10 carry.
    expect((await balance(people.baraka, 2026, 'ANNUAL')).carried_forward).toBe(10);
  });

  it('keeps each school’s leave to itself', async () => {
    const [own] = await t.ctx.database.db
      .selectFrom('leave_applications')
      .select('id')
      .where('employee_id', '=', people.akinyi)
      .execute();
    expect((await t.call('GET', `/api/leave_applications/${Number(own.id)}`, { token: tokens.hr2 })).status).toBe(404);
    const balances = await t.call('GET', `/api/hr/leave/balances?employee_id=${people.akinyi}&year=2025`, {
      token: tokens.hr2,
    });
    expect(balances.status).toBe(404);
    const foreign = await apply(
      { employee_id: people.akinyi, leave_type_id: types.UNPAID, start_date: '2025-02-03', end_date: '2025-02-04' },
      'hr2',
    );
    expect(foreign.status).toBe(400);
    expect((await t.call('GET', '/api/hr/leave/balances?year=2025', { token: tokens.registrar })).status).toBe(403);
    expect((await t.call('GET', '/api/hr/leave/balances?year=20x5', { token: tokens.hr })).status).toBe(400);
  });
});
