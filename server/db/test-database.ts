import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type Engine, openDatabase, type ShuleDatabase } from './database';

/** The engine of this test pass: PostgreSQL when DATABASE_URL is set, else in-memory SQLite. */
export const TEST_ENGINE: Engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * An empty database on this pass's engine, not migrated: suites of server/db build their own
 * schema. On PostgreSQL each gets a schema of its own, dropped again by close().
 */
export async function openTestDatabase(): Promise<ShuleDatabase> {
  const url = process.env.DATABASE_URL || undefined;
  if (!url) return openDatabase({ dataDir: ':memory:' });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const database = openDatabase({ url, schema });
  return {
    ...database,
    async close() {
      await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
      await database.close();
    },
  };
}
