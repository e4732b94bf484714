import { Hono } from 'hono';
import { todayAtSchool } from '../../../../src/schema/display';
import { employees } from '../../../../src/schema/hr-register';
import { leaveApplications } from '../../../../src/schema/hr-leave';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import { refusal, say } from '../../../errors';
import { balancesOf } from './balances';

const refuse = (field: string, message: ReturnType<typeof say>) => refusal(400, message, { [field]: message });

/**
 * `GET /api/hr/leave/balances?year=2026[&employee_id=7]`: each employee's balance of each leave
 * type for the year (the active employees, or the one asked for), for whoever reads leave.
 */
export function leaveRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/hr/leave/balances',
    requireAccess({ resources: [leaveApplications, employees], action: 'read' }),
    async (c) => {
      const user = c.get('user');
      const yearText = c.req.query('year') ?? todayAtSchool().slice(0, 4);
      const year = Number(yearText);
      if (!/^\d{4}$/.test(yearText) || year < 2000 || year > 2100) throw refuse('year', say('shule.hr.leave.bad_year'));
      const employeeText = c.req.query('employee_id');
      const employeeId = employeeText === undefined || employeeText === '' ? undefined : Number(employeeText);
      if (employeeId !== undefined && !(Number.isInteger(employeeId) && employeeId > 0))
        throw refuse('employee_id', say('shule.hr.leave.no_employee', { id: employeeText ?? '' }));
      const balances = await inBranch(ctx, user, 'read', (db) =>
        balancesOf(db, user.branchId, { year, ...(employeeId === undefined ? {} : { employeeIds: [employeeId] }) }),
      );
      if (employeeId !== undefined && balances.length === 0)
        throw refusal(404, say('shule.hr.leave.no_employee', { id: employeeId }));
      return c.json({ year, balances });
    },
  );
  return routes;
}
