import type { ResourceHooks } from '../../crud/repository';
import type { Engine } from '../../db/database';
import { studentHooks } from './student-rules';
import { termHooks } from './term-rules';
import { transferHooks } from './transfer-rules';

export { admissionRoutes } from './routes';

/** The admissions rules that ride on the generic writes (docs/api-admissions.md). */
export function admissionHooks(engine: Engine): Record<string, ResourceHooks> {
  return { students: studentHooks(engine), transfers: transferHooks(engine), terms: termHooks(engine) };
}
