import { mpesaTransactions } from '../../../../src/schema/finance-mpesa';
import type { AppContext, SessionUser } from '../../../context';
import { writeAudit } from '../../../crud/audit';
import { inBranch } from '../../../crud/scope';
import { toRow } from '../../../crud/serialize';
import type { Db } from '../../../db/database';
import { school } from '../../../db/typed';
import type { Writer } from '../../../engine/writer';
import { lockBooks } from '../ledger/journal';
import { studentOfAccount } from './accounts';
import type { IncomingPayment } from './c2b';
import { receiptMoney } from './receipt';
import { mpesaUser } from './settings';

export interface Recorded {
  readonly id: number;
  readonly status: 'matched' | 'unmatched' | 'assigned';
  /** This TransID was already kept: nothing was written now. */
  readonly duplicate: boolean;
  readonly student_id: number | null;
  readonly payment_id: number | null;
}

async function existing(db: Db, branchId: number, transId: string): Promise<Recorded> {
  const row = await school(db)
    .selectFrom('mpesa_transactions')
    .select(['id', 'status', 'student_id', 'payment_id'])
    .where('branch_id', '=', branchId)
    .where('trans_id', '=', transId)
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    status: row.status as Recorded['status'],
    duplicate: true,
    student_id: row.student_id == null ? null : Number(row.student_id),
    payment_id: row.payment_id == null ? null : Number(row.payment_id),
  };
}

/**
 * Keeps one payment and, when it names a student, receipts it, in one transaction. The unique
 * (branch, trans_id) index with an insert that ignores a conflict is what makes Safaricom's retries
 * and concurrent callbacks one payment: a second insert of the same TransID waits for the first
 * transaction and then inserts nothing, so it never receipts.
 */
async function keep(
  db: Db,
  user: SessionUser,
  writer: Writer,
  payment: IncomingPayment,
  studentId: number | undefined,
): Promise<Recorded> {
  const branchId = user.branchId;
  // The books' lock before any insert: an insert takes a key-share lock on the branch row (its
  // foreign key), and two transactions each holding one while asking for the books' lock would
  // deadlock. Taken first, receipts of one branch simply queue.
  if (studentId) await lockBooks(db, branchId);
  const now = new Date().toISOString();
  const values = toRow(
    mpesaTransactions,
    { ...payment, status: studentId ? 'matched' : 'unmatched', student_id: studentId ?? null, payment_id: null },
    writer.engine,
  );
  delete values.paid_on;
  const inserted = await db
    .insertInto('mpesa_transactions')
    .values({ ...values, branch_id: branchId, created_at: now, updated_at: now, created_by: null, updated_by: null })
    .onConflict((oc) => oc.columns(['branch_id', 'trans_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return existing(db, branchId, payment.trans_id);
  const id = Number(inserted.id);
  const { raw: _raw, paid_on: _paidOn, ...shown } = payment;
  await writeAudit(db, user, 'create', 'mpesa_transactions', id, {
    ...Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, { after: v }])),
    status: { after: studentId ? 'matched' : 'unmatched' },
  });
  let paymentId: number | null = null;
  if (studentId) {
    paymentId = await receiptMoney(db, user, writer, {
      student_id: studentId,
      amount: payment.amount,
      mode: 'mpesa',
      reference: payment.trans_id,
      paid_on: payment.paid_on,
      payer: payment.payer_name || null,
    });
    await school(db)
      .updateTable('mpesa_transactions')
      .set({ payment_id: paymentId })
      .where('id', '=', id)
      .where('branch_id', '=', branchId)
      .execute();
  }
  return {
    id,
    status: studentId ? 'matched' : 'unmatched',
    duplicate: false,
    student_id: studentId ?? null,
    payment_id: paymentId,
  };
}

/**
 * A payment M-Pesa reported to a branch: matched to a student (by the account typed, or the
 * student an STK prompt was sent for) and receipted within this request, else queued unmatched.
 * Should receipting fail (the books not set up, say), the payment is still kept, unmatched: money
 * Safaricom says arrived is never dropped because of our own trouble.
 */
export async function recordIncoming(
  ctx: AppContext,
  writer: Writer,
  branchId: number,
  payment: IncomingPayment,
  knownStudent?: number,
): Promise<Recorded> {
  const user = mpesaUser(branchId);
  try {
    return await inBranch(ctx, user, 'write', async (db) => {
      const studentId = knownStudent ?? (await studentOfAccount(db, branchId, payment.bill_ref))?.id;
      return keep(db, user, writer, payment, studentId);
    });
  } catch (error) {
    console.warn(`M-Pesa ${payment.trans_id} kept unmatched: receipting failed`, error);
    return inBranch(ctx, user, 'write', (db) => keep(db, user, writer, payment, undefined));
  }
}
