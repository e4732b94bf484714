import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Engine, openDatabase, type ShuleDatabase } from '../server/db/database';
import { onCleanup } from './cleanup';
import { type ServerChild, startServer } from './server';

/** A part of the bench's own school: nothing shared with another part, nothing left behind. */
export interface BenchSchool {
  readonly engine: Engine;
  readonly database: ShuleDatabase;
  /** A fresh temp folder: SQLite's data folder, and the server child's when a part starts one. */
  readonly dir: string;
  /** PostgreSQL only: the connection string for a server child (its search_path is `schema`). */
  readonly databaseUrl?: string;
  readonly schema?: string;
}

/** A fresh schema named `<prefix>_<random>`; the caller drops it. */
export async function createPostgresSchema(url: string, prefix: string, bytes = 4): Promise<string> {
  const schema = `${prefix}_${randomBytes(bytes).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** The URL with a search_path option, so the server child works in the bench's own schema. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * An empty database for one bench part, `name` marking its folder and schema: SQLite in a temp
 * folder, or a fresh schema of DATABASE_URL's database. Both are registered for cleanup at once
 * (so Ctrl-C removes them too); closing the database is the caller's, since some parts hand it on.
 */
export async function benchSchool(engine: Engine, name: string): Promise<BenchSchool> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shule-bench-${name}-${engine}-`));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  onCleanup(`folder ${dir}`, removeDir, removeDir);
  if (engine === 'sqlite') return { engine, database: openDatabase({ dataDir: dir }), dir };
  const url = process.env.DATABASE_URL as string;
  const schema = await createPostgresSchema(url, `bench_${name}`);
  onCleanup(`schema ${schema}`, () => dropPostgresSchema(url, schema));
  return { engine, database: openDatabase({ url, schema }), dir, databaseUrl: withSearchPath(url, schema), schema };
}

/**
 * The real server in a child process over the part's school (its own event loop, as in production),
 * registered for cleanup; `stop` ends it sooner. `students` is only reported.
 */
export async function serveSchool(
  root: string,
  school: BenchSchool,
  branchId: number,
  students: number,
): Promise<{ readonly server: ServerChild; readonly stop: () => Promise<void> }> {
  const { engine, dir: dataDir, databaseUrl, schema } = school;
  const server = await startServer(root, {
    engine,
    dataDir,
    databaseUrl,
    schema,
    branchId,
    classId: 0,
    students,
    seedSeconds: 0,
  });
  const stop = onCleanup(`server ${server.pid}`, server.stop, () => server.child.kill('SIGKILL'));
  return { server, stop };
}
