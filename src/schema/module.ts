import type { Expression, Kysely, sql as Sql } from 'kysely';
import type { FieldDef } from './fields';
import type { MessageTree } from './messages';
import type { SwahiliOf } from './translations';
import type { AnyResource, IconName, ModuleName, SortOrder } from './resource';
import type { Role } from './roles';

/**
 * Pages, reports and modules as declarations. A page or report is declared once here and read by
 * the router, the guard, the menu, breadcrumbs, translations, /api/meta and the server's checks.
 */
export interface PageDef {
  readonly path: string;
  readonly label: string;
  readonly module: ModuleName | 'home';
  readonly icon?: IconName;
  /** Reachable without signing in (spec.md section 2, public routes). */
  readonly public?: boolean;
  /** Undefined: any signed-in user. */
  readonly roles?: readonly Role[];
  /** A sidebar entry; false for pages reached from another screen. */
  readonly menu?: boolean;
  /** The bespoke screen, loaded lazily so the registry stays free of React. */
  readonly screen?: () => Promise<{ readonly default: unknown }>;
}

export const definePage = <const P extends PageDef>(page: P): P => page;

/** The database as a report's query sees it: tables by name, rows as open records. */
export type ReportTables = Record<string, Record<string, unknown>>;

export interface ReportInput<P extends Record<string, FieldDef>> {
  readonly db: Kysely<ReportTables>;
  readonly branchId: number;
  readonly engine: 'sqlite' | 'postgres';
  /** Validated filter values; absent filters are not keys. */
  readonly filters: { readonly [K in keyof P]?: unknown };
  /**
   * Kysely's `sql` tag, handed in by the server: a declaration file imports Kysely's types only,
   * so the query builder never reaches the browser's bundle with the registry.
   */
  readonly sql: typeof Sql;
}

export interface ReportChart<K extends string = string> {
  readonly kind: 'bar' | 'line' | 'pie';
  /** The category column (x axis, or pie slices). */
  readonly x: K;
  /** The value columns drawn as series. */
  readonly series: readonly K[];
}

/** K (the column names) is its own parameter for the same reason as ResourceDef's. */
export interface ReportDef<
  C extends Record<string, FieldDef> = Record<string, FieldDef>,
  P extends Record<string, FieldDef> = Record<string, FieldDef>,
  K extends string = keyof C & string,
> {
  /** snake_case: GET /api/reports/{name} serves it with the list protocol and export. */
  readonly name: string;
  readonly path: string;
  readonly label: string;
  readonly module: ModuleName;
  readonly icon?: IconName;
  /** Who may run it (ROLE_All always may). */
  readonly roles: readonly Role[];
  /** Filters the user sets, declared as fields (a class, a date range as two dates). */
  readonly filters: P;
  /** Result columns, declared as fields so screens and exports format them by kind. */
  readonly columns: C;
  readonly sort: { readonly field: K; readonly order: SortOrder };
  readonly chart?: ReportChart<K>;
  readonly menu?: boolean;
  /**
   * The one query: a select whose columns are `columns`. The engine sorts, pages, counts and
   * exports it; a report never writes.
   */
  query(input: ReportInput<P>): Expression<unknown>;
}

export type AnyReport = ReportDef<Record<string, FieldDef>, Record<string, FieldDef>, string>;

/** The name stays literal so the module's Swahili can be checked for every report (translations.ts). */
export function defineReport<
  const N extends string,
  const C extends Record<string, FieldDef>,
  const P extends Record<string, FieldDef>,
>(report: ReportDef<C, P> & { readonly name: N }): ReportDef<C, P> & { readonly name: N } {
  return report;
}

/** One declaration per module: adding a module is one import in src/schema/modules.ts. */
export interface ModuleDef {
  readonly name: ModuleName;
  readonly label: string;
  readonly resources: readonly AnyResource[];
  readonly pages?: readonly PageDef[];
  readonly reports?: readonly AnyReport[];
  /**
   * English texts of the module's own keys (its rules' answers), under `shule.<name>`: the server
   * formats its answers from them and the browser shows them, or their Swahili.
   */
  readonly messages?: MessageTree;
  /**
   * The module's Swahili, a chunk of its own loaded only when a user chooses Swahili. Its shape is
   * derived from the declaration (ModuleSwahili): a label the module declares without its Swahili
   * is a compile error here, and a module of the index without Swahili one in modules.ts.
   */
  readonly swahili?: () => Promise<{ readonly default: unknown }>;
}

export const defineModule = <const M extends ModuleDef>(module: M & SwahiliOf<M>): M => module;
