import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { HookTable } from '../../../engine/hooks';
import type { ModuleServices } from '../../module';
import { mpesaCallbackRoutes } from './callback-routes';
import { mpesaHookTable } from './hooks';
import { mpesaSignedInRoutes } from './routes';

/** The finance module's mpesa area on the server: hooks on writes, signed-in routes, public routes. */
export const mpesaHooks = (_ctx: AppContext): HookTable => mpesaHookTable;
export const mpesaRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> =>
  mpesaSignedInRoutes(ctx, services);
export const mpesaPublicRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> =>
  mpesaCallbackRoutes(ctx, services);
