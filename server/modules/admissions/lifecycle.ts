import { leaveouts, students, transfers } from '../../../src/schema/admissions';
import { school } from '../../db/typed';
import type { Hook } from '../../engine/hooks';

const today = () => new Date().toLocaleDateString('en-CA');

function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The records behind each of a student's lifecycle actions (declared on students.workflow):
 * transfer out files the transfer and its leaving certificate, suspend files the suspension,
 * mark as left records the date and reason, readmit reverses whichever the student is in.
 */
export const lifecycleHooks: { onTransition: Hook } = {
  async onTransition({ db, user, writer, action, before, record, input = {} }) {
    if (!record || !before) return;
    const studentId = Number(record.id);
    if (action === 'transfer_out') {
      await writer.create(
        db,
        user,
        transfers,
        {
          student_id: studentId,
          direction: 'out',
          school: input.school,
          transfer_date: input.transfer_date,
          reason: input.reason ?? null,
          conduct_remarks: input.conduct_remarks ?? null,
        },
        { system: true },
      );
    } else if (action === 'suspend') {
      await writer.create(db, user, leaveouts, {
        student_id: studentId,
        kind: 'suspension',
        from_date: input.from_date,
        to_date: input.to_date,
        reason: input.reason,
        approved_by: input.approved_by,
      });
    } else if (action === 'mark_left') {
      // The student's own record says when and why (a leaver files no transfer).
      const left = { left_on: input.leaving_date, leaving_reason: input.reason ?? null };
      await writer.update(db, user, students, studentId, left, { system: true });
    } else if (action === 'readmit') {
      await reverse(String(before.status), studentId, { db, user, writer });
    }
  },
};

async function reverse(
  from: string,
  studentId: number,
  { db, user, writer }: Pick<Parameters<Hook>[0], 'db' | 'user' | 'writer'>,
): Promise<void> {
  if (from === 'transferred') {
    const transfer = await school(db)
      .selectFrom('transfers')
      .select('id')
      .where('branch_id', '=', user.branchId)
      .where('student_id', '=', studentId)
      .where('direction', '=', 'out')
      .orderBy('transfer_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (transfer) await writer.update(db, user, transfers, transfer.id, { reversed: true }, { system: true });
  }
  if (from === 'left')
    await writer.update(db, user, students, studentId, { left_on: null, leaving_reason: null }, { system: true });
  if (from === 'suspended') {
    // The suspension in force ends yesterday, so today's standing no longer shows it; one that
    // began today is annulled (removed, with its audit row) since it never ran a full day.
    const day = today();
    const suspension = await school(db)
      .selectFrom('leaveouts')
      .select(['id', 'from_date'])
      .where('branch_id', '=', user.branchId)
      .where('student_id', '=', studentId)
      .where('kind', '=', 'suspension')
      .where('to_date', '>=', day)
      .where('from_date', '<=', day)
      .orderBy('from_date', 'desc')
      .executeTakeFirst();
    if (!suspension) return;
    if (suspension.from_date < day)
      await writer.update(db, user, leaveouts, suspension.id, { to_date: dayBefore(day) }, { system: true });
    else await writer.remove(db, user, leaveouts, suspension.id, { system: true });
  }
}
