import { sql } from 'kysely';
import type { Db, Engine } from './database';

/** The columns a table has, with their declared types in lower case; undefined when there is no such table. */
export async function tableColumns(db: Db, engine: Engine, table: string): Promise<Map<string, string> | undefined> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string; type: string }>`select column_name as name, data_type as type
          from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
  return rows.length > 0 ? new Map(rows.map((r) => [r.name, r.type.toLowerCase()])) : undefined;
}

export async function indexNames(db: Db, engine: Engine, table: string): Promise<Set<string>> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(db);
  return new Set(rows.map((r) => r.name));
}

export async function hasRows(db: Db, table: string): Promise<boolean> {
  return (
    (await db
      .selectFrom(table)
      .select(sql`1`.as('one'))
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}

export interface Duplicate {
  /** The repeated values, column by column. */
  readonly values: Record<string, unknown>;
  readonly count: number;
}

/**
 * Value combinations more than one row holds, as a unique index over `columns` would refuse them.
 * Rows with a null in any of the columns never conflict (on either engine), so they are left out.
 */
export async function duplicates(db: Db, table: string, columns: readonly string[], limit = 5): Promise<Duplicate[]> {
  if (columns.length === 0) {
    // Every row holds the same values (all of them about to be filled with one default).
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0) > 1 ? [{ values: {}, count: Number(row?.n) }] : [];
  }
  let query = db
    .selectFrom(table)
    .select([...columns.map((c) => sql.ref(c).as(c)), sql<number>`count(*)`.as('shule_count')]);
  for (const column of columns) query = query.where(sql.ref(column), 'is not', null);
  const rows = await query
    .groupBy(columns.map((c) => sql.ref(c)))
    .having(sql`count(*)`, '>', 1)
    .limit(limit)
    .execute();
  return rows.map(({ shule_count, ...values }) => ({ values, count: Number(shule_count) }));
}

/**
 * Types that hold the same values, whatever they are called: SQLite stores booleans and bigints
 * as integer, PostgreSQL reports timestamptz by its long name. Unknown types are their own family.
 */
const FAMILIES: Readonly<Record<string, string>> = {
  bigint: 'integer',
  integer: 'integer',
  int: 'integer',
  int4: 'integer',
  int8: 'integer',
  smallint: 'integer',
  real: 'float',
  'double precision': 'float',
  float8: 'float',
  text: 'text',
  varchar: 'text',
  'character varying': 'text',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamptz',
  'timestamp with time zone': 'timestamptz',
};

export const sameColumnType = (declared: string, actual: string): boolean =>
  (FAMILIES[declared] ?? declared) === (FAMILIES[actual] ?? actual);
