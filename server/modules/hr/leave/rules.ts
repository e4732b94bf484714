import { formatStoredDate, todayAtSchool } from '../../../../src/schema/display';
import { leaveApplications } from '../../../../src/schema/hr-leave';
import type { Coded } from '../../../../src/schema';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { stateKey } from '../../../engine/writer';
import { refusal, say } from '../../../errors';
import { balanceDay, balancesOf } from './balances';
import { countDays } from '../../../../src/schema/hr-leave-calendar';
import { dayRulesFor, employeesOf, leaveTypesOf, overlapping } from './facts';
import { halfPayIn, type LeaveTypeFacts, type PaySplit, roundDays, splitByPay } from './entitlement';

/**
 * The rules of a leave application (validate on every save, again on approval): the type suits
 * the employee, the dates fall in the employee's service, count at least one day, overlap none of
 * the employee's pending or approved leave, and fit the balance (unpaid leave has no limit). The
 * days and their split by pay are the engine's, never the client's.
 */

const refuse = (field: string, message: Coded) => refusal(400, message, { [field]: message });
const shown = (iso: string) => formatStoredDate(iso);

interface Checked {
  readonly days: number;
  readonly split: PaySplit;
  readonly type: LeaveTypeFacts;
}

/** Checks a leave as it would be stored (`id` when it is stored already) and counts its days. */
export async function checkLeave(db: Db, branchId: number, leave: Row, id?: number): Promise<Checked> {
  const start = String(leave.start_date).slice(0, 10);
  const end = String(leave.end_date).slice(0, 10);
  const [type] = await leaveTypesOf(db, branchId, [Number(leave.leave_type_id)]);
  const [employee] = await employeesOf(db, branchId, { ids: [Number(leave.employee_id)] });
  if (!type || !employee) throw refusal(404, say('shule.errors.not_found'));
  if (type.gender !== 'any' && employee.gender !== type.gender)
    throw refuse(
      'leave_type_id',
      say(`shule.hr.leave.${type.gender === 'female' ? 'women' : 'men'}_only`, { type: type.name }),
    );
  if (employee.date_employed && start < employee.date_employed)
    throw refuse('start_date', say('shule.hr.leave.before_employed', { date: shown(employee.date_employed) }));
  if (employee.date_left && end > employee.date_left)
    throw refuse('end_date', say('shule.hr.leave.after_left', { date: shown(employee.date_left) }));
  const rules = await dayRulesFor(db, branchId, start, end);
  const days = countDays(start, end, { ...rules, calendar: type.counts === 'calendar_days' });
  if (days === 0) throw refuse('end_date', say('shule.hr.leave.no_days'));

  const year = Number(start.slice(0, 4));
  const overlap = await overlapping(db, branchId, employee.id, start, end, id);
  if (overlap) {
    const [other] = await leaveTypesOf(db, branchId, [overlap.leave_type_id]);
    throw refuse(
      'start_date',
      say(
        'shule.hr.leave.overlap',
        {
          type: other?.name ?? '',
          from: shown(overlap.start_date),
          to: shown(overlap.end_date),
          status: overlap.status,
        },
        { status: stateKey(leaveApplications, overlap.status) },
      ),
    );
  }

  // Leave booked ahead counts what will have been earned by its first day.
  const asOf = balanceDay(year, start > todayAtSchool() ? start : todayAtSchool());
  const [own] = await balancesOf(db, branchId, {
    employeeIds: [employee.id],
    year,
    asOf,
    without: id,
    typeIds: [type.id],
  });
  const balance = own?.types.find((t) => t.leave_type_id === type.id);
  // What can still be asked for: the balance less what is asked for already.
  const available =
    balance === undefined || balance.remaining === null ? null : roundDays(balance.remaining - balance.pending);
  if (balance && available !== null && type.pay !== 'none' && days > available)
    throw refuse(
      'end_date',
      say('shule.hr.leave.beyond_balance', {
        remaining: Math.max(0, available),
        type: type.name.toLowerCase(),
        year,
        entitled: balance.entitled ?? 0,
        carried: balance.carried_forward,
        taken: balance.taken,
        pending: balance.pending,
        days,
      }),
    );
  const half = halfPayIn(type, employee, year);
  const full =
    !balance || balance.entitled === null ? null : roundDays(balance.entitled - half + balance.carried_forward);
  const split = splitByPay(type, days, { full, half }, balance?.taken ?? 0);
  return { days, split, type };
}

const FIELDS = ['employee_id', 'leave_type_id', 'start_date', 'end_date'] as const;

/** validate: the rules above, and the days the engine counted written onto the record. */
export const checkApplication: Hook = async ({ db, user, action, data, before }) => {
  if (action !== 'create' && action !== 'update') return;
  if (action === 'update' && !FIELDS.some((f) => data[f] !== undefined)) return;
  const leave = { ...(before ?? {}), ...data };
  if (action === 'create') {
    const [type] = await leaveTypesOf(db, user.branchId, [Number(leave.leave_type_id)]);
    if (type && !type.active) throw refuse('leave_type_id', say('shule.hr.leave.type_inactive', { type: type.name }));
  }
  const checked = await checkLeave(db, user.branchId, leave, before ? Number(before.id) : undefined);
  Object.assign(data, { days: checked.days, ...checked.split });
};
