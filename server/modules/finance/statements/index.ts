import { type Context, Hono } from 'hono';
import {
  type FinancialReport,
  type FinancialReportName,
  isFinancialReport,
} from '../../../../src/schema/financial-report';
import { FINANCIAL_REPORT_READERS } from '../../../../src/schema/finance-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import type { Db } from '../../../db/database';
import type { HookTable } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { budgetActualReport } from './budget-actual';
import { feeCollectionReport } from './fee-collection';
import { financialPositionReport } from './financial-position';
import { incomeExpenditureReport } from './income-expenditure';
import { type StatementScope, statementScope } from './period';
import { reportPdf } from './pdf';
import { receiptsPaymentsReport } from './receipts-payments';
import { trialBalanceReport } from './trial-balance';
import { fileName } from './wording';
import { reportXlsx } from './xlsx';

/** Each statement's builder: the figures, drawn from the journal (and invoices, budgets) of one branch. */
export const STATEMENT_BUILDERS: Readonly<
  Record<FinancialReportName, (db: Db, scope: StatementScope) => Promise<FinancialReport>>
> = {
  trial_balance: trialBalanceReport,
  receipts_payments: receiptsPaymentsReport,
  income_expenditure: incomeExpenditureReport,
  financial_position: financialPositionReport,
  budget_actual: budgetActualReport,
  fee_collection: feeCollectionReport,
};

/**
 * The finance module's statements area on the server: the school's financial statements (trial
 * balance, receipts and payments, income and expenditure, financial position, budget vs actual,
 * fee collection by vote head) for any period, per fund or consolidated, as JSON for the screen,
 * as a PDF on the letterhead and as a workbook. FINANCIAL_REPORT_READERS only.
 */
export function statementsRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const readers = requireAccess({ roles: FINANCIAL_REPORT_READERS });

  /** The statement the request names, for the caller's branch, and what `render` makes of it. */
  const statement = <T>(
    c: Context<AppEnv>,
    render: (db: Db, report: FinancialReport) => Promise<T>,
  ): Promise<{ report: FinancialReport; out: T }> => {
    const user = c.get('user');
    const name = c.req.param('report') ?? '';
    if (!isFinancialReport(name)) throw refusal(404, say('shule.finance.statements.unknown_report', { name }));
    return inBranch(ctx, user, 'read', async (db) => {
      const scope = await statementScope(db, user.branchId, c.req.query());
      const report = await STATEMENT_BUILDERS[name](db, scope);
      return { report, out: await render(db, report) };
    });
  };

  routes.get('/finance/statements/:report', readers, async (c) => {
    const { report } = await statement(c, async () => null);
    return c.json(report);
  });

  routes.get('/finance/statements/:report/pdf', readers, async (c) => {
    const { report, out } = await statement(c, (db, built) => reportPdf(db, c.get('user').branchId, built, ctx));
    return new Response(new Uint8Array(out), {
      headers: {
        'content-type': 'application/pdf',
        // Inline: the browser opens it to read or print; the name is kept when saved.
        'content-disposition': `inline; filename="${fileName(report, 'pdf')}"`,
        'content-length': String(out.length),
      },
    });
  });

  routes.get('/finance/statements/:report/xlsx', readers, async (c) => {
    const { report, out } = await statement(c, (db, built) => reportXlsx(db, c.get('user').branchId, built));
    return new Response(new Uint8Array(out), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${fileName(report, 'xlsx')}"`,
        'content-length': String(out.length),
      },
    });
  });

  return routes;
}

export const statementsHooks = (_ctx: AppContext): HookTable => ({});
export const statementsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
