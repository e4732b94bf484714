import { englishText } from '../../../../src/schema';
import { feePayments, financeSettings, type PaymentMode } from '../../../../src/schema/finance-payments';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { HookArgs } from '../../../engine/hooks';
import type { Writer } from '../../../engine/writer';
import { fieldsRefused, say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { lockBooks, type PostingLine, postEntries } from '../ledger/journal';
import { refreshBalances, storeAllocations } from './credits';
import { idList, MODE_ACCOUNT, studentLabel } from './outstanding';
import { type PaymentPlan, planPayment } from './plan';

/** What a payment is, as a clerk or an engine (M-Pesa, bank import) hands it in. */
export interface PaymentInput {
  readonly student_id: number;
  /** Cents. */
  readonly amount: number;
  readonly mode: PaymentMode;
  readonly reference?: string | null;
  /** ISO date. */
  readonly paid_on: string;
  readonly payer?: string | null;
  readonly sponsor_id?: number | null;
  readonly vote_head_ids?: readonly number[] | null;
  readonly in_kind_description?: string | null;
}

/** The receipt's number, gapless per branch: read and moved on under the books' lock. */
async function nextReceiptNo(db: Db, user: SessionUser, writer: Writer): Promise<string> {
  await lockBooks(db, user.branchId);
  const find = () =>
    db
      .selectFrom('finance_settings')
      .select(['id', 'next_receipt_no', 'receipt_prefix'])
      .where('branch_id', '=', user.branchId)
      .orderBy('id')
      .executeTakeFirst();
  const row = (await find()) ?? (await writer.create(db, user, financeSettings, {}, { system: true }));
  const n = Number(row.next_receipt_no ?? 1) || 1;
  await db
    .updateTable('finance_settings')
    .set({ next_receipt_no: n + 1 })
    .where('id', '=', Number(row.id))
    .execute();
  return `${String(row.receipt_prefix ?? 'RCT-')}${String(n).padStart(6, '0')}`;
}

const plans = new WeakMap<object, PaymentPlan>();

/** validate: what the declaration cannot say about one field alone. */
export function checkPayment({ data, action }: HookArgs): void {
  if (action !== 'create') return;
  const refused: Record<string, ReturnType<typeof say>> = {};
  if (data.mode === 'bursary' && !data.sponsor_id) refused.sponsor_id = say('shule.finance.payments.sponsor_needed');
  if (data.mode === 'in_kind' && !String(data.in_kind_description ?? '').trim())
    refused.in_kind_description = say('shule.finance.payments.in_kind_needed');
  if (data.mode !== 'bursary' && idList(data.vote_head_ids).length > 0)
    refused.vote_head_ids = say('shule.finance.payments.not_bursary_mode');
  if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
}

/** beforeSave: numbered and planned under the books' lock, so two clerks never share a number. */
export async function numberPayment({ db, user, writer, data, action }: HookArgs): Promise<void> {
  if (action !== 'create') return;
  data.receipt_no = await nextReceiptNo(db, user, writer);
  const plan = await planPayment(db, user.branchId, {
    student_id: Number(data.student_id),
    amount: Number(data.amount),
    mode: data.mode as PaymentMode,
    vote_head_ids: idList(data.vote_head_ids),
  });
  plans.set(data, plan);
  const clerk = await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
  Object.assign(data, {
    status: 'posted',
    allocated: plan.allocated,
    credit: plan.credit,
    unapplied: plan.credit,
    received_by: String(clerk?.name ?? user.username).slice(0, 80),
    void_reason: null,
  });
}

/** afterSave: the allocations, the journal entry and the balances, in the receipt's transaction. */
export async function postPayment({ db, user, data, record, action }: HookArgs): Promise<void> {
  if (action !== 'create' || !record) return;
  const id = Number(record.id);
  const student_id = Number(record.student_id);
  const plan =
    plans.get(data) ??
    (await planPayment(db, user.branchId, {
      student_id,
      amount: Number(record.amount),
      mode: record.mode as PaymentMode,
      vote_head_ids: idList(record.vote_head_ids),
    }));
  const accounts = await loadAccounts(db, user.branchId);
  const purpose = MODE_ACCOUNT[record.mode as PaymentMode];
  const lines: PostingLine[] = plan.lines.flatMap((l) => [
    {
      account_id: accounts.get(l.fund_id, purpose),
      debit: l.amount,
      credit: 0,
      student_id,
      vote_head_id: l.vote_head_id,
    },
    {
      account_id: accounts.get(l.fund_id, 'fees_receivable'),
      debit: 0,
      credit: l.amount,
      student_id,
      vote_head_id: l.vote_head_id,
    },
  ]);
  if (plan.credit > 0) {
    const fund = accounts.fundOfKind('school_fund');
    lines.push(
      { account_id: accounts.get(fund, purpose), debit: plan.credit, credit: 0, student_id },
      { account_id: accounts.get(fund, 'fees_in_advance'), debit: 0, credit: plan.credit, student_id },
    );
  }
  const student = await studentLabel(db, user.branchId, student_id);
  const receipt = String(record.receipt_no);
  await postEntries(db, user, [
    {
      posted_on: String(record.paid_on),
      narration: englishText(say('shule.finance.payments.narration_payment', { receipt, student })),
      source: 'payment',
      source_id: id,
      lines,
    },
  ]);
  await storeAllocations(
    db,
    user,
    plan.lines.map((l) => ({
      payment_id: id,
      invoice_id: l.invoice_id,
      vote_head_id: l.vote_head_id,
      student_id,
      amount: l.amount,
      kind: 'payment' as const,
    })),
    String(record.paid_on),
  );
  await refreshBalances(db, user.branchId, [student_id]);
  const after = await db
    .selectFrom('students')
    .select('fee_balance')
    .where('branch_id', '=', user.branchId)
    .where('id', '=', student_id)
    .executeTakeFirst();
  await db
    .updateTable('fee_payments')
    .set({ balance_after: Number(after?.fee_balance ?? 0) })
    .where('id', '=', id)
    .execute();
}

/**
 * Receives a payment in the caller's transaction (the M-Pesa and bank engines call this): checked
 * by the declaration, numbered, allocated, posted and the student's balance kept, through the
 * same path as the clerk's screen. Returns the receipt as the API answers it.
 */
export async function receivePayment(db: Db, user: SessionUser, input: PaymentInput, writer: Writer): Promise<Row> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
  const created = await writer.create(db, user, feePayments, values);
  return writer.load(db, user, feePayments, Number(created.id));
}

export { previewAllocation } from './plan';
