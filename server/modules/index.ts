import { Hono } from 'hono';
import { parseRoles } from '../auth/session';
import type { Row } from '../db/database';
import { accountRoutes } from './account';
import { checkPassword, keepAnAdministrator } from './user-rules';
import { admissionsServer } from './admissions';
import { imageRoutes } from './images';
import { examsServer } from './exams';
import { financeServer } from './finance';
import { hrServer } from './hr';
import { messagingServer } from './messaging';
import { indexDataRoutes } from './index-data';
import { lookupRoutes } from './lookups';
import { searchRoutes } from './search';
import { unlockRoutes } from './unlock';
import { defineServerModule, type ServerModule } from './module';
import { uploadRoutes } from './uploads/routes';

/** Whether a write to a user must end their sessions: deactivated, a password set, a role removed. */
function endsSessions(before: Row | undefined, record: Row | undefined, data: Record<string, unknown>): boolean {
  if (!before || !record) return false;
  if (record.active === false) return true;
  if (typeof data.password === 'string' && data.password !== '') return true;
  const after = new Set(parseRoles(record.roles));
  return parseRoles(before.roles).some((role) => !after.has(role));
}

/**
 * The shell's endpoints at the paths spec.md section 7 fixes (/api/index/*, /api/reg/*,
 * /api/images/*, /api/bio/*) and uploads, plus the rule that a changed user's sessions follow.
 */
const shellServer = defineServerModule({
  name: 'shell',
  prefix: '',
  hooks: (_ctx, sessions) => ({
    users: {
      validate: [checkPassword, keepAnAdministrator],
      beforeDelete: [keepAnAdministrator],
      // A deactivated user, a new password or a role taken away ends the user's sessions at once
      // (their refresh and access tokens); any other change takes effect on the next request.
      afterSave: [
        async ({ db, record, before, data }) => {
          if (endsSessions(before, record, data)) await sessions.end(db, Number(record?.id));
          else sessions.forget(Number(record?.id));
        },
      ],
      afterDelete: [async ({ db, before }) => sessions.end(db, Number(before?.id))],
    },
  }),
  routes: (ctx, { repository }) => {
    const routes = new Hono<import('../context').AppEnv>();
    routes.route('/', searchRoutes(ctx, repository));
    routes.route('/', unlockRoutes(ctx));
    routes.route('/', indexDataRoutes(ctx));
    routes.route('/', lookupRoutes(ctx));
    routes.route('/', accountRoutes(ctx));
    routes.route('/', imageRoutes(ctx));
    routes.route('/', uploadRoutes(ctx));
    return routes;
  },
});

/** The one index of server modules: a module's hooks and router reach the app from here. */
export const SERVER_MODULES: readonly ServerModule[] = [
  shellServer,
  admissionsServer,
  messagingServer,
  financeServer,
  examsServer,
  hrServer,
];
