import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import type { HookTable } from '../../engine/hooks';
import { defineServerModule } from '../module';
import { booksHooks, booksPublicRoutes, booksRoutes } from './books';
import { expensesHooks, expensesPublicRoutes, expensesRoutes } from './expenses';
import { budgetsHooks, budgetsPublicRoutes, budgetsRoutes } from './budgets';
import { bankingHooks, bankingPublicRoutes, bankingRoutes } from './banking';
import { statementsHooks, statementsPublicRoutes, statementsRoutes } from './statements';
import { billingHooks, billingPublicRoutes, billingRoutes } from './billing';
import { chargesHooks, chargesPublicRoutes, chargesRoutes } from './charges';
import { ledgerRoutes } from './ledger/routes';
import { mpesaHooks, mpesaPublicRoutes, mpesaRoutes } from './mpesa';
import { paymentsHooks, paymentsPublicRoutes, paymentsRoutes } from './payments';
import { reportsHooks, reportsPublicRoutes, reportsRoutes } from './reports';
import { walletsHooks, walletsPublicRoutes, walletsRoutes } from './wallets';

/** Every area's hooks, merged per resource and event (an area never replaces another's). */
function mergeHooks(tables: readonly HookTable[]): HookTable {
  const merged: Record<string, Record<string, unknown[]>> = {};
  for (const table of tables)
    for (const [resource, events] of Object.entries(table))
      for (const [event, hooks] of Object.entries(events ?? {}))
        ((merged[resource] ??= {})[event] ??= []).push(...((hooks as unknown[]) ?? []));
  return merged as HookTable;
}

/**
 * Fees and finance on the server: /api/finance/* for signed-in users (each route guarded by
 * requireAccess), and the outside world's callbacks (M-Pesa) under /api/mpesa/{secret}/*.
 */
export const financeServer = defineServerModule({
  name: 'finance',
  prefix: '',
  hooks: (ctx) =>
    mergeHooks([
      billingHooks(ctx),
      paymentsHooks(ctx),
      mpesaHooks(ctx),
      chargesHooks(ctx),
      walletsHooks(ctx),
      reportsHooks(ctx),
      booksHooks(ctx),
      expensesHooks(ctx),
      budgetsHooks(ctx),
      bankingHooks(ctx),
      statementsHooks(ctx),
    ]),
  routes: (ctx, services) => {
    const routes = new Hono<AppEnv>();
    for (const area of [
      ledgerRoutes,
      billingRoutes,
      paymentsRoutes,
      mpesaRoutes,
      chargesRoutes,
      walletsRoutes,
      reportsRoutes,
      booksRoutes,
      expensesRoutes,
      budgetsRoutes,
      bankingRoutes,
      statementsRoutes,
    ])
      routes.route('/', area(ctx, services));
    return routes;
  },
  publicRoutes: (ctx, services) => {
    const routes = new Hono<AppEnv>();
    for (const area of [
      billingPublicRoutes,
      paymentsPublicRoutes,
      mpesaPublicRoutes,
      chargesPublicRoutes,
      walletsPublicRoutes,
      reportsPublicRoutes,
      booksPublicRoutes,
      expensesPublicRoutes,
      budgetsPublicRoutes,
      bankingPublicRoutes,
      statementsPublicRoutes,
    ])
      routes.route('/', area(ctx, services));
    return routes;
  },
});
