import { Migrator } from 'kysely';
import { RESOURCES } from '../../src/schema';
import { coreMigrations } from './core-migrations';
import type { ShuleDatabase } from './database';
import { syncRegistry } from './registry-sync';

/** Runs the versioned core migrations, then brings registry tables in step with the declarations. */
export async function migrate(database: ShuleDatabase): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => coreMigrations(database.engine) },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await syncRegistry(database.db, database.engine, RESOURCES);
}
