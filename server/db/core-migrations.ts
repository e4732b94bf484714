import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine, Tables } from './database';

/**
 * Versioned, hand-written migrations for the tables that are not registry resources (audit,
 * tokens, meta, super administrators, uploads). Registry tables are kept in step by
 * registry-sync.ts on every start. Never edit a shipped migration: add the next one.
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
    // Super administrators are a separate account kind with their own token families, so a super
    // refresh token can never be redeemed at the school refresh endpoint (ids would collide).
    '002_super_admins': {
      async up(db: Kysely<Tables>) {
        await db.schema
          .createTable('super_admins')
          .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('password', 'text', (c) => c.notNull())
          .addColumn('active', sql.raw(engine === 'postgres' ? 'boolean' : 'integer'), (c) =>
            c.notNull().defaultTo(engine === 'postgres' ? true : 1),
          )
          .addColumn('created_at', stamp, (c) => c.notNull().defaultTo(now))
          .execute();
        await db.schema
          .createTable('super_refresh_tokens')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('family_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('expires_at', stamp, (c) => c.notNull())
          .addColumn('used_at', stamp)
          .addColumn('revoked_at', stamp)
          .addColumn('created_at', stamp, (c) => c.notNull().defaultTo(now))
          .execute();
        await db.schema
          .createIndex('super_refresh_tokens_family')
          .on('super_refresh_tokens')
          .column('family_id')
          .execute();
      },
    },
    '003_uploads': {
      async up(db: Kysely<Tables>) {
        await db.schema
          .createTable('uploads')
          .addColumn('id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('branch_id', 'bigint', (c) => c.notNull())
          .addColumn('owner_type', 'text', (c) => c.notNull())
          .addColumn('owner_id', 'bigint', (c) => c.notNull())
          .addColumn('field', 'text')
          .addColumn('mime', 'text', (c) => c.notNull())
          .addColumn('size', 'bigint', (c) => c.notNull())
          .addColumn('original_name', 'text')
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('created_at', stamp, (c) => c.notNull().defaultTo(now))
          .addColumn('created_by', 'bigint')
          .execute();
        await db.schema
          .createIndex('uploads_owner')
          .on('uploads')
          .columns(['branch_id', 'owner_type', 'owner_id', 'id'])
          .execute();
        if (engine === 'postgres') {
          // The same backstop as registry tables: requests run as the application role with their branch set.
          const check = sql.raw(`branch_id = nullif(current_setting('shule.branch_id', true), '')::bigint`);
          await sql`alter table uploads enable row level security`.execute(db);
          await sql`create policy branch_isolation on uploads using (${check}) with check (${check})`.execute(db);
        }
      },
    },
    // Numbers a school hands out in sequence (admission numbers, leaving certificates): one row per
    // branch and sequence, incremented by an upsert inside the write's transaction.
    '004_counters': {
      async up(db: Kysely<Tables>) {
        await db.schema
          .createTable('counters')
          .addColumn('branch_id', 'bigint', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('value', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('counters_pkey', ['branch_id', 'name'])
          .execute();
        if (engine === 'postgres') {
          const check = sql.raw(`branch_id = nullif(current_setting('shule.branch_id', true), '')::bigint`);
          await sql`alter table counters enable row level security`.execute(db);
          await sql`create policy branch_isolation on counters using (${check}) with check (${check})`.execute(db);
        }
      },
    },
    // Failed sign-ins, shared by every server process (SHULE_WORKERS) and bounded by time, not memory.
    '005_sign_in_failures': {
      async up(db: Kysely<Tables>) {
        await db.schema
          .createTable('sign_in_failures')
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('at', stamp, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sign_in_failures_key').on('sign_in_failures').columns(['key', 'at']).execute();
        await db.schema.createIndex('sign_in_failures_at').on('sign_in_failures').column('at').execute();
      },
    },
  };
}
