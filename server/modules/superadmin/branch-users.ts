import { Hono } from 'hono';
import { passwordProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import type { SessionStore } from '../../auth/session';
import type { AppContext } from '../../context';
import { diff } from '../../crud/audit';
import { parseId, validated } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { fromRow, readableColumns, toRow } from '../../crud/serialize';
import type { Db, Row } from '../../db/database';
import { fieldsRefused, notFound, say } from '../../errors';
import { requireARole } from '../user-rules';
import { superAudit } from './audit';
import { actingIn, findBranch, readBody, resourceOf } from './branches';
import type { SuperEnv } from './tokens';

const SECRET = ['password'];

/** The users of one school, created and kept by the super administrator (validated by the users declaration). */
export function superUserRoutes(ctx: AppContext, sessions: SessionStore): Hono<SuperEnv> {
  const routes = new Hono<SuperEnv>();
  const { db, engine } = ctx.database;
  const users = resourceOf('users');

  const findUser = async (trx: Db, branchId: number, id: number): Promise<Row> => {
    const row = await trx
      .selectFrom('users')
      .select(readableColumns(users))
      .where('id', '=', id)
      .where('branch_id', '=', branchId)
      .executeTakeFirst();
    if (!row) throw notFound(`No user with id ${id} in this school`);
    return fromRow(users, row);
  };

  /** The branch named in the path, which must exist. */
  const branchParam = async (raw: string | undefined): Promise<number> => {
    const id = parseId(raw);
    await findBranch(db, id);
    return id;
  };

  /** A new password passes the same policy as a school administrator's reset, then is stored hashed. */
  const withHash = async (data: Record<string, unknown>, branchId: number): Promise<Record<string, unknown>> => {
    if (typeof data.password !== 'string') return data;
    const school = await db.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst();
    const problem = passwordProblem(data.password, {
      username: typeof data.username === 'string' ? data.username : undefined,
      schoolName: school ? String(school.name) : undefined,
    });
    if (problem) throw fieldsRefused({ password: say(problem.code as `shule.validation.${string}`, problem.args) });
    return { ...data, password: await hashPassword(data.password) };
  };

  routes.get('/branches/:id/users', async (c) => {
    const branchId = await branchParam(c.req.param('id'));
    const rows = await inBranch(ctx, actingIn(c.get('superAdmin'), branchId), 'read', (trx) =>
      trx
        .selectFrom('users')
        .select(readableColumns(users))
        .where('branch_id', '=', branchId)
        .orderBy('username')
        .execute(),
    );
    c.header('Content-Range', `users 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return c.json(rows.map((r) => fromRow(users, r)));
  });

  routes.post('/branches/:id/users', async (c) => {
    const admin = c.get('superAdmin');
    const branchId = await branchParam(c.req.param('id'));
    const sent = validated(users, await readBody(c.req.raw), 'create');
    requireARole(sent, 'create');
    const data = await withHash(sent, branchId);
    const record = await inBranch(ctx, actingIn(admin, branchId), 'write', async (trx) => {
      const now = new Date().toISOString();
      const row = toRow(users, data, engine);
      const inserted = await trx
        .insertInto('users')
        .values({ ...row, branch_id: branchId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await findUser(trx, branchId, Number(inserted.id));
      const changes = diff(undefined, { ...created, password: row.password }, SECRET);
      await superAudit(trx, admin, branchId, 'create', 'users', created.id, changes);
      return created;
    });
    return c.json(record, 201);
  });

  // Edit, reset the password or deactivate: the last two end the user's sessions at once.
  routes.put('/branches/:id/users/:userId', async (c) => {
    const admin = c.get('superAdmin');
    const branchId = await branchParam(c.req.param('id'));
    const userId = parseId(c.req.param('userId'));
    const sent = validated(users, await readBody(c.req.raw), 'update');
    requireARole(sent, 'update');
    const data = await withHash(sent, branchId);
    const record = await inBranch(ctx, actingIn(admin, branchId), 'write', async (trx) => {
      const before = await findUser(trx, branchId, userId);
      const row = toRow(users, data, engine);
      await trx
        .updateTable('users')
        .set({ ...row, updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .where('branch_id', '=', branchId)
        .execute();
      const after = await findUser(trx, branchId, userId);
      const secret = 'password' in row ? { password: row.password } : {};
      await superAudit(trx, admin, branchId, 'update', 'users', userId, diff(before, { ...after, ...secret }, SECRET));
      if (after.active === false || 'password' in row) await sessions.end(trx, userId);
      return after;
    });
    // Again after the commit, so a request racing the transaction cannot cache the old status.
    sessions.forget(userId);
    return c.json(record);
  });

  return routes;
}
