import type { SessionUser } from '../../context';
import { represent } from '../../../src/schema';
import { formatDate } from '../../../src/schema/display';
import { terms } from '../../../src/schema/settings';
import type { Hook } from '../../engine/hooks';
import type { Writer } from '../../engine/writer';
import type { Db, Engine, Row } from '../../db/database';
import { fieldsRefused, refusal, say } from '../../errors';
import { isBlank, merged } from './records';

/** Current terms of the branch other than `exceptId`. */
async function otherCurrent(db: Db, engine: Engine, branchId: number, exceptId?: unknown): Promise<number[]> {
  const rows = await db
    .selectFrom('terms')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('current', '=', true)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', Number(exceptId)))
    .execute();
  return rows.map((r) => Number(r.id));
}

async function endOthers(db: Db, writer: Writer, user: SessionUser, exceptId?: unknown): Promise<void> {
  for (const id of await otherCurrent(db, writer.engine, user.branchId, exceptId))
    await writer.update(db, user, terms, id, { current: false }, { system: true });
}

const DATES = ['start_date', 'end_date'] as const;

function checkDates(data: Record<string, unknown>, before: Row | undefined): void {
  if (!DATES.some((f) => Object.hasOwn(data, f)) && !Object.hasOwn(data, 'academic_year')) return;
  const start = merged(data, before, 'start_date');
  const end = merged(data, before, 'end_date');
  if (!isBlank(start) && !isBlank(end) && String(end) <= String(start))
    throw fieldsRefused({ end_date: say('shule.admissions.errors.term_closes_after_opening') });
  // Kenya's school year is the calendar year: Term 1 2026 opens and closes in 2026.
  const year = String(merged(data, before, 'academic_year') ?? '');
  const outside = DATES.filter((f) => {
    const day = merged(data, before, f);
    return !isBlank(day) && year !== '' && !String(day).startsWith(`${year}-`);
  });
  if (outside.length > 0)
    throw fieldsRefused(
      Object.fromEntries(outside.map((f) => [f, say('shule.admissions.errors.term_in_its_year', { year })])),
    );
}

/**
 * Terms of a school do not overlap: a term whose dates share a day with another's is refused on
 * both dates, naming the other term and its dates.
 */
async function checkOverlap(
  db: Db,
  user: SessionUser,
  data: Record<string, unknown>,
  before: Row | undefined,
): Promise<void> {
  if (!DATES.some((f) => Object.hasOwn(data, f))) return;
  const start = merged(data, before, 'start_date');
  const end = merged(data, before, 'end_date');
  if (isBlank(start) || isBlank(end)) return;
  const other = await db
    .selectFrom('terms')
    .select(['id', 'term', 'academic_year', 'start_date', 'end_date'])
    .where('branch_id', '=', user.branchId)
    .where('start_date', '<=', String(end))
    .where('end_date', '>=', String(start))
    .$if(before !== undefined, (qb) => qb.where('id', '!=', Number(before?.id)))
    .orderBy('start_date')
    .executeTakeFirst();
  if (!other) return;
  const overlap = say('shule.admissions.errors.term_overlaps', {
    term: represent(terms, other),
    opens: formatDate(String(other.start_date)),
    closes: formatDate(String(other.end_date)),
  });
  throw fieldsRefused({ start_date: overlap, end_date: overlap });
}

/**
 * A term's dates fall in its academic year and overlap no other term of the school. Exactly one
 * current term per branch: making one current ends the others in the same transaction, a branch's
 * first term is current, and the current term cannot just be unset.
 */
export const termHooks: { beforeSave: Hook } = {
  async beforeSave({ db, engine, writer, user, data, action, before, system }) {
    if (system) return; // the others this rule ends, ended by the rule itself
    checkDates(data, before);
    await checkOverlap(db, user, data, before);
    if (action === 'create') {
      const any = await db.selectFrom('terms').select('id').where('branch_id', '=', user.branchId).executeTakeFirst();
      if (!any) data.current = true;
      if (data.current === true) await endOthers(db, writer, user);
      return;
    }
    if (!Object.hasOwn(data, 'current') || before === undefined) return;
    if (data.current === true && before.current !== true) await endOthers(db, writer, user, before.id);
    if (data.current !== true && before.current === true) {
      if ((await otherCurrent(db, engine, user.branchId, before.id)).length === 0)
        throw refusal(400, say('shule.admissions.errors.current_term_needed'), {
          current: say('shule.admissions.errors.make_another_current'),
        });
    }
  },
};
