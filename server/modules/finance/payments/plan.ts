import type { PaymentMode } from '../../../../src/schema/finance-payments';
import type { Db } from '../../../db/database';
import { allocate, type AllocationMode } from './allocate';
import { feeSettings, idList, lineKey, loadOutstanding, type OwedLine } from './outstanding';
import type { PaymentInput } from './receive';

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
