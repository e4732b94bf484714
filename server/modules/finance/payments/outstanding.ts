import type { AccountPurpose } from '../../../../src/schema/finance-ledger';
import type { PaymentMode } from '../../../../src/schema/finance-payments';
import type { Db } from '../../../db/database';
import type { AllocationMode, OutstandingLine } from './allocate';

/** An outstanding line with what the engine needs besides the arithmetic. */
export interface OwedLine extends OutstandingLine {
  readonly student_id: number;
  readonly fund_id: number;
}

/** Which account of a fund a payment's money lands in, by mode (fees-design.md, Ledger). */
export const MODE_ACCOUNT: Readonly<Record<PaymentMode, AccountPurpose>> = {
  cash: 'cash',
  mpesa: 'mpesa_clearing',
  bank: 'bank',
  cheque: 'bank',
  bursary: 'bank',
  in_kind: 'cash',
};

export const lineKey = (invoiceId: number, voteHeadId: number) => `${invoiceId}:${voteHeadId}`;

export async function inChunks<T>(ids: readonly T[], work: (part: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) await work(ids.slice(i, i + 500));
}

/**
 * What each student still owes, per invoice and vote head, from the invoices' lines (less their
 * discounts) and the allocations made so far. Cancelled and settled invoices owe nothing.
 */
export async function loadOutstanding(
  db: Db,
  branchId: number,
  studentIds: readonly number[],
): Promise<Map<number, OwedLine[]>> {
  const byStudent = new Map<number, OwedLine[]>();
  await inChunks([...new Set(studentIds)], async (part) => {
    const items = await db
      .selectFrom('fee_invoices_items as ii')
      .innerJoin('fee_invoices as i', 'i.id', 'ii.parent_id')
      .innerJoin('vote_heads as v', 'v.id', 'ii.vote_head_id')
      .select([
        'ii.parent_id',
        'ii.vote_head_id',
        'ii.amount',
        'ii.discount',
        'i.student_id',
        'i.issued_on',
        'i.invoice_no',
        'v.priority',
        'v.fund_id',
      ])
      .where('i.branch_id', '=', branchId)
      .where('i.status', 'in', ['unpaid', 'partial'])
      .where('i.student_id', 'in', part)
      .execute();
    if (items.length === 0) return;
    const invoiceIds = [...new Set(items.map((r) => Number(r.parent_id)))];
    const paid = new Map<string, number>();
    await inChunks(invoiceIds, async (ids) => {
      const rows = await db
        .selectFrom('fee_allocations')
        .select(['invoice_id', 'vote_head_id', (eb) => eb.fn.sum<number>('amount').as('paid')])
        .where('branch_id', '=', branchId)
        .where('invoice_id', 'in', ids)
        .groupBy(['invoice_id', 'vote_head_id'])
        .execute();
      for (const r of rows) paid.set(lineKey(Number(r.invoice_id), Number(r.vote_head_id)), Number(r.paid));
    });
    const merged = new Map<string, OwedLine>();
    for (const r of items) {
      const key = lineKey(Number(r.parent_id), Number(r.vote_head_id));
      const net = Number(r.amount) - Number(r.discount ?? 0);
      const prior = merged.get(key);
      merged.set(key, {
        invoice_id: Number(r.parent_id),
        vote_head_id: Number(r.vote_head_id),
        issued_on: String(r.issued_on),
        invoice_no: String(r.invoice_no ?? ''),
        priority: Number(r.priority),
        fund_id: Number(r.fund_id),
        student_id: Number(r.student_id),
        outstanding: (prior?.outstanding ?? 0) + net,
      });
    }
    for (const [key, line] of merged) {
      const outstanding = line.outstanding - (paid.get(key) ?? 0);
      if (outstanding <= 0) continue;
      const list = byStudent.get(line.student_id) ?? [];
      list.push({ ...line, outstanding });
      byStudent.set(line.student_id, list);
    }
  });
  return byStudent;
}

/** The branch's fee settings row, made from the defaults when the school has none yet. */
export async function feeSettings(db: Db, branchId: number): Promise<{ mode: AllocationMode; prefix: string }> {
  const row = await db
    .selectFrom('finance_settings')
    .select(['allocation_mode', 'receipt_prefix'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirst();
  return {
    mode: row?.allocation_mode === 'pro_rata' ? 'pro_rata' : 'priority',
    prefix: row?.receipt_prefix == null ? 'RCT-' : String(row.receipt_prefix),
  };
}

/** The fund of each vote head of the branch. */
export async function voteHeadFunds(db: Db, branchId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('vote_heads').select(['id', 'fund_id']).where('branch_id', '=', branchId).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.fund_id)]));
}

/** `Wanjiru Otieno (ADM/2024/001)` for narrations. */
export async function studentLabel(db: Db, branchId: number, studentId: number): Promise<string> {
  const s = await db
    .selectFrom('students')
    .select(['first_name', 'last_name', 'admission_no'])
    .where('branch_id', '=', branchId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  return s ? `${s.first_name} ${s.last_name} (${s.admission_no})` : String(studentId);
}

/** A references field as stored (JSON text on SQLite, an array elsewhere) as ids. */
export function idList(value: unknown): number[] {
  const list = typeof value === 'string' ? (JSON.parse(value || '[]') as unknown) : value;
  return Array.isArray(list) ? list.map(Number).filter(Number.isSafeInteger) : [];
}
