import type { Kysely } from 'kysely';
import type { RegistryTables } from '../../src/schema/tables';
import type { Db } from './database';
import type { CoreTables } from './tables';

/** Every table with its row type: the registry's, derived from the declarations, and the core ones. */
export type Database = RegistryTables & CoreTables;

/** The connection as a module's own queries see it: tables and columns checked by the compiler. */
export type SchoolDb = Kysely<Database>;

/**
 * The same connection (or transaction), typed. The generic engine reaches tables by the name a
 * request carries, so it holds the untyped handle; module code that knows its tables takes this
 * view of it. This is the one place the two meet.
 */
export const school = (db: Db): SchoolDb => db as unknown as SchoolDb;
