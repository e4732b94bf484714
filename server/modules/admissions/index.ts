import { defineServerModule } from '../module';
import { admissionClassHooks } from './admission-class';
import { lifecycleHooks } from './lifecycle';
import { admissionRoutes } from './routes';
import { studentHooks } from './student-rules';
import { termHooks } from './term-rules';
import { transferHooks } from './transfer-rules';

/** Admissions on the server: the rules riding on the generic writes and its own endpoints (docs/api-admissions.md). */
export const admissionsServer = defineServerModule({
  name: 'admissions',
  prefix: '/admissions',
  hooks: () => ({
    students: {
      beforeSave: [studentHooks.beforeSave, admissionClassHooks.beforeSave],
      onTransition: [lifecycleHooks.onTransition],
    },
    transfers: {
      validate: [transferHooks.validate],
      beforeSave: [transferHooks.beforeSave],
      afterSave: [transferHooks.afterSave],
      beforeDelete: [transferHooks.beforeDelete],
    },
    terms: { beforeSave: [termHooks.beforeSave] },
  }),
  routes: (ctx, { repository, writer }) => admissionRoutes(ctx, repository, writer),
});
