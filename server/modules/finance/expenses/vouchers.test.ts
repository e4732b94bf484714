import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentVouchers } from '../../../../src/schema/finance-expenses-vouchers';
import { imprests } from '../../../../src/schema/finance-expenses-imprests';
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
let bank: number;
let cash: number;
let rmi: { id: number; account: number };
let ewc: { id: number; account: number };
let supplier: number;

const as = (who: string) => caller(t, 'payment_vouchers', tokens[who]);
const draft = (more: Record<string, unknown> = {}) => ({
  prepared_on: '2026-10-05',
  supplier_id: supplier,
  fund_id: ops,
  pay_from_account_id: bank,
  particulars: 'Repair of the dining hall roof, invoice 2231',
  lines: [
    { vote_head_id: rmi.id, description: 'Iron sheets, 30 gauge x 40', amount: 3_456_789 },
    { vote_head_id: ewc.id, description: 'Electrician: rewiring the kitchen', amount: 1_250_050 },
  ],
  ...more,
});
const pay = (who: string, id: number, more: Record<string, unknown> = {}) =>
  as(who).act(id, 'pay', { paid_on: '2026-10-09', payment_mode: 'cheque', payment_reference: '004512', ...more });

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
  await insertUser(t, await branchIdOf(t, 'DPS'), 'clerk2', ['ROLE_Access_Expenses']);
  for (const who of ['accountant', 'principal', 'bursar', 'viewer', 'registrar', 'clerk2'])
    tokens[who] = (await t.signIn(who)).accessToken;
  ops = await fundId(t, branchId, 'OPS');
  bank = await accountId(t, branchId, 'OPS-1100');
  cash = await accountId(t, branchId, 'OPS-1110');
  rmi = await voteHead(t, branchId, 'RMI');
  ewc = await voteHead(t, branchId, 'EWC');
  supplier = await createdId(
    await t.call('POST', '/api/suppliers', {
      token: tokens.accountant,
      body: { name: 'Menengai Hardware Ltd', kra_pin: 'p051234567x', category: 'hardware', phone: '0722 123 456' },
    }),
  );
}, 120_000);
afterAll(() => t.close());
// Every scenario leaves the books balanced to the cent.
afterEach(() => expectBalanced(t, branchId));

describe(`payment vouchers on ${ENGINE}`, () => {
  it('numbers each voucher once, keeps who prepared it and gives each line its vote head’s account', async () => {
    const made = await as('accountant').create(draft());
    expect(made.status).toBe(201);
    const voucher = await json(made);
    expect(voucher).toMatchObject({ status: 'draft', prepared_by: 'Daniel Ochieng', total: 4_706_839 });
    expect(String(voucher.voucher_no)).toMatch(/^PV-\d{6}$/);
    expect((voucher.lines as { account_id: number }[]).map((l) => l.account_id)).toEqual([rmi.account, ewc.account]);
    const stored = await json(await t.call('GET', `/api/suppliers/${supplier}`, { token: tokens.viewer }));
    expect(stored).toMatchObject({ kra_pin: 'P051234567X', phone: '+254722123456' });
  });

  it('refuses a voucher without a payee, from a non-cash account, or charged outside its fund', async () => {
    const errorsOf = async (body: Record<string, unknown>) =>
      (await json<ErrorBody>(await as('accountant').create(body))).errors;
    expect(await errorsOf(draft({ supplier_id: null }))).toEqual({
      payee_name: 'Choose a supplier or type the payee’s name',
    });
    expect(await errorsOf(draft({ payee_name: 'John Kamau' }))).toEqual({
      payee_name: 'Choose a supplier or type a payee, not both',
    });
    const receivable = await accountId(t, branchId, 'OPS-1200');
    expect(await errorsOf(draft({ pay_from_account_id: receivable }))).toEqual({
      pay_from_account_id:
        'OPS-1200 Operations: Fees receivable is not a bank, cash or M-Pesa account: choose one of the fund’s',
    });
    const tuition = await voteHead(t, branchId, 'TUI');
    const income = await accountId(t, branchId, 'OPS-4110');
    expect(
      await errorsOf(
        draft({
          lines: [
            { vote_head_id: tuition.id, description: 'Books', amount: 100 },
            { account_id: income, description: 'Wrong', amount: 100 },
            { description: 'Nothing', amount: 100 },
            { vote_head_id: rmi.id, account_id: ewc.account, description: 'Mixed', amount: 100 },
          ],
        }),
      ),
    ).toEqual({
      'lines.0.vote_head_id': 'Tuition is a vote head of Tuition, not of this fund',
      'lines.1.account_id': 'OPS-4110 RMI income is not an expense account of this fund',
      'lines.2.vote_head_id': 'Choose a vote head or an expense account',
      'lines.3.account_id':
        'Repairs, maintenance and improvement (RMI) spends from OPS-5110 Repairs, maintenance and improvement: leave the account empty or choose that one',
    });
  });

  it('is approved by a second person only: not the preparer, not its last editor, never a reader', async () => {
    const id = await createdId(await as('accountant').create(draft()));
    const own = await as('accountant').act(id, 'approve');
    expect(own.status).toBe(409);
    expect((await json<ErrorBody>(own)).message).toBe(
      'You prepared or last changed this voucher, so someone else must approve or reject it',
    );
    expect((await as('bursar').update(id, { particulars: 'Roof repair, invoice 2231 and 2232' })).status).toBe(200);
    expect((await as('bursar').act(id, 'approve')).status).toBe(409);
    expect((await as('viewer').act(id, 'approve')).status).toBe(403);
    expect((await as('registrar').act(id, 'approve')).status).toBe(403);
    expect((await pay('bursar', id)).status).toBe(409);
    const approved = await as('principal').act(id, 'approve');
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({
      status: 'approved',
      approved_by: 'Esther Mutiso',
      approved_on: todayAtSchool(),
    });
    expect((await as('accountant').update(id, { particulars: 'Changed after approval' })).status).toBe(409);
    expect((await t.call('DELETE', `/api/payment_vouchers/${id}`, { token: tokens.bursar })).status).toBe(405);
    const stored = await json(await t.call('GET', `/api/suppliers/${supplier}`, { token: tokens.viewer }));
    expect(Number(stored.owed)).toBeGreaterThanOrEqual(4_706_839);
  });

  it('pays by cheque with its number, posting each line against the bank to the cent; a paid voucher is final', async () => {
    const id = await createdId(await as('accountant').create(draft()));
    expect((await as('principal').act(id, 'approve')).status).toBe(200);
    expect((await json<ErrorBody>(await pay('bursar', id, { payment_reference: '' }))).errors).toEqual({
      payment_reference: 'Type the cheque number',
    });
    expect(
      (await json<ErrorBody>(await pay('bursar', id, { payment_mode: 'bank_transfer', payment_reference: null })))
        .errors,
    ).toEqual({
      payment_reference: 'Type the bank’s transfer reference',
    });
    expect((await json<ErrorBody>(await pay('bursar', id, { payment_mode: 'cash' }))).errors).toEqual({
      payment_mode: 'Cash is paid from cash in hand: OPS-1100 Operations: Bank is not cash in hand',
    });
    expect((await json<ErrorBody>(await pay('bursar', id, { paid_on: '2026-10-01' }))).errors).toEqual({
      paid_on: 'Must be on or after 05/10/2026',
    });
    expect((await pay('viewer', id)).status).toBe(403);
    expect(await postedBy(t, branchId, id, ['voucher'])).toEqual(new Map());
    const paid = await pay('bursar', id);
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({
      status: 'paid',
      paid_on: '2026-10-09',
      payment_mode: 'cheque',
      payment_reference: '004512',
      paid_by: 'Grace Wanjiru',
    });
    expect(await postedBy(t, branchId, id, ['voucher'])).toEqual(
      new Map([
        [rmi.account, 3_456_789],
        [ewc.account, 1_250_050],
        [bank, -4_706_839],
      ]),
    );
    await expectBalanced(t, branchId);
    expect((await pay('bursar', id)).status).toBe(409);
    expect((await as('bursar').update(id, { particulars: 'x' })).status).toBe(409);
    expect((await as('principal').act(id, 'reject', { note: 'Too late' })).status).toBe(409);
  });

  it('cancels a paid voucher by posting the reversal, leaving every account as before', async () => {
    const id = await createdId(
      await as('accountant').create(draft({ payee_name: 'Peter Njoroge', supplier_id: null })),
    );
    expect((await as('principal').act(id, 'approve')).status).toBe(200);
    expect((await pay('bursar', id, { payment_mode: 'cash', payment_reference: null })).status).toBe(400);
    expect((await as('accountant').update(id, { pay_from_account_id: cash })).status).toBe(409);
    expect((await pay('bursar', id)).status).toBe(200);
    expect((await as('bursar').act(id, 'cancel', { note: 'Cheque spoilt', cancelled_on: '2026-10-08' })).status).toBe(
      400,
    );
    const cancelled = await as('bursar').act(id, 'cancel', { note: 'Cheque spoilt', cancelled_on: todayAtSchool() });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ status: 'cancelled', cancelled_on: todayAtSchool() });
    const net = await postedBy(t, branchId, id, ['voucher', 'reversal']);
    expect([...net.values()]).toEqual([0, 0, 0]);
    const reversal = await t.ctx.database.db
      .selectFrom('journal_entries')
      .select(['posted_on', 'total', 'reversal_of_id'])
      .where('source', '=', 'reversal')
      .where('source_id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ ...reversal, reversal_of_id: reversal.reversal_of_id !== null }).toMatchObject({
      posted_on: todayAtSchool(),
      total: 4_706_839,
      reversal_of_id: true,
    });
    await expectBalanced(t, branchId);
  });

  it('numbers vouchers made at once without gaps or repeats, rejected and cancelled ones keeping theirs', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => as('accountant').create(draft())));
    const bodies = await Promise.all(made.map((r) => json<{ id: number; voucher_no: string }>(r)));
    const numbers = bodies.map((b) => b.voucher_no);
    const all = await t.ctx.database.db
      .selectFrom('payment_vouchers')
      .select('voucher_no')
      .where('branch_id', '=', branchId)
      .orderBy('voucher_no')
      .execute();
    expect(all.map((r) => r.voucher_no)).toEqual(all.map((_, i) => `PV-${String(i + 1).padStart(6, '0')}`));
    expect(new Set(numbers).size).toBe(6);
    const [first, second] = bodies;
    expect((await as('principal').act(first.id, 'reject', { note: 'Quote too high' })).status).toBe(200);
    expect(
      (await as('accountant').act(second.id, 'cancel', { note: 'Duplicate', cancelled_on: todayAtSchool() })).status,
    ).toBe(200);
    const next = await json(await as('accountant').create(draft()));
    expect(next.voucher_no).toBe(`PV-${String(all.length + 1).padStart(6, '0')}`);
  });

  it('lets readers read and nobody else; keeps each school’s vouchers to itself', async () => {
    const id = await createdId(await as('accountant').create(draft()));
    expect((await t.call('GET', '/api/payment_vouchers', { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', `/api/finance/vouchers/${id}/voucher.pdf`, { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', `/api/finance/vouchers/${id}/budget-warnings`, { token: tokens.viewer })).status).toBe(
      200,
    );
    expect((await as('viewer').create(draft())).status).toBe(403);
    expect((await as('viewer').update(id, { particulars: 'x' })).status).toBe(403);
    for (const path of [
      '/api/payment_vouchers',
      '/api/suppliers',
      '/api/imprests',
      `/api/finance/vouchers/${id}/voucher.pdf`,
    ])
      expect((await t.call('GET', path, { token: tokens.registrar })).status).toBe(403);
    expect(await json<unknown[]>(await t.call('GET', '/api/payment_vouchers', { token: tokens.clerk2 }))).toEqual([]);
    expect((await as('clerk2').get(id)).status).toBe(404);
    expect((await as('clerk2').act(id, 'approve')).status).toBe(404);
    expect((await t.call('GET', `/api/finance/vouchers/${id}/voucher.pdf`, { token: tokens.clerk2 })).status).toBe(404);
    const foreign = await as('clerk2').create({ ...draft(), fund_id: ops, pay_from_account_id: bank });
    expect(foreign.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(foreign)).errors ?? {})).toEqual(
      expect.arrayContaining(['supplier_id', 'fund_id', 'pay_from_account_id']),
    );
  });

  it('refuses every action and route to those without the expense roles, whatever the state', async () => {
    const id = await createdId(await as('accountant').create(draft()));
    for (const [resource, actions] of [
      ['payment_vouchers', Object.keys(paymentVouchers.workflow?.actions ?? {})],
      ['imprests', Object.keys(imprests.workflow?.actions ?? {})],
    ] as const)
      for (const action of actions)
        for (const who of ['viewer', 'registrar'])
          expect(
            (await t.call('POST', `/api/${resource}/${id}/${action}`, { token: tokens[who], body: {} })).status,
            `${who} ${resource} ${action}`,
          ).toBe(403);
    for (const path of [
      `/api/finance/vouchers/${id}/voucher.pdf`,
      `/api/finance/vouchers/${id}/budget-warnings`,
      '/api/finance/voucher-files?ids=1',
      '/api/finance/voucher-files/1',
      '/api/reports/outstanding_imprests',
    ])
      expect((await t.call('GET', path, { token: tokens.registrar })).status, path).toBe(403);
    expect((await t.call('POST', '/api/finance/voucher-files', { token: tokens.viewer })).status).toBe(403);
  });

  it('records at approval the budget warnings the approver saw, as the budgets area words them', async () => {
    const id = await createdId(
      await as('accountant').create(
        draft({ lines: [{ vote_head_id: rmi.id, description: 'New tuition block roof', amount: 900_000_000 }] }),
      ),
    );
    const shown = await json<{ message: string; code: string }[]>(
      await t.call('GET', `/api/finance/vouchers/${id}/budget-warnings`, { token: tokens.principal }),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((w) => w.code.startsWith('shule.finance.budgets.'))).toBe(true);
    const approved = await json(await as('principal').act(id, 'approve'));
    expect(approved.budget_warnings).toBe(shown.map((w) => w.message).join('\n'));
  });
});
