import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { bursaryTransition, paymentTransition, releaseOnCancel } from './corrections';
import { checkPayment, numberPayment, postPayment } from './receive';
import { paymentRoutes } from './routes';

export { applyCredits, consumeCredit, refreshBalances } from './credits';
export { releaseAllocations } from './corrections';
export { previewAllocation, receivePayment, type PaymentInput } from './receive';

/**
 * The finance module's payments area on the server. A receipt is created through the registry's
 * own path (POST /api/fee_payments, or receivePayment for the engines): validate checks it,
 * beforeSave numbers and plans it under the books' lock, afterSave allocates and posts it.
 */
export const paymentsHooks = (_ctx: AppContext): HookTable => ({
  fee_payments: {
    validate: [checkPayment],
    beforeSave: [numberPayment],
    afterSave: [postPayment],
    onTransition: [paymentTransition],
  },
  bursaries: { onTransition: [bursaryTransition] },
  fee_invoices: { onCancel: [releaseOnCancel] },
});
export const paymentsRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> => paymentRoutes(ctx, services);
export const paymentsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
