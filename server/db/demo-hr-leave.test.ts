import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../src/schema/display';
import { weekdayOf } from '../../src/schema/hr-leave-calendar';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';

let t: TestApp;
let branchId: number;
const today = todayAtSchool();

beforeAll(async () => {
  t = await createTestApp({ students: 40 });
  branchId = await branchIdOf(t, 'DHS');
}, 120_000);
afterAll(() => t.close());

const applications = () =>
  t.ctx.database.db.selectFrom('leave_applications').selectAll().where('branch_id', '=', branchId).execute();

describe(`the leave demo on ${ENGINE}`, () => {
  it('has someone on leave today, leave waiting for HR, and leave decided by HR', async () => {
    const rows = await applications();
    const onLeaveToday = rows.filter(
      (r) => r.status === 'approved' && String(r.start_date) <= today && String(r.end_date) >= today,
    );
    expect(onLeaveToday.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const decided = rows.filter((r) => r.status !== 'pending');
    expect(new Set(decided.map((r) => r.decided_by))).toEqual(new Set(['Mercy Njeri']));
    // Last year's leave is there to be carried forward.
    expect(rows.some((r) => String(r.start_date) < `${Number(today.slice(0, 4)) - 1}-12-31`)).toBe(true);
    // Every application's days were counted by the engine, none by hand.
    expect(
      rows.every(
        (r) =>
          Number(r.days) > 0 &&
          Number(r.days) === Number(r.full_pay_days) + Number(r.half_pay_days) + Number(r.unpaid_days),
      ),
    ).toBe(true);
  });

  it('marks the staff register of the last ten school days, leave as on leave', async () => {
    const marks = await t.ctx.database.db
      .selectFrom('staff_attendance')
      .select(['date', 'employee_id', 'status'])
      .where('branch_id', '=', branchId)
      .execute();
    const days = [...new Set(marks.map((m) => String(m.date)))].sort();
    expect(days).toHaveLength(10);
    expect(days.every((d) => d < today && !['sat', 'sun'].includes(weekdayOf(d)))).toBe(true);
    const approved = (await applications()).filter((r) => r.status === 'approved');
    for (const mark of marks) {
      const away = approved.some(
        (a) =>
          Number(a.employee_id) === Number(mark.employee_id) &&
          String(a.start_date) <= String(mark.date) &&
          String(a.end_date) >= String(mark.date),
      );
      expect(mark.status === 'on_leave').toBe(away);
    }
    expect(marks.filter((m) => m.status === 'present').length / marks.length).toBeGreaterThan(0.8);
  });

  it('marks three streams’ registers for up to five school days of the term', async () => {
    const marks = await t.ctx.database.db
      .selectFrom('student_attendance')
      .select(['date', 'stream_id', 'status'])
      .where('branch_id', '=', branchId)
      .execute();
    expect(new Set(marks.map((m) => m.stream_id)).size).toBe(3);
    const days = new Set(marks.map((m) => String(m.date)));
    expect(days.size).toBeGreaterThanOrEqual(1);
    expect(days.size).toBeLessThanOrEqual(5);
    expect(marks.some((m) => m.status === 'present')).toBe(true);
  });
});
