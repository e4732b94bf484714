import { type Kysely, sql } from 'kysely';
import { accountsQuery } from '../../../../src/schema/finance-reports';
import type { ReportTables } from '../../../../src/schema/module';
import type { Db } from '../../../db/database';
import { applyDiscounts, loadDiscounts } from '../../finance/billing/discounts';
import { planTermBilling } from '../../finance/billing/term-billing';

/** What a report form says of a student's fees: finance's balance and next term's fees when known. */
export interface FeeLines {
  readonly balance: number;
  readonly next_term: number | null;
}

export interface SchoolTerm {
  readonly year: number;
  readonly term: string;
}

/** The term after this one: term 3 is followed by term 1 of the next year. */
export const termAfter = ({ year, term }: SchoolTerm): SchoolTerm =>
  term === '3' || term === '' ? { year: year + 1, term: '1' } : { year, term: String(Number(term) + 1) };

const CHUNK = 500;

async function inChunks<T>(ids: readonly number[], work: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await work(ids.slice(i, i + CHUNK))));
  return out;
}

/** Invoices already raised for a term, by student (cancelled ones excepted). */
async function invoicedFor(db: Db, branchId: number, term: SchoolTerm, ids: readonly number[]) {
  const rows = await inChunks(ids, (part) =>
    db
      .selectFrom('fee_invoices')
      .select(['student_id', (eb) => eb.fn.sum('total').as('total')])
      .where('branch_id', '=', branchId)
      .where('academic_year', '=', term.year)
      .where('term', '=', term.term)
      .where('status', '<>', 'cancelled')
      .where('student_id', 'in', part)
      .groupBy('student_id')
      .execute(),
  );
  return new Map(rows.map((r) => [Number(r.student_id), Number(r.total ?? 0)]));
}

/**
 * What term billing would charge each student for a term of this year, after their discounts: the
 * finance engine's own plan (their class's structure for their category, transport), so the form
 * quotes exactly what the invoice will say. Students it would not bill are left out.
 */
async function plannedFor(db: Db, branchId: number, term: SchoolTerm, classIds: readonly number[], ids: number[]) {
  const plan = await planTermBilling(
    db,
    branchId,
    { academic_year: term.year, term: term.term, class_ids: classIds },
    ids,
  );
  const discounts = await loadDiscounts(
    db,
    branchId,
    plan.drafts.map((d) => d.student_id),
  );
  const priorities = await db
    .selectFrom('vote_heads')
    .select(['id', 'priority'])
    .where('branch_id', '=', branchId)
    .execute();
  const priority = new Map(priorities.map((p) => [Number(p.id), Number(p.priority)]));
  const owed = new Map<number, number>();
  for (const d of plan.drafts) {
    const lines =
      d.source === 'term_fees' ? applyDiscounts(d.items, discounts.get(d.student_id) ?? [], priority) : d.items;
    const amount = lines.reduce((s, l) => s + l.amount - ('discount' in l ? Number(l.discount) : 0), 0);
    owed.set(d.student_id, (owed.get(d.student_id) ?? 0) + amount);
  }
  return owed;
}

/**
 * Each student's fee lines, from the finance module: the ledger's balance as its accounts list
 * reads it (accountsQuery), and next term's fees: the invoices already raised for it, else what
 * term billing would raise this year (next year's class is not known before promotion, so after
 * term 3 only invoices count). A student finance has never billed or receipted has no entry, and
 * neither has one who has left (the accounts list's students: active and suspended).
 */
export async function feeLinesOf(
  db: Db,
  branchId: number,
  students: readonly { id: number; class_id: number }[],
  examTerm: SchoolTerm | null,
): Promise<Map<number, FeeLines>> {
  const ids = students.map((s) => s.id);
  if (ids.length === 0) return new Map();
  const accounts = await inChunks(ids, (part) =>
    accountsQuery(db as unknown as Kysely<ReportTables>, branchId, {}, sql)
      .where('s.id', 'in', part)
      .execute(),
  );
  const known = accounts.filter((a) => Number(a.billed) !== 0 || Number(a.paid) !== 0 || Number(a.balance) !== 0);
  if (known.length === 0) return new Map();
  const next = examTerm ? termAfter(examTerm) : null;
  const knownIds = known.map((a) => Number(a.student_id));
  const invoiced = next ? await invoicedFor(db, branchId, next, knownIds) : new Map<number, number>();
  const unbilled = knownIds.filter((id) => !invoiced.has(id));
  const planned =
    next && examTerm && next.year === examTerm.year && unbilled.length > 0
      ? await plannedFor(db, branchId, next, [...new Set(students.map((s) => s.class_id))], unbilled)
      : new Map<number, number>();
  return new Map(
    known.map((a) => {
      const id = Number(a.student_id);
      return [id, { balance: Number(a.balance), next_term: invoiced.get(id) ?? planned.get(id) ?? null }];
    }),
  );
}
