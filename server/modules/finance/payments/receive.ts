import { englishText } from '../../../../src/schema';
import { feePayments, financeSettings, type PaymentMode } from '../../../../src/schema/finance-payments';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { HookArgs } from '../../../engine/hooks';
import type { Writer } from '../../../engine/writer';
import { fieldsRefused, say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { lockBooks, type PostingLine, postEntries } from '../ledger/journal';
import { allocate, type AllocationMode } from './allocate';
import { refreshBalances, storeAllocations } from './credits';
import {
  feeSettings,
  idList,
  lineKey,
  loadOutstanding,
  MODE_ACCOUNT,
  type OwedLine,
  studentLabel,
} from './outstanding';

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

export interface PlannedLine extends OwedLine {
  /** Cents this payment puts on the line. */
  readonly amount: number;
}

export interface PaymentPlan {
  readonly mode: AllocationMode;
  readonly lines: readonly PlannedLine[];
  readonly allocated: number;
  readonly credit: number;
  /** Set aside for bursaries awarded and not yet received (their vote heads are settled last). */
  readonly reserved: number;
}

/** Less what each line of `taken` took off it; settled lines drop out. */
function less(
  lines: readonly OwedLine[],
  taken: readonly { invoice_id: number; vote_head_id: number; amount: number }[],
) {
  const by = new Map(taken.map((t) => [lineKey(t.invoice_id, t.vote_head_id), t.amount]));
  return lines
    .map((l) => ({ ...l, outstanding: l.outstanding - (by.get(lineKey(l.invoice_id, l.vote_head_id)) ?? 0) }))
    .filter((l) => l.outstanding > 0);
}

/**
 * Where a payment would go. A bursary pays only its vote heads. Parents' money first settles what
 * awarded bursaries will not pay, then (if more came) the rest, then it is credit.
 */
export async function planPayment(
  db: Db,
  branchId: number,
  input: Pick<PaymentInput, 'student_id' | 'amount' | 'mode' | 'vote_head_ids'>,
): Promise<PaymentPlan> {
  const { mode } = await feeSettings(db, branchId);
  const owed = (await loadOutstanding(db, branchId, [input.student_id])).get(input.student_id) ?? [];
  const byKey = new Map(owed.map((l) => [lineKey(l.invoice_id, l.vote_head_id), l]));
  const plan = (got: readonly { invoice_id: number; vote_head_id: number; amount: number }[], reserved: number) => {
    const lines = got.map((g) => ({
      ...(byKey.get(lineKey(g.invoice_id, g.vote_head_id)) as OwedLine),
      amount: g.amount,
    }));
    const allocated = lines.reduce((s, l) => s + l.amount, 0);
    return { mode, lines, allocated, credit: input.amount - allocated, reserved };
  };
  if (input.mode === 'bursary')
    return plan(allocate(owed, input.amount, { mode, voteHeadIds: input.vote_head_ids ?? null }).lines, 0);
  const awarded = await db
    .selectFrom('bursaries')
    .select(['amount', 'vote_head_ids'])
    .where('branch_id', '=', branchId)
    .where('student_id', '=', input.student_id)
    .where('status', '=', 'awarded')
    .orderBy('id')
    .execute();
  let free: OwedLine[] = owed;
  for (const b of awarded)
    free = less(
      free,
      allocate(free, Number(b.amount), { mode: 'priority', voteHeadIds: idList(b.vote_head_ids) }).lines,
    );
  const first = allocate(free, input.amount, { mode });
  const held = less(
    owed,
    free.map((f) => ({ ...f, amount: f.outstanding })),
  );
  const second = allocate(held, input.amount - first.allocated, { mode });
  const merged = new Map<string, { invoice_id: number; vote_head_id: number; amount: number }>();
  for (const got of [...first.lines, ...second.lines]) {
    const key = lineKey(got.invoice_id, got.vote_head_id);
    merged.set(key, { ...got, amount: (merged.get(key)?.amount ?? 0) + got.amount });
  }
  const reserved = held.reduce((s, l) => s + l.outstanding, 0);
  return plan([...merged.values()], reserved);
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

/** What the screen shows before saving: per invoice and vote head, and the credit. */
export async function previewAllocation(
  db: Db,
  branchId: number,
  studentId: number,
  amount: number,
  options: { readonly mode?: PaymentMode; readonly voteHeadIds?: readonly number[] | null } = {},
) {
  const plan = await planPayment(db, branchId, {
    student_id: studentId,
    amount,
    mode: options.mode ?? 'cash',
    vote_head_ids: options.voteHeadIds ?? null,
  });
  const owed = (await loadOutstanding(db, branchId, [studentId])).get(studentId) ?? [];
  const heads = await db.selectFrom('vote_heads').select(['id', 'name']).where('branch_id', '=', branchId).execute();
  const names = new Map(heads.map((h) => [Number(h.id), String(h.name)]));
  const owing = owed.reduce((s, l) => s + l.outstanding, 0);
  const student = await db
    .selectFrom('students')
    .select(['fee_balance'])
    .where('branch_id', '=', branchId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  const balanceBefore = Number(student?.fee_balance ?? owing);
  return {
    mode: plan.mode,
    lines: plan.lines.map((l) => ({
      invoice_id: l.invoice_id,
      invoice_no: l.invoice_no,
      issued_on: l.issued_on,
      vote_head_id: l.vote_head_id,
      vote_head: names.get(l.vote_head_id) ?? '',
      outstanding: l.outstanding,
      amount: l.amount,
      after: l.outstanding - l.amount,
    })),
    allocated: plan.allocated,
    credit: plan.credit,
    reserved: plan.reserved,
    owing,
    balance_before: balanceBefore,
    balance_after: balanceBefore - amount,
  };
}
