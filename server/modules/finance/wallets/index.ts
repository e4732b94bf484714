import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';

/** The finance module's wallets area on the server: hooks on writes, signed-in routes, public routes. */
export const walletsHooks = (_ctx: AppContext): HookTable => ({});
export const walletsRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
export const walletsPublicRoutes = (_ctx: AppContext, _services: ModuleServices): Hono<AppEnv> => new Hono<AppEnv>();
