import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyResource, canAccess, canCreate, canDelete, canUpdate, isLocked, RESOURCES } from '../../src/schema';
import { DEMO_USERS } from '../../server/db/demo-users';
import {
  type ErrorBody,
  auditOf,
  branchIdOf,
  countRows,
  DEMO_USERNAMES,
  editableField,
  idsOf,
  json,
  rowById,
} from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';
import { ensureRecords } from '../helpers/records';

/**
 * Every demo user against every registry resource, reading and writing. The expected answer is
 * computed from canAccess and the declaration, so a role list changed in src/schema changes the
 * expectation with it; what is tested is that the server enforces exactly that decision.
 */
let t: TestApp;
const tokens = new Map<string, string>();
const recordOf = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ students: 5 });
  for (const username of DEMO_USERNAMES) tokens.set(username, (await t.signIn(username)).accessToken);
  const branch = await branchIdOf(t, 'DHS');
  await ensureRecords(t, [branch]);
  for (const resource of RESOURCES) recordOf.set(resource.name, await openRecordOf(resource, branch));
});

/** The branch's first record a writer may still change: a locked one (a paid voucher) answers every edit 409. */
async function openRecordOf(resource: AnyResource, branch: number): Promise<number> {
  const ids = await idsOf(t, resource.name, branch);
  if (!resource.workflow?.locked) return ids[0];
  for (const id of ids) if (!isLocked(resource, (await rowById(t, resource.name, id)) ?? {})) return id;
  return ids[0];
}
afterAll(() => t.close());

const rolesOf = (username: string) => DEMO_USERS.find((u) => u.username === username)?.roles ?? [];

const matrix = DEMO_USERNAMES.flatMap((username) =>
  RESOURCES.map((resource) => [username, resource.name, resource] as const),
);

describe(`role matrix on ${ENGINE}: reads`, () => {
  it.each(matrix)('%s reading %s', async (username, name, resource) => {
    const allowed = canAccess(rolesOf(username), resource.access, 'read');
    const token = tokens.get(username);
    const id = recordOf.get(name);
    const listed = await t.call('GET', `/api/${name}`, { token });
    const one = await t.call('GET', `/api/${name}/${id}`, { token });
    const exported = await t.call('GET', `/api/${name}/export?format=csv`, { token });
    if (allowed) {
      expect(listed.status).toBe(200);
      expect(listed.headers.get('content-range')).toMatch(new RegExp(`^${name} `));
      expect(one.status).toBe(200);
      expect((await json(one)).id).toBe(id);
      expect(exported.status).toBe(200);
      await exported.body?.cancel();
    } else {
      for (const response of [listed, one, exported]) {
        expect(response.status).toBe(403);
        expect((await json<ErrorBody>(response)).message).toMatch(/permission/);
      }
    }
  });
});

/** A body that would be a valid no-op change: the record's own value of a field any writer may change. */
async function sameValueBody(resource: AnyResource, id: number): Promise<Record<string, unknown>> {
  const row = await rowById(t, resource.name, id);
  const { name } = editableField(resource);
  return { [name]: row?.[name] };
}

describe('role matrix: writes', () => {
  it.each(matrix)('%s writing %s', async (username, name, resource) => {
    const allowed = canAccess(rolesOf(username), resource.access, 'write');
    const token = tokens.get(username);
    const id = recordOf.get(name) as number;
    const before = await countRows(t, name);
    const auditBefore = (await auditOf(t, name, id)).length;
    const beforeRow = await rowById(t, name, id);

    const created = await t.call('POST', `/api/${name}`, { token, body: {} });
    const updated = await t.call('PUT', `/api/${name}/${id}`, { token, body: await sameValueBody(resource, id) });
    const removed = await t.call('DELETE', `/api/${name}/999999`, { token });
    const bulkUpdated = await t.call('POST', `/api/${name}/bulk-update`, {
      token,
      body: { ids: [id], data: await sameValueBody(resource, id) },
    });
    const bulkRemoved = await t.call('POST', `/api/${name}/bulk-delete`, { token, body: { ids: [999999] } });

    if (allowed) {
      // Past the permission check: the request meets validation, the operation rules or the data.
      expect(created.status).toBe(canCreate(resource) ? 400 : 405);
      // A ledger the engine keeps (the SMS outbox) refuses every edit with 405 and audits nothing.
      expect(updated.status).toBe(canUpdate(resource) ? 200 : 405);
      expect(removed.status).toBe(canDelete(resource) ? 404 : 405);
      expect(bulkUpdated.status).toBe(canUpdate(resource) ? 200 : 405);
      expect(bulkRemoved.status).toBe(canDelete(resource) ? 404 : 405);
      expect((await auditOf(t, name, id)).length).toBe(auditBefore + (canUpdate(resource) ? 2 : 0));
    } else {
      for (const response of [created, updated, removed, bulkUpdated, bulkRemoved]) {
        expect(response.status).toBe(403);
        expect((await json<ErrorBody>(response)).message).toMatch(/permission/);
      }
      expect((await auditOf(t, name, id)).length).toBe(auditBefore);
      expect((await rowById(t, name, id))?.updated_at).toBe(beforeRow?.updated_at);
    }
    expect(await countRows(t, name)).toBe(before);
  });

  it('a refused write with a valid body writes nothing', async () => {
    const token = tokens.get('viewer');
    const before = await countRows(t, 'students');
    const classId = recordOf.get('classes');
    const response = await t.call('POST', '/api/students', {
      token,
      body: { admission_no: 'V/1', first_name: 'A', last_name: 'B', gender: 'male', class_id: classId },
    });
    expect(response.status).toBe(403);
    expect(await countRows(t, 'students')).toBe(before);
  });

  it('a reader who is not a writer can read but not write (registrar on streams)', async () => {
    const token = tokens.get('registrar');
    expect((await t.call('GET', '/api/streams', { token })).status).toBe(200);
    const id = recordOf.get('streams');
    const response = await t.call('PUT', `/api/streams/${id}`, { token, body: { name: 'Renamed' } });
    expect(response.status).toBe(403);
    expect((await rowById(t, 'streams', id as number))?.name).not.toBe('Renamed');
  });

  it('the permission check runs before the resource lookup of a record', async () => {
    const response = await t.call('GET', '/api/users/999999', { token: tokens.get('librarian') });
    expect(response.status).toBe(403);
  });

  it('sanity: the matrix has both outcomes for reading and writing', () => {
    const outcomes = (action: 'read' | 'write') =>
      new Set(matrix.map(([u, , r]) => canAccess(rolesOf(u), r.access, action)));
    expect(outcomes('read')).toEqual(new Set([true, false]));
    expect(outcomes('write')).toEqual(new Set([true, false]));
  });
});

describe('401 before 403', () => {
  it.each(RESOURCES.map((r) => [r.name] as const))('%s without a token', async (name) => {
    for (const [method, path] of [
      ['GET', `/api/${name}`],
      ['GET', `/api/${name}/1`],
      ['POST', `/api/${name}`],
      ['PUT', `/api/${name}/1`],
      ['DELETE', `/api/${name}/1`],
      ['POST', `/api/${name}/bulk-delete`],
    ] as const) {
      const response = await t.call(method, path, { body: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it.each(RESOURCES.map((r) => [r.name] as const))('%s with an invalid token', async (name) => {
    const response = await t.call('GET', `/api/${name}`, { token: `${tokens.get('admin')}x` });
    expect(response.status).toBe(401);
  });
});
