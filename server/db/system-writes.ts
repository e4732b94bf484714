import { randomBytes } from 'node:crypto';
import type { AnyResource } from '../../src/schema';
import { getResource } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import { toRow } from '../crud/serialize';
import type { Writer } from '../engine/writer';
import { seedStandardChart } from '../modules/finance/ledger/standard-chart';
import { seedLeaveDefaults } from '../modules/hr/leave/defaults';
import { seedStatutoryRates } from '../modules/hr/payroll/engine/seed';
import type { ShuleDatabase } from './database';

/** The declared defaults, so raw inserts store what a create through the API would. */
function defaultsOf(resource: AnyResource): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, field]) => field.default !== undefined && !field.count && field.kind !== 'table')
      .map(([name, field]) => [name, field.default]),
  );
}

const writers = new WeakMap<ShuleDatabase, Promise<Writer>>();

/**
 * The app's own write path for a database, with every module's hooks: demo and test data go
 * through it, so they meet the same validation, rules, references and audit as a user's writes.
 * Loaded on first use: the modules import server/db, and server/db must not import them back.
 */
export function writerFor(database: ShuleDatabase): Promise<Writer> {
  let writer = writers.get(database);
  if (!writer) {
    writer = (async () => {
      const [{ Writer }, { Hooks }, { SERVER_MODULES }, { SessionStore }] = await Promise.all([
        import('../engine/writer'),
        import('../engine/hooks'),
        import('../modules'),
        import('../auth/session'),
      ]);
      const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
      const sessions = new SessionStore(ctx);
      return new Writer(ctx, new Hooks(SERVER_MODULES.flatMap((m) => (m.hooks ? [m.hooks(ctx, sessions)] : []))));
    })();
    writers.set(database, writer);
  }
  return writer;
}

/** The school's own system account: what the audit log shows for demo and seed data. */
const systemUser = (branchId: number): SessionUser => ({ id: 0, username: 'system', roles: ['ROLE_All'], branchId });

/**
 * Demo and test records, written through the Writer as the system: each value checked against its
 * field, required fields present, references in the branch, every module's hooks (admission
 * numbers, hostel places, a transfer's effect on its student) and an audit row. One transaction.
 */
export async function insertSystem(
  database: ShuleDatabase,
  name: string,
  branchId: number | null,
  records: Record<string, unknown>[],
): Promise<number[]> {
  if (branchId === null) return insertRows(database, name, null, records);
  const resource = getResource(name) as AnyResource;
  const writer = await writerFor(database);
  const user = systemUser(branchId);
  return database.db.transaction().execute(async (db) => {
    const ids: number[] = [];
    for (const record of records)
      ids.push(Number((await writer.create(db, user, resource, record, { system: true })).id));
    return ids;
  });
}

/** A change the system makes to one demo record, through the same path. */
export async function updateSystem(
  database: ShuleDatabase,
  name: string,
  branchId: number,
  id: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const writer = await writerFor(database);
  await database.db
    .transaction()
    .execute((db) =>
      writer.update(db, systemUser(branchId), getResource(name) as AnyResource, id, changes, { system: true }),
    );
}

/**
 * Raw rows, 500 to a statement, with the declared defaults: only for volumes no user would type
 * (the bench's 100,000 students) and for a school's own row, which has no branch to write in yet.
 */
export async function insertRows(
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

/**
 * A school: a branches row that is its own branch (branch_id = id), as every branch table expects,
 * with its funds and standard chart of accounts.
 */
export async function createBranch(database: ShuleDatabase, values: Record<string, unknown>): Promise<number> {
  const [id] = await insertRows(database, 'branches', null, [values]);
  await database.db.updateTable('branches').set({ branch_id: id }).where('id', '=', id).execute();
  await seedStandardChart(database.db, id);
  await seedLeaveDefaults(database.db, id);
  await seedStatutoryRates(database.db, id);
  return id;
}
