import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Writer } from '../../../engine/writer';
import { refusal, say } from '../../../errors';

/** Money that came in by M-Pesa or the bank, for one student, to be receipted like any payment. */
export interface MoneyReceived {
  readonly student_id: number;
  /** Integer cents. */
  readonly amount: number;
  readonly mode: 'mpesa' | 'bank';
  /** The M-Pesa code or the bank's reference, printed on the receipt. */
  readonly reference: string;
  /** The day it was paid, in Nairobi: YYYY-MM-DD. */
  readonly paid_on: string;
  readonly payer: string | null;
}

/**
 * Receipts money through the payments engine (numbered receipt, allocation, journal, balances) in
 * the caller's transaction, and answers the receipt's id. The one place this area meets payments.
 */
export async function receiptMoney(
  _db: Db,
  _user: SessionUser,
  _writer: Writer,
  _money: MoneyReceived,
): Promise<number> {
  throw refusal(409, say('shule.finance.mpesa.payments_missing'));
}
