import { sql } from 'kysely';
import type { Db, Engine } from '../database';
import { tableColumns } from '../inspect';
import type { Patch } from '../patch';
import { dropSearchArtefacts } from './2026-12-01T0900-teachers-become-employees';

/** Rows per INSERT: about twenty columns each, well under either engine's limit on bound values. */
const CHUNK = 100;
const NUMERIC = /^[0-9]+$/;

/** The highest id the employees table has given or will be read as: rows, its sequence, teachers' audit. */
async function highestId(db: Db, engine: Engine): Promise<number> {
  const max = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const { rows } =
    engine === 'postgres'
      ? await sql<{
          n: string | null;
        }>`select pg_sequence_last_value(pg_get_serial_sequence('employees', 'id')::regclass) as n`.execute(db)
      : await sql<{ n: number | null }>`select seq as n from sqlite_sequence where name = 'employees'`.execute(db);
  // A deleted teacher's audit rows keep its id: no staff member may take it.
  const audited = await db
    .selectFrom('audit_log')
    .select('record_id')
    .distinct()
    .where('resource', 'in', ['teachers', 'employees'])
    .execute();
  const ids = audited.map((r) => String(r.record_id)).filter((id) => NUMERIC.test(id));
  return Math.max(0, Number(max?.id ?? 0), Number(rows[0]?.n ?? 0), ...ids.map(Number));
}

/**
 * Non-teaching staff join the register of employees (after the sync has made its columns): each
 * keeps every field under a new id (the teachers kept theirs), category 'non_teaching', and what
 * pointed at the old id follows it: the audit trail ('staff' rows), uploads (photos). The old id
 * plus the highest id employees have ever given, so no teacher's id, even a deleted one, is taken.
 * Teachers' terms come from the employer they had (bom: board). The staff table is then dropped.
 */
export default {
  phase: 'after-sync',
  async up(db, engine) {
    const employees = await tableColumns(db, engine, 'employees');
    if (!employees) return;
    if (employees.has('employer'))
      await db
        .updateTable('employees')
        .set({ terms: sql`case when employer = 'bom' then 'board' else 'tsc' end` })
        .where('category', '=', 'teaching')
        .where('employer', 'is not', null)
        .execute();
    const staff = await tableColumns(db, engine, 'staff');
    if (!staff) return;
    const unknown = [...staff.keys()].filter((c) => !employees.has(c));
    if (unknown.length > 0)
      throw new Error(`staff columns without a place in employees: ${unknown.join(', ')} (docs/migrations.md)`);
    const offset = await highestId(db, engine);
    const no = engine === 'postgres' ? false : 0;
    const rows = await db.selectFrom('staff').selectAll().orderBy('id').execute();
    for (let start = 0; start < rows.length; start += CHUNK)
      await db
        .insertInto('employees')
        .values(
          rows.slice(start, start + CHUNK).map((row) => ({
            category: 'non_teaching',
            terms: 'board',
            on_payroll: no,
            disability_exempt: no,
            ...row,
            id: offset + Number(row.id),
          })),
        )
        .execute();
    const moved = await db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', '>', offset)
      .executeTakeFirst();
    if (Number(moved?.n) !== rows.length) throw new Error('Not every staff member reached employees');

    const plus = sql.lit(offset);
    if (engine === 'postgres') {
      await sql`update audit_log set record_id = (record_id::bigint + ${plus})::text
        where resource = 'staff' and record_id ~ '^[0-9]+$'`.execute(db);
      await sql`select setval(pg_get_serial_sequence('employees', 'id'), (select max(id) from employees))`.execute(db);
    } else
      await sql`update audit_log set record_id = cast(cast(record_id as integer) + ${plus} as text)
        where resource = 'staff' and record_id <> '' and record_id not glob '*[^0-9]*'`.execute(db);
    await db
      .updateTable('uploads')
      .set({ owner_id: sql`owner_id + ${plus}` })
      .where('owner_type', '=', 'staff')
      .execute();
    await dropSearchArtefacts(db, engine, 'staff');
    await sql.raw('drop table staff').execute(db);
  },
} satisfies Patch;
