import type { FieldDef } from './fields';
import type { MODULES } from './modules';
import type { ResourceDef, RowOf } from './resource';

/** Every declared resource with its literal types, as the module index lists them. */
export type DeclaredResource = (typeof MODULES)[number]['resources'][number];

type TableOf<R> =
  R extends ResourceDef<infer F, infer N, string>
    ? R extends { view: object }
      ? never
      : { readonly name: N; readonly row: StoredRowOf<F> }
    : never;

/** Child-table and computed fields have no column of their own. */
type StoredRowOf<F extends Record<string, FieldDef>> = Omit<
  RowOf<F>,
  { [K in keyof F]: F[K] extends { kind: 'table' } | { count: object } ? K : never }[keyof F]
>;

/**
 * The registry's tables as Kysely sees them: table name → row type, derived from the
 * declarations, so a module's query on `students.class_id` is checked by the compiler.
 */
export type RegistryTables = { [T in TableOf<DeclaredResource> as T['name']]: T['row'] };
