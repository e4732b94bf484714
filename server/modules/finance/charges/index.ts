import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { cancelOtherCharge, checkOtherCharge, countOtherCharge, raiseOtherCharge } from './other';
import { billAssignment, oneActiveRoute, transportVoteHead } from './transport';

/**
 * The finance module's charges area on the server: transport billed on assignment (and by term
 * billing through transportDrafts), other charges raised on creation and cancelled whole.
 */
export const chargesHooks = (_ctx: AppContext): HookTable => ({
  transport_routes: { validate: [transportVoteHead] },
  transport_assignments: { validate: [oneActiveRoute], afterSave: [billAssignment] },
  other_charges: {
    validate: [checkOtherCharge],
    beforeSave: [countOtherCharge],
    afterSave: [raiseOtherCharge],
    onCancel: [cancelOtherCharge],
  },
});
export const chargesRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
export const chargesPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
