import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyResource, boolean, type FieldDef, number, reference, text } from '../../src/schema';
import { fromDatabaseError } from '../errors';
import type { ShuleDatabase } from './database';
import { tableColumns } from './inspect';
import { migrateWith } from './migrate';
import { SchemaSyncError } from './sync-check';
import { insertBranch, insertRows, TEST_BRANCHES, testResource } from './test-resources';
import { openTestDatabase, TEST_ENGINE } from './test-database';

let database: ShuleDatabase;
let branchId: number;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

const makers = testResource('makers', { name: text('Name') });
const gadgets = (fields: Record<string, FieldDef>, extra: Parameters<typeof testResource>[2] = {}) =>
  testResource('gadgets', { name: text('Name'), ...fields }, extra);

/** Syncs these declarations (after branches), as a start of the server with them would. */
const sync = (...resources: AnyResource[]) => migrateWith(database, [], [TEST_BRANCHES, ...resources]);

/** The first sync, with a branch and rows in gadgets. */
async function start(resources: AnyResource[], rows: Record<string, unknown>[]): Promise<void> {
  await sync(...resources);
  branchId = await insertBranch(database.db);
  if (rows.length > 0) await insertRows(database.db, 'gadgets', branchId, rows);
}

async function refusal(...resources: AnyResource[]): Promise<SchemaSyncError> {
  const error = await sync(...resources).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SchemaSyncError);
  return error as SchemaSyncError;
}

describe(`the registry sync refuses what it cannot do safely (${TEST_ENGINE})`, () => {
  it('a declared field whose column has an incompatible type', async () => {
    await start([gadgets({ weight: text('Weight') })], [{ name: 'a', weight: 'heavy' }]);
    const error = await refusal(gadgets({ weight: number('Weight', { integer: true }) }));
    expect(error.problems).toEqual([expect.stringMatching(/^gadgets\.weight is a text column.*needs bigint$/)]);
    expect(error.message).toContain('gadgets.weight');
  });

  it('accepts the types an engine stores alike', async () => {
    await start([gadgets({ count: number('Count', { integer: true }), ok: boolean('OK') })], [{ name: 'a' }]);
    await expect(sync(gadgets({ count: number('Count', { integer: true }), ok: boolean('OK') }))).resolves.toBe(
      undefined,
    );
  });

  it('a new required field without a default on a table with rows, but not on an empty one', async () => {
    await start([gadgets({})], [{ name: 'a' }]);
    const error = await refusal(gadgets({ serial: text('Serial', { required: true }) }));
    expect(error.problems).toEqual([expect.stringMatching(/^gadgets\.serial is a new required field/)]);
    await database.db.deleteFrom('gadgets').execute();
    await expect(sync(gadgets({ serial: text('Serial', { required: true }) }))).resolves.toBe(undefined);
  });

  it('a new field with a default gives the rows already there that default', async () => {
    await start([gadgets({})], [{ name: 'a' }, { name: 'b' }]);
    await sync(
      gadgets({ kind: text('Kind', { required: true, default: 'tool' }), ok: boolean('OK', { default: true }) }),
    );
    const rows = await database.db.selectFrom('gadgets').select(['kind', 'ok']).execute();
    expect(rows.map((r) => [r.kind, r.ok === null ? null : Boolean(r.ok)])).toEqual([
      ['tool', true],
      ['tool', true],
    ]);
  });

  it('a unique index the rows already break, naming the duplicate values', async () => {
    await start([gadgets({})], [{ name: 'Widget' }, { name: 'Widget' }, { name: 'Gizmo' }]);
    const error = await refusal(gadgets({ name: text('Name', { unique: 'branch' }) }));
    expect(error.problems).toEqual([
      `gadgets (name) must be unique, but 2 rows hold branch_id ${branchId}, name 'Widget': index gadgets_name_unique cannot be created`,
    ]);
  });

  it('a composite key the rows already break, naming every value', async () => {
    await start(
      [gadgets({ size: text('Size') })],
      [
        { name: 'Widget', size: 'L' },
        { name: 'Widget', size: 'L' },
        { name: 'Widget', size: 'S' },
      ],
    );
    const error = await refusal(gadgets({ size: text('Size') }, { unique: [['name', 'size']] }));
    expect(error.problems).toEqual([
      `gadgets (name, size) must be unique, but 2 rows hold branch_id ${branchId}, name 'Widget', size 'L': index gadgets_name_size_unique cannot be created`,
    ]);
  });

  it('a new unique field whose default every row would share', async () => {
    await start([gadgets({})], [{ name: 'a' }, { name: 'b' }]);
    const error = await refusal(gadgets({ tag: text('Tag', { unique: 'global', default: 'x' }) }));
    expect(error.problems).toEqual([
      `gadgets (tag) must be unique, but 2 rows hold tag 'x': index gadgets_tag_unique cannot be created`,
    ]);
  });

  it('a reference to an undeclared resource', async () => {
    const error = await refusal(gadgets({ maker_id: reference('Maker', 'nobody') }));
    expect(error.problems).toEqual(['gadgets.maker_id refers to "nobody", which is not a declared resource']);
  });

  it('lists every problem at once and changes nothing', async () => {
    await start([gadgets({ weight: text('Weight') })], [{ name: 'W' }, { name: 'W' }]);
    const error = await refusal(
      gadgets(
        {
          name: text('Name', { unique: 'branch' }),
          weight: number('Weight'),
          serial: text('Serial', { required: true }),
          maker_id: reference('Maker', 'nobody'),
          colour: text('Colour'),
        },
        { unique: [['name', 'absent']] },
      ),
    );
    expect(error.problems).toHaveLength(5);
    for (const name of ['gadgets.maker_id', 'gadgets: unique (name, absent)', 'gadgets.weight', 'gadgets.serial'])
      expect(error.message).toContain(name);
    expect([...((await tableColumns(database.db, database.engine, 'gadgets'))?.keys() ?? [])]).not.toContain('colour');
  });

  it('keeps a field no longer declared, with its data, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start([gadgets({ colour: text('Colour') })], [{ name: 'a', colour: 'red' }]);
    expect(warn).not.toHaveBeenCalled();
    await sync(gadgets({}));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gadgets.colour'));
    expect(await database.db.selectFrom('gadgets').select('colour').execute()).toEqual([{ colour: 'red' }]);
  });
});

describe(`references added to an existing table get their foreign key (${TEST_ENGINE})`, () => {
  it('deleting the referenced row is refused afterwards, as a 409', async () => {
    await start([makers, gadgets({})], [{ name: 'a' }]);
    await sync(makers, gadgets({ maker_id: reference('Maker', 'makers') }));
    const [maker] = await insertRows(database.db, 'makers', branchId, [{ name: 'Acme' }]);
    await database.db.updateTable('gadgets').set({ maker_id: maker }).execute();
    const error = await database.db
      .deleteFrom('makers')
      .where('id', '=', maker)
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(fromDatabaseError(error)?.status).toBe(409);
    expect(await database.db.selectFrom('makers').select('id').execute()).toHaveLength(1);
  });

  it('a reference to a row that does not exist is refused', async () => {
    await start([makers, gadgets({})], [{ name: 'a' }]);
    await sync(makers, gadgets({ maker_id: reference('Maker', 'makers') }));
    await expect(database.db.updateTable('gadgets').set({ maker_id: 999 }).execute()).rejects.toThrow();
  });
});

describe(`composite unique keys (${TEST_ENGINE})`, () => {
  it('are unique within a branch, named after their fields', async () => {
    await start([makers, gadgets({ maker_id: reference('Maker', 'makers') }, { unique: [['maker_id', 'name']] })], []);
    const [acme, other] = await insertRows(database.db, 'makers', branchId, [{ name: 'Acme' }, { name: 'Other' }]);
    await insertRows(database.db, 'gadgets', branchId, [
      { name: 'Widget', maker_id: acme },
      { name: 'Widget', maker_id: other },
    ]);
    const error = await insertRows(database.db, 'gadgets', branchId, [{ name: 'Widget', maker_id: acme }]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(String((error as { constraint?: string }).constraint ?? (error as Error).message)).toMatch(
      TEST_ENGINE === 'postgres'
        ? /^gadgets_maker_id_name_unique$/
        : /gadgets\.branch_id, gadgets\.maker_id, gadgets\.name/,
    );
    const otherBranch = await insertBranch(database.db);
    const [elsewhere] = await insertRows(database.db, 'makers', otherBranch, [{ name: 'Acme' }]);
    await expect(
      insertRows(database.db, 'gadgets', otherBranch, [{ name: 'Widget', maker_id: elsewhere }]),
    ).resolves.toHaveLength(1);
  });
});
