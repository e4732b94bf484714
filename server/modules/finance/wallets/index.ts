import { Hono } from 'hono';
import { pocketMoneyTransactions } from '../../../../src/schema/finance-wallets';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import type { HookTable } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { keepWalletBalance, postWalletTransaction, walletStatement } from './pocket-money';
import { refundSteps, refundWithinCredit, requestedBy } from './refunds';

/** The finance module's wallets area on the server: refunds' steps and pocket-money wallets. */
export const walletsHooks = (_ctx: AppContext): HookTable => ({
  // After the engine's reference checks: a student of another school is a 400, not "no credit".
  refunds: { beforeSave: [refundWithinCredit, requestedBy], onTransition: [refundSteps] },
  pocket_money_transactions: { beforeSave: [keepWalletBalance], afterSave: [postWalletTransaction] },
});

/** `GET /api/finance/pocket-money/:studentId/statement`: a wallet's transactions and balance. */
export const walletsRoutes = (ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/finance/pocket-money/:studentId/statement',
    requireAccess({ resource: pocketMoneyTransactions, action: 'read' }),
    async (c) => {
      const user = c.get('user');
      const raw = c.req.param('studentId');
      const studentId = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
      const statement = Number.isSafeInteger(studentId)
        ? await inBranch(ctx, user, 'read', (db) => walletStatement(db, user.branchId, studentId))
        : null;
      if (!statement) throw refusal(404, say('shule.finance.wallets.not_a_student', { id: raw.slice(0, 20) }));
      return c.json(statement);
    },
  );
  return routes;
};
export const walletsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
