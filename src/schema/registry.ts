import { type Coded, englishCatalog, englishOf, type MessageTree } from './messages';
import type { AnyReport, ModuleDef, PageDef } from './module';
import { MODULES } from './modules';
import type { AnyResource } from './resource';
import { SHELL_PAGES } from './routes';

/**
 * The registry without the validator: what the sign-in page, the guard and the menus need, kept
 * free of zod so the first page loads less JavaScript. index.ts adds validation for the rest.
 */
export * from './access';
export * from './module';
export * from './modules';
export * from './workflow';
export * from './fields';
export * from './resource';
export * from './roles';
export * from './routes';
export * from './validation-messages';
export * from './messages';
export * from './engine-messages';

/** The modules as the registry reads them (MODULES keeps their literal types for RegistryTables). */
const modules: readonly ModuleDef[] = MODULES;

/** Every declared resource, module by module (branches first: every table points at it). */
export const RESOURCES: readonly AnyResource[] = modules.flatMap((m) => m.resources);

export const REPORTS: readonly AnyReport[] = modules.flatMap((m) => m.reports ?? []);

/** Reports are opened like pages: their screen path and roles. */
export const REPORT_PAGES: readonly PageDef[] = REPORTS.map((r) => ({
  path: r.path,
  label: r.label,
  module: r.module,
  icon: r.icon ?? 'report',
  roles: r.roles,
  menu: r.menu,
}));

/** Every page: the shell's, each module's, then the reports, in that order (the first match wins). */
export const PAGE_ROUTES: readonly PageDef[] = [
  ...SHELL_PAGES,
  ...modules.flatMap((m) => m.pages ?? []),
  ...REPORT_PAGES,
];

const reportsByName = new Map(REPORTS.map((r) => [r.name, r]));
export function getReport(name: string): AnyReport | undefined {
  return reportsByName.get(name);
}

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function getResource(name: string): AnyResource | undefined {
  return byName.get(name);
}

let catalog: MessageTree | undefined;

/** Every template the server formats its English from: the engine's, the validator's, each module's. */
export function serverCatalog(): MessageTree {
  catalog ??= englishCatalog(modules);
  return catalog;
}

/** The English text of a server message (its key when no catalog has it). */
export function englishText(coded: Pick<Coded, 'message' | 'args'>): string {
  return englishOf(serverCatalog(), coded);
}
