import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { RESOURCES } from '../../src/schema';
import { booleanColumns, SqliteBooleanResultsPlugin } from './boolean-results';

/** Tables are derived from the registry at run time, so rows are typed as open records. */
export type Row = Record<string, unknown>;
export type Tables = Record<string, Row>;
export type Db = Kysely<Tables>;
export type Engine = 'sqlite' | 'postgres';

export interface ShuleDatabase {
  readonly db: Db;
  readonly engine: Engine;
  /** Raw driver handle for the bench's floor measurement and for SQLite pragmas. */
  readonly sqlite?: Database.Database;
  readonly pool?: pg.Pool;
  /** PostgreSQL schema when not the default one. */
  readonly schema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  readonly url?: string;
  /** Folder of the SQLite file; ':memory:' for an in-memory database. */
  readonly dataDir?: string;
  /** PostgreSQL schema (search_path): tests give each suite its own. */
  readonly schema?: string;
}

/**
 * timestamptz text in UTC (the usual server setting) rearranged into ISO form: the same string a
 * Date would give (milliseconds truncated), ten times cheaper, which counts in an export of
 * 100,000 rows. Any other form goes through a Date.
 */
const UTC_STAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
export function isoStamp(value: string): string {
  const parts = UTC_STAMP.exec(value);
  if (!parts) return new Date(value).toISOString();
  return `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

// pg returns int8 and dates as strings/Date objects; the wire wants numbers and ISO strings.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(1184, isoStamp);
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());

/**
 * SQLite has no boolean type and better-sqlite3 refuses to bind true/false, so every boolean a
 * query carries becomes 1/0 here, where the statement is bound: one place, and no walk over each
 * query's tree (a Kysely plugin doing this cost a fifth of a small list request). Results go the
 * other way in SqliteBooleanResultsPlugin.
 */
const bound = (parameters: ReadonlyArray<unknown>): ReadonlyArray<unknown> =>
  parameters.some((p) => typeof p === 'boolean')
    ? parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p))
    : parameters;

function bindingBooleans(statement: Database.Statement): SqliteStatement {
  return {
    get reader() {
      return statement.reader;
    },
    all: (parameters) => statement.all(bound(parameters)),
    run: (parameters) => statement.run(bound(parameters)),
    iterate: (parameters) => statement.iterate(bound(parameters)),
  };
}

/**
 * Kysely prepares every query anew, and for a list page preparing costs as much as running. The
 * statements are reusable, so the most recent ones are kept; a statement still being iterated
 * (a stream) is busy, and then a fresh one is prepared.
 */
export function withStatementCache(sqlite: Database.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, { raw: Database.Statement; bound: SqliteStatement }>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit && !hit.raw.busy) {
        cache.delete(sql); // most recently used last
        cache.set(sql, hit);
        return hit.bound;
      }
      const raw = sqlite.prepare(sql);
      const entry = { raw, bound: bindingBooleans(raw) };
      if (!hit) {
        cache.set(sql, entry);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return entry.bound;
    },
  };
}

export function openDatabase(options: DatabaseOptions): ShuleDatabase {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.PG_POOL_SIZE ?? 10),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
    return { db, engine: 'postgres', pool, schema: options.schema, close: () => db.destroy() };
  }
  const dir = options.dataDir ?? 'data';
  let file = ':memory:';
  if (dir !== ':memory:') {
    fs.mkdirSync(dir, { recursive: true });
    file = path.join(dir, 'shule.sqlite');
  }
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanResultsPlugin(booleanColumns(RESOURCES))],
  });
  return { db, engine: 'sqlite', sqlite, close: () => db.destroy() };
}
