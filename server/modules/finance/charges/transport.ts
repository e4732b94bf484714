import { todayAtSchool } from '../../../../src/schema/display';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { type InvoiceDraft, raiseInvoices } from '../billing/raise';
import { currentTerm } from '../billing/terms';

/** The billing key that makes a student's transport billed once per term, however often asked. */
export const transportKey = (year: number, term: string, studentId: number) => `transport:${year}:${term}:${studentId}`;

/**
 * The transport invoices of a term for these students: one per active student with an active
 * route assignment (the latest, should there be two), at the route's charge per term. Term
 * billing includes them in its run; assigning a student bills the current term at once. Keys
 * already billed are skipped by raiseInvoices, so asking twice bills once.
 */
export async function transportDrafts(
  db: Db,
  branchId: number,
  year: number,
  term: string,
  studentIds: readonly number[],
  issuedOn: string = todayAtSchool(),
): Promise<InvoiceDraft[]> {
  const drafts = new Map<number, InvoiceDraft>();
  for (let i = 0; i < studentIds.length; i += 500) {
    const rows = await db
      .selectFrom('transport_assignments as a')
      .innerJoin('transport_routes as r', 'r.id', 'a.route_id')
      .innerJoin('students as s', 's.id', 'a.student_id')
      .select(['a.student_id', 'r.name', 'r.vote_head_id', 'r.charge_per_term'])
      .where('a.branch_id', '=', branchId)
      .where('a.active', '=', true)
      .where('s.status', '=', 'active')
      .where('r.charge_per_term', '>', 0)
      .where('a.student_id', 'in', studentIds.slice(i, i + 500))
      .orderBy('a.id')
      .execute();
    for (const row of rows) {
      const studentId = Number(row.student_id);
      drafts.set(studentId, {
        student_id: studentId,
        academic_year: year,
        term,
        issued_on: issuedOn,
        source: 'transport',
        description: `Transport: ${String(row.name)}, term ${term} ${year}`,
        billing_key: transportKey(year, term, studentId),
        items: [{ vote_head_id: Number(row.vote_head_id), amount: Number(row.charge_per_term) }],
      });
    }
  }
  return [...drafts.values()];
}

/** validate: a route bills a vote head used for transport (its income and fund are transport's). */
export const transportVoteHead: Hook = async ({ db, user, data, before }) => {
  const id = data.vote_head_id ?? before?.vote_head_id;
  if (id === undefined || id === null) return;
  const head = await db
    .selectFrom('vote_heads')
    .select('kind')
    .where('id', '=', Number(id))
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  if (head && head.kind !== 'transport') {
    const message = say('shule.finance.charges.not_transport_vote_head');
    throw refusal(400, message, { vote_head_id: message });
  }
};

/** validate: a student rides one route at a time (an active assignment ends before another starts). */
export const oneActiveRoute: Hook = async ({ db, user, data, before }) => {
  const active = data.active ?? before?.active ?? true;
  const studentId = data.student_id ?? before?.student_id;
  if (!active || studentId === undefined) return;
  const other = await db
    .selectFrom('transport_assignments as a')
    .innerJoin('transport_routes as r', 'r.id', 'a.route_id')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .select(['r.name', 's.first_name', 's.last_name'])
    .where('a.branch_id', '=', user.branchId)
    .where('a.student_id', '=', Number(studentId))
    .where('a.active', '=', true)
    .$if(before !== undefined, (qb) => qb.where('a.id', '<>', Number(before?.id)))
    .executeTakeFirst();
  if (other)
    throw refusal(
      409,
      say('shule.finance.charges.already_on_route', {
        student: `${String(other.first_name)} ${String(other.last_name)}`,
        route: String(other.name),
      }),
    );
};

/**
 * afterSave: an assignment that is (or becomes) active bills the current term's route charge,
 * once: the billing key skips a term already billed for the student, on this route or another.
 */
export const billAssignment: Hook = async ({ db, user, record }) => {
  if (!record || !record.active) return;
  const term = await currentTerm(db, user.branchId);
  if (!term) return; // No current term: the term's billing run bills it when the school sets one.
  const drafts = await transportDrafts(db, user.branchId, term.academic_year, term.term, [Number(record.student_id)]);
  await raiseInvoices(db, user, drafts);
};
