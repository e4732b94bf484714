import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { defineServerModule } from '../module';
import { payrollHooks, payrollRunRoutes } from './payroll';
import { leaveHooks, leaveRoutes } from './leave';
import { attendanceRoutes } from './attendance';
import { engineRoutes, ratesHooks } from './payroll/engine';
import { registerHooks, registerRoutes } from './register';

/** HR and payroll on the server: the payroll engine and run, returns, leave (/api/hr/*, /api/payroll/*). */
export const hrServer = defineServerModule({
  name: 'hr',
  prefix: '',
  hooks: (ctx) => ({ ...payrollHooks(ctx), ...ratesHooks(), ...leaveHooks(ctx), ...registerHooks() }),
  routes: (ctx, services) => {
    const routes = new Hono<AppEnv>();
    routes.route('/', payrollRunRoutes(ctx, services));
    routes.route('/', leaveRoutes(ctx));
    routes.route('/', attendanceRoutes(ctx, services));
    routes.route('/', engineRoutes(ctx));
    routes.route('/', registerRoutes(ctx));
    return routes;
  },
});
