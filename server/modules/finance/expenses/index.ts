import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { checkImprest, imprestSteps, numberImprest } from './imprests';
import { voucherRoutes } from './routes';
import { upperCasePin } from './suppliers';
import { checkVoucher, numberVoucher, voucherSteps } from './vouchers';

/** The finance module's expenses area on the server: suppliers, payment vouchers (draft, approved, paid) and imprest. */
export const expensesHooks = (_ctx: AppContext): HookTable => ({
  suppliers: { validate: [upperCasePin] },
  payment_vouchers: { validate: [checkVoucher], beforeSave: [numberVoucher], onTransition: [voucherSteps] },
  imprests: { validate: [checkImprest], beforeSave: [numberImprest], onTransition: [imprestSteps] },
});
export const expensesRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> => voucherRoutes(ctx, services);
export const expensesPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
