import type { AnyResource } from '../../src/schema';
import { getResource } from '../../src/schema';
import { toRow } from '../crud/serialize';
import type { ShuleDatabase } from './database';

/** The declared defaults, so system inserts store what a create through the API would. */
function defaultsOf(resource: AnyResource): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, field]) => field.default !== undefined && !field.count)
      .map(([name, field]) => [name, field.default]),
  );
}

/** Inserts records as the system (no user), stamping the columns every table has. */
export async function insertSystem(
  database: ShuleDatabase,
  name: string,
  branchId: number | null,
  records: Record<string, unknown>[],
): Promise<number[]> {
  const resource = getResource(name) as AnyResource;
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < records.length; i += 500) {
    const values = records.slice(i, i + 500).map((r) => ({
      ...toRow(resource, { ...defaultsOf(resource), ...r }, database.engine),
      branch_id: branchId,
      created_at: now,
      updated_at: now,
    }));
    const rows = await database.db.insertInto(name).values(values).returning('id').execute();
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** A school: a branches row that is its own branch (branch_id = id), as every branch table expects. */
export async function createBranch(database: ShuleDatabase, values: Record<string, unknown>): Promise<number> {
  const [id] = await insertSystem(database, 'branches', null, [values]);
  await database.db.updateTable('branches').set({ branch_id: id }).where('id', '=', id).execute();
  return id;
}
