import { type AnyResource, type FieldDef, text } from '../../src/schema';
import type { Db } from './database';

/**
 * Small throw-away declarations for the server/db suites, so a test can change a table's fields
 * between two syncs without touching the real registry.
 */
export function testResource(
  name: string,
  fields: Record<string, FieldDef>,
  extra: Partial<Pick<AnyResource, 'unique' | 'view'>> = {},
): AnyResource {
  return {
    name,
    path: `/${name}`,
    label: name,
    singular: name,
    icon: 'page',
    module: 'settings',
    fields,
    list: [],
    filters: [],
    sort: { field: 'id', order: 'ASC' },
    search: [],
    represent: `#{id}`,
    access: { read: [], write: [] },
    ...extra,
  };
}

/** Every branch table points at branches, so each test schema has this one first. */
export const TEST_BRANCHES = testResource('branches', { name: text('Name') });

/** A branch row to hang test rows on; its id. */
export async function insertBranch(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('branches')
    .values({ name: 'Test School', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('branches').set({ branch_id: row.id }).where('id', '=', row.id).execute();
  return Number(row.id);
}

/** Inserts rows of a test table in a branch, stamping the columns every table has; their ids. */
export async function insertRows(
  db: Db,
  table: string,
  branchId: number,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto(table)
    .values(rows.map((r) => ({ ...r, branch_id: branchId, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  return inserted.map((r) => Number(r.id));
}
