import { Hono } from 'hono';
import type { SessionStore } from '../auth/session';
import type { AppContext, AppEnv } from '../context';
import type { Repository, ResourceHooks } from '../crud/repository';
import type { Engine } from '../db/database';
import { accountRoutes } from './account';
import { admissionHooks, admissionRoutes } from './admissions';
import { imageRoutes } from './images';
import { indexDataRoutes } from './index-data';
import { lookupRoutes } from './lookups';
import { uploadRoutes } from './uploads/routes';

/** Behaviour hooked onto generic writes, per resource. */
export function moduleHooks(sessions: SessionStore, engine: Engine): Record<string, ResourceHooks> {
  return {
    ...admissionHooks(engine),
    users: {
      // A deactivated user or a changed role list takes effect on the user's next request.
      async afterWrite(db, _user, record, action) {
        if (action === 'delete' || record.active === false) await sessions.end(db, Number(record.id));
        else sessions.forget(Number(record.id));
      },
    },
  };
}

/** Module endpoints that are not generic CRUD (dashboards, engines); mounted before the CRUD routes. */
export function moduleRoutes(ctx: AppContext, repository: Repository): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Dashboard and pick-list calls of spec.md section 7 (shapes in docs/api-index.md).
  routes.route('/', indexDataRoutes(ctx));
  routes.route('/', lookupRoutes(ctx));
  routes.route('/', accountRoutes(ctx));
  routes.route('/', imageRoutes(ctx));
  routes.route('/', uploadRoutes(ctx));
  routes.route('/', admissionRoutes(ctx, repository));
  return routes;
}
