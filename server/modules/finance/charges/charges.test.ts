import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, listQuery, type TestApp } from '../../../../tests/helpers/harness';
import { raiseInvoices } from '../billing/raise';
import { currentTerm } from '../billing/terms';
import { activeStudents, expectBalanced, voteHeadFor } from '../../../../tests/helpers/charges-test-kit';
import { freshStudents } from '../../../../tests/helpers/fresh-students';
import { transportDrafts } from './transport';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
const tokens: Record<string, string> = {};
let transportHead: number;
let otherHead: number;
let term: { academic_year: number; term: string };
// The suite's own class and students: the demo's riders, trips and credit are not the suite's.
let ownClass: number;
let own: number[];

const post = (who: string, path: string, body: Record<string, unknown>) =>
  t.call('POST', `/api/${path}`, { token: tokens[who], body });

async function invoices(prefix: string) {
  return t.ctx.database.db
    .selectFrom('fee_invoices')
    .select(['id', 'student_id', 'total', 'status', 'billing_key', 'source'])
    .where('branch_id', '=', branchId)
    .where('billing_key', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ students: 24 });
  branchId = await branchIdOf(t, 'DHS');
  otherBranchId = await branchIdOf(t, 'DPS');
  await insertUser(t, branchId, 'cashier', ['ROLE_Pay_Fees']);
  await insertUser(t, otherBranchId, 'bursar2', ['ROLE_finance_admin']);
  for (const who of ['bursar', 'cashier', 'viewer', 'registrar', 'bursar2'])
    tokens[who] = (await t.signIn(who)).accessToken;
  transportHead = await voteHeadFor(t, branchId, 'transport');
  otherHead = await voteHeadFor(t, branchId, 'other');
  const now = await currentTerm(t.ctx.database.db, branchId);
  if (!now) throw new Error('the demo school has no current term');
  term = now;
  ({ classId: ownClass, students: own } = await freshStudents(t, branchId, 4, 'CHG'));
}, 60_000);
afterAll(() => t.close());

describe(`transport on ${ENGINE}`, () => {
  let route: number;
  let njoro: number;
  let stop: number;
  let farStop: number;

  it('declares routes on a transport vote head only, and pick-up points within their route', async () => {
    const wrong = await post('bursar', 'transport_routes', {
      name: 'Lanet express',
      vote_head_id: otherHead,
      charge_per_term: 900000,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(wrong)).errors ?? {})).toEqual(['vote_head_id']);
    const made = await post('bursar', 'transport_routes', {
      name: 'Lanet express',
      vote_head_id: transportHead,
      charge_per_term: 900000,
    });
    expect(made.status).toBe(201);
    route = Number((await json(made)).id);
    njoro = Number(
      (
        await json(
          await post('bursar', 'transport_routes', {
            name: 'Njoro express',
            vote_head_id: transportHead,
            charge_per_term: 1400000,
          }),
        )
      ).id,
    );
    stop = Number(
      (
        await json(
          await post('bursar', 'transport_locations', {
            name: 'Lanet junction',
            route_id: route,
            distance_km: 6,
            pickup_time: '06:40',
          }),
        )
      ).id,
    );
    farStop = Number(
      (
        await json(
          await post('bursar', 'transport_locations', { name: 'Egerton gate', route_id: njoro, distance_km: 18 }),
        )
      ).id,
    );
    const bad = await post('bursar', 'transport_locations', { name: 'X', route_id: route, pickup_time: '6.40am' });
    expect(bad.status).toBe(400);
  });

  it('bills an active assignment once per term, whatever is assigned after', async () => {
    const [s] = own;
    const crossed = await post('bursar', 'transport_assignments', {
      student_id: s,
      route_id: route,
      location_id: farStop,
    });
    expect(crossed.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(crossed)).errors ?? {})).toEqual(['location_id']);
    const first = await post('cashier', 'transport_assignments', {
      student_id: s,
      route_id: route,
      location_id: stop,
      from_date: todayAtSchool(),
    });
    expect(first.status).toBe(201);
    const key = `transport:${term.academic_year}:${term.term}:${s}`;
    expect((await invoices(key)).map((i) => [Number(i.total), i.source, i.status])).toEqual([
      [900000, 'transport', 'unpaid'],
    ]);
    const second = await post('cashier', 'transport_assignments', { student_id: s, route_id: njoro });
    expect(second.status).toBe(409);
    expect((await json<ErrorBody>(second)).message).toMatch(/already rides route Lanet express\b/);
    // Moved to Njoro mid-term: the first assignment ends, the term stays billed once.
    const ended = await t.call('PUT', `/api/transport_assignments/${(await json(first)).id}`, {
      token: tokens.cashier,
      body: { active: false },
    });
    expect(ended.status).toBe(200);
    expect((await post('cashier', 'transport_assignments', { student_id: s, route_id: njoro })).status).toBe(201);
    expect(await invoices(key)).toHaveLength(1);
    // Term billing asks again for every assigned student: nothing is billed twice.
    const drafts = await transportDrafts(t.ctx.database.db, branchId, term.academic_year, term.term, [s]);
    expect(drafts.map((d) => [d.billing_key, d.items[0].amount])).toEqual([[key, 1400000]]);
    const user = { id: 1, username: 'bursar', roles: ['ROLE_finance_admin'], branchId };
    const again = await t.ctx.database.db.transaction().execute((trx) => raiseInvoices(trx, user, drafts));
    expect(again).toMatchObject({ raised: [], skipped: 1 });
    const fee = await t.ctx.database.db
      .selectFrom('students')
      .select('fee_balance')
      .where('id', '=', s)
      .executeTakeFirstOrThrow();
    expect(Number(fee.fee_balance)).toBeGreaterThanOrEqual(900000);
    await expectBalanced(t, branchId);
  });

  it('bills the next term for assigned students only, at their route', async () => {
    const [, a, b] = own;
    await post('cashier', 'transport_assignments', { student_id: a, route_id: njoro });
    const drafts = await transportDrafts(t.ctx.database.db, branchId, term.academic_year + 1, '1', [a, b]);
    expect(drafts.map((d) => [d.student_id, d.billing_key, d.source])).toEqual([
      [a, `transport:${term.academic_year + 1}:1:${a}`, 'transport'],
    ]);
  });

  it('lets finance readers read and no one else write', async () => {
    expect((await t.call('GET', '/api/transport_routes', { token: tokens.viewer })).status).toBe(200);
    expect(
      (await post('viewer', 'transport_routes', { name: 'Z', vote_head_id: transportHead, charge_per_term: 1 })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/transport_routes', { token: tokens.registrar })).status).toBe(403);
    expect(await json<unknown[]>(await t.call('GET', '/api/transport_routes', { token: tokens.bursar2 }))).toEqual([]);
    const [s] = own;
    expect((await post('bursar2', 'transport_assignments', { student_id: s, route_id: route })).status).toBe(400);
  });
});

describe(`other charges on ${ENGINE}`, () => {
  let classId: number;
  let charge: number;

  it('refuses a fees vote head, two students as one, and a class charge without a class', async () => {
    const [a, b] = own;
    const before = await invoices('other:');
    const base = {
      description: 'Lost library book',
      vote_head_id: otherHead,
      amount: 85000,
      charged_on: todayAtSchool(),
    };
    const two = await post('bursar', 'other_charges', { ...base, target: 'student', student_ids: [a, b] });
    expect(two.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(two)).errors ?? {})).toEqual(['student_ids']);
    const noClass = await post('bursar', 'other_charges', { ...base, target: 'class' });
    expect(noClass.status).toBe(400);
    const fees = await t.ctx.database.db
      .selectFrom('vote_heads')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('kind', '=', 'fees')
      .executeTakeFirst();
    if (fees) {
      const wrong = await post('bursar', 'other_charges', {
        ...base,
        vote_head_id: Number(fees.id),
        target: 'student',
        student_ids: [a],
      });
      expect(wrong.status).toBe(400);
    }
    expect(await invoices('other:')).toEqual(before);
  });

  it('raises one invoice per active student of the class, exactly', async () => {
    classId = ownClass;
    const students = await activeStudents(t, branchId, classId);
    expect(students).toEqual(own);
    const made = await post('cashier', 'other_charges', {
      description: "Trip to Hell's Gate",
      vote_head_id: otherHead,
      amount: 150000,
      target: 'class',
      class_id: classId,
      charged_on: todayAtSchool(),
    });
    expect(made.status).toBe(201);
    const record = await json(made);
    charge = Number(record.id);
    expect(record).toMatchObject({
      students_billed: students.length,
      total_billed: 150000 * students.length,
      status: 'active',
    });
    const raised = await invoices(`other:${charge}:`);
    expect(raised.map((i) => Number(i.student_id))).toEqual(students);
    expect(raised.every((i) => Number(i.total) === 150000 && i.source === 'other_charge')).toBe(true);
    const report = await t.call(
      'GET',
      `/api/reports/other_fees_balances?${listQuery({ filter: { charge_id: charge }, range: [0, 99] })}`,
      { token: tokens.viewer },
    );
    expect(report.status).toBe(200);
    const rows = await json<{ billed: number; balance: number; charge: string }[]>(report);
    expect(rows).toHaveLength(students.length);
    expect(rows.every((r) => r.billed === 150000 && r.balance === 150000 && r.charge === "Trip to Hell's Gate")).toBe(
      true,
    );
    const collections = await t.call(
      'GET',
      `/api/reports/other_collections?${listQuery({ filter: { vote_head_id: otherHead } })}`,
      { token: tokens.viewer },
    );
    expect(collections.status).toBe(200);
    await expectBalanced(t, branchId);
  });

  it('is never edited; cancelling it with a reason cancels its invoices and reverses them exactly', async () => {
    expect(
      (await t.call('PUT', `/api/other_charges/${charge}`, { token: tokens.bursar, body: { amount: 1 } })).status,
    ).toBe(405);
    const noReason = await t.call('POST', `/api/other_charges/${charge}/cancel`, { token: tokens.bursar, body: {} });
    expect(noReason.status).toBe(400);
    const cancelled = await t.call('POST', `/api/other_charges/${charge}/cancel`, {
      token: tokens.bursar,
      body: { reason: 'Trip called off' },
    });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ status: 'cancelled', cancel_reason: 'Trip called off' });
    const cancelledInvoices = await invoices(`other:${charge}:`);
    expect(cancelledInvoices.every((i) => i.status === 'cancelled')).toBe(true);
    // The charge's own entries (its invoices' and their reversals) net to nothing on the vote head;
    // the demo's other charges stay billed.
    const db = t.ctx.database.db;
    const posted = db
      .selectFrom('journal_entries')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('source', 'in', ['invoice', 'discount'])
      .where(
        'source_id',
        'in',
        cancelledInvoices.map((i) => Number(i.id)),
      );
    const receivable = await db
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .select((eb) => [eb.fn.sum<number>('l.debit').as('debit'), eb.fn.sum<number>('l.credit').as('credit')])
      .where('e.branch_id', '=', branchId)
      .where('l.vote_head_id', '=', otherHead)
      .where((eb) => eb.or([eb('e.id', 'in', posted), eb('e.reversal_of_id', 'in', posted)]))
      .executeTakeFirstOrThrow();
    expect(Number(receivable.credit)).toBe(150000 * own.length);
    expect(Number(receivable.debit)).toBe(Number(receivable.credit));
    const report = await json<unknown[]>(
      await t.call('GET', `/api/reports/other_fees_balances?${listQuery({ filter: { charge_id: charge } })}`, {
        token: tokens.viewer,
      }),
    );
    expect(report).toEqual([]);
    expect(
      (await t.call('POST', `/api/other_charges/${charge}/cancel`, { token: tokens.bursar, body: { reason: 'Again' } }))
        .status,
    ).toBe(409);
    await expectBalanced(t, branchId);
  });

  it('charges one student, and keeps each school to its own', async () => {
    const [s] = own;
    const made = await post('bursar', 'other_charges', {
      description: 'Lost library book',
      vote_head_id: otherHead,
      amount: 85000,
      target: 'student',
      student_ids: [s],
      charged_on: todayAtSchool(),
    });
    expect(made.status).toBe(201);
    expect(await invoices(`other:${(await json(made)).id}:`)).toHaveLength(1);
    expect(
      (
        await post('viewer', 'other_charges', {
          description: 'X',
          vote_head_id: otherHead,
          amount: 100,
          target: 'student',
          student_ids: [s],
          charged_on: todayAtSchool(),
        })
      ).status,
    ).toBe(403);
    expect(await json<unknown[]>(await t.call('GET', '/api/other_charges', { token: tokens.bursar2 }))).toEqual([]);
    expect(
      await json<unknown[]>(await t.call('GET', '/api/reports/other_fees_balances', { token: tokens.bursar2 })),
    ).toEqual([]);
    const foreign = await post('bursar2', 'other_charges', {
      description: 'X',
      vote_head_id: otherHead,
      amount: 100,
      target: 'student',
      student_ids: [s],
      charged_on: todayAtSchool(),
    });
    expect(foreign.status).toBe(400);
    await expectBalanced(t, otherBranchId);
  });
});
