import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStored, RESOURCES, SYSTEM_COLUMNS, tableOf } from '../../src/schema';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function columnsOf(table: string): Promise<string[]> {
  const db = t.ctx.database.db;
  const result =
    ENGINE === 'postgres'
      ? await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return result.rows.map((r) => r.name);
}

describe(`registry tables on ${ENGINE}`, () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))(
    '%s has a column for every stored field and every system column, none for a computed one',
    async (_name, resource) => {
      const columns = await columnsOf(tableOf(resource));
      const fields = Object.entries(resource.fields);
      for (const column of [...SYSTEM_COLUMNS, ...fields.filter(([, f]) => isStored(f)).map(([n]) => n)])
        expect(columns, `${resource.name}.${column}`).toContain(column);
      for (const [name] of fields.filter(([, f]) => !isStored(f)))
        expect(columns, `${resource.name}.${name}`).not.toContain(name);
    },
  );

  it('stores money as an exact integer column', async () => {
    const db = t.ctx.database.db;
    const type =
      ENGINE === 'postgres'
        ? (
            await sql<{
              t: string;
            }>`select data_type as t from information_schema.columns where table_schema = current_schema() and table_name = 'students' and column_name = 'fee_balance'`.execute(
              db,
            )
          ).rows[0]?.t
        : (
            await sql<{
              t: string;
            }>`select type as t from pragma_table_info('students') where name = 'fee_balance'`.execute(db)
          ).rows[0]?.t;
    expect(type?.toLowerCase()).toBe('bigint');
  });

  it('a second migration run on the same database changes nothing and does not fail', async () => {
    const { migrate } = await import('../../server/db/migrate');
    await expect(migrate(t.ctx.database)).resolves.toBeUndefined();
    expect(await columnsOf('students')).toContain('admission_no');
  });
});
