import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import {
  expectBalanced,
  giveCredit,
  studentsWithoutCredit,
  voteHeadFor,
} from '../../../../tests/helpers/charges-test-kit';
import { applyCredits } from '../payments/credits';
import { ledgerCredit, studentCredit } from './refunds';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
let student: number;
let poor: number;

const request = (who: string, amount: number, studentId = student) =>
  t.call('POST', '/api/refunds', {
    token: tokens[who],
    body: { student_id: studentId, amount, reason: 'Left the school in credit' },
  });
const act = (who: string, id: number, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/refunds/${id}/${action}`, { token: tokens[who], body });
const pay = (who: string, id: number) =>
  act(who, id, 'pay', { mode: 'mpesa', reference: 'QRF12AB34C', paid_on: todayAtSchool() });

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
  await insertUser(t, branchId, 'clerk', ['ROLE_Process_Refund']);
  await insertUser(t, branchId, 'head', ['ROLE_Approve_Refund']);
  await insertUser(t, branchId, 'both', ['ROLE_Process_Refund', 'ROLE_Approve_Refund']);
  await insertUser(t, await branchIdOf(t, 'DPS'), 'clerk2', ['ROLE_Process_Refund']);
  for (const who of ['clerk', 'head', 'both', 'bursar', 'viewer', 'registrar', 'clerk2', 'admin'])
    tokens[who] = (await t.signIn(who)).accessToken;
  [student, poor] = await studentsWithoutCredit(t, branchId);
  await giveCredit(t, tokens.bursar, student, 500000); // KES 5,000 paid in advance
}, 60_000);
afterAll(() => t.close());

describe(`refunds on ${ENGINE}`, () => {
  it('asks for no more than the credit, counting refunds already asked for', async () => {
    const over = await request('clerk', 500001);
    expect(over.status).toBe(409);
    const body = await json<ErrorBody>(over);
    expect(body.message).toBe(
      'The student’s credit available for refund is KES 5,000.00: the refund of KES 5,000.01 is more',
    );
    expect(Object.keys(body.errors ?? {})).toEqual(['amount']);
    expect((await request('clerk', 100, poor)).status).toBe(409);
    const first = await request('bursar', 300000);
    expect(first.status).toBe(201);
    const asked = await json(first);
    expect(asked).toMatchObject({ status: 'requested', requested_by: 'Grace Wanjiru' });
    expect((await request('clerk', 200001)).status).toBe(409);
    const id = Number(asked.id);
    expect((await act('head', id, 'reject', { note: 'Pay it against next term' })).status).toBe(200);
  });

  it('cannot be approved by the one who asked, nor paid before approval, nor approved by the payer role', async () => {
    const made = await request('both', 200000);
    expect(made.status).toBe(201);
    const id = Number((await json(made)).id);
    const own = await act('both', id, 'approve');
    expect(own.status).toBe(409);
    expect((await json<ErrorBody>(own)).message).toBe('You requested this refund, so someone else must approve it');
    expect((await pay('clerk', id)).status).toBe(409);
    expect((await act('clerk', id, 'approve')).status).toBe(403);
    expect((await act('bursar', id, 'approve')).status).toBe(403);
    expect((await act('viewer', id, 'approve')).status).toBe(403);
    const approved = await act('head', id, 'approve', { note: 'Parent asked in writing' });
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ status: 'approved', approved_by: 'Test head' });
    expect((await t.call('PUT', `/api/refunds/${id}`, { token: tokens.both, body: { amount: 1 } })).status).toBe(409);
    expect((await pay('head', id)).status).toBe(403);
    const paid = await pay('both', id);
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({
      status: 'paid',
      mode: 'mpesa',
      reference: 'QRF12AB34C',
      paid_by: 'Test both',
    });
    expect((await pay('both', id)).status).toBe(409);
    expect(await studentCredit(t.ctx.database.db, branchId, student)).toBe(300000);
    expect(await ledgerCredit(t.ctx.database.db, branchId, student)).toBe(300000);
    await expectBalanced(t, branchId);
  });

  it('checks the credit again at payment', async () => {
    const made = await request('clerk', 300000);
    expect(made.status).toBe(201);
    const id = Number((await json(made)).id);
    expect((await act('head', id, 'approve')).status).toBe(200);
    // Meanwhile a cent of the credit settled a new charge: the payment is refused and nothing moves.
    const charged = await t.call('POST', '/api/other_charges', {
      token: tokens.bursar,
      body: {
        description: 'Photocopy',
        vote_head_id: await voteHeadFor(t, branchId, 'other'),
        amount: 1,
        target: 'student',
        student_ids: [student],
        charged_on: todayAtSchool(),
      },
    });
    expect(charged.status).toBe(201);
    const user = { id: 1, username: 'bursar', roles: ['ROLE_finance_admin'], branchId };
    await t.ctx.database.db.transaction().execute((trx) => applyCredits(trx, user, [student]));
    const refused = await pay('clerk', id);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toMatch(/KES 2,999.99: the refund of KES 3,000.00 is more/);
    const stored = await json<{ status: string }>(await t.call('GET', `/api/refunds/${id}`, { token: tokens.clerk }));
    expect(stored.status).toBe('approved');
    expect(await studentCredit(t.ctx.database.db, branchId, student)).toBe(299999);
    expect(await ledgerCredit(t.ctx.database.db, branchId, student)).toBe(299999);
    expect((await act('head', id, 'reject', { note: 'Ask again for the right amount' })).status).toBe(200);
    await expectBalanced(t, branchId);
  });

  it('is read by refund roles and View_Only, and kept to its school', async () => {
    expect((await t.call('GET', '/api/refunds', { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', '/api/refunds', { token: tokens.registrar })).status).toBe(403);
    expect((await request('viewer', 100)).status).toBe(403);
    expect(await json<unknown[]>(await t.call('GET', '/api/refunds', { token: tokens.clerk2 }))).toEqual([]);
    expect((await request('clerk2', 100)).status).toBe(400);
  });
});
