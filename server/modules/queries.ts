import { type AnyResource, tableOf } from '../../src/schema';
import { scopeColumn } from '../crud/scope';
import { computedSelections, fromRow, readableColumns, toRow } from '../crud/serialize';
import type { Db, Engine, Row } from '../db/database';

export interface ClassSummary {
  readonly id: number;
  readonly name: string;
  readonly level: number;
}

/** Classes of a branch in promotion order; `active` picks the current ones or the alumni ones. */
export async function branchClasses(
  db: Db,
  engine: Engine,
  branchId: number,
  active: boolean,
): Promise<ClassSummary[]> {
  const rows = await db
    .selectFrom('classes')
    .select(['id', 'name', 'level'])
    .where('branch_id', '=', branchId)
    .where((eb) => (active ? eb('active', '=', true) : eb.or([eb('active', '=', false), eb('active', 'is', null)])))
    .orderBy('level')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), level: Number(r.level) }));
}

/** Active students of a branch counted per class and gender, in one grouped query. */
export async function activeStudentsByClassAndGender(
  db: Db,
  branchId: number,
): Promise<{ class_id: number; gender: string; n: number }[]> {
  const rows = await db
    .selectFrom('students')
    .select(['class_id', 'gender', (eb) => eb.fn.countAll().as('n')])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .groupBy(['class_id', 'gender'])
    .execute();
  return rows.map((r) => ({ class_id: Number(r.class_id), gender: String(r.gender), n: Number(r.n) }));
}

/** A view's fixed filter as stored values (a boolean is 1/0 on SQLite); none for a table. */
function viewFilter(resource: AnyResource, engine: Engine): Row {
  return resource.view ? toRow(resource, { ...resource.view.filter }, engine) : {};
}

/**
 * Rows of a resource that count as current: an `active` boolean field, or a `status` choice that
 * offers 'active', narrows the count; otherwise every row of the branch counts.
 */
export async function countCurrent(db: Db, engine: Engine, resource: AnyResource, branchId: number): Promise<number> {
  let query = db
    .selectFrom(tableOf(resource))
    .select((eb) => eb.fn.countAll().as('n'))
    .where(scopeColumn(resource), '=', branchId);
  // A view (teachers over employees) counts its own rows only.
  for (const [field, value] of Object.entries(viewFilter(resource, engine))) query = query.where(field, '=', value);
  const { active, status } = resource.fields;
  if (active?.kind === 'boolean') query = query.where('active', '=', true);
  else if (status?.kind === 'choice' && status.choices?.includes('active'))
    query = query.where('status', '=', 'active');
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every row of a resource for one branch, as the generic API would show it, in its declared order. */
export async function branchRows(db: Db, resource: AnyResource, branchId: number, limit = 5000): Promise<Row[]> {
  const rows = await db
    .selectFrom(resource.name)
    .select(readableColumns(resource).map((c) => `${resource.name}.${c}`))
    .select(computedSelections(resource))
    .where(scopeColumn(resource), '=', branchId)
    .orderBy(resource.sort.field, resource.sort.order === 'ASC' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => fromRow(resource, r));
}
