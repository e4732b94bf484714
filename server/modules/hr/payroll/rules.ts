import { todayAtSchool } from '../../../../src/schema/display';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { fieldsRefused, refusal, say } from '../../../errors';
import { staffName } from '../../finance/books/staff';
import { loadRunInputs } from './inputs';
import { nextPeriod, PERIOD } from './month';
import { postPayroll, reduceLoanBalances } from './post';
import { computeRun } from './run';

const setPayroll = (db: Db, user: SessionUser, id: number, values: Row) =>
  db
    .updateTable('payrolls')
    .set({ ...values, updated_at: new Date().toISOString(), updated_by: user.id })
    .where('id', '=', id)
    .where('branch_id', '=', user.branchId)
    .execute();

/**
 * validate: a payroll is made for one month, no further ahead than next month, and only once
 * while a run of that month stands (a cancelled draft frees the month); its month never changes.
 */
export const checkPayroll: Hook = async ({ db, user, action, data, before }) => {
  if (action === 'update') {
    if (Object.hasOwn(data, 'period') && data.period !== before?.period)
      throw fieldsRefused({ period: say('shule.hr.payroll.period_fixed') });
    return;
  }
  if (action !== 'create') return;
  const period = String(data.period ?? '');
  if (!PERIOD.test(period)) return; // the declaration's pattern has answered already
  const latest = nextPeriod(todayAtSchool().slice(0, 7));
  if (period > latest) throw fieldsRefused({ period: say('shule.hr.payroll.period_ahead', { period }) });
  const standing = await db
    .selectFrom('payrolls')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('period_key', '=', period)
    .executeTakeFirst();
  if (standing)
    throw refusal(409, say('shule.hr.payroll.period_taken', { period }), {
      period: say('shule.hr.payroll.period_taken', { period }),
    });
};

/** beforeSave: a new run holds its month and names who prepared it. */
export const prepareRun: Hook = async ({ db, user, action, data }) => {
  if (action !== 'create') return;
  data.period_key = data.period;
  data.prepared_by = await staffName(db, user);
};

/** afterSave: a new run is computed at once, in the transaction that made it. */
export const computeNewRun: Hook = async ({ db, user, action, record }) => {
  if (action !== 'create' || !record) return;
  await computeRun(db, user, Number(record.id), String(record.period));
};

/**
 * Approving is a second person's (unless HR settings say one person may): not whoever made the
 * run, nor whoever last computed it; and only figures computed from today's inputs are approved.
 */
async function refuseApproval(db: Db, user: SessionUser, before: Row): Promise<void> {
  const inputs = await loadRunInputs(db, user.branchId, String(before.period));
  const own = Number(before.created_by) === user.id || Number(before.computed_by_id) === user.id;
  if (inputs.secondApprover && own) {
    const message = say('shule.hr.payroll.own_payroll');
    throw refusal(409, message, { status: message });
  }
  if (inputs.digest !== before.inputs_digest) {
    const message = say('shule.hr.payroll.stale');
    throw refusal(409, message, { status: message });
  }
}

/**
 * onTransition: recompute (a draft's payslips computed afresh), approve (a second person, the
 * figures current), pay (posted in one entry, loans reduced), cancel (the month freed).
 */
export const payrollSteps: Hook = async ({ db, user, action, before, record, input = {} }) => {
  if (!before || !record) return;
  const id = Number(record.id);
  const period = String(record.period);
  if (action === 'recompute') {
    await computeRun(db, user, id, period);
  } else if (action === 'approve') {
    await refuseApproval(db, user, before);
    await setPayroll(db, user, id, { approved_by: await staffName(db, user), approved_on: todayAtSchool() });
  } else if (action === 'pay') {
    const paidOn = String(input.paid_on ?? todayAtSchool());
    if (paidOn < `${period}-01`)
      throw fieldsRefused({ paid_on: say('shule.hr.payroll.paid_early', { date: `${period}-01` }) });
    const from = input.net_pay_from === 'payable' ? 'payable' : 'bank';
    const entryNo = await postPayroll(db, user, { id, period }, paidOn, from);
    await reduceLoanBalances(db, user, id);
    await setPayroll(db, user, id, {
      paid_on: paidOn,
      paid_by: await staffName(db, user),
      net_pay_from: from,
      journal_entry_no: entryNo,
    });
  } else if (action === 'cancel') {
    const note = typeof input.note === 'string' ? input.note.trim() : '';
    await setPayroll(db, user, id, {
      period_key: null,
      cancel_reason: `${await staffName(db, user)}: ${note}`.slice(0, 500),
    });
  }
};
