import { englishText } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { say } from '../../../errors';
import { transportDrafts } from '../charges/transport';
import { applyDiscounts, loadDiscounts } from './discounts';
import { type InvoiceDraft, raiseInvoices } from './raise';
import { currentTerm } from './terms';
import { firstOpenDay } from '../books/periods';

export interface TermBillingRequest {
  readonly academic_year: number;
  readonly term: string;
  readonly class_ids: readonly number[];
}

/** Active students of a class and category that no fee structure covers. */
export interface MissingStructure {
  readonly class_id: number;
  readonly class_name: string;
  readonly category_id: number | null;
  readonly category_name: string | null;
  readonly students: number;
}

export interface TermBillingPlan {
  readonly drafts: InvoiceDraft[];
  /** Students the run would bill now. */
  readonly students: number;
  /** What they would owe, after their discounts (cents). */
  readonly amount: number;
  readonly already_billed: number;
  readonly missing_structures: MissingStructure[];
}

export const termKey = (year: number, term: string, studentId: number) => `term:${year}:${term}:${studentId}`;

/**
 * Who a term-billing run bills and with what: each active student of the classes, with the
 * structure of their class and category (their own fee category, else the one for their
 * residence). Students already billed for the term are counted, not billed; students whose class
 * and category have no structure are reported, not billed. `studentIds` narrows it (admission).
 */
export async function planTermBilling(
  db: Db,
  branchId: number,
  request: TermBillingRequest,
  studentIds?: readonly number[],
): Promise<TermBillingPlan> {
  const { academic_year: year, term, class_ids } = request;
  const students = await db
    .selectFrom('students')
    .select(['id', 'class_id', 'residence', 'fee_category_id'])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .where('class_id', 'in', [...class_ids])
    .$if(studentIds !== undefined, (qb) => qb.where('id', 'in', [...(studentIds ?? [])]))
    .orderBy('id')
    .execute();
  const categories = await db
    .selectFrom('fee_categories')
    .select(['id', 'name', 'residence'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  const byResidence = new Map<string, number>();
  for (const c of categories)
    if (!byResidence.has(String(c.residence))) byResidence.set(String(c.residence), Number(c.id));
  const structures = await db
    .selectFrom('fee_structures as s')
    .innerJoin('fee_structures_items as i', 'i.parent_id', 's.id')
    .select(['s.class_id', 's.category_id', 'i.vote_head_id', 'i.amount'])
    .where('s.branch_id', '=', branchId)
    .where('s.academic_year', '=', year)
    .where('s.term', '=', term)
    .where('s.class_id', 'in', [...class_ids])
    .orderBy('s.id')
    .orderBy('i.position')
    .execute();
  const items = new Map<string, { vote_head_id: number; amount: number }[]>();
  for (const row of structures) {
    const key = `${row.class_id}:${row.category_id}`;
    const amount = Number(row.amount);
    if (amount > 0) items.set(key, [...(items.get(key) ?? []), { vote_head_id: Number(row.vote_head_id), amount }]);
    else if (!items.has(key)) items.set(key, []);
  }
  const billed = new Set(
    (
      await db
        .selectFrom('fee_invoices')
        .select('billing_key')
        .where('branch_id', '=', branchId)
        .where('billing_key', 'like', `term:${year}:${term}:%`)
        .execute()
    ).map((r) => String(r.billing_key)),
  );
  // Dated by the term's first day, or the first open day after it once that month is locked.
  const issued_on = await firstOpenDay(
    db,
    branchId,
    (await termStart(db, branchId, year, term)) ?? new Date().toISOString().slice(0, 10),
  );
  const description = englishText(say('shule.finance.billing.term_fees', { term, year }));
  const drafts: InvoiceDraft[] = [];
  const missing = new Map<string, { class_id: number; category_id: number | null; students: number }>();
  let already = 0;
  for (const s of students) {
    const id = Number(s.id);
    const category = s.fee_category_id ? Number(s.fee_category_id) : (byResidence.get(String(s.residence)) ?? null);
    const lines = items.get(`${s.class_id}:${category}`);
    if (billed.has(termKey(year, term, id))) already += 1;
    else if (!lines || lines.length === 0) {
      const key = `${s.class_id}:${category}`;
      const group = missing.get(key) ?? { class_id: Number(s.class_id), category_id: category, students: 0 };
      missing.set(key, { ...group, students: group.students + 1 });
    } else
      drafts.push({
        student_id: id,
        academic_year: year,
        term,
        issued_on,
        source: 'term_fees',
        description,
        billing_key: termKey(year, term, id),
        items: lines,
      });
  }
  // Students with a route are billed its charge with their term (charges/transport.ts).
  const transport = await transportDrafts(
    db,
    branchId,
    year,
    term,
    students.map((s) => Number(s.id)),
    issued_on,
  );
  const discounts = await loadDiscounts(
    db,
    branchId,
    drafts.map((d) => d.student_id),
  );
  const priorities = await db
    .selectFrom('vote_heads')
    .select(['id', 'priority'])
    .where('branch_id', '=', branchId)
    .execute();
  const priority = new Map(priorities.map((p) => [Number(p.id), Number(p.priority)]));
  const amount =
    transport.reduce((sum, d) => sum + d.items.reduce((s, i) => s + i.amount, 0), 0) +
    drafts.reduce(
      (sum, d) =>
        sum +
        applyDiscounts(d.items, discounts.get(d.student_id) ?? [], priority).reduce(
          (s, l) => s + l.amount - l.discount,
          0,
        ),
      0,
    );
  const classNames = new Map(
    (await db.selectFrom('classes').select(['id', 'name']).where('branch_id', '=', branchId).execute()).map((c) => [
      Number(c.id),
      String(c.name),
    ]),
  );
  const categoryNames = new Map(categories.map((c) => [Number(c.id), String(c.name)]));
  return {
    drafts: [...drafts, ...transport],
    students: new Set([...drafts, ...transport].map((d) => d.student_id)).size,
    amount,
    already_billed: already,
    missing_structures: [...missing.values()].map((m) => ({
      ...m,
      class_name: classNames.get(m.class_id) ?? String(m.class_id),
      category_name: m.category_id === null ? null : (categoryNames.get(m.category_id) ?? null),
    })),
  };
}

/** A term's opening day: the invoices' date. */
async function termStart(db: Db, branchId: number, year: number, term: string): Promise<string | null> {
  const row = await db
    .selectFrom('terms')
    .select('start_date')
    .where('branch_id', '=', branchId)
    .where('academic_year', '=', year)
    .where('term', '=', term)
    .executeTakeFirst();
  return row ? String(row.start_date).slice(0, 10) : null;
}

/**
 * Bills the plan and records the run (who, which classes, how many, how much), in the caller's
 * transaction. Returns the billing_runs row.
 */
export async function runTermBilling(db: Db, user: SessionUser, request: TermBillingRequest) {
  const plan = await planTermBilling(db, user.branchId, request);
  const now = new Date().toISOString();
  const run = await db
    .insertInto('billing_runs')
    .values({
      academic_year: request.academic_year,
      term: request.term,
      class_ids: JSON.stringify([...request.class_ids]),
      students_billed: 0,
      amount_billed: 0,
      skipped: plan.already_billed,
      missing: plan.missing_structures.reduce((s, m) => s + m.students, 0),
      run_by: user.username.slice(0, 80),
      branch_id: user.branchId,
      created_at: now,
      updated_at: now,
      created_by: user.id,
      updated_by: user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const runId = Number(run.id);
  const raised = await raiseInvoices(
    db,
    user,
    plan.drafts.map((d) => ({ ...d, billing_run_id: runId })),
  );
  await db
    .updateTable('billing_runs')
    .set({
      students_billed: raised.raised.length,
      amount_billed: raised.amount,
      skipped: plan.already_billed + raised.skipped,
    })
    .where('id', '=', runId)
    .execute();
  return { id: runId, ...raised };
}

/**
 * Billing on admission: a student admitted active into a class whose current term was billed
 * already (a billing run covers the class) gets that term's invoice at once.
 */
export async function billOnAdmission(db: Db, user: SessionUser, studentId: number, classId: number): Promise<void> {
  // The school may turn it off (finance settings); a school without settings yet bills.
  const settings = await db
    .selectFrom('finance_settings')
    .select('bill_on_admission')
    .where('branch_id', '=', user.branchId)
    .orderBy('id')
    .executeTakeFirst();
  if (settings && settings.bill_on_admission !== null && !settings.bill_on_admission) return;
  const term = await currentTerm(db, user.branchId);
  if (!term) return;
  const runs = await db
    .selectFrom('billing_runs')
    .select('class_ids')
    .where('branch_id', '=', user.branchId)
    .where('academic_year', '=', term.academic_year)
    .where('term', '=', term.term)
    .execute();
  const covered = runs.some((r) => {
    const ids: unknown = typeof r.class_ids === 'string' ? JSON.parse(r.class_ids || '[]') : r.class_ids;
    return Array.isArray(ids) && ids.map(Number).includes(classId);
  });
  if (!covered) return;
  const request = { academic_year: term.academic_year, term: term.term, class_ids: [classId] };
  const plan = await planTermBilling(db, user.branchId, request, [studentId]);
  await raiseInvoices(db, user, plan.drafts);
}
