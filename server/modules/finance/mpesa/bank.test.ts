import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { Row } from '../../../db/database';
import { trialBalance } from '../ledger/trial-balance';
import { makeMpesaWorld, type MpesaWorld } from '../../../../tests/helpers/mpesa-test-kit';

let t: TestApp;
let w: MpesaWorld;
let bursar: string;

beforeAll(async () => {
  t = await createTestApp({ students: 10 });
  w = await makeMpesaWorld(t);
  bursar = (await t.signIn('bursar')).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const upload = (csv: string, token = bursar) =>
  t.call('POST', '/api/finance/bank-deposits/import', { token, body: csv, headers: { 'content-type': 'text/csv' } });

/** An Equity-style export: account details first, Narrative and Credit columns, thousands separators. */
const statement = (a: string, b: string) =>
  [
    'Account Name:,DEMO HIGH SCHOOL',
    'Statement Period:,01/02/2026 - 28/02/2026',
    'Transaction Date,Value Date,Narrative,Transaction Reference,Debit,Credit,Running Balance',
    `03/02/2026,03/02/2026,CASH DEPOSIT,${a},,"15,000.00","115,000.00"`,
    `04/02/2026,04/02/2026,"DEP BY JOHN, ADM ${b}",FT26035XYZ,,"2,500.50","117,500.50"`,
    '05/02/2026,05/02/2026,DEPOSIT FOR MY CHILD,FT26036QQQ,,"1,000.00","118,500.50"',
    '06/02/2026,06/02/2026,BANK CHARGES,CHG,150.00,,"118,350.50"',
  ].join('\n');

describe(`bank statement import on ${ENGINE}`, () => {
  it('receipts lines naming a student (mode bank), queues the rest, skips debits, and never doubles a re-import', async () => {
    const [first, second] = w.students;
    const csv = statement(first.admission_no.toLowerCase(), second.admission_no.replace(/\//g, ' '));
    const payments = await countRows(t, 'fee_payments', { branch_id: w.branchId });
    const response = await upload(csv);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ lines: 3, matched: 2, unmatched: 1, duplicates: 0, skipped: 1 });
    const rows = await t.ctx.database.db
      .selectFrom('bank_deposits')
      .selectAll()
      .where('branch_id', '=', w.branchId)
      .orderBy('value_date')
      .execute();
    expect(rows.map((r) => [r.status, r.student_id, r.amount])).toEqual([
      ['matched', first.id, 1_500_000],
      ['matched', second.id, 250_050],
      ['unmatched', null, 100_000],
    ]);
    const paid = await t.ctx.database.db
      .selectFrom('fee_payments')
      .select(['student_id', 'amount', 'mode', 'paid_on'])
      .where('id', '=', Number(rows[0].payment_id))
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ student_id: first.id, amount: 1_500_000, mode: 'bank', paid_on: '2026-02-03' });
    expect(await json(await upload(csv))).toEqual({ lines: 3, matched: 0, unmatched: 0, duplicates: 3, skipped: 1 });
    expect(await countRows(t, 'fee_payments', { branch_id: w.branchId })).toBe(payments + 2);
    const tb = await trialBalance(t.ctx.database.db, w.branchId);
    expect(tb.debit).toBe(tb.credit);
  });

  it('lets a clerk assign an unmatched deposit', async () => {
    const row = (await t.ctx.database.db
      .selectFrom('bank_deposits')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('status', '=', 'unmatched')
      .executeTakeFirstOrThrow()) as Row;
    const done = await t.call('POST', `/api/bank_deposits/${String(row.id)}/assign`, {
      token: bursar,
      body: { student_id: w.students[4].id },
    });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ status: 'assigned', student_id: w.students[4].id });
    const list = await t.call('GET', `/api/bank_deposits?filter=${encodeURIComponent('{"status":"unmatched"}')}`, {
      token: bursar,
    });
    expect(await json(list)).toEqual([]);
  });

  it('says what is wrong with a file it cannot read, imports nothing, and is for payment writers only', async () => {
    const before = await countRows(t, 'bank_deposits', { branch_id: w.branchId });
    const columns = await upload('Name,Value\nA,1');
    expect(columns.status).toBe(400);
    expect((await json<{ message: string }>(columns)).message).toContain('Name, Value');
    const lines = await upload('Date,Reference,Amount\n31/02/2026,X1,100\n01/02/2026,X2,"ten"');
    expect(lines.status).toBe(400);
    expect((await json<{ message: string }>(lines)).message).toMatch(/Line 2.*31\/02\/2026.*Line 3.*ten/);
    expect((await upload('')).status).toBe(400);
    const viewer = (await t.signIn('viewer')).accessToken;
    expect((await upload(statement('A', 'B'), viewer)).status).toBe(403);
    expect(await countRows(t, 'bank_deposits', { branch_id: w.branchId })).toBe(before);
  });

  it('takes the file as a multipart upload too, in the school of the one who imports it', async () => {
    const form = new FormData();
    form.set('file', new Blob(['Date;Ref;Amount\n2026-02-10;DPS-NOBODY;500'], { type: 'text/csv' }), 'feb.csv');
    const response = await t.app.request('/api/finance/bank-deposits/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${w.otherAdminToken}` },
      body: form,
    });
    expect(await json(response)).toMatchObject({ lines: 1, unmatched: 1 });
    expect(await countRows(t, 'bank_deposits', { branch_id: w.otherBranchId })).toBe(1);
  });
});
