import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Writer } from '../../../engine/writer';
import { receivePayment } from '../payments/receive';

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
export async function receiptMoney(db: Db, user: SessionUser, writer: Writer, money: MoneyReceived): Promise<number> {
  const receipt = await receivePayment(
    db,
    user,
    {
      student_id: money.student_id,
      amount: money.amount,
      mode: money.mode,
      reference: money.reference || null,
      paid_on: money.paid_on,
      payer: money.payer,
    },
    writer,
  );
  return Number(receipt.id);
}
