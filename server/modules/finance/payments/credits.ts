import { sql } from 'kysely';
import { englishText } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { type Posting, postEntries } from '../ledger/journal';
import { allocate } from './allocate';
import { feeSettings, idList, inChunks, loadOutstanding, type OwedLine, studentLabel } from './outstanding';

export interface AllocationRow {
  readonly payment_id: number;
  readonly invoice_id: number;
  readonly vote_head_id: number;
  readonly student_id: number;
  readonly amount: number;
  readonly kind: 'payment' | 'credit_applied' | 'reversal';
}

/** Writes allocation rows (the engine's ledger of who paid what), then the invoices they touch. */
export async function storeAllocations(
  db: Db,
  user: SessionUser,
  rows: readonly AllocationRow[],
  on: string,
): Promise<void> {
  const kept = rows.filter((r) => r.amount !== 0);
  if (kept.length === 0) return;
  const now = new Date().toISOString();
  const stamps = {
    branch_id: user.branchId,
    created_at: now,
    updated_at: now,
    created_by: user.id,
    updated_by: user.id,
  };
  for (let i = 0; i < kept.length; i += 400)
    await db
      .insertInto('fee_allocations')
      .values(
        kept.slice(i, i + 400).map((r) => ({
          payment_id: r.payment_id,
          invoice_id: r.invoice_id,
          vote_head_id: r.vote_head_id,
          student_id: r.student_id,
          amount: r.amount,
          kind: r.kind,
          allocated_on: on,
          ...stamps,
        })),
      )
      .execute();
  await refreshInvoices(db, user.branchId, [...new Set(kept.map((r) => r.invoice_id))]);
}

/** Each invoice's paid, balance and status from its allocations; a cancelled one keeps its status. */
export async function refreshInvoices(db: Db, branchId: number, invoiceIds: readonly number[]): Promise<void> {
  const paid = sql<number>`coalesce((select sum(a.amount) from fee_allocations a
    where a.invoice_id = fee_invoices.id and a.branch_id = ${branchId}), 0)`;
  await inChunks(invoiceIds, async (part) => {
    await db
      .updateTable('fee_invoices')
      .set({ paid, updated_at: new Date().toISOString() })
      .where('branch_id', '=', branchId)
      .where('id', 'in', part)
      .execute();
    await db
      .updateTable('fee_invoices')
      .set({
        // A cancelled invoice owes nothing, whatever was paid on it before (that became credit).
        balance: sql`case when status = 'cancelled' then 0 else total - paid end`,
        status: sql`case when status = 'cancelled' then status when paid <= 0 and total > 0 then 'unpaid'
          when paid < total then 'partial' else 'paid' end`,
      })
      .where('branch_id', '=', branchId)
      .where('id', 'in', part)
      .execute();
  });
}

/**
 * students.fee_balance = what their invoices still ask for less the credit their receipts have
 * not used yet: a student in credit shows a negative balance. Every student of the branch when
 * no ids are given. (A cancelled invoice owes nothing.)
 */
export async function refreshBalances(db: Db, branchId: number, studentIds?: readonly number[]): Promise<void> {
  const balance = sql<number>`coalesce((select sum(i.balance) from fee_invoices i
      where i.student_id = students.id and i.branch_id = ${branchId} and i.status <> 'cancelled'), 0)
    - coalesce((select sum(p.unapplied) from fee_payments p
      where p.student_id = students.id and p.branch_id = ${branchId} and p.status = 'posted'), 0)`;
  if (studentIds === undefined) {
    await db.updateTable('students').set({ fee_balance: balance }).where('branch_id', '=', branchId).execute();
    return;
  }
  await inChunks([...new Set(studentIds)], async (part) => {
    await db
      .updateTable('students')
      .set({ fee_balance: balance })
      .where('branch_id', '=', branchId)
      .where('id', 'in', part)
      .execute();
  });
}

interface CreditRow {
  readonly id: number;
  readonly student_id: number;
  readonly unapplied: number;
  readonly mode: string;
  readonly vote_head_ids: number[];
}

/** Receipts with credit left, bursaries first (they pay only their vote heads), then oldest first. */
async function creditsOf(db: Db, branchId: number, studentIds: readonly number[]): Promise<CreditRow[]> {
  const found: CreditRow[] = [];
  await inChunks([...new Set(studentIds)], async (part) => {
    const rows = await db
      .selectFrom('fee_payments')
      .select(['id', 'student_id', 'unapplied', 'mode', 'vote_head_ids', 'paid_on'])
      .where('branch_id', '=', branchId)
      .where('status', '=', 'posted')
      .where('unapplied', '>', 0)
      .where('student_id', 'in', part)
      .orderBy('paid_on')
      .orderBy('id')
      .execute();
    for (const r of rows)
      found.push({
        id: Number(r.id),
        student_id: Number(r.student_id),
        unapplied: Number(r.unapplied),
        mode: String(r.mode),
        vote_head_ids: idList(r.vote_head_ids),
      });
  });
  return found.sort((a, b) => Number(b.mode === 'bursary') - Number(a.mode === 'bursary'));
}

/**
 * Uses the students' unused credit on what they owe now (billing calls it after raising invoices):
 * Dr fees in advance of the School Fund, Cr fees receivable of each vote head's fund. The money
 * itself stays in the School Fund's bank until the bursar transfers it (noted in fees-design.md).
 */
export async function applyCredits(db: Db, user: SessionUser, studentIds: readonly number[]): Promise<void> {
  const branchId = user.branchId;
  const credits = await creditsOf(db, branchId, studentIds);
  if (credits.length === 0) return;
  const owed = await loadOutstanding(db, branchId, [...new Set(credits.map((c) => c.student_id))]);
  if (owed.size === 0) return;
  const { mode } = await feeSettings(db, branchId);
  const accounts = await loadAccounts(db, branchId);
  const schoolFund = accounts.fundOfKind('school_fund');
  const today = new Date().toISOString().slice(0, 10);
  const rows: AllocationRow[] = [];
  const postings: Posting[] = [];
  const used = new Map<number, number>();
  for (const credit of credits) {
    const lines: OwedLine[] = owed.get(credit.student_id) ?? [];
    if (lines.length === 0) continue;
    const result = allocate(lines, credit.unapplied, { mode, voteHeadIds: credit.vote_head_ids });
    if (result.allocated === 0) continue;
    used.set(credit.id, result.allocated);
    const byKey = new Map(lines.map((l) => [`${l.invoice_id}:${l.vote_head_id}`, l]));
    const posting: {
      account_id: number;
      debit: number;
      credit: number;
      student_id: number;
      vote_head_id: number | null;
    }[] = [];
    for (const got of result.lines) {
      const line = byKey.get(`${got.invoice_id}:${got.vote_head_id}`) as OwedLine;
      rows.push({ payment_id: credit.id, ...got, student_id: credit.student_id, kind: 'credit_applied' });
      posting.push(
        {
          account_id: accounts.get(schoolFund, 'fees_in_advance'),
          debit: got.amount,
          credit: 0,
          student_id: credit.student_id,
          vote_head_id: null,
        },
        {
          account_id: accounts.get(line.fund_id, 'fees_receivable'),
          debit: 0,
          credit: got.amount,
          student_id: credit.student_id,
          vote_head_id: got.vote_head_id,
        },
      );
    }
    // What this credit settled is no longer owed by the next credit of the same student.
    owed.set(
      credit.student_id,
      lines
        .map((l) => ({
          ...l,
          outstanding:
            l.outstanding -
            (result.lines.find((r) => r.invoice_id === l.invoice_id && r.vote_head_id === l.vote_head_id)?.amount ?? 0),
        }))
        .filter((l) => l.outstanding > 0),
    );
    const student = await studentLabel(db, branchId, credit.student_id);
    postings.push({
      posted_on: today,
      narration: englishText(say('shule.finance.payments.narration_credit', { student })),
      source: 'credit',
      source_id: credit.id,
      lines: posting,
    });
  }
  if (postings.length === 0) return;
  await postEntries(db, user, postings);
  await storeAllocations(db, user, rows, today);
  for (const [id, amount] of used)
    await db
      .updateTable('fee_payments')
      .set({ unapplied: sql`unapplied - ${amount}` })
      .where('branch_id', '=', branchId)
      .where('id', '=', id)
      .execute();
  await refreshBalances(db, branchId, [...new Set(credits.map((c) => c.student_id))]);
}

/**
 * Takes `amount` cents of a student's unused credit off their receipts (a refund paid out of it),
 * parents' money first and the oldest first, and keeps the balance. The caller posts the money
 * leaving (Dr fees in advance, Cr bank). Refuses (throws) more than the student has: a caller
 * checks first under the books' lock.
 */
export async function consumeCredit(db: Db, user: SessionUser, studentId: number, amount: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`A credit taken must be whole cents: ${amount}`);
  const credits = (await creditsOf(db, user.branchId, [studentId])).sort(
    (a, b) => Number(a.mode === 'bursary') - Number(b.mode === 'bursary'),
  );
  let left = amount;
  for (const credit of credits) {
    if (left === 0) break;
    const take = Math.min(left, credit.unapplied);
    await db
      .updateTable('fee_payments')
      .set({ unapplied: sql`unapplied - ${take}` })
      .where('branch_id', '=', user.branchId)
      .where('id', '=', credit.id)
      .execute();
    left -= take;
  }
  if (left > 0) throw new Error(`Student ${studentId} has ${amount - left} cents of credit, not ${amount}`);
  await refreshBalances(db, user.branchId, [studentId]);
}
