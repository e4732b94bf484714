import { Hono } from 'hono';
import { feePayments, PAYMENT_MODES, type PaymentMode } from '../../../../src/schema/finance-payments';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { inBranch } from '../../../crud/scope';
import { fieldsRefused, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { receiptPdf } from './pdf/receipt-pdf';
import { previewAllocation } from './receive';
import { findStudents } from './students';

const wholeCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * `POST /api/finance/payments/preview` {student_id, amount, mode?, vote_head_ids?}: where the money
 * would go, before it is saved. `GET /api/finance/payments/:id/receipt.pdf`: the receipt.
 */
export function paymentRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/finance/payments/preview', requireAccess({ resource: feePayments, action: 'write' }), async (c) => {
    const user = c.get('user');
    const raw: unknown = await c.req.json().catch(() => ({}));
    // Any JSON may arrive (null, a list, a number): only an object's fields are read.
    const body = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const refused: Record<string, ReturnType<typeof say>> = {};
    if (!wholeCents(body.student_id)) refused.student_id = say('shule.validation.required');
    if (!wholeCents(body.amount)) refused.amount = say('shule.finance.payments.amount_positive');
    const mode = PAYMENT_MODES.includes(body.mode as PaymentMode) ? (body.mode as PaymentMode) : 'cash';
    if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
    const voteHeadIds = Array.isArray(body.vote_head_ids)
      ? body.vote_head_ids.map(Number).filter(Number.isSafeInteger)
      : [];
    const preview = await inBranch(ctx, user, 'read', async (db) => {
      const student = await db
        .selectFrom('students')
        .select('id')
        .where('branch_id', '=', user.branchId)
        .where('id', '=', Number(body.student_id))
        .executeTakeFirst();
      if (!student)
        throw fieldsRefused({
          student_id: say('shule.finance.payments.student_not_found', { id: Number(body.student_id) }),
        });
      return previewAllocation(db, user.branchId, Number(body.student_id), Number(body.amount), { mode, voteHeadIds });
    });
    return c.json(preview);
  });

  // Clerks who receive fees may not read the student registry; they find a student here.
  routes.get('/finance/payments/students', requireAccess({ resource: feePayments, action: 'write' }), async (c) => {
    const user = c.get('user');
    const id = Number(c.req.query('id') ?? 0);
    const found = await inBranch(ctx, user, 'read', (db) =>
      findStudents(db, user.branchId, c.req.query('q') ?? '', Number.isSafeInteger(id) && id > 0 ? id : undefined),
    );
    return c.json(found);
  });

  routes.get(
    '/finance/payments/:id/receipt.pdf',
    requireAccess({ resource: feePayments, action: 'read' }),
    async (c) => {
      const user = c.get('user');
      const id = parseId(c.req.param('id'));
      const { pdf, receiptNo } = await inBranch(ctx, user, 'read', (db) => receiptPdf(db, user.branchId, id, ctx));
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
