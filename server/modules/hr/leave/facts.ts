import type { Db, Row } from '../../../db/database';
import {
  addDays,
  DEFAULT_WORKING_DAYS,
  type DayRules,
  daysOff,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '../../../../src/schema/hr-leave-calendar';
import type { EmployeeFacts, LeaveTypeFacts } from './entitlement';

/** What the leave engine reads from the database, each query kept to one branch. */

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);
const dateOrNull = (value: unknown): string | null => (value ? String(value).slice(0, 10) : null);

export function leaveTypeFacts(row: Row): LeaveTypeFacts {
  return {
    id: Number(row.id),
    name: String(row.name),
    code: String(row.code),
    days_a_year: numberOrNull(row.days_a_year),
    accrual_per_month: numberOrNull(row.accrual_per_month),
    pay: (row.pay ?? 'full') as LeaveTypeFacts['pay'],
    half_pay_days: numberOrNull(row.half_pay_days),
    counts: (row.counts ?? 'working_days') as LeaveTypeFacts['counts'],
    gender: (row.gender ?? 'any') as LeaveTypeFacts['gender'],
    carry_forward_cap: numberOrNull(row.carry_forward_cap),
    requires_document: row.requires_document === true || row.requires_document === 1,
    active: row.active === true || row.active === 1,
  };
}

export async function leaveTypesOf(db: Db, branchId: number, ids?: readonly number[]): Promise<LeaveTypeFacts[]> {
  let query = db.selectFrom('leave_types').selectAll().where('branch_id', '=', branchId);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [0]);
  return (await query.orderBy('name').execute()).map(leaveTypeFacts);
}

export interface EmployeeRow extends EmployeeFacts {
  readonly name: string;
  readonly staff_no: string | null;
}

export async function employeesOf(
  db: Db,
  branchId: number,
  which: { readonly ids?: readonly number[]; readonly active?: boolean },
): Promise<EmployeeRow[]> {
  let query = db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'staff_no', 'gender', 'date_employed', 'date_left'])
    .where('branch_id', '=', branchId);
  if (which.ids) query = query.where('id', 'in', which.ids.length > 0 ? [...which.ids] : [0]);
  if (which.active) query = query.where('active', '=', true);
  const rows = await query.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: `${String(r.first_name)} ${String(r.last_name)}`,
    staff_no: r.staff_no === null || r.staff_no === undefined ? null : String(r.staff_no),
    gender: r.gender === null || r.gender === undefined ? null : String(r.gender),
    date_employed: dateOrNull(r.date_employed),
    date_left: dateOrNull(r.date_left),
  }));
}

/** The school's working weekdays (hr_settings.working_days), Monday to Friday when it has none. */
export async function workingDaysOf(db: Db, branchId: number): Promise<WeekdayName[]> {
  const row = await db
    .selectFrom('hr_settings')
    .select('working_days')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  const raw = row?.working_days;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = [];
    }
  }
  const days = Array.isArray(list) ? list.filter((d): d is WeekdayName => WEEKDAY_NAMES.includes(d)) : [];
  return days.length > 0 ? days : [...DEFAULT_WORKING_DAYS];
}

/** The branch's public holidays between two dates (from a week before, so a Sunday's Monday is in). */
export async function holidaysBetween(db: Db, branchId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('public_holidays')
    .select('date')
    .where('branch_id', '=', branchId)
    .where('date', '>=', addDays(from, -7))
    .where('date', '<=', to)
    .execute();
  return rows.map((r) => String(r.date).slice(0, 10));
}

/** Working weekdays and days off for a span of dates, as countedDates needs them. */
export async function dayRulesFor(db: Db, branchId: number, from: string, to: string): Promise<DayRules> {
  const [workingDays, holidays] = await Promise.all([
    workingDaysOf(db, branchId),
    holidaysBetween(db, branchId, from, to),
  ]);
  return { workingDays, holidays: daysOff(holidays) };
}

export interface ApplicationRow {
  readonly id: number;
  readonly employee_id: number;
  readonly leave_type_id: number;
  readonly start_date: string;
  readonly end_date: string;
  readonly days: number;
  readonly full_pay_days: number;
  readonly half_pay_days: number;
  readonly unpaid_days: number;
  readonly status: string;
}

/** Pending and approved applications of some employees starting in [from, to]. */
export async function liveApplications(
  db: Db,
  branchId: number,
  employeeIds: readonly number[] | undefined,
  from: string,
  to: string,
): Promise<ApplicationRow[]> {
  let query = db
    .selectFrom('leave_applications')
    .select([
      'id',
      'employee_id',
      'leave_type_id',
      'start_date',
      'end_date',
      'days',
      'full_pay_days',
      'half_pay_days',
      'unpaid_days',
      'status',
    ])
    .where('branch_id', '=', branchId)
    .where('status', 'in', ['pending', 'approved'])
    .where('start_date', '>=', from)
    .where('start_date', '<=', to);
  if (employeeIds) query = query.where('employee_id', 'in', employeeIds.length > 0 ? [...employeeIds] : [0]);
  return (await query.orderBy('start_date').execute()).map((r) => ({
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    leave_type_id: Number(r.leave_type_id),
    start_date: String(r.start_date).slice(0, 10),
    end_date: String(r.end_date).slice(0, 10),
    days: Number(r.days ?? 0),
    full_pay_days: Number(r.full_pay_days ?? 0),
    half_pay_days: Number(r.half_pay_days ?? 0),
    unpaid_days: Number(r.unpaid_days ?? 0),
    status: String(r.status),
  }));
}

/** The employee's first pending or approved leave (not `without`) sharing a day with [start, end]. */
export async function overlapping(
  db: Db,
  branchId: number,
  employeeId: number,
  start: string,
  end: string,
  without?: number,
): Promise<ApplicationRow | undefined> {
  let query = db
    .selectFrom('leave_applications')
    .select(['id', 'leave_type_id', 'start_date', 'end_date', 'status'])
    .where('branch_id', '=', branchId)
    .where('employee_id', '=', employeeId)
    .where('status', 'in', ['pending', 'approved'])
    .where('start_date', '<=', end)
    .where('end_date', '>=', start);
  if (without !== undefined) query = query.where('id', '!=', without);
  const row = await query.orderBy('start_date').executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    employee_id: employeeId,
    leave_type_id: Number(row.leave_type_id),
    start_date: String(row.start_date).slice(0, 10),
    end_date: String(row.end_date).slice(0, 10),
    days: 0,
    full_pay_days: 0,
    half_pay_days: 0,
    unpaid_days: 0,
    status: String(row.status),
  };
}

/** The first year the school kept leave in Shule: carried-forward days are counted from it, never before. */
export async function firstLeaveYear(db: Db, branchId: number): Promise<number | null> {
  const row = await db
    .selectFrom('leave_applications')
    .select((eb) => eb.fn.min('start_date').as('first'))
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return row?.first ? Number(String(row.first).slice(0, 4)) : null;
}
