import type { Hook, HookTable } from '../../../engine/hooks';
import { fieldsRefused, say } from '../../../errors';
import { school } from '../../../db/typed';
import { receiptMoney } from './receipt';
import { keepMpesaSecrets } from './settings';

/**
 * Assign (unmatched → assigned, PAYMENT_WRITERS): the clerk names the student, and the money is
 * receipted to them in the action's transaction, by the clerk, like a payment taken at the desk.
 * A student of another school is refused as unknown. A failing receipt undoes the assignment.
 */
const assign: Hook = async ({ db, user, writer, resource, action, record, input }) => {
  if (action !== 'assign' || !record) return;
  const studentId = Number(input?.student_id);
  const student = await school(db)
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw fieldsRefused({ student_id: say('shule.finance.mpesa.no_student', { id: studentId }) });
  const mpesa = resource.name === 'mpesa_transactions';
  const paidOn = mpesa
    ? new Date(new Date(String(record.trans_time)).getTime() + 3 * 3_600_000).toISOString().slice(0, 10)
    : String(record.value_date);
  const paymentId = await receiptMoney(db, user, writer, {
    student_id: studentId,
    amount: Number(record.amount),
    mode: mpesa ? 'mpesa' : 'bank',
    reference: String((mpesa ? record.trans_id : record.reference || record.description) ?? '').slice(0, 60),
    paid_on: paidOn,
    payer: mpesa && record.payer_name ? String(record.payer_name) : null,
  });
  await writer.update(
    db,
    user,
    resource,
    Number(record.id),
    { student_id: studentId, payment_id: paymentId },
    { system: true, auditAction: 'assign' },
  );
};

export const mpesaHookTable: HookTable = {
  mpesa_settings: { beforeSave: [keepMpesaSecrets] },
  mpesa_transactions: { onTransition: [assign] },
  bank_deposits: { onTransition: [assign] },
};
