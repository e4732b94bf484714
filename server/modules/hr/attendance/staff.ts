import { staffAttendance } from '../../../../src/schema/hr-attendance';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Writer } from '../../../engine/writer';
import { say } from '../../../errors';
import { addDays } from '../../../../src/schema/hr-leave-calendar';
import { checkedRows, dailyCounts, saveMarks, storedMarks } from './register';

/**
 * The staff register of a day: every employee in service that day (active, employed by then, not
 * yet left), each with the day's mark, or none yet; an employee on approved leave that day is on
 * leave unless the register says otherwise.
 */
export interface StaffLine {
  readonly employee_id: number;
  readonly name: string;
  readonly staff_no: string | null;
  readonly job_title: string | null;
  readonly status: string | null;
  readonly time_in: string | null;
  readonly note: string | null;
  /** Marked on the register (or by a device), not only shown. */
  readonly saved: boolean;
  /** The approved leave covering the day, by type name. */
  readonly leave: string | null;
}

async function staffInService(db: Db, branchId: number, date: string) {
  return db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'staff_no', 'job_title'])
    .where('branch_id', '=', branchId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('date_employed', 'is', null), eb('date_employed', '<=', date)]))
    .where((eb) => eb.or([eb('date_left', 'is', null), eb('date_left', '>=', date)]))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** Approved leave covering the day, by employee: the leave type's name. */
async function onLeave(db: Db, branchId: number, date: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('leave_applications')
    .innerJoin('leave_types', 'leave_types.id', 'leave_applications.leave_type_id')
    .select(['leave_applications.employee_id', 'leave_types.name'])
    .where('leave_applications.branch_id', '=', branchId)
    .where('leave_applications.status', '=', 'approved')
    .where('leave_applications.start_date', '<=', date)
    .where('leave_applications.end_date', '>=', date)
    .execute();
  return new Map(rows.map((r) => [Number(r.employee_id), String(r.name)]));
}

export async function staffRegister(db: Db, branchId: number, date: string): Promise<StaffLine[]> {
  const [staff, leave] = await Promise.all([staffInService(db, branchId, date), onLeave(db, branchId, date)]);
  const marks = await storedMarks(
    db,
    'staff_attendance',
    'employee_id',
    branchId,
    date,
    staff.map((s) => Number(s.id)),
  );
  return staff.map((s) => {
    const id = Number(s.id);
    const mark = marks.get(id);
    const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
    return {
      employee_id: id,
      name: `${String(s.first_name)} ${String(s.last_name)}`,
      staff_no: text(s.staff_no),
      job_title: text(s.job_title),
      status: text(mark?.status) ?? (leave.has(id) ? 'on_leave' : null),
      time_in: text(mark?.time_in),
      note: text(mark?.note),
      saved: mark !== undefined,
      leave: leave.get(id) ?? null,
    };
  });
}

/** Saves a day's staff register in the caller's transaction. */
export async function saveStaffRegister(
  db: Db,
  user: SessionUser,
  writer: Writer,
  date: string,
  body: unknown,
): Promise<{ created: number; changed: number }> {
  const inService = new Set((await staffInService(db, user.branchId, date)).map((s) => Number(s.id)));
  const rows = checkedRows(
    staffAttendance,
    'employee_id',
    body,
    { date },
    (id) => inService.has(id),
    say('shule.hr.attendance.not_employee'),
  );
  return saveMarks(db, user, writer, staffAttendance, 'employee_id', date, rows);
}

/** Present, absent, late and on-leave counts for the register days of the fortnight up to `date`. */
export const staffSummary = (db: Db, branchId: number, date: string) =>
  dailyCounts(db, 'staff_attendance', branchId, addDays(date, -13), date);
