import { Hono } from 'hono';
import { type AnyResource, getResource, RESOURCES } from '../../../src/schema';
import type { AppContext, SessionUser } from '../../context';
import { parseId } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { fromRow, readableColumns } from '../../crud/serialize';
import type { Db } from '../../db/database';
import type { Writer } from '../../engine/writer';
import { notFound } from '../../errors';
import { readJsonObject } from '../../http/json';
import type { SuperEnv, SuperSession } from './tokens';

/** National tables a super administrator keeps (`national: { writtenBy: 'super' }`). */
const superTables = (): AnyResource[] => RESOURCES.filter((r) => r.national?.writtenBy === 'super');

function nationalTable(name: string): AnyResource {
  const resource = getResource(name);
  if (!resource?.national) throw notFound(`No national table named ${name}`);
  return resource;
}

/**
 * The writer a national row's audit and created_by name: the super administrator by name, as the
 * system (id 0), since their account is not a school user. The row is filed under the group's
 * first school, which only says where it was written: every school reads it.
 */
async function superWriter(ctx: AppContext, admin: SuperSession): Promise<SessionUser> {
  const first = await ctx.database.db.selectFrom('branches').select('id').orderBy('id').executeTakeFirst();
  if (!first) throw notFound('There is no school yet to file national records under');
  return { id: 0, username: `${admin.username} (super administrator)`, roles: [], branchId: Number(first.id) };
}

/**
 * /api/super/national: the tables every school shares (tax bands, KNEC subject codes) that their
 * declarations give to super administrators. Writes go through the Writer like any other, so
 * validation, every module's hooks and the audit apply; schools read the rows at /api/<resource>.
 */
export function superNationalRoutes(ctx: AppContext, writer: Writer): Hono<SuperEnv> {
  const routes = new Hono<SuperEnv>();
  const { db } = ctx.database;

  routes.get('/national', (c) =>
    c.json(superTables().map((r) => ({ name: r.name, label: r.label, singular: r.singular }))),
  );

  routes.get('/national/:resource', async (c) => {
    const resource = nationalTable(c.req.param('resource'));
    const rows = await db
      .selectFrom(resource.name)
      .select(readableColumns(resource))
      .orderBy(resource.sort.field, resource.sort.order === 'DESC' ? 'desc' : 'asc')
      .orderBy('id')
      .execute();
    c.header('Content-Range', `${resource.name} 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return c.json(rows.map((r) => fromRow(resource, r)));
  });

  /** One transaction, bound to the filing school on PostgreSQL as any school write is. */
  const write = async <T>(admin: SuperSession, work: (trx: Db, user: SessionUser) => Promise<T>) => {
    const user = await superWriter(ctx, admin);
    return inBranch(ctx, user, 'write', (trx) => work(trx, user));
  };

  routes.post('/national/:resource', async (c) => {
    const resource = nationalTable(c.req.param('resource'));
    const body = await readJsonObject(c);
    const record = await write(c.get('superAdmin'), (trx, user) =>
      writer.create(trx, user, resource, body, { superAdministrator: true }),
    );
    return c.json(record, 201);
  });

  routes.put('/national/:resource/:id', async (c) => {
    const resource = nationalTable(c.req.param('resource'));
    const id = parseId(c.req.param('id'));
    const body = await readJsonObject(c);
    const record = await write(c.get('superAdmin'), (trx, user) =>
      writer.update(trx, user, resource, id, body, { superAdministrator: true }),
    );
    return c.json(record);
  });

  routes.delete('/national/:resource/:id', async (c) => {
    const resource = nationalTable(c.req.param('resource'));
    const id = parseId(c.req.param('id'));
    const record = await write(c.get('superAdmin'), (trx, user) =>
      writer.remove(trx, user, resource, id, { superAdministrator: true }),
    );
    return c.json(record);
  });

  return routes;
}
