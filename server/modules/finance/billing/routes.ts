import { Hono } from 'hono';
import { feeStructures, TERMS } from '../../../../src/schema/finance-billing';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { jsonObject } from '../../../crud/routes';
import { inBranch } from '../../../crud/scope';
import type { Db } from '../../../db/database';
import { type FieldCode, fieldsRefused, say } from '../../../errors';
import { planTermBilling, runTermBilling, type TermBillingRequest } from './term-billing';

/** The run's body, checked: 400 with each field's message, a class of another school included. */
async function billingRequest(db: Db, branchId: number, body: Record<string, unknown>): Promise<TermBillingRequest> {
  const errors: Record<string, FieldCode> = {};
  const year = Number(body.academic_year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    errors.academic_year = say('shule.finance.billing.year_invalid');
  const term = String(body.term ?? '');
  if (!(TERMS as readonly string[]).includes(term)) errors.term = say('shule.finance.billing.term_invalid');
  const raw = Array.isArray(body.class_ids) ? body.class_ids : [];
  const classIds = [...new Set(raw.map(Number))];
  if (classIds.length === 0 || classIds.some((id) => !Number.isSafeInteger(id) || id < 1))
    errors.class_ids = say('shule.finance.billing.choose_classes');
  else {
    const found = await db
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('id', 'in', classIds)
      .execute();
    const known = new Set(found.map((r) => Number(r.id)));
    const stray = classIds.find((id) => !known.has(id));
    if (stray !== undefined) errors.class_ids = say('shule.finance.billing.unknown_class', { id: stray });
  }
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  return { academic_year: year, term, class_ids: classIds };
}

/**
 * `POST /api/finance/billing/preview` → { students, amount, already_billed, missing_structures }
 * and `POST /api/finance/billing/run` → the billing_runs row, for whoever writes fee structures.
 */
export function billingApi(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const writers = requireAccess({ resource: feeStructures, action: 'write' });
  routes.post('/finance/billing/preview', writers, async (c) => {
    const user = c.get('user');
    const body = await jsonObject(c);
    const plan = await inBranch(ctx, user, 'read', async (db) =>
      planTermBilling(db, user.branchId, await billingRequest(db, user.branchId, body)),
    );
    const { drafts: _drafts, ...figures } = plan;
    return c.json(figures);
  });
  routes.post('/finance/billing/run', writers, async (c) => {
    const user = c.get('user');
    const body = await jsonObject(c);
    const run = await inBranch(ctx, user, 'write', async (db) => {
      const { id } = await runTermBilling(db, user, await billingRequest(db, user.branchId, body));
      return db.selectFrom('billing_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
    const ids: unknown = typeof run.class_ids === 'string' ? JSON.parse(run.class_ids) : run.class_ids;
    return c.json({ ...run, class_ids: ids }, 201);
  });
  return routes;
}
