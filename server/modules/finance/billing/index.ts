import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { Hook, HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { reverseInvoice } from './cancel';
import { billingApi } from './routes';
import { billOnAdmission } from './term-billing';

export { cancelInvoice } from './cancel';
export { type InvoiceDraft, raiseInvoices } from './raise';
export { currentTerm } from './terms';

/** The invoice's cancel action (a finance administrator, with a reason) writes the reversal. */
const reverseCancelled: Hook = async ({ db, user, record, input }) => {
  if (!record) return;
  await reverseInvoice(db, user, Number(record.id), String(input?.reason ?? ''));
};

/** A student admitted active into a class whose current term was billed is billed that term. */
const billAdmitted: Hook = async ({ db, user, action, record }) => {
  if (action !== 'create' || !record || record.status !== 'active' || !record.class_id) return;
  await billOnAdmission(db, user, Number(record.id), Number(record.class_id));
};

/** The finance module's billing area on the server: hooks on writes, signed-in routes, public routes. */
export const billingHooks = (_ctx: AppContext): HookTable => ({
  fee_invoices: { onCancel: [reverseCancelled] },
  students: { afterSave: [billAdmitted] },
});
export const billingRoutes = (ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => billingApi(ctx);
export const billingPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
