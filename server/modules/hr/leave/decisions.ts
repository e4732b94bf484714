import { todayAtSchool } from '../../../../src/schema/display';
import { leaveApplications } from '../../../../src/schema/hr-leave';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import { checkLeave } from './rules';

/** A user's name as staff know each other, for "decided by". */
async function nameOf(db: Db, user: SessionUser): Promise<string> {
  if (user.id === 0) return 'System';
  const row = await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
  const name = typeof row?.name === 'string' && row.name.trim() !== '' ? row.name.trim() : user.username;
  return name.slice(0, 120);
}

/**
 * onTransition: approval checks the leave again (the balance may have moved since it was asked
 * for, and a type needing a document has one) and fixes its days by pay; approval and rejection
 * record who decided and when; a rejection or cancellation keeps its reason. A cancelled approval
 * keeps its approver: the audit trail names who cancelled.
 */
export const leaveDecisions: Hook = async ({ db, user, writer, action, before, record, input }) => {
  if (!before || !record) return;
  const id = Number(record.id);
  const decided = async () => ({ decided_by: await nameOf(db, user), decided_on: todayAtSchool() });
  if (action === 'approve') {
    const checked = await checkLeave(db, user.branchId, record, id);
    if (checked.type.requires_document && !record.document) {
      const message = say('shule.hr.leave.document_needed', { type: checked.type.name });
      throw refusal(409, message, { document: message });
    }
    await writer.update(
      db,
      user,
      leaveApplications,
      id,
      { days: checked.days, ...checked.split, ...(await decided()) },
      { system: true },
    );
    return;
  }
  if (action !== 'reject' && action !== 'cancel') return;
  const reason = String(input?.reason ?? '');
  const who = action === 'reject' || before.status === 'pending' ? await decided() : {};
  await writer.update(db, user, leaveApplications, id, { decision_note: reason, ...who }, { system: true });
};
