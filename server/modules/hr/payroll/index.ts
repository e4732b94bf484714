import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { payrollRoutes } from './routes';
import { checkPayroll, computeNewRun, payrollSteps, prepareRun } from './rules';

/**
 * The HR module's payroll area on the server: the monthly run (computed with the statutory
 * engine in engine/, approved by a second person, paid and posted), its documents and files.
 */
export const payrollHooks = (_ctx: AppContext): HookTable => ({
  payrolls: {
    validate: [checkPayroll],
    beforeSave: [prepareRun],
    afterSave: [computeNewRun],
    onTransition: [payrollSteps],
  },
});
export const payrollRunRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> =>
  payrollRoutes(ctx, services);
