import type { SessionUser } from '../../context';
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

function checkDates(data: Record<string, unknown>, before: Row | undefined): void {
  if (!Object.hasOwn(data, 'start_date') && !Object.hasOwn(data, 'end_date')) return;
  const start = merged(data, before, 'start_date');
  const end = merged(data, before, 'end_date');
  if (!isBlank(start) && !isBlank(end) && String(end) <= String(start))
    throw fieldsRefused({ end_date: say('shule.admissions.errors.term_closes_after_opening') });
}

/**
 * Exactly one current term per branch: making one current ends the others in the same
 * transaction, a branch's first term is current, and the current term cannot just be unset.
 */
export const termHooks: { beforeSave: Hook } = {
  async beforeSave({ db, engine, writer, user, data, action, before, system }) {
    if (system) return; // the others this rule ends, ended by the rule itself
    checkDates(data, before);
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
