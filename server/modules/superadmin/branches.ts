import { seedStandardExams } from '../exams/setup/standard';
import { seedStandardChart } from '../finance/ledger/standard-chart';
import { seedLeaveDefaults } from '../hr/leave/defaults';
import { seedStatutoryRates } from '../hr/payroll/engine/seed';
import { Hono } from 'hono';
import { type AnyResource, getResource } from '../../../src/schema';
import type { AppContext, SessionUser } from '../../context';
import { diff } from '../../crud/audit';
import { parseId, validated } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { fromRow, readableColumns, toRow } from '../../crud/serialize';
import type { Db, Row } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { countCurrent } from '../queries';
import { superAudit } from './audit';
import type { SuperEnv, SuperSession } from './tokens';

export const resourceOf = (name: string): AnyResource => {
  const resource = getResource(name);
  if (!resource) throw new Error(`The registry has no ${name} declaration`);
  return resource;
};

/** A super administrator acting inside one branch: on PostgreSQL row-level security binds them to it. */
export const actingIn = (admin: SuperSession, branchId: number): SessionUser => ({
  id: admin.id,
  username: admin.username,
  roles: [],
  branchId,
});

export async function findBranch(db: Db, id: number): Promise<Row> {
  const branches = resourceOf('branches');
  const row = await db.selectFrom('branches').select(readableColumns(branches)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No school with id ${id}`);
  return fromRow(branches, row);
}

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const value: unknown = await request.json().catch(() => undefined);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be a JSON object');
  return value as Record<string, unknown>;
}

export interface BranchSummary {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly students: number;
  readonly staff: number;
  readonly users: number;
}

/** Counts of one branch as its own dashboard counts them (active students, active users); 0 if undeclared. */
async function countOf(ctx: AppContext, db: Db, name: string, branchId: number): Promise<number> {
  const resource = getResource(name);
  return resource ? countCurrent(db, ctx.database.engine, resource, branchId) : 0;
}

/** Schools (branches): the overview, and creating and editing them. */
export function superBranchRoutes(ctx: AppContext): Hono<SuperEnv> {
  const routes = new Hono<SuperEnv>();
  const { db, engine } = ctx.database;
  const branches = resourceOf('branches');

  routes.get('/overview', async (c) => {
    const rows = await db.selectFrom('branches').select(['id', 'name', 'code']).orderBy('name').orderBy('id').execute();
    const list: BranchSummary[] = [];
    for (const row of rows) {
      const id = Number(row.id);
      list.push({
        id,
        name: String(row.name),
        code: String(row.code),
        students: await countOf(ctx, db, 'students', id),
        staff: await countOf(ctx, db, 'staff', id),
        users: await countOf(ctx, db, 'users', id),
      });
    }
    const sum = (key: 'students' | 'staff' | 'users') => list.reduce((total, b) => total + b[key], 0);
    return c.json({
      branches: list,
      totals: { branches: list.length, students: sum('students'), staff: sum('staff'), users: sum('users') },
    });
  });

  routes.get('/branches', async (c) => {
    const rows = await db
      .selectFrom('branches')
      .select(readableColumns(branches))
      .orderBy('name')
      .orderBy('id')
      .execute();
    c.header('Content-Range', `branches 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return c.json(rows.map((r) => fromRow(branches, r)));
  });

  routes.post('/branches', async (c) => {
    const admin = c.get('superAdmin');
    const data = validated(branches, await readBody(c.req.raw), 'create');
    const record = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const inserted = await trx
        .insertInto('branches')
        .values({ ...toRow(branches, data, engine), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      // A branch is its own branch, as server/db/seed.ts createBranch makes it.
      await trx.updateTable('branches').set({ branch_id: id }).where('id', '=', id).execute();
      // Its books from the first day: money can arrive before anyone opens the chart of accounts.
      await seedStandardChart(trx, id);
      await seedStandardExams(trx, id);
      await seedLeaveDefaults(trx, id);
      await seedStatutoryRates(trx, id);
      const created = await findBranch(trx, id);
      await superAudit(trx, admin, id, 'create', 'branches', id, diff(undefined, created, []));
      return created;
    });
    return c.json(record, 201);
  });

  routes.get('/branches/:id', async (c) => c.json(await findBranch(db, parseId(c.req.param('id')))));

  routes.put('/branches/:id', async (c) => {
    const admin = c.get('superAdmin');
    const id = parseId(c.req.param('id'));
    const data = validated(branches, await readBody(c.req.raw), 'update');
    const record = await inBranch(ctx, actingIn(admin, id), 'write', async (trx) => {
      const before = await findBranch(trx, id);
      await trx
        .updateTable('branches')
        .set({ ...toRow(branches, data, engine), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const after = await findBranch(trx, id);
      await superAudit(trx, admin, id, 'update', 'branches', id, diff(before, after, []));
      return after;
    });
    return c.json(record);
  });

  return routes;
}
