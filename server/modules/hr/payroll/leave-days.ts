import type { Db } from '../../../db/database';
import { unpaidLeaveDaysOf } from '../leave';

/**
 * Unpaid leave of the month per employee, in working days (half-pay sick days count half), from
 * the leave engine (server/modules/hr/leave). Employees without any are absent from the map.
 */
export function leaveDaysOf(
  db: Db,
  branchId: number,
  period: string,
  employeeIds: readonly number[],
): Promise<Map<number, number>> {
  return unpaidLeaveDaysOf(db, branchId, period, employeeIds);
}
