import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type AnyResource, getResource } from '../src/schema';
import type { AppContext, SessionUser } from '../server/context';
import { parseListParams } from '../server/crud/params';
import { Repository } from '../server/crud/repository';
import { openDatabase, type ShuleDatabase, type Tables } from '../server/db/database';
import { Hooks } from '../server/engine/hooks';
import { Writer } from '../server/engine/writer';
import type { BenchData } from './seed';
import { summarise, type Summary } from './stats';

export interface FloorResult {
  /** The statements Repository.list ran for the page, in order (SQL text, as the server compiles it). */
  readonly statements: readonly string[];
  readonly total: number;
  readonly iterations: number;
  /** Milliseconds per call group (the page query and the count query together). */
  readonly latency: Summary;
  /** Call groups per second, one after the other on one connection. */
  readonly perSecond: number;
}

/**
 * Runs Repository.list once on a logging Kysely: what it logs is exactly the SQL (and the
 * parameters) the server runs for this page, so the floor follows any change to the server's code.
 */
async function captureList(
  database: ShuleDatabase,
  data: BenchData,
  query: Record<string, string>,
): Promise<{ queries: CompiledQuery[]; total: number }> {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  const dialect = database.sqlite
    ? new SqliteDialect({ database: database.sqlite })
    : new PostgresDialect({ pool: database.pool as pg.Pool });
  const db = new Kysely<Tables>({ dialect, log });
  const ctx: AppContext = { database: { ...database, db }, secret: new Uint8Array(32), demo: false };
  const user: SessionUser = { id: 1, username: 'admin', roles: ['ROLE_All'], branchId: data.branchId };
  const resource = getResource('students') as AnyResource;
  const { total } = await new Repository(ctx, new Writer(ctx, new Hooks([]))).list(
    user,
    resource,
    parseListParams(resource, query),
  );
  return { queries, total };
}

function timeLoop(seconds: number, once: () => void): { samples: number[]; elapsed: number } {
  for (let i = 0; i < 100; i++) once();
  const samples: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  let now = started;
  while (now < until) {
    once();
    const after = performance.now();
    samples.push(after - now);
    now = after;
  }
  return { samples, elapsed: now - started };
}

async function timeLoopAsync(
  seconds: number,
  once: () => Promise<void>,
): Promise<{ samples: number[]; elapsed: number }> {
  for (let i = 0; i < 50; i++) await once();
  const samples: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  let now = started;
  while (now < until) {
    await once();
    const after = performance.now();
    samples.push(after - now);
    now = after;
  }
  return { samples, elapsed: now - started };
}

/** The raw driver floor: the same statements (prepared once on SQLite) run back to back in this process. */
export async function measureFloor(
  data: BenchData,
  query: Record<string, string>,
  seconds: number,
): Promise<FloorResult> {
  const database = openDatabase(
    data.engine === 'sqlite' ? { dataDir: data.dataDir } : { url: data.databaseUrl as string },
  );
  try {
    const { queries, total } = await captureList(database, data, query);
    let run: { samples: number[]; elapsed: number };
    if (database.sqlite) {
      const sqlite = database.sqlite;
      const prepared = queries.map((q) => ({ stmt: sqlite.prepare(q.sql), params: [...q.parameters] }));
      run = timeLoop(seconds, () => {
        for (const { stmt, params } of prepared) {
          if (stmt.reader) stmt.all(...params);
          else stmt.run(...params);
        }
      });
    } else {
      const client = await (database.pool as pg.Pool).connect();
      try {
        // Unnamed statements, as the pg driver sends the server's: planned with their parameters each time.
        const plain = queries.map((q) => ({ text: q.sql, values: [...q.parameters] }));
        run = await timeLoopAsync(seconds, async () => {
          for (const q of plain) await client.query(q);
        });
      } finally {
        client.release();
      }
    }
    return {
      statements: queries.map((q) => q.sql),
      total,
      iterations: run.samples.length,
      latency: summarise(run.samples),
      perSecond: (run.samples.length / run.elapsed) * 1000,
    };
  } finally {
    await database.close();
  }
}
