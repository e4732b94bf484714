import { Hono } from 'hono';
import { otherIncomes } from '../../../../src/schema/finance-other-incomes';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { inBranch } from '../../../crud/scope';
import { otherIncomePdf } from './other-income-pdf';

/** `GET /api/finance/other-incomes/:id/receipt.pdf`: an income receipt, for whoever may read them. */
export function budgetRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/finance/other-incomes/:id/receipt.pdf',
    requireAccess({ resource: otherIncomes, action: 'read' }),
    async (c) => {
      const user = c.get('user');
      const id = parseId(c.req.param('id'));
      const { pdf, receiptNo } = await inBranch(ctx, user, 'read', (db) => otherIncomePdf(db, user.branchId, id, ctx));
      return new Response(new Uint8Array(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="receipt-${receiptNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`,
          'content-length': String(pdf.length),
        },
      });
    },
  );
  return routes;
}
