import { type DataProvider, fetchUtils, HttpError } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows, rowById } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp, withoutAdmissionBilling } from '../helpers/harness';

/**
 * The unmodified ra-data-simple-rest provider with react-admin's own fetchJson; only `fetch` is
 * routed into the app in-process, so every URL, header and body is exactly what a browser would send.
 */
const API = 'http://shule.test/api';

let t: TestApp;
let provider: DataProvider;
let anonymous: DataProvider;
let classIds: number[];
let branch: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 30 });
  await withoutAdmissionBilling(t);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    t.app.request(input instanceof Request ? input : String(input), init),
  );
  const { accessToken, branchId } = await t.signIn('admin');
  branch = branchId;
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${accessToken}` } });
  provider = simpleRestProvider(API, httpClient);
  anonymous = simpleRestProvider(API);
  const classes = await t.ctx.database.db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branch)
    .orderBy('level')
    .execute();
  classIds = classes.map((c) => Number(c.id));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

function student(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    admission_no: `SR/${serial}`,
    first_name: 'Simple',
    last_name: `Rest${serial}`,
    gender: 'male',
    class_id: classIds[0],
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe(`ra-data-simple-rest against the API (${ENGINE})`, () => {
  it('getList: pagination, sort, filter and the total from Content-Range', async () => {
    const total = await countRows(t, 'students', { branch_id: branch, gender: 'female' });
    const page2 = await provider.getList('students', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'admission_no', order: 'DESC' },
      filter: { gender: 'female' },
    });
    expect(page2.total).toBe(total);
    expect(page2.data).toHaveLength(5);
    expect(page2.data.every((r) => r.gender === 'female')).toBe(true);
    const all = await provider.getList('students', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'admission_no', order: 'DESC' },
      filter: { gender: 'female' },
    });
    expect(page2.data.map((r) => r.id)).toEqual(all.data.slice(5, 10).map((r) => r.id));
  });

  it('getList: q and ranges, and the embed parameter is ignored', async () => {
    // Fifteen years ago: a date of birth must stay within its declared bounds (2 to 30 years ago).
    const year = new Date().getFullYear() - 15;
    const created = await provider.create('students', {
      data: student({ first_name: 'Ombretta', date_of_birth: `${year}-09-09` }),
    });
    const found = await provider.getList('students', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'ombre', date_of_birth_gte: `${year}-09-01`, date_of_birth_lte: `${year}-09-30` },
      meta: { embed: ['class'] },
    });
    expect(found.data.map((r) => r.id)).toEqual([created.data.id]);
    expect(found.total).toBe(1);
  });

  it('getList: a bad parameter rejects with 400 and the message', async () => {
    const error = await rejection(
      provider.getList('students', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'shoe', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/shoe/);
  });

  it('getOne', async () => {
    const { data } = await provider.getOne('classes', { id: classIds[2] });
    expect(data).toMatchObject({ id: classIds[2], name: 'Form 3', level: 3, active: true });
    expect((await rejection(provider.getOne('classes', { id: 999999 }))).status).toBe(404);
  });

  it('getMany', async () => {
    const { data } = await provider.getMany('classes', { ids: [classIds[3], classIds[0]] });
    expect(data.map((r) => r.name).sort()).toEqual(['Form 1', 'Form 4']);
  });

  it('getManyReference', async () => {
    const result = await provider.getManyReference('streams', {
      target: 'class_id',
      id: classIds[1],
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(3);
    expect(result.data.map((r) => r.name)).toEqual(['East', 'North']);
  });

  it('create, and a validation error carries the per-field errors react-admin shows', async () => {
    const before = await countRows(t, 'students');
    const { data } = await provider.create('students', { data: student() });
    expect(data.id).toBeGreaterThan(0);
    expect(await countRows(t, 'students')).toBe(before + 1);
    const error = await rejection(provider.create('students', { data: student({ gender: 'unknown', last_name: '' }) }));
    expect(error.status).toBe(400);
    expect((error.body as { errors: Record<string, string> }).errors).toMatchObject({
      gender: expect.any(String),
      last_name: 'Required',
    });
    expect(await countRows(t, 'students')).toBe(before + 1);
  });

  it('update sends the whole record back and gets the stored one', async () => {
    const { data: created } = await provider.create('students', { data: student() });
    const { data } = await provider.update('students', {
      id: created.id,
      data: { ...created, first_name: 'Updated' },
      previousData: created,
    });
    expect(data).toMatchObject({ id: created.id, first_name: 'Updated' });
    expect((await rowById(t, 'students', created.id))?.first_name).toBe('Updated');
  });

  it('updateMany (one PUT per id in simple-rest)', async () => {
    const a = (await provider.create('students', { data: student() })).data;
    const b = (await provider.create('students', { data: student() })).data;
    const { data } = await provider.updateMany('students', { ids: [a.id, b.id], data: { residence: 'boarding' } });
    expect([...(data ?? [])].sort()).toEqual([a.id, b.id].sort());
    for (const id of [a.id, b.id]) expect((await rowById(t, 'students', id))?.residence).toBe('boarding');
  });

  it('delete answers the deleted record', async () => {
    const { data: created } = await provider.create('students', { data: student() });
    const { data } = await provider.delete('students', { id: created.id, previousData: created });
    expect(data.id).toBe(created.id);
    expect(await rowById(t, 'students', created.id)).toBeUndefined();
  });

  it('deleteMany (one DELETE per id in simple-rest)', async () => {
    const a = (await provider.create('students', { data: student() })).data;
    const b = (await provider.create('students', { data: student() })).data;
    const { data } = await provider.deleteMany('students', { ids: [a.id, b.id] });
    expect([...(data ?? [])].sort()).toEqual([a.id, b.id].sort());
    expect(await rowById(t, 'students', a.id)).toBeUndefined();
    expect(await rowById(t, 'students', b.id)).toBeUndefined();
  });

  it('without a token every call rejects with 401', async () => {
    const error = await rejection(
      anonymous.getList('students', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.status).toBe(401);
  });
});
