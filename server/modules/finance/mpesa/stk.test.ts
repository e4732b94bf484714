import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import type { Row } from '../../../db/database';
import { darajaClient, DarajaError, forgetDarajaTokens } from './daraja';
import { type LocalDarajaServer, mpesaCode, startLocalDaraja, stkCallbackBody } from './local-daraja-server';
import { callback, makeMpesaWorld, type MpesaWorld, saveSettings } from '../../../../tests/helpers/mpesa-test-kit';

let t: TestApp;
let w: MpesaWorld;
let daraja: LocalDarajaServer;
let bursar: string;
const KEYS = {
  consumer_key: 'local-consumer-key',
  consumer_secret: 'local-consumer-secret',
  passkey: 'bfb279f9aa9bdbcf',
};

beforeAll(async () => {
  daraja = await startLocalDaraja();
  process.env.SHULE_DARAJA_URL = daraja.url;
  t = await createTestApp({ students: 10 });
  w = await makeMpesaWorld(t);
  bursar = (await t.signIn('bursar')).accessToken;
}, 60_000);
afterAll(async () => {
  delete process.env.SHULE_DARAJA_URL;
  await daraja?.close();
  await t?.close();
});
beforeEach(() => {
  daraja.override = undefined;
  daraja.credentials = { key: KEYS.consumer_key, secret: KEYS.consumer_secret };
  forgetDarajaTokens();
});

const push = (body: unknown, token = bursar) =>
  t.call('POST', '/api/finance/mpesa/stk', { token, body, headers: { origin: 'https://demo.shule.ke' } });
const stkRow = (id: unknown) =>
  t.ctx.database.db.selectFrom('stk_requests').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

describe(`the Daraja client against a local Daraja server (${ENGINE})`, () => {
  it('caches the OAuth token until it expires and registers the C2B URLs', async () => {
    const client = darajaClient({
      baseUrl: daraja.url,
      consumerKey: KEYS.consumer_key,
      consumerSecret: KEYS.consumer_secret,
    });
    const before = daraja.requests.length;
    const answer = await client.registerUrls({
      ShortCode: '174379',
      ResponseType: 'Completed',
      ConfirmationURL: 'https://demo.shule.ke/api/mpesa/s/confirmation',
      ValidationURL: 'https://demo.shule.ke/api/mpesa/s/validation',
    });
    expect(answer.ResponseCode).toBe('0');
    await client.token();
    const oauth = daraja.requests.slice(before).filter((r) => r.path.startsWith('/oauth'));
    expect(oauth).toHaveLength(1);
    expect(daraja.registered.get('174379')?.confirmation).toContain('/confirmation');
  });

  it('says so when the keys are wrong (400), Daraja fails (500) or never answers (timeout)', async () => {
    const wrong = darajaClient({ baseUrl: daraja.url, consumerKey: 'nope', consumerSecret: 'nope' });
    await expect(wrong.token()).rejects.toMatchObject({ kind: 'refused', status: 400 });
    const client = darajaClient({
      baseUrl: daraja.url,
      consumerKey: KEYS.consumer_key,
      consumerSecret: KEYS.consumer_secret,
      timeoutMs: 300,
    });
    daraja.override = (r) =>
      r.path.startsWith('/mpesa') ? { status: 500, body: { errorMessage: 'Internal' } } : undefined;
    await expect(
      client.stkQuery({ BusinessShortCode: '1', Password: 'p', Timestamp: 't', CheckoutRequestID: 'x' }),
    ).rejects.toMatchObject({ kind: 'unreachable', status: 500 });
    daraja.override = (r) => (r.path.startsWith('/mpesa') ? 'hang' : undefined);
    const error = await client
      .stkQuery({ BusinessShortCode: '1', Password: 'p', Timestamp: 't', CheckoutRequestID: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ kind: 'unreachable', status: 0 });
  });

  it('takes a new token when Daraja drops the cached one (401)', async () => {
    const client = darajaClient({
      baseUrl: daraja.url,
      consumerKey: KEYS.consumer_key,
      consumerSecret: KEYS.consumer_secret,
    });
    await client.token();
    let once = true;
    daraja.override = (r) => {
      if (r.path.startsWith('/mpesa') && once) {
        once = false;
        return { status: 401, body: { errorMessage: 'Invalid Access Token' } };
      }
      return undefined;
    };
    const answer = await client.registerUrls({
      ShortCode: '600000',
      ResponseType: 'Completed',
      ConfirmationURL: 'https://x/c',
      ValidationURL: 'https://x/v',
    });
    expect(answer.ResponseCode).toBe('0');
  });
});

describe(`STK push (Lipa na M-Pesa Online) on ${ENGINE}`, () => {
  it('refuses until M-Pesa is set up, checks its fields, and is for payment writers only', async () => {
    const student = w.students[0];
    expect((await push({ student_id: student.id, phone: '0712345678', amount: 100_000 })).status).toBe(409);
    expect((await saveSettings(t, w.adminToken, { shortcode: '174379', ...KEYS })).status).toBe(200);
    const bad = await push({ student_id: student.id, phone: '12', amount: 150 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ errors: object }>(bad)).errors).sort()).toEqual(['amount', 'phone']);
    const viewer = (await t.signIn('viewer')).accessToken;
    expect((await push({ student_id: student.id, phone: '0712345678', amount: 100_000 }, viewer)).status).toBe(403);
    const other = await t.ctx.database.db
      .selectFrom('students')
      .select('id')
      .where('branch_id', '=', w.otherBranchId)
      .executeTakeFirstOrThrow();
    expect((await push({ student_id: other.id, phone: '0712345678', amount: 100_000 })).status).toBe(400);
  });

  it('sends the prompt with the password, the admission number as account, and the callback URL; a paid callback receipts it once', async () => {
    const student = w.students[1];
    const response = await push({ student_id: student.id, phone: '0712 345 678', amount: 250_000 });
    expect(response.status).toBe(201);
    const request = await json<Row>(response);
    expect(request).toMatchObject({ status: 'pending', phone: '254712345678', amount: 250_000 });
    const sent = daraja.pushes.get(String(request.checkout_request_id));
    expect(sent?.request).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 2500,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: `https://demo.shule.ke/api/mpesa/${w.secret}/stk`,
      TransactionDesc: 'School fees',
    });
    expect(String(sent?.request.AccountReference).length).toBeLessThanOrEqual(12);
    const password = Buffer.from(String(sent?.request.Password), 'base64').toString();
    expect(password).toBe(`174379${KEYS.passkey}${String(sent?.request.Timestamp)}`);
    // Safaricom calls back (twice: it retries), at our app.
    const receipt = mpesaCode();
    const body = stkCallbackBody(String(request.checkout_request_id), String(sent?.merchant), 0, {
      amount: 2500,
      receipt,
      phone: '254712345678',
    });
    const payments = await countRows(t, 'fee_payments', { branch_id: w.branchId });
    for (let i = 0; i < 2; i += 1) expect((await callback(t, w.secret, 'stk', body)).status).toBe(200);
    expect(await countRows(t, 'fee_payments', { branch_id: w.branchId })).toBe(payments + 1);
    expect(await stkRow(request.id)).toMatchObject({ status: 'paid', result_code: 0, mpesa_receipt: receipt });
    const transaction = await t.ctx.database.db
      .selectFrom('mpesa_transactions')
      .selectAll()
      .where('trans_id', '=', receipt)
      .executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({ kind: 'stk', status: 'matched', student_id: student.id, amount: 250_000 });
  });

  it('registers the C2B URLs with Daraja for the shortcode (finance administrators only)', async () => {
    const response = await t.call('POST', '/api/finance/mpesa/register-urls', {
      token: w.adminToken,
      headers: { origin: 'https://demo.shule.ke' },
    });
    expect(response.status).toBe(200);
    expect(daraja.registered.get('174379')).toEqual({
      confirmation: `https://demo.shule.ke/api/mpesa/${w.secret}/confirmation`,
      validation: `https://demo.shule.ke/api/mpesa/${w.secret}/validation`,
    });
    const viewer = (await t.signIn('viewer')).accessToken;
    expect((await t.call('POST', '/api/finance/mpesa/register-urls', { token: viewer })).status).toBe(403);
  });

  it('marks a prompt cancelled, or failed with the reason, and receipts nothing', async () => {
    const payments = await countRows(t, 'fee_payments', { branch_id: w.branchId });
    for (const [code, status, reason] of [
      [1032, 'cancelled', 'The parent cancelled the prompt'],
      [1, 'failed', 'Not enough money in the M-Pesa account'],
      [1037, 'failed', 'The phone could not be reached'],
    ] as const) {
      const request = await json<Row>(
        await push({ student_id: w.students[2].id, phone: '254722000111', amount: 50_000 }),
      );
      const sent = daraja.pushes.get(String(request.checkout_request_id));
      expect(
        (
          await callback(
            t,
            w.secret,
            'stk',
            stkCallbackBody(String(request.checkout_request_id), String(sent?.merchant), code),
          )
        ).status,
      ).toBe(200);
      expect(await stkRow(request.id)).toMatchObject({ status, result_code: code, result_desc: reason });
    }
    expect(await countRows(t, 'fee_payments', { branch_id: w.branchId })).toBe(payments);
  });

  it('answers 502 when Daraja refuses, 503 when it fails or cannot be reached, and files nothing', async () => {
    const before = await countRows(t, 'stk_requests', { branch_id: w.branchId });
    const input = { student_id: w.students[3].id, phone: '0712345678', amount: 100_000 };
    daraja.credentials = { key: 'rotated', secret: 'rotated' };
    const refused = await push(input);
    expect(refused.status).toBe(502);
    expect((await json<{ message: string }>(refused)).message).toContain('Invalid Authentication passed');
    daraja.credentials = { key: KEYS.consumer_key, secret: KEYS.consumer_secret };
    daraja.override = (r) => (r.path.startsWith('/mpesa') ? { status: 500, body: 'Internal Server Error' } : undefined);
    expect((await push(input)).status).toBe(503);
    expect(await countRows(t, 'stk_requests', { branch_id: w.branchId })).toBe(before);
  });
});
