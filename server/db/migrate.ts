import { type Migration, Migrator } from 'kysely';
import { type AnyResource, RESOURCES } from '../../src/schema';
import { registryTables } from '../engine/child-spec';
import { coreMigrations } from './core-migrations';
import type { ShuleDatabase } from './database';
import { MIGRATIONS } from './migrations';
import type { NamedPatch } from './patch';
import { syncRegistry } from './registry-sync';

/**
 * Runs the core migrations and the migration files' before-sync patches, brings registry tables in
 * step with the declarations, then runs the after-sync patches (docs/migrations.md).
 */
export async function migrate(database: ShuleDatabase): Promise<void> {
  await migrateWith(database, MIGRATIONS, registryTables(RESOURCES));
}

/** migrate() over given patches and declarations, so that tests can run throw-away ones. */
export async function migrateWith(
  database: ShuleDatabase,
  patches: readonly NamedPatch[],
  resources: readonly AnyResource[],
): Promise<void> {
  const core = coreMigrations(database.engine);
  const asMigration = (patch: NamedPatch): Migration => ({ up: (db) => patch.up(db, database.engine) });
  const named = new Map(patches.map((p) => [p.name, asMigration(p)]));
  if (named.size !== patches.length || patches.some((p) => p.name in core))
    throw new Error('Two migrations share a name: every file in server/db/migrations needs its own timestamp.');
  const migrator = (only: (patch: NamedPatch) => boolean) =>
    new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => ({
          ...core,
          ...Object.fromEntries(patches.filter(only).map((p) => [p.name, named.get(p.name) as Migration])),
        }),
      },
      // After-sync patches run after before-sync ones with later names, so names alone do not order them.
      allowUnorderedMigrations: true,
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    });
  // Kysely refuses to run while an applied migration is missing from the list, so the first pass
  // lists the after-sync patches that already ran (they do not run again).
  const applied = new Set((await migrator(() => true).getMigrations()).filter((m) => m.executedAt).map((m) => m.name));
  await latest(migrator((p) => p.phase === 'before-sync' || applied.has(p.name)));
  await syncRegistry(database.db, database.engine, resources);
  await latest(migrator(() => true));
}

async function latest(migrator: Migrator): Promise<void> {
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
