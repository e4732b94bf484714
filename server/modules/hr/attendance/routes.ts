import { Hono } from 'hono';
import { todayAtSchool } from '../../../../src/schema/display';
import { staffAttendance, studentAttendance } from '../../../../src/schema/hr-attendance';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv, SessionUser } from '../../../context';
import { inBranch } from '../../../crud/scope';
import { readJsonObject } from '../../../http/json';
import type { ModuleServices } from '../../module';
import { registerDate } from './register';
import { saveStaffRegister, staffRegister, staffSummary } from './staff';
import { type ClassChoice, classChoice, saveStudentRegister, studentRegister, studentSummary } from './students';

/**
 * The daily registers: `GET /api/hr/attendance/staff?date=` and `.../students?date=&class_id=&stream_id=`
 * answer the day's register with the fortnight's counts; `POST` the same paths with `{date, rows}`
 * (and the class) saves a whole day in one transaction and answers the register as saved.
 */
export function attendanceRoutes(ctx: AppContext, services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staffDay = (user: SessionUser, date: string) =>
    inBranch(ctx, user, 'read', async (db) => ({
      date,
      rows: await staffRegister(db, user.branchId, date),
      summary: await staffSummary(db, user.branchId, date),
    }));
  const classDay = (user: SessionUser, date: string, choice: ClassChoice) =>
    inBranch(ctx, user, 'read', async (db) => ({
      date,
      ...choice,
      rows: await studentRegister(db, user.branchId, date, choice),
      summary: await studentSummary(db, user.branchId, date, choice),
    }));

  routes.get('/hr/attendance/staff', requireAccess({ resource: staffAttendance, action: 'read' }), async (c) => {
    const date = registerDate(c.req.query('date') ?? todayAtSchool());
    return c.json(await staffDay(c.get('user'), date));
  });

  routes.post('/hr/attendance/staff', requireAccess({ resource: staffAttendance, action: 'write' }), async (c) => {
    const user = c.get('user');
    const body = await readJsonObject(c);
    const date = registerDate(body.date);
    const saved = await inBranch(ctx, user, 'write', (db) => saveStaffRegister(db, user, services.writer, date, body));
    return c.json({ ...(await staffDay(user, date)), saved });
  });

  routes.get('/hr/attendance/students', requireAccess({ resource: studentAttendance, action: 'read' }), async (c) => {
    const user = c.get('user');
    const date = registerDate(c.req.query('date') ?? todayAtSchool());
    const choice = await inBranch(ctx, user, 'read', (db) =>
      classChoice(db, user.branchId, c.req.query('class_id'), c.req.query('stream_id')),
    );
    return c.json(await classDay(user, date, choice));
  });

  routes.post('/hr/attendance/students', requireAccess({ resource: studentAttendance, action: 'write' }), async (c) => {
    const user = c.get('user');
    const body = await readJsonObject(c);
    const date = registerDate(body.date);
    const { choice, saved } = await inBranch(ctx, user, 'write', async (db) => {
      const chosen = await classChoice(db, user.branchId, body.class_id, body.stream_id);
      return { choice: chosen, saved: await saveStudentRegister(db, user, services.writer, date, chosen, body) };
    });
    return c.json({ ...(await classDay(user, date, choice)), saved });
  });
  return routes;
}
