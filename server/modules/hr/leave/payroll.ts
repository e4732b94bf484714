import type { Db } from '../../../db/database';
import { countedDates } from '../../../../src/schema/hr-leave-calendar';
import { roundDays } from './entitlement';
import { dayRulesFor, leaveTypesOf } from './facts';

/**
 * What approved leave takes off a month's pay: its unpaid days, and half of each half-pay day
 * (sick leave after its full-pay days), counted on the month's own days. A leave's days are spent
 * in date order: full-pay days first, then half-pay, then unpaid, so a sick leave running into a
 * new month puts its half-pay days in the later month.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isPayPeriod = (period: string): boolean => MONTH.test(period);

function lastOfMonth(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Unpaid-day equivalents of the month per employee (absent: none), for the payroll run. */
export async function unpaidLeaveDaysOf(
  db: Db,
  branchId: number,
  period: string,
  employeeIds?: readonly number[],
): Promise<Map<number, number>> {
  if (!isPayPeriod(period)) throw new Error(`unpaidLeaveDaysOf: ${period} is not YYYY-MM`);
  const first = `${period}-01`;
  const last = lastOfMonth(period);
  let query = db
    .selectFrom('leave_applications')
    .select(['employee_id', 'leave_type_id', 'start_date', 'end_date', 'full_pay_days', 'half_pay_days', 'unpaid_days'])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'approved')
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .where((eb) => eb.or([eb('half_pay_days', '>', 0), eb('unpaid_days', '>', 0)]));
  if (employeeIds) query = query.where('employee_id', 'in', employeeIds.length > 0 ? [...employeeIds] : [0]);
  const rows = await query.execute();
  const result = new Map<number, number>();
  if (rows.length === 0) return result;
  const types = new Map((await leaveTypesOf(db, branchId)).map((t) => [t.id, t]));
  for (const row of rows) {
    const start = String(row.start_date).slice(0, 10);
    const end = String(row.end_date).slice(0, 10);
    const rules = await dayRulesFor(db, branchId, start, end);
    const calendar = types.get(Number(row.leave_type_id))?.counts === 'calendar_days';
    let full = Number(row.full_pay_days ?? 0);
    let half = Number(row.half_pay_days ?? 0);
    let off = 0;
    for (const day of countedDates(start, end, { ...rules, calendar })) {
      // Each day is spent from the full-pay days, then the half-pay days, then unpaid (fractions too).
      const fromFull = Math.min(1, full);
      full -= fromFull;
      const fromHalf = Math.min(1 - fromFull, half);
      half -= fromHalf;
      if (day >= first && day <= last) off += fromHalf / 2 + (1 - fromFull - fromHalf);
    }
    const employee = Number(row.employee_id);
    if (off > 0) result.set(employee, roundDays((result.get(employee) ?? 0) + off));
  }
  return result;
}

/** unpaidLeaveDays(db, branchId, employeeId, 'YYYY-MM'): one employee's unpaid-day equivalents in a month. */
export async function unpaidLeaveDays(db: Db, branchId: number, employeeId: number, period: string): Promise<number> {
  return (await unpaidLeaveDaysOf(db, branchId, period, [employeeId])).get(employeeId) ?? 0;
}
