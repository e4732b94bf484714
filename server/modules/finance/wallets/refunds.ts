import { todayAtSchool } from '../../../../src/schema/display';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { consumeCredit } from '../payments/credits';
import { loadAccounts } from '../ledger/accounts';
import { formatCents } from '../ledger/cents';
import { lockBooks, postEntries } from '../ledger/journal';

/**
 * A student's credit as the books hold it: what the fees-in-advance (student credits) accounts
 * owe the student. Every payment's unapplied remainder, less credit applied to invoices and
 * refunds paid, posts there with the student's id; the suites check it agrees with studentCredit.
 */
export async function ledgerCredit(db: Db, branchId: number, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select((eb) => [eb.fn.sum<number>('l.credit').as('credit'), eb.fn.sum<number>('l.debit').as('debit')])
    .where('l.branch_id', '=', branchId)
    .where('l.student_id', '=', studentId)
    .where('a.purpose', '=', 'fees_in_advance')
    .executeTakeFirst();
  return Number(row?.credit ?? 0) - Number(row?.debit ?? 0);
}

/**
 * A student's credit: the unapplied remainder of the student's posted receipts (the payments
 * area's credit). A paid refund takes its amount out of those remainders (consumeCredit), so the
 * same credit can never be refunded twice nor applied to a later invoice.
 */
export async function studentCredit(db: Db, branchId: number, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('fee_payments')
    .select((eb) => eb.fn.sum<number>('unapplied').as('unapplied'))
    .where('branch_id', '=', branchId)
    .where('student_id', '=', studentId)
    .where('status', '=', 'posted')
    .executeTakeFirst();
  return Number(row?.unapplied ?? 0);
}

/** Credit not yet promised to another refund that is requested or approved (never this one). */
export async function refundableCredit(
  db: Db,
  branchId: number,
  studentId: number,
  exceptRefundId?: number,
): Promise<number> {
  const open = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number>('amount').as('amount'))
    .where('branch_id', '=', branchId)
    .where('student_id', '=', studentId)
    .where('status', 'in', ['requested', 'approved'])
    .$if(exceptRefundId !== undefined, (qb) => qb.where('id', '<>', exceptRefundId as number))
    .executeTakeFirst();
  return (await studentCredit(db, branchId, studentId)) - Number(open?.amount ?? 0);
}

async function refuseOverCredit(db: Db, branchId: number, studentId: number, amount: number, refundId?: number) {
  await lockBooks(db, branchId);
  const credit = await refundableCredit(db, branchId, studentId, refundId);
  if (amount > credit) {
    const message = say('shule.finance.wallets.over_credit', {
      credit: formatCents(Math.max(credit, 0)),
      amount: formatCents(amount),
    });
    throw refusal(409, message, { amount: message });
  }
}

async function nameOf(db: Db, user: SessionUser): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
  const name = typeof row?.name === 'string' && row.name.trim() !== '' ? row.name.trim() : user.username;
  return name.slice(0, 120);
}

/** beforeSave: a request (or its edit while still requested) asks for no more than the credit. */
export const refundWithinCredit: Hook = async ({ db, user, action, data, before, system }) => {
  if ((action !== 'create' && action !== 'update') || system) return;
  const studentId = Number(data.student_id ?? before?.student_id);
  const amount = Number(data.amount ?? before?.amount);
  await refuseOverCredit(db, user.branchId, studentId, amount, before ? Number(before.id) : undefined);
};

/** beforeSave of a request: who asked, by name as staff know each other. */
export const requestedBy: Hook = async ({ db, user, action, data, system }) => {
  if (action !== 'create' || system) return;
  data.requested_by = await nameOf(db, user);
};

const setRefund = (db: Db, user: SessionUser, id: number, values: Record<string, unknown>) =>
  db.updateTable('refunds').set(values).where('id', '=', id).where('branch_id', '=', user.branchId).execute();

/**
 * onTransition: approve (never by the one who requested it), reject, and pay: paying checks the
 * credit again (it may have been applied to an invoice since), posts the money out of the School
 * Fund against the student's credit, and keeps the student's balance.
 */
export const refundSteps: Hook = async ({ db, user, action, before, record, input }) => {
  if (!before || !record) return;
  const id = Number(record.id);
  const note = typeof input?.note === 'string' ? input.note : null;
  if (action === 'approve') {
    if (Number(before.created_by) === user.id) {
      const message = say('shule.finance.wallets.own_request');
      throw refusal(409, message, { status: message });
    }
    await setRefund(db, user, id, {
      approved_by: await nameOf(db, user),
      approved_on: todayAtSchool(),
      decision_note: note,
    });
    return;
  }
  if (action === 'reject') {
    await setRefund(db, user, id, {
      approved_by: await nameOf(db, user),
      approved_on: todayAtSchool(),
      decision_note: note,
    });
    return;
  }
  if (action !== 'pay') return;
  const studentId = Number(record.student_id);
  const amount = Number(record.amount);
  await refuseOverCredit(db, user.branchId, studentId, amount, id);
  const mode = String(input?.mode);
  const paidOn = String(input?.paid_on ?? todayAtSchool());
  const reference = typeof input?.reference === 'string' && input.reference !== '' ? input.reference : null;
  const accounts = await loadAccounts(db, user.branchId);
  const fund = accounts.fundOfKind('school_fund');
  const out = accounts.get(fund, mode === 'cash' ? 'cash' : mode === 'mpesa' ? 'mpesa_clearing' : 'bank');
  await postEntries(db, user, [
    {
      posted_on: paidOn,
      narration: `Refund of credit${reference ? ` ${reference}` : ''}: ${String(record.reason)}`,
      source: 'refund',
      source_id: id,
      lines: [
        { account_id: accounts.get(fund, 'fees_in_advance'), debit: amount, credit: 0, student_id: studentId },
        { account_id: out, debit: 0, credit: amount, student_id: studentId },
      ],
    },
  ]);
  await setRefund(db, user, id, { paid_by: await nameOf(db, user), paid_on: paidOn, mode, reference });
  // The refunded money leaves the student's credit (and so the balance): never applied again.
  await consumeCredit(db, user, studentId, amount);
};
