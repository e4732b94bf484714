import { sql } from 'kysely';
import { englishText } from '../../../../src/schema';
import { feePayments } from '../../../../src/schema/finance-payments';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { HookArgs } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { lockBooks, type PostingLine, postEntries } from '../ledger/journal';
import { reverseSource } from '../ledger/reverse';
import { type AllocationRow, applyCredits, refreshBalances, storeAllocations } from './credits';
import { idList, voteHeadFunds } from './outstanding';

const today = () => new Date().toISOString().slice(0, 10);

/** What each (invoice, vote head) still holds of a receipt, or of every receipt on an invoice. */
async function netAllocations(db: Db, branchId: number, by: { payment_id: number } | { invoice_id: number }) {
  const [column, id] = 'payment_id' in by ? ['payment_id', by.payment_id] : ['invoice_id', by.invoice_id];
  const rows = await db
    .selectFrom('fee_allocations')
    .select(['payment_id', 'invoice_id', 'vote_head_id', 'student_id', (eb) => eb.fn.sum<number>('amount').as('net')])
    .where('branch_id', '=', branchId)
    .where(column, '=', id)
    .groupBy(['payment_id', 'invoice_id', 'vote_head_id', 'student_id'])
    .execute();
  return rows
    .map((r) => ({
      payment_id: Number(r.payment_id),
      invoice_id: Number(r.invoice_id),
      vote_head_id: Number(r.vote_head_id),
      student_id: Number(r.student_id),
      net: Number(r.net),
    }))
    .filter((r) => r.net !== 0);
}

/**
 * Undoes a receipt in the books (its own entry, the credit it settled later invoices with and any
 * release) and on the invoices (negative allocation rows), and keeps the balances. The receipt row
 * stays, with its reason. The student's other credit then settles what is owed again.
 */
export async function undoPayment(db: Db, user: SessionUser, payment: Row, reason: string): Promise<void> {
  const id = Number(payment.id);
  const studentId = Number(payment.student_id);
  await lockBooks(db, user.branchId);
  const narration = englishText(
    say('shule.finance.payments.narration_void', { receipt: String(payment.receipt_no), reason }),
  );
  await reverseSource(db, user, ['payment', 'credit'], id, today(), narration);
  const held = await netAllocations(db, user.branchId, { payment_id: id });
  const rows: AllocationRow[] = held.map((h) => ({ ...h, amount: -h.net, kind: 'reversal' }));
  await storeAllocations(db, user, rows, today());
  await db
    .updateTable('fee_payments')
    .set({ unapplied: 0, void_reason: reason.slice(0, 300) })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', id)
    .execute();
  await refreshBalances(db, user.branchId, [studentId]);
  await applyCredits(db, user, [studentId]);
}

/** onTransition of fee_payments: void (with its reason) and move (to the student chosen). */
export async function paymentTransition({ db, user, writer, action, before, input }: HookArgs): Promise<void> {
  if (!before) return;
  if (action === 'void') {
    await undoPayment(db, user, before, String(input?.reason ?? ''));
    return;
  }
  if (action !== 'move') return;
  const to = Number(input?.student_id);
  if (to === Number(before.student_id)) throw refusal(409, say('shule.finance.payments.same_student'));
  const moved = await writer.create(
    db,
    user,
    feePayments,
    {
      student_id: to,
      amount: before.amount,
      mode: before.mode,
      reference: before.reference,
      paid_on: before.paid_on,
      payer: before.payer,
      sponsor_id: before.sponsor_id,
      vote_head_ids: idList(before.vote_head_ids),
      in_kind_description: before.in_kind_description,
      moved_from_id: before.id,
    },
    { system: true },
  );
  await undoPayment(
    db,
    user,
    before,
    englishText(say('shule.finance.payments.moved_to', { receipt: String(moved.receipt_no) })),
  );
  await db
    .updateTable('fee_payments')
    .set({ moved_to_id: Number(moved.id) })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', Number(before.id))
    .execute();
  // A bursary received on the old receipt was received on the new one.
  await db
    .updateTable('bursaries')
    .set({ payment_id: Number(moved.id) })
    .where('branch_id', '=', user.branchId)
    .where('payment_id', '=', Number(before.id))
    .execute();
}

/**
 * An invoice cancelled: what receipts paid on it becomes their credit again (Dr fees receivable
 * of the vote head's fund, Cr fees in advance of the School Fund), then settles the student's
 * other invoices. Safe to call twice: a released invoice holds nothing.
 */
export async function releaseAllocations(db: Db, user: SessionUser, invoiceId: number): Promise<void> {
  const held = (await netAllocations(db, user.branchId, { invoice_id: invoiceId })).filter((h) => h.net > 0);
  if (held.length === 0) return;
  const accounts = await loadAccounts(db, user.branchId);
  const funds = await voteHeadFunds(db, user.branchId);
  const schoolFund = accounts.fundOfKind('school_fund');
  const invoice = await db
    .selectFrom('fee_invoices')
    .select('invoice_no')
    .where('branch_id', '=', user.branchId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  const narration = englishText(
    say('shule.finance.payments.narration_release', { invoice: String(invoice?.invoice_no ?? invoiceId) }),
  );
  const byPayment = new Map<number, typeof held>();
  for (const h of held) byPayment.set(h.payment_id, [...(byPayment.get(h.payment_id) ?? []), h]);
  await postEntries(
    db,
    user,
    [...byPayment].map(([paymentId, rows]) => ({
      posted_on: today(),
      narration,
      source: 'credit' as const,
      source_id: paymentId,
      lines: rows.flatMap((h): PostingLine[] => [
        {
          account_id: accounts.get(funds.get(h.vote_head_id) as number, 'fees_receivable'),
          debit: h.net,
          credit: 0,
          student_id: h.student_id,
          vote_head_id: h.vote_head_id,
        },
        { account_id: accounts.get(schoolFund, 'fees_in_advance'), debit: 0, credit: h.net, student_id: h.student_id },
      ]),
    })),
  );
  await storeAllocations(
    db,
    user,
    held.map((h) => ({ ...h, amount: -h.net, kind: 'reversal' as const })),
    today(),
  );
  for (const [paymentId, rows] of byPayment)
    await db
      .updateTable('fee_payments')
      .set({ unapplied: sql`unapplied + ${rows.reduce((s, r) => s + r.net, 0)}` })
      .where('branch_id', '=', user.branchId)
      .where('id', '=', paymentId)
      .execute();
  const students = [...new Set(held.map((h) => h.student_id))];
  await refreshBalances(db, user.branchId, students);
  await applyCredits(db, user, students);
}

/** onCancel of fee_invoices: the billing engine's cancel releases the money paid on it. */
export async function releaseOnCancel({ db, user, record }: HookArgs): Promise<void> {
  if (record) await releaseAllocations(db, user, Number(record.id));
}

/** onTransition of bursaries: receiving one writes its receipt (mode bursary, its vote heads). */
export async function bursaryTransition({ db, user, writer, action, before, input }: HookArgs): Promise<void> {
  if (action !== 'receive' || !before) return;
  const sponsor = await db
    .selectFrom('sponsors')
    .select('name')
    .where('branch_id', '=', user.branchId)
    .where('id', '=', Number(before.sponsor_id))
    .executeTakeFirst();
  const payment = await writer.create(
    db,
    user,
    feePayments,
    {
      student_id: before.student_id,
      amount: before.amount,
      mode: 'bursary',
      reference: input?.reference ?? null,
      paid_on: input?.paid_on,
      payer: sponsor ? String(sponsor.name).slice(0, 120) : null,
      sponsor_id: before.sponsor_id,
      vote_head_ids: idList(before.vote_head_ids),
    },
    { system: true },
  );
  await db
    .updateTable('bursaries')
    .set({ payment_id: Number(payment.id) })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', Number(before.id))
    .execute();
}
