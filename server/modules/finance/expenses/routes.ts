import { Hono } from 'hono';
import { englishText } from '../../../../src/schema';
import { paymentVouchers } from '../../../../src/schema/finance-expenses-vouchers';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { inBranch } from '../../../crud/scope';
import { notFound } from '../../../errors';
import type { ModuleServices } from '../../module';
import { attachmentFiles, attachmentRow, receiveAttachment, uploadIdOf } from '../../messaging/newsletter-files';
import { serveUpload } from '../../uploads/serve';
import { budgetWarningsOf } from './budget-warnings';
import { VOUCHER_FILE_OWNER } from './voucher-files';
import { voucherPdf } from './voucher-pdf';

/**
 * The vouchers' own routes under /api/finance: the voucher's PDF, the budget warnings its record
 * shows, and its supporting documents (uploaded before the voucher is saved, then named by id).
 */
export function voucherRoutes(ctx: AppContext, services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const read = requireAccess({ resource: paymentVouchers, action: 'read' });
  const write = requireAccess({ resource: paymentVouchers, action: 'write' });

  routes.get('/finance/vouchers/:id/voucher.pdf', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const { pdf, voucherNo } = await inBranch(ctx, user, 'read', (db) => voucherPdf(db, user.branchId, id, ctx));
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="voucher-${voucherNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`,
        'content-length': String(pdf.length),
        'cache-control': 'private',
      },
    });
  });

  // What the voucher would do to its fund's budget: each warning's English, key and arguments.
  routes.get('/finance/vouchers/:id/budget-warnings', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const warnings = await inBranch(ctx, user, 'read', async (db) =>
      budgetWarningsOf(db, user.branchId, await services.writer.load(db, user, paymentVouchers, id)),
    );
    return c.json(warnings.map((w) => ({ message: englishText(w), code: w.message, args: w.args, keys: w.keys })));
  });

  routes.post('/finance/voucher-files', write, async (c) =>
    c.json(await receiveAttachment(c, ctx, c.get('user'), VOUCHER_FILE_OWNER), 201),
  );

  // ?ids=3,4: the names, types and sizes of documents, for the form and the record page.
  routes.get('/finance/voucher-files', read, async (c) => {
    const user = c.get('user');
    const ids = (c.req.query('ids') ?? '').split(',').slice(0, 50).map(uploadIdOf).filter(Number.isSafeInteger);
    return c.json(
      await inBranch(ctx, user, 'read', (db) => attachmentFiles(db, user.branchId, ids, VOUCHER_FILE_OWNER)),
    );
  });

  routes.get('/finance/voucher-files/:id', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const row = await inBranch(ctx, user, 'read', (db) => attachmentRow(db, user.branchId, id, VOUCHER_FILE_OWNER));
    if (!row) throw notFound();
    return serveUpload(c, ctx, row);
  });

  return routes;
}
