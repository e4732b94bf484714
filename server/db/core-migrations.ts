import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine, Tables } from './database';

/**
 * Versioned, hand-written migrations for the tables that are not registry resources (audit,
 * tokens, meta). Registry tables are kept in step by registry-sync.ts on every start.
 * Never edit a shipped migration: add the next one.
 */
export function coreMigrations(engine: Engine): Record<string, Migration> {
  const id = sql.raw(engine === 'postgres' ? 'bigserial' : 'integer');
  const stamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    '001_core': {
      async up(db: Kysely<Tables>) {
        await db.schema
          .createTable('shule_meta')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('audit_log')
          .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('branch_id', 'integer')
          .addColumn('user_id', 'integer')
          .addColumn('username', 'text')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', 'text')
          .addColumn('changes', 'text', (c) => c.notNull())
          .addColumn('at', stamp, (c) => c.notNull().defaultTo(now))
          .execute();
        await db.schema.createIndex('audit_log_resource').on('audit_log').columns(['resource', 'record_id']).execute();
        await db.schema
          .createTable('refresh_tokens')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('family_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('expires_at', stamp, (c) => c.notNull())
          .addColumn('used_at', stamp)
          .addColumn('revoked_at', stamp)
          .addColumn('created_at', stamp, (c) => c.notNull().defaultTo(now))
          .execute();
        await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
      },
    },
  };
}
