import { students } from '../../../src/schema/admissions';
import { school } from '../../db/typed';
import type { Hook } from '../../engine/hooks';
import { refusal, say } from '../../errors';
import { stateKey } from '../../engine/writer';
import { CERTIFICATE_PATTERN, nextFreeNumber } from './numbers';
import { isBlank, merged } from './records';

/**
 * Transfers are the records behind a student's lifecycle (src/schema/admissions.ts): a transfer
 * out numbers a leaving certificate and moves the student out, a transfer in makes them active
 * with the school they came from. A transfer out that is in force is reversed by readmission,
 * never by deleting it.
 */
export const transferHooks: Record<'validate' | 'beforeSave' | 'afterSave' | 'beforeDelete', Hook> = {
  async validate({ db, user, data, action, before, system }) {
    // A transfer filed by the transfer_out action follows the move; a typed one must be allowed.
    if (system || action !== 'create' || merged(data, before, 'direction') !== 'out') return;
    const student = await school(db)
      .selectFrom('students')
      .select(['status', 'first_name', 'last_name'])
      .where('id', '=', Number(data.student_id))
      .where('branch_id', '=', user.branchId)
      .executeTakeFirst();
    const transferable: readonly string[] = students.workflow?.actions.transfer_out.from ?? [];
    if (student && !transferable.includes(student.status)) {
      const status = { state: stateKey(students, student.status) };
      throw refusal(
        409,
        say(
          'shule.admissions.errors.not_transferable',
          { student: `${student.first_name} ${student.last_name}`, status: student.status },
          { status: status.state },
        ),
        { student_id: say('shule.errors.now_state', { state: student.status }, status) },
      );
    }
  },

  async beforeSave({ db, user, data, before }) {
    if (merged(data, before, 'direction') !== 'out' || !isBlank(before?.certificate_no)) return;
    data.certificate_no = await nextFreeNumber(db, user.branchId, {
      counter: 'transfers.certificate_no',
      pattern: CERTIFICATE_PATTERN,
      date: merged(data, before, 'transfer_date'),
      table: 'transfers',
      column: 'certificate_no',
    });
  },

  async afterSave({ db, user, writer, record, action }) {
    if (!record || action !== 'create') return;
    const studentId = Number(record.student_id);
    const student = await writer.load(db, user, students, studentId);
    if (record.direction === 'out') {
      // A transfer typed in the transfers screen is the student's transfer_out, taken here.
      if (student.status !== 'transferred')
        await writer.update(db, user, students, studentId, { status: 'transferred' }, { system: true });
      return;
    }
    await writer.update(
      db,
      user,
      students,
      studentId,
      { status: 'active', previous_school: record.school },
      { system: true },
    );
  },

  async beforeDelete({ db, user, writer, before }) {
    if (!before || before.direction !== 'out' || before.reversed === true) return;
    const student = await writer.load(db, user, students, Number(before.student_id));
    if (student.status === 'transferred')
      throw refusal(
        409,
        say('shule.admissions.errors.readmit_to_reverse', {
          student: `${String(student.first_name)} ${String(student.last_name)}`,
        }),
      );
  },
};
