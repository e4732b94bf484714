import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { type InvoiceDraft, raiseInvoices } from '../billing/raise';
import { cancelInvoice } from '../billing/cancel';
import { termOf } from './terms';

/** One invoice per student and charge: `other:<charge>:<student>` (the reports join on it too). */
export const otherKey = (chargeId: number, studentId: number) => `other:${chargeId}:${studentId}`;

const fieldRefusal = (field: string, key: Parameters<typeof say>[0]) => {
  const message = say(key);
  return refusal(400, message, { [field]: message });
};

/** validate: the vote head is one for other charges, and the target names who is charged. */
export const checkOtherCharge: Hook = async ({ db, user, data, action, system }) => {
  if (action !== 'create' || system) return;
  const head = await db
    .selectFrom('vote_heads')
    .select('kind')
    .where('id', '=', Number(data.vote_head_id))
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  if (head && head.kind !== 'other') throw fieldRefusal('vote_head_id', 'shule.finance.charges.not_other_vote_head');
  const students = Array.isArray(data.student_ids) ? data.student_ids : [];
  if (data.target === 'class') {
    if (data.class_id === null || data.class_id === undefined)
      throw fieldRefusal('class_id', 'shule.finance.charges.choose_class');
    data.student_ids = [];
  } else {
    if (data.target === 'student' && students.length > 1)
      throw fieldRefusal('student_ids', 'shule.finance.charges.one_student');
    if (students.length === 0) throw fieldRefusal('student_ids', 'shule.finance.charges.choose_students');
    data.class_id = null;
    data.stream_id = null;
  }
};

/** The active students a charge reaches: those chosen, or the class (or its stream). */
async function chargedStudents(db: Db, branchId: number, charge: Record<string, unknown>): Promise<number[]> {
  let query = db
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .orderBy('id');
  if (charge.target === 'class') {
    query = query.where('class_id', '=', Number(charge.class_id));
    if (charge.stream_id !== null && charge.stream_id !== undefined)
      query = query.where('stream_id', '=', Number(charge.stream_id));
  } else {
    const ids = (charge.student_ids as unknown[]).map(Number);
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  return (await query.execute()).map((r) => Number(r.id));
}

/**
 * beforeSave of a new charge: whom it reaches, counted now so the answer to the create says how
 * many students and how much are billed (discounts never apply to other charges). A charge
 * reaching nobody, or falling in no term, is refused and leaves nothing behind.
 */
export const countOtherCharge: Hook = async ({ db, user, action, data, system }) => {
  if (action !== 'create' || system) return;
  const students = await chargedStudents(db, user.branchId, data);
  if (students.length === 0) throw refusal(409, say('shule.finance.charges.no_students'));
  if (!(await termOf(db, user.branchId, String(data.charged_on))))
    throw refusal(409, say('shule.finance.charges.no_term'));
  data.students_billed = students.length;
  data.total_billed = students.length * Number(data.amount);
};

/**
 * afterSave of a new charge: one invoice per student reached, in the term the charge falls in
 * (else the current term), raised, numbered and posted by billing.
 */
export const raiseOtherCharge: Hook = async ({ db, user, action, record }) => {
  if (action !== 'create' || !record) return;
  const id = Number(record.id);
  const students = await chargedStudents(db, user.branchId, record);
  const term = await termOf(db, user.branchId, String(record.charged_on));
  if (!term) throw refusal(409, say('shule.finance.charges.no_term'));
  const drafts: InvoiceDraft[] = students.map((student_id) => ({
    student_id,
    academic_year: term.academic_year,
    term: term.term,
    issued_on: String(record.charged_on),
    source: 'other_charge',
    description: String(record.description),
    billing_key: otherKey(id, student_id),
    items: [{ vote_head_id: Number(record.vote_head_id), amount: Number(record.amount) }],
  }));
  const raised = await raiseInvoices(db, user, drafts);
  if (raised.raised.length !== Number(record.students_billed) || raised.amount !== Number(record.total_billed))
    await db
      .updateTable('other_charges')
      .set({ students_billed: raised.raised.length, total_billed: raised.amount })
      .where('id', '=', id)
      .where('branch_id', '=', user.branchId)
      .execute();
};

/** The charge's invoices still standing (not cancelled), oldest first. */
export async function chargeInvoices(db: Db, branchId: number, chargeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('fee_invoices')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('source', '=', 'other_charge')
    .where('billing_key', 'like', `other:${chargeId}:%`)
    .where('status', '<>', 'cancelled')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * onCancel: every invoice of the charge still standing is cancelled by billing with the reason
 * (its postings reversed; anything paid towards it becomes the student's credit).
 */
export const cancelOtherCharge: Hook = async ({ db, user, record, input }) => {
  if (!record) return;
  const reason = String(input?.reason ?? '');
  for (const invoiceId of await chargeInvoices(db, user.branchId, Number(record.id)))
    await cancelInvoice(db, user, invoiceId, reason);
  await db
    .updateTable('other_charges')
    .set({ cancel_reason: reason })
    .where('id', '=', Number(record.id))
    .where('branch_id', '=', user.branchId)
    .execute();
};
