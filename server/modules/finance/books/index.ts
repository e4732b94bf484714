import { Hono } from 'hono';
import { accountingPeriods } from '../../../../src/schema/finance-books';
import { accounts } from '../../../../src/schema/finance-ledger';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import type { HookTable } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { chartOfAccounts, keepPostedAccounts } from './chart';
import { checkJournal, journalSteps, numberJournal } from './manual-journals';
import { createYearPeriods, periodSteps } from './periods';

/** The finance module's books area on the server: chart of accounts, manual journal entries approved before posting, period locks. */
export const booksHooks = (_ctx: AppContext): HookTable => ({
  accounts: { beforeDelete: [keepPostedAccounts] },
  manual_journals: { validate: [checkJournal], beforeSave: [numberJournal], onTransition: [journalSteps] },
  accounting_periods: { onTransition: [periodSteps] },
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `GET /api/finance/books/chart?to=YYYY-MM-DD`: the chart with balances (readers of accounts).
 * `POST /api/finance/books/periods {fiscal_year}`: the year's twelve months (bookkeepers).
 */
export const booksRoutes = (ctx: AppContext, { writer }: ModuleServices): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  routes.get('/finance/books/chart', requireAccess({ resource: accounts, action: 'read' }), async (c) => {
    const user = c.get('user');
    const to = c.req.query('to');
    const date = to && ISO_DATE.test(to) ? to : undefined;
    return c.json(await inBranch(ctx, user, 'read', (db) => chartOfAccounts(db, user.branchId, date)));
  });
  routes.post('/finance/books/periods', requireAccess({ resource: accountingPeriods, action: 'write' }), async (c) => {
    const user = c.get('user');
    const body: unknown = await c.req.json().catch(() => null);
    // Any JSON may arrive (null, a list, a number): only an object's fiscal_year is read.
    const year =
      body !== null && typeof body === 'object' ? Number((body as { fiscal_year?: unknown }).fiscal_year) : NaN;
    if (!Number.isInteger(year) || year < 2000 || year > 2100) {
      const message = say('shule.finance.books.fiscal_year_needed');
      throw refusal(400, message, { fiscal_year: message });
    }
    const created = await inBranch(ctx, user, 'write', (db) => createYearPeriods(db, user, writer, year));
    return c.json({ fiscal_year: year, created }, created > 0 ? 201 : 200);
  });
  return routes;
};
export const booksPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
