import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import { leaveDecisions } from './decisions';
import { checkApplication } from './rules';
import { leaveRoutes as routes } from './routes';

export { balancesOf, type EmployeeBalances, type TypeBalance } from './balances';
export { unpaidLeaveDays, unpaidLeaveDaysOf } from './payroll';
export { seedLeaveDefaults } from './defaults';

/**
 * The HR module's leave area on the server: an application's days counted and checked on every
 * save (type, dates, overlap, balance) and again when HR approves it; balances per employee; and
 * what approved unpaid and half-pay leave takes off a month's pay, for the payroll run.
 */
export const leaveHooks = (_ctx: AppContext): HookTable => ({
  leave_applications: { validate: [checkApplication], onTransition: [leaveDecisions] },
});
export const leaveRoutes = (ctx: AppContext): Hono<AppEnv> => routes(ctx);
