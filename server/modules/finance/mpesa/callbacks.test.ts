import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { Row } from '../../../db/database';
import { trialBalance } from '../ledger/trial-balance';
import { c2bPayload, mpesaCode } from './local-daraja-server';
import {
  callback,
  confirm,
  makeMpesaWorld,
  moneyRows,
  type MpesaWorld,
  saveSettings,
} from '../../../../tests/helpers/mpesa-test-kit';

let t: TestApp;
let w: MpesaWorld;

beforeAll(async () => {
  t = await createTestApp({ students: 20 });
  w = await makeMpesaWorld(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const transaction = (transId: string) =>
  t.ctx.database.db.selectFrom('mpesa_transactions').selectAll().where('trans_id', '=', transId).executeTakeFirst();

describe(`M-Pesa C2B callbacks on ${ENGINE}`, () => {
  it('answers the two absolute URLs to register, to ROLE_All and finance administrators only', async () => {
    const response = await t.call('GET', '/api/mpesa/urls', {
      token: w.adminToken,
      headers: { origin: 'https://demo.shule.ke' },
    });
    expect(await json(response)).toEqual({
      validation: `https://demo.shule.ke/api/mpesa/${w.secret}/validation`,
      confirmation: `https://demo.shule.ke/api/mpesa/${w.secret}/confirmation`,
    });
    expect(w.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(w.secret).not.toBe(w.otherSecret);
    const bursar = await t.signIn('bursar');
    expect((await t.call('GET', '/api/mpesa/urls', { token: bursar.accessToken })).status).toBe(200);
    for (const name of ['viewer', 'registrar']) {
      const { accessToken } = await t.signIn(name);
      expect((await t.call('GET', '/api/mpesa/urls', { token: accessToken })).status).toBe(403);
    }
    expect((await t.call('GET', '/api/mpesa/urls')).status).toBe(401);
  });

  it('receipts a payment whose account names a student, in the same request, and keeps the raw payload', async () => {
    const student = w.students[0];
    const transId = mpesaCode();
    const typed = ` ${student.admission_no.toLowerCase().replace(/\//g, ' ')} `;
    const response = await confirm(t, w.secret, { transId, amount: '2500.50', account: typed });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const row = (await transaction(transId)) as Row;
    expect(row).toMatchObject({ status: 'matched', amount: 250_050, student_id: student.id, kind: 'c2b' });
    expect(JSON.parse(String(row.raw))).toMatchObject({ TransID: transId, BillRefNumber: typed });
    const payment = await t.ctx.database.db
      .selectFrom('fee_payments')
      .selectAll()
      .where('id', '=', Number(row.payment_id))
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ student_id: student.id, amount: 250_050, mode: 'mpesa', reference: transId });
    expect(String(payment.receipt_no)).not.toBe('');
    // The statement shows it at once: the student's balance already counts it.
    const balance = await t.ctx.database.db
      .selectFrom('students')
      .select('fee_balance')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.fee_balance)).toBeLessThanOrEqual(-250_050);
  });

  it('queues a payment whose account names nobody, unreceipted', async () => {
    const transId = mpesaCode();
    const before = await countRows(t, 'fee_payments', { branch_id: w.branchId });
    expect((await confirm(t, w.secret, { transId, account: 'MY SON' })).status).toBe(200);
    expect(await transaction(transId)).toMatchObject({ status: 'unmatched', student_id: null, payment_id: null });
    expect(await countRows(t, 'fee_payments', { branch_id: w.branchId })).toBe(before);
  });

  it('is one payment however often and however concurrently Safaricom confirms it (100 with 10 repeats: 90)', async () => {
    const before = await moneyRows(t, w.branchId);
    const codes = Array.from({ length: 90 }, () => mpesaCode());
    const bodies = codes.map((transId, i) =>
      c2bPayload({ transId, amount: `${100 + i}.00`, account: w.students[i % w.students.length].admission_no }),
    );
    const all = [...bodies, ...bodies.slice(0, 10)].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(all.map((body) => callback(t, w.secret, 'confirmation', body)));
    expect(answers.map((a) => a.status)).toEqual(all.map(() => 200));
    const after = await moneyRows(t, w.branchId);
    expect(after.transactions - before.transactions).toBe(90);
    expect(after.payments - before.payments).toBe(90);
    const receipts = await t.ctx.database.db
      .selectFrom('fee_payments')
      .select('receipt_no')
      .where('branch_id', '=', w.branchId)
      .where('reference', 'in', codes)
      .execute();
    expect(new Set(receipts.map((r) => r.receipt_no)).size).toBe(90);
    const tb = await trialBalance(t.ctx.database.db, w.branchId);
    expect(tb.debit).toBe(tb.credit);
  }, 120_000);

  it('answers 404 to an unknown secret and writes nothing', async () => {
    const before = await moneyRows(t, w.branchId);
    for (const wrong of ['x'.repeat(43), 'short', `${w.secret.slice(0, -1)}${w.secret.endsWith('A') ? 'B' : 'A'}`]) {
      for (const what of ['validation', 'confirmation', 'stk'])
        expect((await callback(t, wrong, what, c2bPayload({ account: w.students[0].admission_no }))).status).toBe(404);
    }
    expect(await moneyRows(t, w.branchId)).toEqual(before);
  });

  it('never lets one school’s secret touch another school’s students', async () => {
    const before = await moneyRows(t, w.branchId);
    const transId = mpesaCode();
    // A student of branch A's number, confirmed on branch B's secret: B has no such student.
    await confirm(t, w.otherSecret, { transId, account: w.students[1].admission_no });
    const row = await transaction(transId);
    expect(row).toMatchObject({ branch_id: w.otherBranchId, status: 'unmatched', student_id: null });
    expect(await moneyRows(t, w.branchId)).toEqual(before);
  });

  it('refuses an unknown account at validation with C2B00012 only when the school asks to', async () => {
    const unknown = c2bPayload({ account: 'NOBODY-999' });
    const known = c2bPayload({ account: w.students[2].admission_no });
    expect(await (await callback(t, w.secret, 'validation', unknown)).json()).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    expect((await saveSettings(t, w.adminToken, { reject_unknown_accounts: true })).status).toBe(200);
    const before = await moneyRows(t, w.branchId);
    expect(await (await callback(t, w.secret, 'validation', unknown)).json()).toEqual({
      ResultCode: 'C2B00012',
      ResultDesc: 'Rejected',
    });
    expect(await (await callback(t, w.secret, 'validation', known)).json()).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    expect(await moneyRows(t, w.branchId)).toEqual(before);
    expect((await saveSettings(t, w.adminToken, { reject_unknown_accounts: false })).status).toBe(200);
  });

  it('answers 400 to a body that is not a confirmation, and keeps nothing', async () => {
    const before = await moneyRows(t, w.branchId);
    expect((await callback(t, w.secret, 'confirmation', '{"TransID": ')).status).toBe(400);
    expect((await callback(t, w.secret, 'confirmation', { ...c2bPayload(), TransAmount: 'lots' })).status).toBe(400);
    expect(await moneyRows(t, w.branchId)).toEqual(before);
  });

  it('lets a clerk assign an unmatched payment to a student: receipted then, once', async () => {
    const transId = mpesaCode();
    await confirm(t, w.secret, { transId, amount: '700', account: 'wrong acc' });
    const row = (await transaction(transId)) as Row;
    const student = w.students[3];
    const path = `/api/mpesa_transactions/${String(row.id)}/assign`;
    const viewer = await t.signIn('viewer');
    expect((await t.call('POST', path, { token: viewer.accessToken, body: { student_id: student.id } })).status).toBe(
      403,
    );
    const bursar = await t.signIn('bursar');
    const other = await t.ctx.database.db
      .selectFrom('students')
      .select('id')
      .where('branch_id', '=', w.otherBranchId)
      .executeTakeFirstOrThrow();
    expect((await t.call('POST', path, { token: bursar.accessToken, body: { student_id: other.id } })).status).toBe(
      400,
    );
    expect(await transaction(transId)).toMatchObject({ status: 'unmatched', payment_id: null });
    const done = await t.call('POST', path, { token: bursar.accessToken, body: { student_id: student.id } });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ status: 'assigned', student_id: student.id });
    const assigned = (await transaction(transId)) as Row;
    const payment = await t.ctx.database.db
      .selectFrom('fee_payments')
      .selectAll()
      .where('id', '=', Number(assigned.payment_id))
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ student_id: student.id, amount: 70_000, mode: 'mpesa', reference: transId });
    expect((await t.call('POST', path, { token: bursar.accessToken, body: { student_id: student.id } })).status).toBe(
      409,
    );
  });

  it('keeps M-Pesa records kept by the engine: no user creates, edits or deletes them', async () => {
    const row = (await t.ctx.database.db
      .selectFrom('mpesa_transactions')
      .select('id')
      .executeTakeFirstOrThrow()) as Row;
    expect((await t.call('POST', '/api/mpesa_transactions', { token: w.adminToken, body: {} })).status).toBe(405);
    expect(
      (await t.call('PUT', `/api/mpesa_transactions/${String(row.id)}`, { token: w.adminToken, body: { amount: 1 } }))
        .status,
    ).toBe(405);
    expect((await t.call('DELETE', `/api/mpesa_transactions/${String(row.id)}`, { token: w.adminToken })).status).toBe(
      405,
    );
    const viewer = await t.signIn('viewer');
    expect((await t.call('GET', '/api/mpesa_transactions', { token: viewer.accessToken })).status).toBe(200);
    await insertUser(t, w.branchId, 'mpesa-nobody', []);
    const nobody = await t.signIn('mpesa-nobody');
    expect((await t.call('GET', '/api/mpesa_transactions', { token: nobody.accessToken })).status).toBe(403);
  });

  it('never answers the Daraja keys, and keeps a stored key when the form leaves it empty', async () => {
    expect(
      (
        await saveSettings(t, w.adminToken, {
          consumer_key: 'key-1234ABCD',
          consumer_secret: 'secret-5678',
          passkey: 'passkey-local-0001',
        })
      ).status,
    ).toBe(200);
    const answered = await json<Row>(await t.call('GET', '/api/mpesa_settings/current', { token: w.adminToken }));
    expect(answered).not.toHaveProperty('consumer_key');
    expect(answered).not.toHaveProperty('passkey');
    expect(String(answered.keys_hint)).toContain('ABCD');
    expect((await saveSettings(t, w.adminToken, { consumer_key: '', shortcode: '174379' })).status).toBe(200);
    const stored = await t.ctx.database.db
      .selectFrom('mpesa_settings')
      .select(['consumer_key', 'shortcode'])
      .where('branch_id', '=', w.branchId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ consumer_key: 'key-1234ABCD', shortcode: '174379' });
    const bursar = await t.signIn('viewer');
    expect((await t.call('GET', '/api/mpesa_settings/current', { token: bursar.accessToken })).status).toBe(403);
  });
});
