import { toE164 } from '../../../../src/schema/phone';
import { stkRequests } from '../../../../src/schema/finance-mpesa';
import type { AppContext, SessionUser } from '../../../context';
import { inBranch } from '../../../crud/scope';
import type { Row } from '../../../db/database';
import { school } from '../../../db/typed';
import type { Writer } from '../../../engine/writer';
import { type FieldCode, fieldsRefused, refusal, say } from '../../../errors';
import { normaliseAccount } from './accounts';
import { DARAJA_BASE_URLS, DarajaError, darajaClient, darajaTimestamp, stkPassword } from './daraja';
import { callbackUrls } from './origin';
import { type MpesaSettings, readMpesaSettings } from './settings';

/** Where Daraja is reached: SHULE_DARAJA_URL (a local Daraja server in tests and the bench), else Safaricom. */
export const darajaBaseUrl = (settings: MpesaSettings, env: NodeJS.ProcessEnv = process.env): string =>
  env.SHULE_DARAJA_URL?.trim().replace(/\/+$/, '') || DARAJA_BASE_URLS[settings.environment];

/** The largest single M-Pesa payment (KES 250,000), in cents. */
const MOST = 250_000_00;

export interface StkInput {
  readonly student_id: number;
  /** 2547XXXXXXXX / 2541XXXXXXXX, as Daraja takes it. */
  readonly phone: string;
  /** Whole shillings in cents. */
  readonly amount: number;
}

/** The request's fields checked: 400 naming each one that is wrong. */
export function readStkInput(body: unknown): StkInput {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, FieldCode> = {};
  const studentId = Number(b.student_id);
  if (!Number.isSafeInteger(studentId) || studentId <= 0) errors.student_id = say('shule.validation.required');
  const e164 = typeof b.phone === 'string' ? toE164(b.phone) : undefined;
  if (!e164 || !/^\+254[17]\d{8}$/.test(e164)) errors.phone = say('shule.finance.mpesa.bad_phone');
  const amount = Number(b.amount);
  if (!Number.isSafeInteger(amount) || amount < 100 || amount > MOST || amount % 100 !== 0)
    errors.amount = say('shule.finance.mpesa.bad_amount');
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  return { student_id: studentId, phone: String(e164).slice(1), amount };
}

/** The prompt's account: the admission number (at most 12 characters, shown to the parent). */
export function accountReference(admissionNo: string): string {
  const plain = admissionNo.trim();
  if (plain.length <= 12) return plain;
  const reduced = admissionNo.toUpperCase().replace(/[\s/\\\-._#]+/g, '');
  return reduced.length <= 12 ? reduced : normaliseAccount(admissionNo).slice(-12);
}

const ready = (s: MpesaSettings) =>
  s.shortcode !== '' && s.consumerKey !== '' && s.consumerSecret !== '' && s.passkey !== '' && s.callbackSecret;

/**
 * Sends an M-Pesa prompt (Lipa na M-Pesa Online) to a parent's phone for a student, and files the
 * request, pending until Safaricom's callback says paid, cancelled or failed. 409 when the branch's
 * M-Pesa is not set up; 502/503 when Daraja refuses or cannot be reached (nothing filed then).
 */
export async function sendStkPush(
  ctx: AppContext,
  user: SessionUser,
  writer: Writer,
  input: StkInput,
  origin: string,
): Promise<Row> {
  const { settings, student } = await inBranch(ctx, user, 'read', async (db) => ({
    settings: await readMpesaSettings(db, user.branchId),
    student: await school(db)
      .selectFrom('students')
      .select(['id', 'admission_no'])
      .where('branch_id', '=', user.branchId)
      .where('id', '=', input.student_id)
      .executeTakeFirst(),
  }));
  if (!student) throw fieldsRefused({ student_id: say('shule.finance.mpesa.no_student', { id: input.student_id }) });
  if (!ready(settings)) throw refusal(409, say('shule.finance.mpesa.not_configured'));
  const timestamp = darajaTimestamp();
  const account = accountReference(String(student.admission_no ?? student.id));
  const client = darajaClient({
    baseUrl: darajaBaseUrl(settings),
    consumerKey: settings.consumerKey,
    consumerSecret: settings.consumerSecret,
  });
  let answer;
  try {
    answer = await client.stkPush({
      BusinessShortCode: settings.shortcode,
      Password: stkPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: settings.accountType === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
      Amount: input.amount / 100,
      PartyA: input.phone,
      PartyB: settings.shortcode,
      PhoneNumber: input.phone,
      CallBackURL: callbackUrls(origin, String(settings.callbackSecret)).stk,
      AccountReference: account,
      TransactionDesc: 'School fees',
    });
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    if (error.kind === 'unreachable') throw refusal(503, say('shule.finance.mpesa.daraja_unreachable'));
    throw refusal(502, say('shule.finance.mpesa.daraja_refused', { detail: error.message }));
  }
  return inBranch(ctx, user, 'write', (db) =>
    writer.create(
      db,
      user,
      stkRequests,
      {
        student_id: input.student_id,
        phone: input.phone,
        amount: input.amount,
        account_reference: account,
        checkout_request_id: String(answer.CheckoutRequestID).slice(0, 80),
        merchant_request_id: String(answer.MerchantRequestID ?? '').slice(0, 80),
        status: 'pending',
        result_desc: String(answer.CustomerMessage ?? answer.ResponseDescription ?? '').slice(0, 300),
      },
      { system: true },
    ),
  );
}

/** The branch's validation and confirmation URLs registered with Daraja (ResponseType Completed). */
export async function registerC2bUrls(
  ctx: AppContext,
  user: SessionUser,
  origin: string,
): Promise<{ validation: string; confirmation: string; response: string }> {
  const settings = await inBranch(ctx, user, 'read', (db) => readMpesaSettings(db, user.branchId));
  if (!settings.shortcode || !settings.consumerKey || !settings.consumerSecret || !settings.callbackSecret)
    throw refusal(409, say('shule.finance.mpesa.not_configured'));
  const urls = callbackUrls(origin, settings.callbackSecret);
  const client = darajaClient({
    baseUrl: darajaBaseUrl(settings),
    consumerKey: settings.consumerKey,
    consumerSecret: settings.consumerSecret,
  });
  try {
    const answer = await client.registerUrls({
      ShortCode: settings.shortcode,
      ResponseType: 'Completed',
      ConfirmationURL: urls.confirmation,
      ValidationURL: urls.validation,
    });
    return { validation: urls.validation, confirmation: urls.confirmation, response: answer.ResponseDescription };
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    if (error.kind === 'unreachable') throw refusal(503, say('shule.finance.mpesa.daraja_unreachable'));
    throw refusal(502, say('shule.finance.mpesa.daraja_refused', { detail: error.message }));
  }
}
