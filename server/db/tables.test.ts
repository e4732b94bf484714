import { type InsertType, type SelectType, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coreMigrations } from './core-migrations';
import type { Db, ShuleDatabase } from './database';
import type { CoreTables } from './tables';
import { openTestDatabase, TEST_ENGINE } from './test-database';

type Kind = 'nullable' | 'defaulted' | 'required';

/** What a row type says of each column: the compiler holds SHAPES below to exactly this. */
type Shape<T> = {
  [K in keyof T]: null extends SelectType<T[K]>
    ? 'nullable'
    : undefined extends InsertType<T[K]>
      ? 'defaulted'
      : 'required';
};

// Written out by hand on purpose: a column missing from, added to or mistyped in tables.ts fails
// the type check here, and a difference from the real tables fails the test below.
const SHAPES: { [T in keyof CoreTables]: Shape<CoreTables[T]> } = {
  shule_meta: { key: 'required', value: 'required' },
  audit_log: {
    id: 'defaulted',
    branch_id: 'nullable',
    user_id: 'nullable',
    username: 'nullable',
    action: 'required',
    resource: 'required',
    record_id: 'nullable',
    changes: 'required',
    at: 'defaulted',
  },
  refresh_tokens: {
    id: 'required',
    family_id: 'required',
    user_id: 'required',
    expires_at: 'required',
    used_at: 'nullable',
    revoked_at: 'nullable',
    created_at: 'defaulted',
  },
  super_admins: {
    id: 'defaulted',
    username: 'required',
    name: 'required',
    password: 'required',
    active: 'defaulted',
    created_at: 'defaulted',
  },
  super_refresh_tokens: {
    id: 'required',
    family_id: 'required',
    user_id: 'required',
    expires_at: 'required',
    used_at: 'nullable',
    revoked_at: 'nullable',
    created_at: 'defaulted',
  },
  uploads: {
    id: 'defaulted',
    branch_id: 'required',
    owner_type: 'required',
    owner_id: 'required',
    field: 'nullable',
    mime: 'required',
    size: 'required',
    original_name: 'nullable',
    path: 'required',
    created_at: 'defaulted',
    created_by: 'nullable',
  },
  counters: { branch_id: 'required', name: 'required', value: 'required' },
  sign_in_failures: { key: 'required', at: 'required' },
};

/** The same three kinds, read from the database's own description of the table. */
async function actualShape(db: Db, table: string): Promise<Record<string, Kind>> {
  if (TEST_ENGINE === 'postgres') {
    const { rows } = await sql<{ name: string; nullable: string; fallback: string | null }>`
      select column_name as name, is_nullable as nullable, column_default as fallback
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return Object.fromEntries(
      rows.map((r) => [r.name, r.fallback !== null ? 'defaulted' : r.nullable === 'NO' ? 'required' : 'nullable']),
    );
  }
  const { rows } = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
    select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(db);
  const kind = (r: (typeof rows)[number]): Kind => {
    // An integer primary key is the rowid: SQLite numbers it. Other keys must be given.
    if (r.pk > 0) return r.type.toLowerCase() === 'integer' && r.pk === 1 && r.notnull === 0 ? 'defaulted' : 'required';
    if (r.dflt_value !== null) return 'defaulted';
    return r.notnull ? 'required' : 'nullable';
  };
  return Object.fromEntries(rows.map((r) => [r.name, kind(r)]));
}

let database: ShuleDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  for (const migration of Object.values(coreMigrations(database.engine))) await migration.up(database.db);
});
afterAll(() => database.close());

it.each(Object.keys(SHAPES))('%s: tables.ts names every column, its nullability and its default', async (table) => {
  expect(await actualShape(database.db, table)).toEqual(SHAPES[table as keyof CoreTables]);
});

it('describes every table the core migrations create', async () => {
  const { rows } =
    TEST_ENGINE === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(database.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite_%'`.execute(database.db);
  expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(SHAPES).sort());
});
