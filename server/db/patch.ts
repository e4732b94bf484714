import type { Db, Engine } from './database';

/**
 * Where a migration runs relative to the registry sync: before it (rename a column, fill a new
 * required column, so the sync finds what the declarations describe) or after it (back-fill a
 * column the sync has just added). See docs/migrations.md.
 */
export type Phase = 'before-sync' | 'after-sync';

/** One migration file of server/db/migrations: its default export. */
export interface Patch {
  readonly phase: Phase;
  up(db: Db, engine: Engine): Promise<void>;
}

/** A migration as listed in server/db/migrations/index.ts: named after its file. */
export interface NamedPatch extends Patch {
  readonly name: string;
}

/** Names are `YYYY-MM-DDTHHMM-what-it-does`, so sorting them sorts them in time. */
export const PATCH_NAME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;
