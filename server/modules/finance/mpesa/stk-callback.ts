import { stkRequests } from '../../../../src/schema/finance-mpesa';
import { englishText } from '../../../../src/schema';
import type { AppContext } from '../../../context';
import { inBranch } from '../../../crud/scope';
import { school } from '../../../db/typed';
import type { Writer } from '../../../engine/writer';
import { say } from '../../../errors';
import { amountToCents, type IncomingPayment, nairobiTime } from './c2b';
import { recordIncoming } from './incoming';
import { mpesaUser } from './settings';

interface StkCallback {
  readonly MerchantRequestID?: string;
  readonly CheckoutRequestID: string;
  readonly ResultCode: number;
  readonly ResultDesc: string;
  readonly items: Readonly<Record<string, unknown>>;
}

/** Body.stkCallback, or undefined when the body is not one. */
function readStkCallback(body: unknown): StkCallback | undefined {
  const callback = (body as { Body?: { stkCallback?: Record<string, unknown> } } | undefined)?.Body?.stkCallback;
  if (typeof callback !== 'object' || callback === null) return undefined;
  const checkout = typeof callback.CheckoutRequestID === 'string' ? callback.CheckoutRequestID.trim() : '';
  const code = Number(callback.ResultCode);
  if (checkout === '' || checkout.length > 80 || !Number.isInteger(code)) return undefined;
  const list = (callback.CallbackMetadata as { Item?: unknown } | undefined)?.Item;
  const items = Object.fromEntries(
    (Array.isArray(list) ? list : [])
      .filter((i): i is { Name: string; Value?: unknown } => typeof (i as { Name?: unknown })?.Name === 'string')
      .map((i) => [i.Name, i.Value]),
  );
  return {
    MerchantRequestID: typeof callback.MerchantRequestID === 'string' ? callback.MerchantRequestID : undefined,
    CheckoutRequestID: checkout,
    ResultCode: code,
    ResultDesc: String(callback.ResultDesc ?? '').slice(0, 300),
    items,
  };
}

/** What a failed prompt's result code means to the office, in words of our own. */
export function stkFailure(code: number, desc: string): { status: 'cancelled' | 'failed'; reason: string } {
  const known: Record<number, Parameters<typeof say>[0]> = {
    1032: 'shule.finance.mpesa.stk.cancelled',
    1: 'shule.finance.mpesa.stk.insufficient',
    1037: 'shule.finance.mpesa.stk.unreachable',
    2001: 'shule.finance.mpesa.stk.wrong_pin',
    1019: 'shule.finance.mpesa.stk.expired',
  };
  const key = known[code];
  const reason = englishText(key ? say(key) : say('shule.finance.mpesa.stk.other', { detail: desc || String(code) }));
  return { status: code === 1032 ? 'cancelled' : 'failed', reason };
}

/**
 * Body.stkCallback for a branch. ResultCode 0 is a payment (MpesaReceiptNumber is its TransID,
 * so a C2B confirmation or a repeated callback of the same payment is still one payment), for the
 * student the prompt was sent for; any other code marks the prompt cancelled or failed with the
 * reason. A paid callback for a prompt we have no record of is still kept, unmatched. Answers
 * false when the body is not a callback.
 */
export async function handleStkCallback(
  ctx: AppContext,
  writer: Writer,
  branchId: number,
  body: unknown,
): Promise<boolean> {
  const callback = readStkCallback(body);
  if (!callback) return false;
  const user = mpesaUser(branchId);
  const request = await inBranch(ctx, user, 'read', (db) =>
    school(db)
      .selectFrom('stk_requests')
      .select(['id', 'student_id', 'status', 'account_reference', 'phone'])
      .where('branch_id', '=', branchId)
      .where('checkout_request_id', '=', callback.CheckoutRequestID)
      .executeTakeFirst(),
  );
  /** The prompt's outcome on its row, written as the system (no user answered the callback). */
  const settle = (id: unknown, fields: Record<string, unknown>) =>
    inBranch(ctx, user, 'write', (db) => writer.update(db, user, stkRequests, Number(id), fields, { system: true }));
  if (callback.ResultCode !== 0) {
    if (!request || request.status !== 'pending') return true;
    const { status, reason } = stkFailure(callback.ResultCode, callback.ResultDesc);
    await settle(request.id, { status, result_code: callback.ResultCode, result_desc: reason });
    return true;
  }
  const receipt = String(callback.items.MpesaReceiptNumber ?? '').trim();
  const amount = amountToCents(callback.items.Amount);
  const time = nairobiTime(callback.items.TransactionDate) ?? nairobiTime(callback.items.TransactionDate ?? '');
  if (!/^[A-Z0-9]{6,40}$/i.test(receipt) || amount === undefined || amount <= 0) return false;
  const at = time ?? {
    iso: new Date().toISOString(),
    date: new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10),
  };
  const payment: IncomingPayment = {
    trans_id: receipt.toUpperCase(),
    trans_time: at.iso,
    paid_on: at.date,
    amount,
    bill_ref: String(request?.account_reference ?? ''),
    msisdn: String(callback.items.PhoneNumber ?? request?.phone ?? '').slice(0, 40),
    payer_name: '',
    short_code: '',
    kind: 'stk',
    raw: JSON.stringify(body).slice(0, 20_000),
  };
  const recorded = await recordIncoming(
    ctx,
    writer,
    branchId,
    payment,
    request ? Number(request.student_id) : undefined,
  );
  if (request && request.status === 'pending')
    await settle(request.id, {
      status: 'paid',
      result_code: 0,
      result_desc: callback.ResultDesc || 'The service request is processed successfully.',
      mpesa_receipt: payment.trans_id,
      transaction_id: recorded.id,
    });
  return true;
}
