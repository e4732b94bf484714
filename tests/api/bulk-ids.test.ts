import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, branchIdOf, json, rowById } from '../helpers/api';
import { createTestApp, ENGINE, listQuery, type TestApp, withoutAdmissionBilling } from '../helpers/harness';

/**
 * Record ids in a bulk body or an id filter are whole numbers or strings of digits, nothing else:
 * `[["258"]]` once reached String() and became "258", so a nested list deleted record 258.
 */
let t: TestApp;
let token: string;
let classId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  await withoutAdmissionBilling(t);
  token = (await t.signIn('admin')).accessToken;
  const branch = await branchIdOf(t, 'DHS');
  const row = await t.ctx.database.db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branch)
    .orderBy('level')
    .executeTakeFirstOrThrow();
  classId = Number(row.id);
});
afterAll(() => t.close());

async function createStudent(): Promise<number> {
  serial += 1;
  const response = await t.call('POST', '/api/students', {
    token,
    body: {
      admission_no: `IDS/${serial}`,
      first_name: 'Ids',
      last_name: `Pupil${serial}`,
      gender: 'female',
      class_id: classId,
    },
  });
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

/** Each malformed id, made from the id of a real record so that a lax check would find it. */
const MALFORMED: [string, (id: number) => unknown][] = [
  ['a nested list of a digit string', (id) => [String(id)]],
  ['a nested list of a number', (id) => [id]],
  ['an object', (id) => ({ id })],
  ['a fraction', (id) => id + 0.5],
  ['a negative number', (id) => -id],
  ['zero', () => 0],
  ['an empty string', () => ''],
  ['a digit string with spaces', (id) => ` ${id}`],
  ['a negative digit string', (id) => `-${id}`],
  ['a decimal string', (id) => `${id}.0`],
  ['a boolean', () => true],
  ['null', () => null],
];

describe(`record ids are integers or digit strings (${ENGINE})`, () => {
  it.each(MALFORMED)('bulk delete: 400 for %s, nothing removed', async (_name, make) => {
    const id = await createStudent();
    const response = await t.call('POST', '/api/students/bulk-delete', { token, body: { ids: [make(id)] } });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.message).toMatch(/ids/);
    expect(body.errors?.ids).toBeTruthy();
    expect(await rowById(t, 'students', id)).toBeDefined();
  });

  it.each(MALFORMED)('bulk update: 400 for %s, nothing changed', async (_name, make) => {
    const id = await createStudent();
    const response = await t.call('POST', '/api/students/bulk-update', {
      token,
      body: { ids: [id, make(id)], data: { residence: 'boarding' } },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors?.ids).toBeTruthy();
    expect((await rowById(t, 'students', id))?.residence).toBe('day');
  });

  it.each(MALFORMED)('id filter (getMany): 400 for %s', async (_name, make) => {
    const id = await createStudent();
    const response = await t.call('GET', `/api/students?${listQuery({ filter: { id: [make(id)] } })}`, { token });
    expect(response.status).toBe(400);
  });

  it('numbers and digit strings are both ids', async () => {
    const a = await createStudent();
    const b = await createStudent();
    const listed = await t.call('GET', `/api/students?${listQuery({ filter: { id: [a, String(b)] } })}`, { token });
    expect(listed.status).toBe(200);
    expect((await json<{ id: number }[]>(listed)).map((r) => r.id).sort()).toEqual([a, b].sort());
    const response = await t.call('POST', '/api/students/bulk-delete', { token, body: { ids: [a, String(b)] } });
    expect(response.status).toBe(200);
    expect((await json<{ data: number[] }>(response)).data.sort()).toEqual([a, b].sort());
    expect(await rowById(t, 'students', a)).toBeUndefined();
    expect(await rowById(t, 'students', b)).toBeUndefined();
  });
});
