import { sql } from 'kysely';
import type { DashboardTerm, FinanceDashboard } from '../../../../src/schema/finance-dashboard';
import type { Db } from '../../../db/database';
import { billedTerm } from './reminders';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Today in Nairobi, and the Monday that began its week. */
export function schoolDays(now = new Date()): { today: string; monday: string } {
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return { today, monday: iso(d) };
}

/** The current term, else the last one opened by today. */
async function termOf(db: Db, branchId: number, today: string): Promise<DashboardTerm | null> {
  const row =
    (await db
      .selectFrom('terms')
      .select(['academic_year', 'term', 'start_date', 'end_date'])
      .where('branch_id', '=', branchId)
      .where('current', '=', true)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('terms')
      .select(['academic_year', 'term', 'start_date', 'end_date'])
      .where('branch_id', '=', branchId)
      .where('start_date', '<=', today)
      .orderBy('start_date', 'desc')
      .executeTakeFirst());
  return row
    ? {
        academic_year: Number(row.academic_year),
        term: String(row.term),
        start_date: String(row.start_date).slice(0, 10),
        end_date: String(row.end_date).slice(0, 10),
      }
    : null;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * GET /api/finance/dashboard: the bursar's morning figures, each one query over what the engines
 * wrote. Collections count receipts that stand (a voided or moved receipt is not money received;
 * the moved one's new receipt is); vote heads are what the allocations gave them, reversals netted.
 */
export async function financeDashboard(db: Db, branchId: number, now = new Date()): Promise<FinanceDashboard> {
  const { today, monday } = schoolDays(now);
  const term = await termOf(db, branchId, today);
  const from = term?.start_date ?? `${today.slice(0, 4)}-01-01`;
  const to = term && term.end_date > today ? term.end_date : today;
  const sums = await db
    .selectFrom('fee_payments')
    .select([
      sql<number>`coalesce(sum(case when paid_on = ${today} then amount else 0 end), 0)`.as('today'),
      sql<number>`coalesce(sum(case when paid_on >= ${monday} and paid_on <= ${today} then amount else 0 end), 0)`.as(
        'week',
      ),
      sql<number>`coalesce(sum(case when paid_on >= ${from} and paid_on <= ${to} then amount else 0 end), 0)`.as(
        'term',
      ),
    ])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'posted')
    .executeTakeFirst();
  const byMode = await db
    .selectFrom('fee_payments')
    .select(['mode', sql<number>`sum(amount)`.as('amount'), sql<number>`count(*)`.as('payments')])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'posted')
    .where('paid_on', '>=', from)
    .where('paid_on', '<=', to)
    .groupBy('mode')
    .orderBy('amount', 'desc')
    .execute();
  const byVoteHead = await db
    .selectFrom('fee_allocations as a')
    .innerJoin('fee_payments as p', 'p.id', 'a.payment_id')
    .innerJoin('vote_heads as v', 'v.id', 'a.vote_head_id')
    .select(['v.code as vote_head', sql<number>`sum(a.amount)`.as('amount')])
    .where('a.branch_id', '=', branchId)
    .where('a.kind', '<>', 'credit_applied')
    .where('p.paid_on', '>=', from)
    .where('p.paid_on', '<=', to)
    .groupBy(['v.id', 'v.code', 'v.priority'])
    .orderBy('v.priority')
    .execute();
  // Billed against collected for the term billed last (the current one once it is billed).
  const billed = await billedTerm(db, branchId);
  const byClass = await db
    .selectFrom('fee_invoices as i')
    .innerJoin('students as s', 's.id', 'i.student_id')
    .innerJoin('classes as k', 'k.id', 's.class_id')
    .select(['k.name as class_name', sql<number>`sum(i.total)`.as('billed'), sql<number>`sum(i.paid)`.as('collected')])
    .where('i.branch_id', '=', branchId)
    .where('i.status', '<>', 'cancelled')
    .where('i.academic_year', '=', billed?.year ?? 0)
    .where('i.term', '=', billed?.term ?? '')
    .groupBy(['k.id', 'k.name', 'k.level'])
    .orderBy('k.level')
    .orderBy('k.name')
    .execute();
  const largest = await db
    .selectFrom('students as s')
    .leftJoin('classes as k', 'k.id', 's.class_id')
    .leftJoin('streams as m', 'm.id', 's.stream_id')
    .select(['s.id', 's.admission_no', 's.fee_balance', 's.first_name', 's.last_name', 'k.name as class_name'])
    .select('m.name as stream_name')
    .where('s.branch_id', '=', branchId)
    .where('s.fee_balance', '>', 0)
    .orderBy('s.fee_balance', 'desc')
    .orderBy('s.id')
    .limit(10)
    .execute();
  const totals = await db
    .selectFrom('students')
    .select([
      sql<number>`coalesce(sum(case when fee_balance > 0 then fee_balance else 0 end), 0)`.as('outstanding'),
      sql<number>`coalesce(sum(case when fee_balance < 0 then -fee_balance else 0 end), 0)`.as('credit'),
      sql<number>`coalesce(sum(case when fee_balance > 0 then 1 else 0 end), 0)`.as('owing'),
    ])
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return {
    today,
    week_from: monday,
    term,
    collections: { today: n(sums?.today), week: n(sums?.week), term: n(sums?.term) },
    by_mode: byMode.map((r) => ({ mode: String(r.mode), amount: n(r.amount), payments: n(r.payments) })),
    by_vote_head: byVoteHead.map((r) => ({ vote_head: String(r.vote_head), amount: n(r.amount) })),
    billed_term: billed,
    by_class: byClass.map((r) => ({
      class_name: String(r.class_name),
      billed: n(r.billed),
      collected: n(r.collected),
    })),
    largest: largest.map((r) => ({
      student_id: Number(r.id),
      student: `${String(r.first_name)} ${String(r.last_name)}`,
      admission_no: String(r.admission_no ?? ''),
      class_name: [r.class_name, r.stream_name].filter(Boolean).join(' ') || null,
      balance: n(r.fee_balance),
    })),
    outstanding: n(totals?.outstanding),
    credit: n(totals?.credit),
    owing: n(totals?.owing),
  };
}
