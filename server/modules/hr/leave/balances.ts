import { todayAtSchool } from '../../../../src/schema/display';
import type { Db } from '../../../db/database';
import { carriedOver, earnedIn, type EmployeeFacts, halfPayIn, type LeaveTypeFacts, roundDays } from './entitlement';
import {
  type ApplicationRow,
  employeesOf,
  type EmployeeRow,
  firstLeaveYear,
  leaveTypesOf,
  liveApplications,
} from './facts';

/**
 * Leave balances per employee, type and year: entitled (earned to date, pro rata from the day
 * employed, and any half-pay days), carried forward from the year before (capped by the type),
 * taken (approved), the balance that leaves, and pending (asked for, not yet decided). Carrying forward starts in the first year the
 * school kept leave in Shule: before it, what was taken is not known.
 */
export interface TypeBalance {
  readonly leave_type_id: number;
  readonly code: string;
  readonly name: string;
  readonly entitled: number | null;
  readonly carried_forward: number;
  readonly taken: number;
  readonly pending: number;
  /** The balance: entitled and carried forward less taken (pending leave is still to come off). Null: no limit. */
  readonly remaining: number | null;
}

export interface EmployeeBalances {
  readonly employee_id: number;
  readonly name: string;
  readonly staff_no: string | null;
  readonly types: TypeBalance[];
}

/** The day a year's balance is read on: today in this year, its last day for a past one, its first for a future one. */
export function balanceDay(year: number, today = todayAtSchool()): string {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return today < first ? first : today > last ? last : today;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

function sumDays(rows: readonly ApplicationRow[], status: string, year: number): number {
  return roundDays(
    rows.filter((r) => r.status === status && yearOf(r.start_date) === year).reduce((s, r) => s + r.days, 0),
  );
}

/** One employee's balance of one type for a year, from their pending and approved applications of that type. */
export function typeBalance(
  type: LeaveTypeFacts,
  employee: EmployeeFacts,
  year: number,
  asOf: string,
  applications: readonly ApplicationRow[],
  firstYear: number,
): TypeBalance {
  const earned = earnedIn(type, employee, year, asOf);
  let carried = 0;
  const employedYear = employee.date_employed ? yearOf(employee.date_employed) : firstYear;
  for (let y = Math.max(firstYear, employedYear); y < year && earned !== null; y++) {
    const full = earnedIn(type, employee, y, `${y}-12-31`) ?? 0;
    carried = carriedOver(type, full + carried - sumDays(applications, 'approved', y));
  }
  const taken = sumDays(applications, 'approved', year);
  const pending = sumDays(applications, 'pending', year);
  const entitled = earned === null ? null : roundDays(earned + halfPayIn(type, employee, year));
  return {
    leave_type_id: type.id,
    code: type.code,
    name: type.name,
    entitled,
    carried_forward: carried,
    taken,
    pending,
    remaining: entitled === null ? null : roundDays(entitled + carried - taken),
  };
}

/**
 * Balances of the branch's employees (some, or the active ones) for a year, read on `asOf`;
 * `without` leaves one application out (the one being checked).
 */
export async function balancesOf(
  db: Db,
  branchId: number,
  options: { employeeIds?: readonly number[]; year: number; asOf?: string; without?: number; typeIds?: number[] },
): Promise<EmployeeBalances[]> {
  const { year } = options;
  const asOf = options.asOf ?? balanceDay(year);
  const [employees, types, first] = await Promise.all([
    employeesOf(db, branchId, options.employeeIds ? { ids: options.employeeIds } : { active: true }),
    leaveTypesOf(db, branchId, options.typeIds),
    firstLeaveYear(db, branchId),
  ]);
  const firstYear = Math.min(first ?? year, year);
  const applications = (
    await liveApplications(
      db,
      branchId,
      employees.map((e) => e.id),
      `${firstYear}-01-01`,
      `${year}-12-31`,
    )
  ).filter((a) => a.id !== options.without);
  const byEmployee = new Map<number, ApplicationRow[]>();
  for (const a of applications) byEmployee.set(a.employee_id, [...(byEmployee.get(a.employee_id) ?? []), a]);
  return employees.map((employee: EmployeeRow) => {
    const own = byEmployee.get(employee.id) ?? [];
    return {
      employee_id: employee.id,
      name: employee.name,
      staff_no: employee.staff_no,
      types: types
        .filter((t) => t.active || own.some((a) => a.leave_type_id === t.id))
        .filter((t) => t.gender === 'any' || t.gender === employee.gender)
        .map((t) =>
          typeBalance(
            t,
            employee,
            year,
            asOf,
            own.filter((a) => a.leave_type_id === t.id),
            firstYear,
          ),
        ),
    };
  });
}
