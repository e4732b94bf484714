import type { Generated } from 'kysely';

/**
 * Row types of the tables core-migrations.ts creates (the ones that are not registry resources),
 * as the drivers hand them over: pg parses int8 to a number and timestamptz to an ISO string
 * (database.ts), SQLite keeps stamps as ISO text. Columns with a database default are Generated.
 */

/** An ISO time stamp the database fills in when the insert leaves it out. */
export type DefaultStamp = Generated<string>;

/** Settings of the installation itself (search-index signatures, ...): one value per key. */
export interface ShuleMetaTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  branch_id: number | null;
  user_id: number | null;
  username: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  /** JSON: the changed fields before and after. */
  changes: string;
  at: DefaultStamp;
}

/** Refresh tokens of school users and, in super_refresh_tokens, of super administrators. */
export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: DefaultStamp;
}

export interface SuperAdminsTable {
  id: Generated<number>;
  username: string;
  name: string;
  /** The password hash. */
  password: string;
  /** A boolean on both engines: SQLite's 1/0 are bound and read back as such (sqlite-booleans.ts, boolean-results.ts). */
  active: Generated<boolean>;
  created_at: DefaultStamp;
}

export interface UploadsTable {
  id: Generated<number>;
  branch_id: number;
  owner_type: string;
  owner_id: number;
  field: string | null;
  mime: string;
  size: number;
  original_name: string | null;
  /** Where the file lies, relative to the uploads folder. */
  path: string;
  created_at: DefaultStamp;
  created_by: number | null;
}

/** Sequences a school hands out (admission numbers, certificates): the last value per branch and name. */
export interface CountersTable {
  branch_id: number;
  name: string;
  value: number;
}

/** A failed sign-in, counted against its pair, address and account keys (server/auth/signin-guard.ts). */
export interface SignInFailuresTable {
  key: string;
  at: string;
}

export interface CoreTables {
  shule_meta: ShuleMetaTable;
  audit_log: AuditLogTable;
  refresh_tokens: RefreshTokensTable;
  super_admins: SuperAdminsTable;
  super_refresh_tokens: RefreshTokensTable;
  uploads: UploadsTable;
  counters: CountersTable;
  sign_in_failures: SignInFailuresTable;
}
