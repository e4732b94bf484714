import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import {
  accountId,
  caller,
  createdId,
  expectBalanced,
  fundId,
  postedBy,
  voteHead,
} from '../../../../tests/helpers/expenses-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
let ops: number;
let cash: number;
let bank: number;
let imprestAccount: number;
let act: { id: number; account: number };
let ltt: { id: number; account: number };

const as = (who: string) => caller(t, 'imprests', tokens[who]);
const request = (more: Record<string, unknown> = {}) => ({
  holder_name: 'Joseph Kiprono',
  holder_id_no: '23456789',
  designation: 'Games teacher',
  holder_phone: '0711222333',
  purpose: 'Football team to the county games at Molo: fare and meals for 22 players',
  requested_on: '2026-10-12',
  surrender_by: '2026-10-23',
  fund_id: ops,
  pay_from_account_id: cash,
  amount: 2_350_000,
  ...more,
});

/** Requested by the accountant, approved by the principal, issued in cash by the bursar. */
async function issued(more: Record<string, unknown> = {}): Promise<number> {
  const id = await createdId(await as('accountant').create(request(more)));
  expect((await as('principal').act(id, 'approve')).status).toBe(200);
  const out = await as('bursar').act(id, 'issue', { issued_on: '2026-10-14', issue_mode: 'cash' });
  expect(out.status).toBe(200);
  return id;
}

const receipts = (amounts: readonly number[]) =>
  amounts.map((amount, i) => ({
    vote_head_id: i % 2 === 0 ? ltt.id : act.id,
    description: i % 2 === 0 ? 'Matatu fare, Nakuru to Molo and back' : 'Lunch for 22 players',
    receipt_no: `R-${100 + i}`,
    amount,
  }));

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
  await insertUser(t, await branchIdOf(t, 'DPS'), 'clerk2', ['ROLE_Access_Expenses']);
  for (const who of ['accountant', 'principal', 'bursar', 'viewer', 'clerk2'])
    tokens[who] = (await t.signIn(who)).accessToken;
  ops = await fundId(t, branchId, 'OPS');
  cash = await accountId(t, branchId, 'OPS-1110');
  bank = await accountId(t, branchId, 'OPS-1100');
  imprestAccount = await accountId(t, branchId, 'OPS-1300');
  act = await voteHead(t, branchId, 'ACT');
  ltt = await voteHead(t, branchId, 'LTT');
}, 120_000);
afterAll(() => t.close());
// Every scenario leaves the books balanced to the cent.
afterEach(() => expectBalanced(t, branchId));

describe(`imprest on ${ENGINE}`, () => {
  it('is approved by someone other than the requester, and issuing posts the advance', async () => {
    const id = await createdId(await as('accountant').create(request()));
    const made = await json(await as('viewer').get(id));
    expect(made).toMatchObject({ status: 'requested', requested_by: 'Daniel Ochieng', holder_phone: '+254711222333' });
    expect(String(made.imprest_no)).toMatch(/^IMP-\d{6}$/);
    const own = await as('accountant').act(id, 'approve');
    expect(own.status).toBe(409);
    expect((await json<ErrorBody>(own)).message).toBe(
      'You requested this imprest, so someone else must approve or reject it',
    );
    expect((await as('viewer').act(id, 'approve')).status).toBe(403);
    expect((await as('principal').act(id, 'approve')).status).toBe(200);
    expect((await as('bursar').act(id, 'issue', { issued_on: '2026-10-14', issue_mode: 'cheque' })).status).toBe(400);
    const out = await as('bursar').act(id, 'issue', { issued_on: '2026-10-14', issue_mode: 'cash' });
    expect(out.status).toBe(200);
    expect(await json(out)).toMatchObject({ status: 'issued', issued_on: '2026-10-14', issued_by: 'Grace Wanjiru' });
    expect(await postedBy(t, branchId, id, ['imprest'])).toEqual(
      new Map([
        [imprestAccount, 2_350_000],
        [cash, -2_350_000],
      ]),
    );
    await expectBalanced(t, branchId);
  });

  it('gives no second imprest to a holder with one outstanding', async () => {
    const first = await issued({ holder_id_no: '11112222', holder_name: 'Mary Chebet' });
    const second = await createdId(
      await as('accountant').create(request({ holder_id_no: '11112222', holder_name: 'Mary Chebet' })),
    );
    expect((await as('principal').act(second, 'approve')).status).toBe(200);
    const refused = await as('bursar').act(second, 'issue', { issued_on: '2026-10-15', issue_mode: 'cash' });
    expect(refused.status).toBe(409);
    const first_no = String((await json(await as('viewer').get(first))).imprest_no);
    expect((await json<ErrorBody>(refused)).message).toBe(
      `Mary Chebet still holds ${first_no} (KES 23,500.00, issued 14/10/2026): it must be surrendered before another imprest is issued`,
    );
    expect(await postedBy(t, branchId, second, ['imprest'])).toEqual(new Map());
  });

  it('keeps an issued imprest as issued: only its receipts are written', async () => {
    const requested = await createdId(await as('accountant').create(request({ holder_id_no: '99990000' })));
    expect((await as('accountant').update(requested, { expenses: receipts([100]) })).status).toBe(400);
    const id = await issued({ holder_id_no: '33334444' });
    const changed = await as('accountant').update(id, { amount: 3_000_000 });
    expect(changed.status).toBe(409);
    expect((await json<ErrorBody>(changed)).errors).toEqual({
      amount: 'An issued imprest changes only by its surrender: enter the receipts under Spent',
    });
    const written = await as('accountant').update(id, { expenses: receipts([1_200_000, 880_050]) });
    expect(written.status).toBe(200);
    expect(await json(written)).toMatchObject({ status: 'issued', spent: 2_080_050 });
  });

  it('surrenders only when receipts and cash returned make up the advance, then clears it to the cent', async () => {
    const id = await issued({ holder_id_no: '55556666' });
    expect((await as('accountant').update(id, { expenses: receipts([1_200_000, 880_050]) })).status).toBe(200);
    const short = await as('bursar').act(id, 'surrender', {
      surrendered_on: '2026-10-20',
      cash_returned: 269_000,
      returned_to: 'cash',
    });
    expect(short.status).toBe(409);
    expect((await json<ErrorBody>(short)).message).toBe(
      'The receipts (KES 20,800.50) and the cash returned (KES 2,690.00) come to KES 23,490.50, KES 9.50 short of the advance of KES 23,500.00',
    );
    const over = await as('bursar').act(id, 'surrender', {
      surrendered_on: '2026-10-20',
      cash_returned: 270_000,
      returned_to: 'cash',
    });
    expect((await json<ErrorBody>(over)).message).toMatch(
      /KES 23,500.50, KES 0.50 more than the advance of KES 23,500.00$/,
    );
    expect(await postedBy(t, branchId, id, ['imprest'])).toEqual(
      new Map([
        [imprestAccount, 2_350_000],
        [cash, -2_350_000],
      ]),
    );
    const done = await as('bursar').act(id, 'surrender', {
      surrendered_on: '2026-10-20',
      cash_returned: 269_950,
      returned_to: 'bank',
    });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({
      status: 'surrendered',
      cash_returned: 269_950,
      surrendered_on: '2026-10-20',
    });
    expect(await postedBy(t, branchId, id, ['imprest'])).toEqual(
      new Map([
        [imprestAccount, 0],
        [cash, -2_350_000],
        [bank, 269_950],
        [ltt.account, 1_200_000],
        [act.account, 880_050],
      ]),
    );
    expect((await as('accountant').update(id, { expenses: receipts([1]) })).status).toBe(409);
    await expectBalanced(t, branchId);
  });

  it('lists what is outstanding, by whom and for how long, to readers of its school', async () => {
    const id = await issued({ holder_id_no: '77778888', holder_name: 'Ann Wambui', surrender_by: '2026-10-20' });
    const rows = await json<Record<string, unknown>[]>(
      await t.call('GET', '/api/reports/outstanding_imprests?range=[0,99]', { token: tokens.viewer }),
    );
    const number = String((await json(await as('viewer').get(id))).imprest_no);
    const row = rows.find((r) => r.imprest_no === number);
    const days = (from: string) => Math.round((Date.parse(todayAtSchool()) - Date.parse(from)) / 86_400_000);
    expect(row).toMatchObject({ holder_name: 'Ann Wambui', amount: 2_350_000, days_out: days('2026-10-14') });
    expect(row?.days_overdue).toBe(Math.max(0, days('2026-10-20')));
    expect(rows.every((r) => typeof r.imprest_no === 'string')).toBe(true);
    const surrendered = await t.ctx.database.db
      .selectFrom('imprests')
      .select('imprest_no')
      .where('status', '=', 'surrendered')
      .execute();
    expect(surrendered.length).toBeGreaterThan(0);
    expect(rows.filter((r) => surrendered.some((s) => s.imprest_no === r.imprest_no))).toEqual([]);
    expect(await json(await t.call('GET', '/api/reports/outstanding_imprests', { token: tokens.clerk2 }))).toEqual([]);
    expect((await as('clerk2').get(id)).status).toBe(404);
    expect((await as('clerk2').act(id, 'surrender', { cash_returned: 0 })).status).toBe(404);
  });
});
