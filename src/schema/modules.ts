import { admissionsModule } from './admissions';
import { branchesModule } from './branches';
import { examsModule } from './exams';
import { financeModule } from './finance';
import { hrModule } from './hr';
import type { ReferencesResolve } from './checks';
import type { ModuleDef } from './module';
import { messagingModule } from './messaging';
import { settingsModule } from './settings';
import type { EveryModuleTranslated } from './translations';

/**
 * The one index of modules: a module's resources, pages and reports reach the server, the router,
 * the guard, the menu, translations and /api/meta from here. Adding a module is one line.
 */
export const MODULES = [
  branchesModule,
  settingsModule,
  admissionsModule,
  messagingModule,
  financeModule,
  examsModule,
  hrModule,
] as const satisfies readonly ModuleDef[];

/**
 * Compile-time: every reference and count in the index names a declared resource (and a count its
 * field). A stray target makes this line a type error that lists it ("students.hostel_id → hostel").
 */
export const REFERENCES_RESOLVE: ReferencesResolve<(typeof MODULES)[number]['resources'][number]> = true;

/** Compile-time: every module of the index brings its Swahili (a module without it is named here). */
export const SWAHILI_DECLARED: EveryModuleTranslated<typeof MODULES> = true;
