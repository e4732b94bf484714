import { todayAtSchool } from '../../src/schema/display';
import { leaveApplications } from '../../src/schema/hr-leave';
import { addDays, countedDates, daysOff, weekdayOf } from '../../src/schema/hr-leave-calendar';
import type { SessionUser } from '../context';
import { HttpError } from '../errors';
import { saveStaffRegister } from '../modules/hr/attendance/staff';
import { saveStudentRegister } from '../modules/hr/attendance/students';
import { workingDaysOf } from '../modules/hr/leave/facts';
import type { Db, ShuleDatabase } from './database';
import { type LeaveCode, plannedLeave, type LeavePlan, type Person } from './demo-hr-leave-plan';
import { seededRandom } from './demo-random';
import { writerFor } from './system-writes';

/**
 * The HR demo's leave part (after the register, see demo-hr.ts): last year's and this year's leave
 * taken, someone on leave today (the school's real today, as the /hr dashboard reads it), pending
 * applications for HR to decide, one rejected and one cancelled; the staff register of the last ten
 * school days and three streams' registers of the last five days of term. Every application goes
 * through the leave rules and every decision through the workflow, as HR's user (Mercy Njeri).
 */

async function hrUser(db: Db, branchId: number): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .where('username', '=', 'hr')
    .executeTakeFirst();
  return row ? { id: Number(row.id), username: 'hr', roles: ['ROLR_HR_ADMIN'], branchId } : undefined;
}

async function people(db: Db, branchId: number): Promise<Person[]> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'gender', 'category', 'terms', 'date_employed'])
    .where('branch_id', '=', branchId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    gender: String(r.gender),
    category: String(r.category),
    terms: String(r.terms),
    employed: r.date_employed ? String(r.date_employed).slice(0, 10) : '2000-01-01',
  }));
}

/** The working days before `today`, newest first. */
async function schoolDaysBefore(db: Db, branchId: number, today: string, count: number): Promise<string[]> {
  const rows = await db.selectFrom('public_holidays').select('date').where('branch_id', '=', branchId).execute();
  const rules = { workingDays: await workingDaysOf(db, branchId), holidays: daysOff(rows.map((r) => String(r.date))) };
  const days = countedDates(addDays(today, -4 * count - 14), addDays(today, -1), rules);
  return days.reverse().slice(0, count);
}

async function seedApplications(database: ShuleDatabase, branchId: number, hr: SessionUser, plans: LeavePlan[]) {
  const writer = await writerFor(database);
  const { transition } = await import('../engine/transition');
  for (const plan of plans)
    try {
      await database.db.transaction().execute(async (db) => {
        const made = await writer.create(db, hr, leaveApplications, plan.leave);
        for (const [action, input] of plan.steps)
          await transition(writer, db, hr, leaveApplications, Number(made.id), action, input);
      });
    } catch (error) {
      // A plan the rules refuse (an employee of the register too new for it) is left out whole.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
    }
}

const STAFF_NOTES = ['Phoned in sick', 'Family matter', 'Hospital appointment', 'Travelled upcountry'];

/** A staff register of a day as the clerk marks it: most present by eight, a few late, one or two away. */
async function seedStaffRegisters(database: ShuleDatabase, hr: SessionUser, days: readonly string[]) {
  const writer = await writerFor(database);
  const random = seededRandom(1428);
  const staff = await people(database.db, hr.branchId);
  for (const date of [...days].reverse()) {
    const onLeave = new Set(
      (
        await database.db
          .selectFrom('leave_applications')
          .select('employee_id')
          .where('branch_id', '=', hr.branchId)
          .where('status', '=', 'approved')
          .where('start_date', '<=', date)
          .where('end_date', '>=', date)
          .execute()
      ).map((r) => Number(r.employee_id)),
    );
    const rows = staff
      .filter((p) => p.employed <= date)
      .map((p) => {
        if (onLeave.has(p.id)) return { employee_id: p.id, status: 'on_leave' };
        const roll = random();
        if (roll < 0.03) return { employee_id: p.id, status: 'absent', note: STAFF_NOTES[Math.floor(random() * 4)] };
        const late = roll < 0.09;
        const minute = late ? 5 + Math.floor(random() * 50) : Math.floor(random() * 55);
        const time_in = `${late ? '08' : '07'}:${String(minute).padStart(2, '0')}`;
        return { employee_id: p.id, status: late ? 'late' : 'present', time_in };
      });
    await database.db.transaction().execute((db) => saveStaffRegister(db, hr, writer, date, { date, rows }));
  }
}

/** Three streams' registers (Forms 1 to 3, their first stream) for the last five days the school was open. */
async function seedClassRegisters(database: ShuleDatabase, hr: SessionUser, today: string) {
  const { db } = database;
  const writer = await writerFor(database);
  const random = seededRandom(2718);
  const term = await db
    .selectFrom('terms')
    .select(['start_date', 'end_date'])
    .where('branch_id', '=', hr.branchId)
    .where('start_date', '<=', today)
    .orderBy('start_date', 'desc')
    .executeTakeFirst();
  const last = term && String(term.end_date) < today ? addDays(String(term.end_date), 1) : today;
  const days = (await schoolDaysBefore(db, hr.branchId, last, 5)).filter((d) => !term || d >= String(term.start_date));
  const streams = await db
    .selectFrom('streams')
    .innerJoin('classes', 'classes.id', 'streams.class_id')
    .select(['streams.id', 'streams.class_id'])
    .where('streams.branch_id', '=', hr.branchId)
    .where('classes.active', '=', true)
    .orderBy('classes.level')
    .orderBy('streams.name')
    .execute();
  const chosen = new Map<number, number>();
  for (const s of streams)
    if (!chosen.has(Number(s.class_id)) && chosen.size < 3) chosen.set(Number(s.class_id), Number(s.id));
  for (const date of [...days].reverse())
    for (const [classId, streamId] of chosen) {
      const roll = await db
        .selectFrom('students')
        .select('id')
        .where('branch_id', '=', hr.branchId)
        .where('stream_id', '=', streamId)
        .where('status', '=', 'active')
        .execute();
      if (roll.length === 0) continue;
      const rows = roll.map((s) => {
        const r = random();
        const status = r < 0.03 ? 'absent' : r < 0.06 ? 'late' : r < 0.075 ? 'excused' : 'present';
        return { student_id: Number(s.id), status, ...(status === 'excused' ? { note: 'Sick bay' } : {}) };
      });
      const choice = { class_id: classId, stream_id: streamId };
      await db.transaction().execute((trx) => saveStudentRegister(trx, hr, writer, date, choice, { rows }));
    }
}

export async function seedHrLeaveDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const hr = await hrUser(database.db, branchId);
  if (!hr) return;
  const today = todayAtSchool();
  const staff = await people(database.db, branchId);
  const codes = await database.db
    .selectFrom('leave_types')
    .select(['id', 'code'])
    .where('branch_id', '=', branchId)
    .execute();
  const types = Object.fromEntries(codes.map((t) => [String(t.code), Number(t.id)])) as Record<LeaveCode, number>;
  await seedApplications(database, branchId, hr, plannedLeave(staff, today, weekdayOf, types));
  await seedStaffRegisters(database, hr, await schoolDaysBefore(database.db, branchId, today, 10));
  await seedClassRegisters(database, hr, today);
}
