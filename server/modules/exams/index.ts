import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { defineServerModule } from '../module';
import { marksRoutes } from './marks';
import { reportRoutes } from './reports/routes';
import { resultsRoutes } from './results/routes';
import { resultsSmsRoutes } from './sms/routes';
import { setupHooks } from './setup';

/** Exams on the server: mark entry, grading, results, report forms and results by SMS (/api/exams/*). */
export const examsServer = defineServerModule({
  name: 'exams',
  prefix: '/exams',
  hooks: () => setupHooks(),
  routes: (ctx) =>
    new Hono<AppEnv>()
      .route('/', marksRoutes(ctx))
      .route('/', resultsRoutes(ctx))
      .route('/', reportRoutes(ctx))
      .route('/', resultsSmsRoutes(ctx)),
});
