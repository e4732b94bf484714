import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AnyResource, text } from '../../src/schema';
import { coreMigrations } from './core-migrations';
import type { ShuleDatabase } from './database';
import { tableColumns } from './inspect';
import { migrate, migrateWith } from './migrate';
import { MIGRATIONS } from './migrations';
import { type NamedPatch, PATCH_NAME, type Phase } from './patch';
import { insertBranch, insertRows, TEST_BRANCHES, testResource } from './test-resources';
import { openTestDatabase, TEST_ENGINE } from './test-database';

describe('the migrations folder', () => {
  const folder = path.join(import.meta.dirname, 'migrations');
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''));

  it('index.ts lists every file, by its name, and nothing else', () => {
    expect(MIGRATIONS.map((m) => m.name).sort()).toEqual(files.sort());
  });

  it('names are timestamps that sort in time, listed oldest first, each once', () => {
    const names = MIGRATIONS.map((m) => m.name);
    for (const name of names) {
      const [, y, mo, d, h, mi] = PATCH_NAME.exec(name) ?? [];
      expect(name, `${name} is not named YYYY-MM-DDTHHMM-what-it-does`).toMatch(PATCH_NAME);
      expect(new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`).toISOString()).toBe(`${y}-${mo}-${d}T${h}:${mi}:00.000Z`);
    }
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n > Object.keys(coreMigrations('sqlite')).sort().at(-1)!)).toBe(true);
  });
});

let database: ShuleDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

const gadgets = (fields: string[]) => testResource('gadgets', Object.fromEntries(fields.map((f) => [f, text(f)])));

/** A throw-away migration that notes each run in `runs`. */
function patch(name: string, phase: Phase, runs: string[], up: NamedPatch['up'] = async () => undefined): NamedPatch {
  return {
    name,
    phase,
    async up(db, engine) {
      runs.push(name);
      await up(db, engine);
    },
  };
}

async function applied(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
  return rows.map((r) => r.name);
}

const run = (patches: NamedPatch[], ...resources: AnyResource[]) =>
  migrateWith(database, patches, [TEST_BRANCHES, ...resources]);

describe(`migrations before and after the registry sync (${TEST_ENGINE})`, () => {
  it('a before-sync rename keeps the data in the renamed column; the sync adds no second one', async () => {
    await run([], gadgets(['colour']));
    const branchId = await insertBranch(database.db);
    await insertRows(database.db, 'gadgets', branchId, [{ colour: 'red' }]);
    const runs: string[] = [];
    const rename = patch('2030-01-01T0000-colour-is-color', 'before-sync', runs, async (db) => {
      await db.schema.alterTable('gadgets').renameColumn('colour', 'color').execute();
    });
    await run([rename], gadgets(['color']));
    expect(await database.db.selectFrom('gadgets').select('color').execute()).toEqual([{ color: 'red' }]);
    expect([...((await tableColumns(database.db, database.engine, 'gadgets'))?.keys() ?? [])]).not.toContain('colour');
    expect(runs).toEqual(['2030-01-01T0000-colour-is-color']);
  });

  it('an after-sync patch fills a column the sync has just added', async () => {
    await run([], gadgets(['color']));
    const branchId = await insertBranch(database.db);
    await insertRows(database.db, 'gadgets', branchId, [{ color: 'red' }, { color: 'blue' }]);
    const runs: string[] = [];
    const fill = patch('2030-01-02T0000-label-from-color', 'after-sync', runs, async (db) => {
      await db
        .updateTable('gadgets')
        .set({ label: sql`'Gadget ' || color` })
        .execute();
    });
    await run([fill], gadgets(['color', 'label']));
    const rows = await database.db.selectFrom('gadgets').select('label').orderBy('id').execute();
    expect(rows).toEqual([{ label: 'Gadget red' }, { label: 'Gadget blue' }]);
  });

  it('runs each patch once, phase by phase, in name order within a phase', async () => {
    const runs: string[] = [];
    const list = [
      patch('2030-01-01T0000-a', 'after-sync', runs),
      patch('2030-01-02T0000-b', 'before-sync', runs),
      patch('2030-01-03T0000-c', 'after-sync', runs),
      patch('2030-01-04T0000-d', 'before-sync', runs),
    ];
    await run(list);
    expect(runs).toEqual(['2030-01-02T0000-b', '2030-01-04T0000-d', '2030-01-01T0000-a', '2030-01-03T0000-c']);
    await run(list);
    expect(runs).toHaveLength(4);
  });

  it('a new before-sync patch after an after-sync one already ran: only the new one runs', async () => {
    const runs: string[] = [];
    const first = patch('2030-01-01T0000-after', 'after-sync', runs);
    await run([first]);
    await run([first, patch('2030-02-01T0000-before', 'before-sync', runs)]);
    expect(runs).toEqual(['2030-01-01T0000-after', '2030-02-01T0000-before']);
  });

  it('keeps the core migrations applied under their old names, beside the patches', async () => {
    await run([patch('2030-01-01T0000-x', 'after-sync', [])]);
    expect(await applied()).toEqual([
      '001_core',
      '002_super_admins',
      '003_uploads',
      '004_counters',
      '005_sign_in_failures',
      '2030-01-01T0000-x',
    ]);
  });

  it('refuses two patches of one name', async () => {
    const twice = [patch('2030-01-01T0000-x', 'after-sync', []), patch('2030-01-01T0000-x', 'before-sync', [])];
    await expect(run(twice)).rejects.toThrow(/share a name/);
  });
});

describe(`the shipped migrations on a database of before them (${TEST_ENGINE})`, () => {
  /** The staff table as it was before staff joined employees (2026-12-01), for the patches of its day. */
  const oldStaffTable = () =>
    sql
      .raw(
        `create table staff (id ${TEST_ENGINE === 'postgres' ? 'bigserial' : 'integer'} primary key, branch_id bigint,
          created_at text, updated_at text, first_name text, last_name text, gender text, job_title text,
          phone text, active boolean)`,
      )
      .execute(database.db);
  it('declared defaults: rows left null by older seeds get the value the declaration promises', async () => {
    await migrate(database);
    // As the database was before the migration: rows written raw, as older seeds wrote them, and
    // the patch not applied.
    const branchId = await insertBranch(database.db);
    await oldStaffTable();
    await insertRows(database.db, 'staff', branchId, [
      { first_name: 'Rose', last_name: 'Akinyi', gender: 'female', job_title: 'Matron' },
      { first_name: 'Tom', last_name: 'Ouma', gender: 'male', job_title: 'Guard', active: false },
    ]);
    await sql`delete from kysely_migration where name = '2026-11-23T0400-declared-defaults'`.execute(database.db);
    await migrate(database);
    const staff = await database.db
      .selectFrom('staff')
      .select(['first_name', 'active'])
      .orderBy('first_name')
      .execute();
    // SQLite holds 1/0; whether a read shows them as booleans is not this test's business.
    expect(staff.map((s) => [s.first_name, s.active === null ? null : Boolean(s.active)])).toEqual([
      ['Rose', true],
      ['Tom', false],
    ]);
  });
  it('phones in E.164: numbers stored as typed are rewritten, one that is no number is left to a person', async () => {
    await migrate(database);
    const branchId = await insertBranch(database.db);
    await oldStaffTable();
    await insertRows(database.db, 'staff', branchId, [
      { first_name: 'Rose', last_name: 'Akinyi', gender: 'female', job_title: 'Matron', phone: '0712 345 678' },
      { first_name: 'Tom', last_name: 'Ouma', gender: 'male', job_title: 'Guard', phone: '+254 733-111 222' },
      { first_name: 'Zed', last_name: 'Odhiambo', gender: 'male', job_title: 'Cook', phone: 'call the office' },
      { first_name: 'Amy', last_name: 'Njeri', gender: 'female', job_title: 'Cook', phone: null },
    ]);
    await sql`delete from kysely_migration where name = '2026-11-23T0900-phones-e164'`.execute(database.db);
    await migrate(database);
    const staff = await database.db.selectFrom('staff').select(['first_name', 'phone']).orderBy('first_name').execute();
    expect(staff.map((s) => [s.first_name, s.phone])).toEqual([
      ['Amy', null],
      ['Rose', '+254712345678'],
      ['Tom', '+254733111222'],
      ['Zed', 'call the office'],
    ]);
  });
});
