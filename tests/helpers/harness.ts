import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createApp } from '../../server/app';
import type { AppContext } from '../../server/context';
import { openDatabase, type Engine } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

/** The engine of this test pass: PostgreSQL when DATABASE_URL is set, else in-memory SQLite. */
export const ENGINE: Engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  readonly ctx: AppContext;
  readonly app: ReturnType<typeof createApp>;
  /** Calls the app in-process; `token` adds the bearer header, a plain object body is sent as JSON. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  signIn(
    username: string,
    password?: string,
  ): Promise<{ accessToken: string; refreshToken: string; id: number; branchId: number; roles: string[] }>;
  close(): Promise<void>;
}

/**
 * A fresh database with the demo school, on this pass's engine. On PostgreSQL each test app
 * gets its own schema, so suites run in parallel without seeing each other.
 */
export async function createTestApp(options: { students?: number } = {}): Promise<TestApp> {
  let schema: string | undefined;
  if (ENGINE === 'postgres') {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const database = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: ':memory:', schema });
  await migrate(database);
  await seedDemo(database, options.students ?? 40);
  const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
  const app = createApp(ctx);
  const call: TestApp['call'] = (method, path, { token, body, headers = {} } = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return {
    ctx,
    app,
    call,
    async signIn(username, password = 'shule-demo') {
      const response = await call('POST', '/api/auth/signin', { body: { username, password } });
      if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status}`);
      return (await response.json()) as Awaited<ReturnType<TestApp['signIn']>>;
    },
    async close() {
      if (schema) await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
      await database.close();
    },
  };
}

/**
 * The generic write path alone: the school stops billing students on admission, so a suite's
 * test student is held by no invoice (and can be deleted) and keeps the fee balance it is given.
 * The fees suites test billing on admission itself.
 */
export async function withoutAdmissionBilling(t: TestApp): Promise<void> {
  await t.ctx.database.db.updateTable('finance_settings').set({ bill_on_admission: false }).execute();
}

/** Builds a query string the way ra-data-simple-rest does. */
export function listQuery(params: {
  sort?: [string, string];
  range?: [number, number];
  filter?: Record<string, unknown>;
}): string {
  const search = new URLSearchParams();
  if (params.sort) search.set('sort', JSON.stringify(params.sort));
  if (params.range) search.set('range', JSON.stringify(params.range));
  if (params.filter) search.set('filter', JSON.stringify(params.filter));
  return search.toString();
}
