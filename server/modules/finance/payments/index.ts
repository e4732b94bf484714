import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';

/** The finance module's payments area on the server: hooks on writes, signed-in routes, public routes. */
export const paymentsHooks = (_ctx: AppContext): HookTable => ({});
export const paymentsRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
export const paymentsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
