import { admissionsModule } from './admissions';
import { branchesModule } from './branches';
import type { ModuleDef } from './module';
import { settingsModule } from './settings';

/**
 * The one index of modules: a module's resources, pages and reports reach the server, the router,
 * the guard, the menu, translations and /api/meta from here. Adding a module is one line.
 */
export const MODULES = [branchesModule, settingsModule, admissionsModule] as const satisfies readonly ModuleDef[];
