import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';

/** The finance module's charges area on the server: hooks on writes, signed-in routes, public routes. */
export const chargesHooks = (_ctx: AppContext): HookTable => ({});
export const chargesRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
export const chargesPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
