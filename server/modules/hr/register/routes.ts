import { Hono } from 'hono';
import { todayAtSchool } from '../../../../src/schema/display';
import { HR_ROLES } from '../../../../src/schema/hr-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import { hrDashboard } from './dashboard';

/** The register's own endpoints: GET /api/hr/dashboard (HR roles). */
export function registerRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/hr/dashboard', requireAccess({ roles: HR_ROLES }), async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => hrDashboard(db, user.branchId, todayAtSchool())));
  });
  return routes;
}
