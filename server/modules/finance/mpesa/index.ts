import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';

/** The finance module's mpesa area on the server: hooks on writes, signed-in routes, public routes. */
export const mpesaHooks = (_ctx: AppContext): HookTable => ({});
export const mpesaRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
export const mpesaPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
