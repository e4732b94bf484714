import { Hono } from 'hono';
import { journalEntries } from '../../../../src/schema/finance-ledger';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import type { ModuleServices } from '../../module';
import { trialBalance } from './trial-balance';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `GET /api/finance/trial-balance?from=&to=`: every account's net debit or credit and the two
 * totals, for whoever reads the journal. The accounting issue builds its report screens on it.
 */
export function ledgerRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/finance/trial-balance', requireAccess({ resource: journalEntries, action: 'read' }), async (c) => {
    const user = c.get('user');
    const from = c.req.query('from');
    const to = c.req.query('to');
    const period = {
      ...(from && ISO_DATE.test(from) ? { from } : {}),
      ...(to && ISO_DATE.test(to) ? { to } : {}),
    };
    return c.json(await inBranch(ctx, user, 'read', (db) => trialBalance(db, user.branchId, period)));
  });
  return routes;
}
