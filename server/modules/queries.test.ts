import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, streams, students } from '../../src/schema/admissions';
import { users } from '../../src/schema/settings';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { branchRows, countCurrent } from './queries';

let t: TestApp;
let branchId: number;
beforeAll(async () => {
  t = await createTestApp({ students: 120 });
  branchId = (await t.signIn('admin')).branchId;
});
afterAll(() => t.close());

const rowsOf = (table: string) =>
  t.ctx.database.db.selectFrom(table).selectAll().where('branch_id', '=', branchId).execute();

// Teachers, staff and hostels are not declared yet; these helpers will serve them unchanged, so
// they are tried here on declared resources of each shape.
describe(`generic registry queries on ${ENGINE}`, () => {
  const db = () => t.ctx.database.db;
  const engine = () => t.ctx.database.engine;

  it('countCurrent counts status = active when the resource has such a status', async () => {
    const expected = (await rowsOf('students')).filter((s) => s.status === 'active').length;
    expect(expected).toBeLessThan((await rowsOf('students')).length);
    expect(await countCurrent(db(), engine(), students, branchId)).toBe(expected);
  });

  it('countCurrent counts active = true when the resource has an active flag', async () => {
    expect(await countCurrent(db(), engine(), classes, branchId)).toBe(
      (await rowsOf('classes')).filter((c) => Boolean(c.active)).length,
    );
    expect(await countCurrent(db(), engine(), users, branchId)).toBe(
      (await rowsOf('users')).filter((u) => Boolean(u.active)).length,
    );
  });

  it('countCurrent counts every row of the branch otherwise', async () => {
    expect(await countCurrent(db(), engine(), streams, branchId)).toBe((await rowsOf('streams')).length);
  });

  it('branchRows answers the branch rows as the generic API shows them, in declared order, no secrets', async () => {
    const rows = await branchRows(db(), classes, branchId);
    expect(rows.map((r) => r.level)).toEqual(
      (await rowsOf('classes')).map((c) => Number(c.level)).sort((a, b) => a - b),
    );
    expect(rows.every((r) => typeof r.active === 'boolean' && r.branch_id === branchId)).toBe(true);
    const people = await branchRows(db(), users, branchId);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((u) => !('password' in u) && Array.isArray(u.roles))).toBe(true);
  });
});
