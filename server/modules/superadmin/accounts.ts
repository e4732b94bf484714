import type { Db } from '../../db/database';

export interface SuperAdminRecord {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  readonly password: string;
  readonly active: boolean;
}

export const SUPER_USERNAME = /^[a-z0-9._-]{3,40}$/;

const record = (row: Record<string, unknown>): SuperAdminRecord => ({
  id: Number(row.id),
  username: String(row.username),
  name: String(row.name),
  password: String(row.password ?? ''),
  active: row.active === true,
});

export async function superAdminByUsername(db: Db, username: string): Promise<SuperAdminRecord | undefined> {
  const row = await db.selectFrom('super_admins').selectAll().where('username', '=', username).executeTakeFirst();
  return row ? record(row) : undefined;
}

/** Read on every super request: a deactivated super administrator is out at once, not in 15 minutes. */
export async function activeSuperAdmin(db: Db, id: number): Promise<SuperAdminRecord | undefined> {
  const row = await db.selectFrom('super_admins').selectAll().where('id', '=', id).executeTakeFirst();
  const admin = row ? record(row) : undefined;
  return admin?.active ? admin : undefined;
}
