import { Hono } from 'hono';
import { financeStudentsReport, REMINDER_ROLES } from '../../../../src/schema/finance-reports';
import { DASHBOARD_ROLES } from '../../../../src/schema/finance-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { jsonObject } from '../../../crud/routes';
import { inBranch } from '../../../crud/scope';
import type { HookTable } from '../../../engine/hooks';
import { wakeSenders } from '../../messaging/sender-wake';
import type { ModuleServices } from '../../module';
import { financeDashboard } from './dashboard';
import { parseFeeSms, previewFeeSms, sendFeeSms } from './reminders';
import { statementOf, statementPeriod } from './statement';
import { statementPdf } from './statement-pdf';
import { feeTemplates } from './templates';

/**
 * The finance module's documents and reports on the server (/api/finance/...): a student's
 * statement (JSON and PDF on the letterhead), the dashboard's figures, and fee SMS (reminders to
 * the filtered balances, balance and invoice notices) through messaging's queueSms.
 */
export function reportsRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const readsAccounts = requireAccess({ report: financeStudentsReport });
  const sendsFeeSms = requireAccess({ roles: REMINDER_ROLES });

  routes.get('/finance/students/:id/statement', readsAccounts, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const period = statementPeriod(c.req.query('from'), c.req.query('to'));
    return c.json(await inBranch(ctx, user, 'read', (db) => statementOf(db, user.branchId, id, period)));
  });

  routes.get('/finance/students/:id/statement.pdf', readsAccounts, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const period = statementPeriod(c.req.query('from'), c.req.query('to'));
    const pdf = await inBranch(ctx, user, 'read', async (db) =>
      statementPdf(db, user.branchId, await statementOf(db, user.branchId, id, period), ctx),
    );
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        // Inline: the browser opens it to read or print; the name is kept when saved.
        'content-disposition': `inline; filename="fee-statement-${id}.pdf"`,
        'content-length': String(pdf.length),
      },
    });
  });

  routes.get('/finance/dashboard', requireAccess({ roles: DASHBOARD_ROLES }), async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => financeDashboard(db, user.branchId)));
  });

  routes.get('/finance/fee-sms/templates', sendsFeeSms, async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => feeTemplates(db, user.branchId)));
  });

  routes.post('/finance/fee-sms/preview', sendsFeeSms, async (c) => {
    const user = c.get('user');
    const request = parseFeeSms(await jsonObject(c));
    return c.json(await inBranch(ctx, user, 'read', (db) => previewFeeSms(db, user, request)));
  });

  routes.post('/finance/fee-sms/send', sendsFeeSms, async (c) => {
    const user = c.get('user');
    const request = parseFeeSms(await jsonObject(c));
    const answer = await inBranch(ctx, user, 'write', (db) => sendFeeSms(db, user, request));
    wakeSenders();
    return c.json(answer, 201);
  });

  return routes;
}

export const reportsHooks = (_ctx: AppContext): HookTable => ({});
export const reportsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
