import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShuleDatabase } from './database';
import { openTestDatabase, TEST_ENGINE } from './test-database';

let database: ShuleDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const type = sql.raw(TEST_ENGINE === 'postgres' ? 'boolean' : 'integer');
  await sql`create table flags (id integer primary key, name text not null, on_duty ${type})`.execute(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('flags').execute();
});

/** What the table really holds, read past Kysely on SQLite so that no result plugin can hide anything. */
async function stored(): Promise<Record<string, unknown>> {
  const rows = database.sqlite
    ? (database.sqlite.prepare('select name, on_duty from flags').all() as { name: string; on_duty: unknown }[])
    : (await sql<{ name: string; on_duty: unknown }>`select name, on_duty from flags`.execute(database.db)).rows;
  return Object.fromEntries(rows.map((r) => [r.name, r.on_duty]));
}

const yes = TEST_ENGINE === 'postgres' ? true : 1;
const no = TEST_ENGINE === 'postgres' ? false : 0;

describe(`booleans as parameters (${TEST_ENGINE})`, () => {
  it('inserts true and false, one row or many', async () => {
    await database.db.insertInto('flags').values({ id: 1, name: 'a', on_duty: true }).execute();
    await database.db
      .insertInto('flags')
      .values([
        { id: 2, name: 'b', on_duty: false },
        { id: 3, name: 'c', on_duty: true },
      ])
      .execute();
    expect(await stored()).toEqual({ a: yes, b: no, c: yes });
  });

  it('updates to a boolean and filters by one, also in a list and in raw sql', async () => {
    await database.db
      .insertInto('flags')
      .values([
        { id: 1, name: 'a', on_duty: true },
        { id: 2, name: 'b', on_duty: true },
      ])
      .execute();
    await database.db.updateTable('flags').set({ on_duty: false }).where('name', '=', 'b').execute();
    expect(await stored()).toEqual({ a: yes, b: no });

    const onDuty = await database.db.selectFrom('flags').select('name').where('on_duty', '=', true).execute();
    expect(onDuty.map((r) => r.name)).toEqual(['a']);
    const either = await database.db
      .selectFrom('flags')
      .select('name')
      .where('on_duty', 'in', [true, false])
      .orderBy('name')
      .execute();
    expect(either.map((r) => r.name)).toEqual(['a', 'b']);
    const raw = await sql<{ name: string }>`select name from flags where on_duty = ${false}`.execute(database.db);
    expect(raw.rows.map((r) => r.name)).toEqual(['b']);
  });

  it('leaves other values alone', async () => {
    await database.db.insertInto('flags').values({ id: 7, name: 'zero', on_duty: null }).execute();
    const row = await database.db.selectFrom('flags').selectAll().where('id', '=', 7).executeTakeFirst();
    expect(row).toEqual({ id: 7, name: 'zero', on_duty: null });
  });
});
