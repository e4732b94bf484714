import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import type { HookTable } from '../../engine/hooks';
import { defineServerModule } from '../module';
import { payrollHooks, payrollRunRoutes } from './payroll';
import { leaveHooks, leaveRoutes } from './leave';
import { attendanceRoutes } from './attendance';
import { engineRoutes, ratesHooks } from './payroll/engine';
import { registerHooks, registerRoutes } from './register';

/** One HR area's hooks (the payroll run, the rates, leave, the register). */
export type HrHookArea = (ctx: AppContext) => HookTable;

/** The HR areas whose hooks the module carries, in the order they run. */
export const HR_HOOK_AREAS: readonly HrHookArea[] = [
  payrollHooks,
  () => ratesHooks(),
  leaveHooks,
  () => registerHooks(),
];

/**
 * Every area's hooks, merged per resource and event: two areas hooking one resource (leave and the
 * payroll both checking an employee) both run, in the areas' order; neither replaces the other.
 */
export function mergeHookTables(tables: readonly HookTable[]): HookTable {
  const merged: Record<string, Partial<Record<string, unknown[]>>> = {};
  for (const table of tables)
    for (const [resource, events] of Object.entries(table))
      for (const [event, hooks] of Object.entries(events ?? {}))
        if (hooks) ((merged[resource] ??= {})[event] ??= []).push(...hooks);
  return merged as HookTable;
}

export const hrHooks = (ctx: AppContext, areas: readonly HrHookArea[] = HR_HOOK_AREAS): HookTable =>
  mergeHookTables(areas.map((area) => area(ctx)));

/** HR and payroll on the server: the payroll engine and run, returns, leave (/api/hr/*, /api/payroll/*). */
export const hrServer = defineServerModule({
  name: 'hr',
  prefix: '',
  hooks: (ctx) => hrHooks(ctx),
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
