import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkInsert, writeStamps } from './bulk-insert';
import type { ShuleDatabase } from './database';
import { openTestDatabase, TEST_ENGINE } from './test-database';

let database: ShuleDatabase;
const pg = TEST_ENGINE === 'postgres';

beforeAll(async () => {
  database = await openTestDatabase();
  const id = sql.raw(pg ? 'bigserial primary key' : 'integer primary key autoincrement');
  const flag = sql.raw(pg ? 'boolean' : 'integer');
  const stamp = sql.raw(pg ? 'timestamptz' : 'text');
  const day = sql.raw(pg ? 'date' : 'text');
  await sql`create table bulk_rows (id ${id}, n bigint not null, label text, flag ${flag}, due ${day},
    branch_id bigint, created_at ${stamp}, updated_at ${stamp}, created_by bigint, updated_by bigint)`.execute(
    database.db,
  );
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('bulk_rows').execute();
});

const columns = [
  ['n', 'bigint'],
  ['label', 'text'],
  ['flag', 'boolean'],
  ['due', 'date'],
] as const;

const stored = async () =>
  (
    await sql<Record<string, unknown>>`select id, n, label, flag, due, branch_id, created_by, updated_by
      from bulk_rows order by id`.execute(database.db)
  ).rows.map((r) => ({
    id: Number(r.id),
    label: r.label,
    n: Number(r.n),
    flag: r.flag === null ? null : Boolean(r.flag),
    due: r.due === null ? null : String(r.due).slice(0, 10),
    branch_id: Number(r.branch_id),
    created_by: Number(r.created_by),
    updated_by: Number(r.updated_by),
  }));

describe(`bulkInsert (${TEST_ENGINE})`, () => {
  it('writes every row in the order given, with its values, nulls, quotes and the shared stamps', async () => {
    const rows = [
      [3, 'O\'Brien "quoted" ; drop table bulk_rows', true, '2026-01-05'],
      [1, null, false, null],
      [2, 'Wanjiru', null, '2026-12-31'],
    ];
    await bulkInsert(database.db, {
      table: 'bulk_rows',
      columns,
      rows,
      shared: writeStamps({ id: 7, branchId: 4 }, '2026-11-23T10:00:00.000Z'),
    });
    const found = await stored();
    expect(found.map(({ n, label, flag, due }) => [n, label, flag, due])).toEqual(rows);
    expect(found.every((r) => r.branch_id === 4 && r.created_by === 7 && r.updated_by === 7)).toBe(true);
    // Inserted in the order given: ids rise with it.
    expect(found.map((r) => r.n)).toEqual([3, 1, 2]);
  });

  it('answers the asked columns of every row, more rows than one statement takes', async () => {
    const many = Array.from({ length: 20_005 }, (_, i) => [i, `row ${i}`, i % 2 === 0, null]);
    const answered = await bulkInsert(database.db, { table: 'bulk_rows', columns, rows: many, returning: ['id', 'n'] });
    expect(answered).toHaveLength(20_005);
    expect(new Set(answered.map((r) => Number(r.n))).size).toBe(20_005);
    const count = await sql<{ c: number }>`select count(*) as c from bulk_rows`.execute(database.db);
    expect(Number(count.rows[0].c)).toBe(20_005);
  });

  it('refuses a table or column name that is not a plain name, and writes nothing', async () => {
    await expect(
      bulkInsert(database.db, { table: 'bulk_rows; drop table x', columns, rows: [[1, 'a', true, null]] }),
    ).rejects.toThrow(/Not a column or table name/);
    await expect(
      bulkInsert(database.db, { table: 'bulk_rows', columns: [['n) values (1', 'bigint']], rows: [[1]] }),
    ).rejects.toThrow(/Not a column or table name/);
    expect(await stored()).toEqual([]);
  });

  it('writes nothing for no rows', async () => {
    expect(await bulkInsert(database.db, { table: 'bulk_rows', columns, rows: [] })).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});
