import { sql } from 'kysely';
import type { Db, Engine } from '../database';
import { hasRows, indexNames, tableColumns } from '../inspect';
import type { Patch } from '../patch';

/**
 * What the registry built for a table's search (SQLite's FTS5 table and triggers, PostgreSQL's GIN
 * index and id function) and its note in shule_meta, so the sync builds the base table's afresh.
 */
export async function dropSearchArtefacts(db: Db, engine: Engine, table: string): Promise<void> {
  if (engine === 'postgres') {
    await sql.raw(`drop index if exists ${table}_search`).execute(db);
    await sql.raw(`drop function if exists ${table}_search_ids(bigint, tsquery)`).execute(db);
  } else {
    for (const op of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${table}_fts_${op}`).execute(db);
    await sql.raw(`drop table if exists ${table}_fts`).execute(db);
  }
  await db.deleteFrom('shule_meta').where('key', '=', `search:${table}`).execute();
}

/**
 * Teachers and staff become one register (issue 14): the teachers table is renamed employees, so
 * every teacher keeps its id, every column (employer stays, kept with its data: terms is filled
 * from it after the sync), its sequence and the foreign keys of its own columns; the sync then
 * adds the HR columns, giving the teachers the declared category 'teaching'. Before the sync, so
 * that any reference to a teacher the sync or a later patch makes finds the rows already there.
 * Staff follow after the sync (2026-12-01T0910-staff-join-employees).
 */
export default {
  phase: 'before-sync',
  async up(db, engine) {
    if (!(await tableColumns(db, engine, 'teachers'))) return;
    if (await tableColumns(db, engine, 'employees')) {
      // A sync of the new declarations ran before this patch existed: its employees table is empty.
      if (await hasRows(db, 'employees'))
        throw new Error(
          'Both teachers and employees hold rows: move the teachers into employees by hand (docs/migrations.md).',
        );
      await dropSearchArtefacts(db, engine, 'employees');
      await sql.raw('drop table employees').execute(db);
    }
    await dropSearchArtefacts(db, engine, 'teachers');
    // The sync makes the indexes again under the new name; the old ones would be kept twice.
    for (const index of await indexNames(db, engine, 'teachers'))
      if (index.startsWith('teachers_') && index !== 'teachers_pkey')
        await sql.raw(`drop index if exists ${index}`).execute(db);
    await sql.raw('alter table teachers rename to employees').execute(db);
    if (engine === 'postgres') {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_constraint
        where conname = 'teachers_pkey' and connamespace = current_schema()::regnamespace`.execute(db);
      if (Number(rows[0]?.n) > 0)
        await sql.raw('alter table employees rename constraint teachers_pkey to employees_pkey').execute(db);
      await sql.raw('alter sequence if exists teachers_id_seq rename to employees_id_seq').execute(db);
    }
  },
} satisfies Patch;
