import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyResource, getResource, reference, text } from '../../src/schema';
import { fromDatabaseError } from '../errors';
import type { ShuleDatabase } from './database';
import { migrate } from './migrate';
import { createBranch } from './system-writes';
import { insertRows, testResource } from './test-resources';
import { openTestDatabase, TEST_ENGINE } from './test-database';
import { uniqueConflictFields, uniqueIndexes } from './unique';

const books = testResource(
  'books',
  {
    title: text('Title'),
    isbn: text('ISBN', { unique: 'branch' }),
    barcode: text('Barcode', { unique: 'global' }),
    shelf_id: reference('Shelf', 'shelves'),
    a_rather_long_field_name_for_a_shelf_position: text('Position'),
  },
  {
    unique: [
      ['shelf_id', 'title'],
      ['shelf_id', 'a_rather_long_field_name_for_a_shelf_position'],
    ],
  },
);

describe('unique indexes of a declaration', () => {
  it('one per unique field and per composite key, scoped to the branch unless global', () => {
    expect(uniqueIndexes(books)).toEqual([
      { name: 'books_isbn_unique', fields: ['isbn'], columns: ['branch_id', 'isbn'] },
      { name: 'books_barcode_unique', fields: ['barcode'], columns: ['barcode'] },
      {
        name: 'books_shelf_id_title_unique',
        fields: ['shelf_id', 'title'],
        columns: ['branch_id', 'shelf_id', 'title'],
      },
      {
        name: 'books_shelf_id_a_rather_long_field_name_for_a_shelf_position_unique',
        fields: ['shelf_id', 'a_rather_long_field_name_for_a_shelf_position'],
        columns: ['branch_id', 'shelf_id', 'a_rather_long_field_name_for_a_shelf_position'],
      },
    ]);
  });

  it('a PostgreSQL constraint name maps to its fields, also when cut at 63 characters', () => {
    expect(uniqueConflictFields(books, 'books_isbn_unique')).toEqual(['isbn']);
    expect(uniqueConflictFields(books, 'books_shelf_id_title_unique')).toEqual(['shelf_id', 'title']);
    const cut = 'books_shelf_id_a_rather_long_field_name_for_a_shelf_position_unique'.slice(0, 63);
    expect(uniqueConflictFields(books, cut)).toEqual(['shelf_id', 'a_rather_long_field_name_for_a_shelf_position']);
    expect(uniqueConflictFields(books, 'books_pkey')).toBeUndefined();
  });

  it("SQLite's message maps to the fields of the index over those columns", () => {
    const message = 'UNIQUE constraint failed: books.branch_id, books.shelf_id, books.title';
    expect(uniqueConflictFields(books, message)).toEqual(['shelf_id', 'title']);
    expect(uniqueConflictFields(books, 'UNIQUE constraint failed: books.barcode')).toEqual(['barcode']);
  });
});

describe(`a unique violation of a registry table is a 409 naming its fields (${TEST_ENGINE})`, () => {
  let database: ShuleDatabase;
  let branchId: number;
  let classId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    branchId = await createBranch(database, { name: 'Test School', code: 'TS' });
    [classId] = await insertRows(database.db, 'classes', branchId, [{ name: 'Form 1', level: 1 }]);
    await insertRows(database.db, 'streams', branchId, [{ name: 'East', class_id: classId }]);
  });
  afterAll(() => database.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the insert was expected to fail');
      },
      (e: unknown) => fromDatabaseError(e),
    );

  it('a composite key: a stream name within its class', async () => {
    const streams = getResource('streams') as AnyResource;
    expect(streams.unique).toEqual([['class_id', 'name']]);
    const answer = await failure(insertRows(database.db, 'streams', branchId, [{ name: 'East', class_id: classId }]));
    expect(answer?.status).toBe(409);
    expect(answer?.errors).toEqual({
      class_id: 'Already taken: must be unique',
      name: 'Already taken: must be unique',
    });
    expect(answer?.message).toBe('A record with the same Class and Name already exists');
  });

  it('a single field, as before', async () => {
    const answer = await failure(insertRows(database.db, 'classes', branchId, [{ name: 'Form 1', level: 2 }]));
    expect(answer?.status).toBe(409);
    expect(answer?.errors).toEqual({ name: 'Already taken: must be unique' });
  });
});
