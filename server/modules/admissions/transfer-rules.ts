import type { ResourceHooks } from '../../crud/repository';
import type { Engine } from '../../db/database';
import { CERTIFICATE_PATTERN, nextFreeNumber } from './numbers';
import { isBlank, merged, patchRecord } from './records';

/**
 * A transfer out numbers a leaving certificate and marks the student transferred; a transfer in
 * makes the student active and records the school they came from.
 */
export function transferHooks(engine: Engine): ResourceHooks {
  return {
    async beforeWrite(db, user, data, _action, before) {
      if (merged(data, before, 'direction') !== 'out' || !isBlank(before?.certificate_no)) return;
      data.certificate_no = await nextFreeNumber(db, user.branchId, {
        counter: 'transfers.certificate_no',
        pattern: CERTIFICATE_PATTERN,
        date: merged(data, before, 'transfer_date'),
        table: 'transfers',
        column: 'certificate_no',
      });
    },
    async afterWrite(db, user, record, action) {
      if (action === 'delete') return;
      const studentId = Number(record.student_id);
      if (record.direction === 'out')
        await patchRecord(db, user, 'students', studentId, { status: 'transferred' }, engine);
      else
        await patchRecord(
          db,
          user,
          'students',
          studentId,
          { status: 'active', previous_school: record.school },
          engine,
        );
    },
  };
}
