import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { linkLedgerAccount } from './accounts';
import { finalise, fromStatement, refreshAfterSave } from './reconciliations';
import { bankingRoutes as routes } from './routes';
import { checkStatement, followStatement, keepUsedStatement } from './statements';

/** The finance module's banking area on the server: bank and M-Pesa accounts per fund, bank statements, reconciliation and the cash book. */
export const bankingHooks = (_ctx: AppContext): HookTable => ({
  bank_accounts: { beforeSave: [linkLedgerAccount] },
  bank_statements: { validate: [checkStatement], afterSave: [followStatement], beforeDelete: [keepUsedStatement] },
  bank_reconciliations: { beforeSave: [fromStatement], afterSave: [refreshAfterSave], onTransition: [finalise] },
});
export const bankingRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> => routes(ctx, services);
export const bankingPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
