import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnyResource,
  type FieldDef,
  canAccess,
  canCreate,
  canDelete,
  canUpdate,
  getResource,
  RESOURCES,
} from '../../src/schema';
import { APP_ROLE } from '../../server/db/row-security';
import { insertSystem } from '../../server/db/seed';
import {
  type ErrorBody,
  branchIdOf,
  countRows,
  editableField,
  idsOf,
  insertUser,
  json,
  rowById,
  totalOf,
} from '../helpers/api';
import { freshSample } from '../helpers/fresh-sample';
import { createTestApp, ENGINE, listQuery, type TestApp } from '../helpers/harness';
import { ensureRecords } from '../helpers/records';

/**
 * Branch 2 (Demo Primary School) against branch 1 (Demo High School), for every registry resource:
 * its registrar and an administrator with every role, made directly in the database because the
 * API never creates a user outside the caller's own branch.
 */
let t: TestApp;
let home: number;
let away: number;
const tokens = new Map<string, { token: string; roles: string[] }>();
let serial = 0;

const scope = (name: string) => (name === 'branches' ? 'id' : 'branch_id');
const foreignIds = (name: string) => idsOf(t, name, home);
const ownIds = (name: string) => idsOf(t, name, away);
/** A record of the second school to point at; for a student, an active one (a transfer moves it on). */
async function ownTarget(name: string): Promise<number> {
  if (name !== 'students') return (await ownIds(name))[0];
  const row = await t.ctx.database.db
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', away)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Targets of the second school for a sample of `resource`: a reference that offers only some
 * records (a route's transport vote head) gets one of those.
 */
async function ownRefs(resource: AnyResource): Promise<(target: string, field?: FieldDef) => number> {
  const own = new Map<string, number>();
  for (const target of RESOURCES) own.set(target.name, await ownTarget(target.name));
  const offered = new Map<FieldDef, number>();
  for (const field of Object.values(resource.fields))
    if (field.reference && field.offer) {
      const [id] = await idsOf(t, field.reference, away, field.offer);
      if (id !== undefined) offered.set(field, id);
    }
  return (target, field) => (field && offered.get(field)) ?? (own.get(target) as number);
}

beforeAll(async () => {
  t = await createTestApp({ students: 12 });
  home = await branchIdOf(t, 'DHS');
  away = await branchIdOf(t, 'DPS');
  await ensureRecords(t, [home, away]);
  // Every student a sample may point at has money in credit, so a sample refund has credit to draw
  // on whatever sample charges were raised first and whichever student is the first active one then.
  const students = await t.ctx.database.db.selectFrom('students').select('id').where('branch_id', '=', away).execute();
  await insertSystem(
    t.ctx.database,
    'fee_payments',
    away,
    students.map((s) => ({ student_id: Number(s.id), amount: 1_000_000, mode: 'cash', paid_on: '2026-01-10' })),
  );
  await insertUser(t, away, 'admin2', ['ROLE_All']);
  for (const username of ['admin2', 'registrar2']) {
    const session = await t.signIn(username);
    expect(session.branchId).toBe(away);
    tokens.set(username, { token: session.accessToken, roles: session.roles });
  }
});
afterAll(() => t.close());

const cases = ['admin2', 'registrar2'].flatMap((username) =>
  RESOURCES.map((resource) => [username, resource.name, resource] as const),
);

/** 403 when the role list refuses the caller anyway; otherwise the foreign record must not exist for them. */
function expectHidden(
  username: string,
  resource: AnyResource,
  action: 'read' | 'write',
  status: number,
  missing = 404,
) {
  const allowed = canAccess(tokens.get(username)?.roles ?? [], resource.access, action);
  expect(status).toBe(allowed ? missing : 403);
  return allowed;
}

/** An unreferenced record of branch 2, so deleting it alone would succeed. */
async function freshOwn(resource: AnyResource): Promise<number> {
  if (resource.name === 'branches') return away;
  serial += 1;
  const record = await freshSample(t, resource, away, 8000 + serial, await ownRefs(resource));
  const [id] = await insertSystem(t.ctx.database, resource.name, away, [record]);
  return id;
}

const editable = (resource: AnyResource) => {
  const { name, value } = editableField(resource, 9000);
  return { [name]: value };
};

describe(`branch isolation on ${ENGINE}`, () => {
  it.each(cases)('%s cannot list %s of the other branch', async (username, name, resource) => {
    const { token } = tokens.get(username) ?? { token: '' };
    const response = await t.call('GET', `/api/${name}?${listQuery({ range: [0, 999] })}`, { token });
    if (!expectHidden(username, resource, 'read', response.status, 200)) return;
    const rows = await json<Record<string, unknown>[]>(response);
    expect(rows.every((r) => r[scope(name)] === away)).toBe(true);
    expect(totalOf(response)).toBe(await countRows(t, name, { [scope(name)]: away }));
    const foreign = await foreignIds(name);
    expect(foreign.length).toBeGreaterThan(0);
    const many = await t.call('GET', `/api/${name}?${listQuery({ filter: { id: foreign } })}`, { token });
    expect(await many.json()).toEqual([]);
    expect(totalOf(many)).toBe(0);
    const exported = await (await t.call('GET', `/api/${name}/export?format=csv`, { token })).text();
    // The export has the list's columns, not ids (a journal's first column is its entry number,
    // which both schools count from 1): the other school's rows would show as extra lines.
    expect(exported.split('\r\n').slice(1, -1).length).toBe(rows.length);
  });

  it.each(cases)('%s cannot get, update or delete %s of the other branch', async (username, name, resource) => {
    const { token } = tokens.get(username) ?? { token: '' };
    const [id] = await foreignIds(name);
    const before = await rowById(t, name, id);
    expectHidden(username, resource, 'read', (await t.call('GET', `/api/${name}/${id}`, { token })).status);
    const put = await t.call('PUT', `/api/${name}/${id}`, { token, body: editable(resource) });
    expectHidden(username, resource, 'write', put.status);
    const del = await t.call('DELETE', `/api/${name}/${id}`, { token });
    expectHidden(username, resource, 'write', del.status, canDelete(resource) ? 404 : 405);
    expect(await rowById(t, name, id)).toEqual(before);
  });

  it.each(cases)(
    '%s cannot bulk-change %s of the other branch, even mixed with its own',
    async (username, name, resource) => {
      const { token } = tokens.get(username) ?? { token: '' };
      const [foreign] = await foreignIds(name);
      const own = await freshOwn(resource);
      const snapshot = async () => [await rowById(t, name, own), await rowById(t, name, foreign)];
      const before = await snapshot();
      const data = editable(resource);
      for (const ids of [[foreign], [own, foreign]]) {
        const update = await t.call('POST', `/api/${name}/bulk-update`, {
          token,
          body: { ids, data },
        });
        expectHidden(username, resource, 'write', update.status);
        const remove = await t.call('POST', `/api/${name}/bulk-delete`, { token, body: { ids } });
        expectHidden(username, resource, 'write', remove.status, canDelete(resource) ? 404 : 405);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(cases)(
    '%s creating %s: stored in its own branch whatever branch_id it sends',
    async (username, name, resource) => {
      const { token } = tokens.get(username) ?? { token: '' };
      serial += 1;
      const body = {
        ...(await freshSample(t, resource, away, 9000 + serial, await ownRefs(resource))),
        branch_id: home,
      };
      const response = await t.call('POST', `/api/${name}`, { token, body });
      if (!canCreate(resource)) {
        expectHidden(username, resource, 'write', response.status, 405);
        return;
      }
      if (!expectHidden(username, resource, 'write', response.status, 201)) return;
      const created = await json(response);
      expect((await rowById(t, name, Number(created.id)))?.[scope(name)]).toBe(away);
    },
  );

  const referenceFields = RESOURCES.flatMap((resource) =>
    Object.entries(resource.fields)
      // Only records users create can be pointed anywhere by them; the engines' own (the SMS outbox)
      // take their references from records the engine has already read within the branch.
      .filter(([, f]) => (f.kind === 'reference' || f.kind === 'references') && getResource(f.reference ?? ''))
      .filter(() => canCreate(resource))
      .map(([field, f]) => [resource.name, field, f.reference as string, resource] as const),
  );

  it('the registry has references to test', () => {
    expect(referenceFields.length).toBeGreaterThan(0);
  });

  it.each(referenceFields)(
    '%s.%s cannot point at %s of the other branch (400, nothing written)',
    async (name, field, target, resource) => {
      const { token } = tokens.get('admin2') ?? { token: '' };
      serial += 1;
      const refs = await ownRefs(resource);
      const [foreignTarget] = await foreignIds(target);
      const kind = resource.fields[field].kind;
      const foreignValue = kind === 'references' ? [foreignTarget] : foreignTarget;
      const before = await countRows(t, name);
      const body = { ...(await freshSample(t, resource, away, 9500 + serial, refs)), [field]: foreignValue };
      const created = await t.call('POST', `/api/${name}`, { token, body });
      expect(created.status).toBe(400);
      expect((await json<ErrorBody>(created)).errors).toHaveProperty(field);
      expect(await countRows(t, name)).toBe(before);

      const [ownRecord] = await ownIds(name);
      const beforeRow = await rowById(t, name, ownRecord);
      const updated = await t.call('PUT', `/api/${name}/${ownRecord}`, { token, body: { [field]: foreignValue } });
      // A record made once and never changed (a receipt, a wallet entry) refuses any change: 405.
      expect(updated.status).toBe(canUpdate(resource) ? 400 : 405);
      if (canUpdate(resource)) expect((await json<ErrorBody>(updated)).errors).toHaveProperty(field);
      const bulk = await t.call('POST', `/api/${name}/bulk-update`, {
        token,
        body: { ids: [ownRecord], data: { [field]: foreignValue } },
      });
      expect(bulk.status).toBe(canUpdate(resource) ? 400 : 405);
      expect(await rowById(t, name, ownRecord)).toEqual(beforeRow);

      const filtered = await t.call('GET', `/api/${name}?${listQuery({ filter: { [field]: foreignValue } })}`, {
        token,
      });
      expect(totalOf(filtered)).toBe(0);
    },
  );

  it('the same admission number may exist in both branches (unique per branch)', async () => {
    const { token } = tokens.get('registrar2') ?? { token: '' };
    // A number the other branch holds and this one does not (generated numbers may coincide).
    const numbers = async (branchId: number) =>
      (
        await t.ctx.database.db
          .selectFrom('students')
          .select('admission_no')
          .where('branch_id', '=', branchId)
          .execute()
      ).map((r) => r.admission_no);
    const mine = new Set(await numbers(away));
    const taken = (await numbers(home)).find((n) => n !== null && !mine.has(n));
    expect(taken).toBeDefined();
    const [classId] = await ownIds('classes');
    const response = await t.call('POST', '/api/students', {
      token,
      body: { admission_no: taken, first_name: 'Same', last_name: 'Number', gender: 'male', class_id: classId },
    });
    expect(response.status).toBe(201);
  });

  it('q does not find the other branch’s records', async () => {
    const { token } = tokens.get('registrar2') ?? { token: '' };
    const homeAdmin = await t.signIn('admin');
    const marker = await t.call('POST', '/api/classes', {
      token: homeAdmin.accessToken,
      body: { name: 'Zanzibarian', level: 11 },
    });
    expect(marker.status).toBe(201);
    const response = await t.call('GET', `/api/classes?${listQuery({ filter: { q: 'zanzib' } })}`, { token });
    expect(await response.json()).toEqual([]);
  });

  it('an admin of branch 2 cannot deactivate a branch 1 user', async () => {
    const { token } = tokens.get('admin2') ?? { token: '' };
    const victim = await t.signIn('registrar');
    expect((await t.call('PUT', `/api/users/${victim.id}`, { token, body: { active: false } })).status).toBe(404);
    expect((await t.call('GET', '/api/students', { token: victim.accessToken })).status).toBe(200);
  });
});

describe.runIf(ENGINE === 'postgres')('row-level security backstop (PostgreSQL)', () => {
  async function asApp<T>(branchId: number | null, work: (trx: typeof t.ctx.database.db) => Promise<T>): Promise<T> {
    return t.ctx.database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${APP_ROLE}, true)`.execute(trx);
      if (branchId !== null) await sql`select set_config('shule.branch_id', ${String(branchId)}, true)`.execute(trx);
      return work(trx);
    });
  }

  // A view's records are its table's rows (teachers are employees), covered by that table.
  it.each(RESOURCES.filter((r) => !r.view).map((r) => [r.name] as const))(
    '%s: as the app role with a branch set, a SELECT without WHERE returns only that branch',
    async (name) => {
      for (const branchId of [home, away]) {
        const rows = await asApp(
          branchId,
          async (trx) => (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(trx)).rows,
        );
        expect(rows.length).toBe(await countRows(t, name, { [scope(name)]: branchId }));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => Number(r[scope(name)]) === branchId)).toBe(true);
      }
      const none = await asApp(null, async (trx) => (await sql`select * from ${sql.table(name)}`.execute(trx)).rows);
      expect(none).toEqual([]);
    },
  );

  it('an UPDATE without WHERE touches only the set branch', async () => {
    const touched = await asApp(away, async (trx) =>
      Number((await sql`update classes set capacity = capacity`.execute(trx)).numAffectedRows),
    );
    expect(touched).toBe(await countRows(t, 'classes', { branch_id: away }));
  });

  it('an INSERT into another branch is refused by the policy check', async () => {
    const before = await countRows(t, 'classes');
    const now = new Date().toISOString();
    await expect(
      asApp(away, (trx) =>
        sql`insert into classes (branch_id, created_at, updated_at, name, level) values (${home}, ${now}, ${now}, 'Sneaky', 1)`.execute(
          trx,
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await countRows(t, 'classes')).toBe(before);
  });

  it('API requests run under the policy: a policy hiding every row hides them from the API', async () => {
    const { token } = tokens.get('admin2') ?? { token: '' };
    const [own] = await ownIds('classes');
    expect(totalOf(await t.call('GET', '/api/classes', { token }))).toBeGreaterThan(0);
    await sql.raw('alter policy branch_isolation on classes using (false)').execute(t.ctx.database.db);
    try {
      const listed = await t.call('GET', '/api/classes', { token });
      expect(listed.status).toBe(200);
      expect(totalOf(listed)).toBe(0);
      expect((await t.call('GET', `/api/classes/${own}`, { token })).status).toBe(404);
    } finally {
      await sql
        .raw(
          `alter policy branch_isolation on classes using (branch_id = nullif(current_setting('shule.branch_id', true), '')::bigint)`,
        )
        .execute(t.ctx.database.db);
    }
    expect(totalOf(await t.call('GET', '/api/classes', { token }))).toBeGreaterThan(0);
  });
});
