import { sql } from 'kysely';
import { type AnyResource, isRangeKind, tableOf, TODAY } from '../../src/schema';
import { toRow } from '../crud/serialize';
import { columnType, stampType } from './columns';
import type { Db, Engine } from './database';
import { hasRows, indexNames, tableColumns } from './inspect';
import { enableRowLevelSecurity } from './row-security';
import { syncSearchIndex } from './search-index';
import {
  databaseProblems,
  declarationProblems,
  droppedColumns,
  SchemaSyncError,
  storedFields,
  storedTarget,
  type TableState,
} from './sync-check';
import { uniqueIndexes } from './unique';

/** Resources ordered so that every referenced table is created before the tables pointing at it. */
export function dependencyOrder(resources: readonly AnyResource[]): AnyResource[] {
  const done = new Set<string>();
  const ordered: AnyResource[] = [];
  const visit = (resource: AnyResource, trail: Set<string>) => {
    if (done.has(resource.name) || trail.has(resource.name)) return;
    trail.add(resource.name);
    for (const field of Object.values(resource.fields)) {
      const target =
        field.kind === 'reference'
          ? resources.find((r) => r.name === storedTarget(field.reference ?? '', resources))
          : undefined;
      if (target) visit(target, trail);
    }
    done.add(resource.name);
    ordered.push(resource);
  };
  const branches = resources.find((r) => r.name === 'branches');
  if (branches) visit(branches, new Set());
  for (const resource of resources) visit(resource, new Set());
  return ordered;
}

/** The table a reference field points at (a view's base table), for its foreign key. */
function referencedTable(resources: readonly AnyResource[], target: string): string {
  const resource = resources.find((r) => r.name === target);
  return resource ? tableOf(resource) : storedTarget(target, resources);
}

async function createTable(db: Db, engine: Engine, resource: AnyResource, resources: readonly AnyResource[]) {
  const stamp = stampType(engine);
  let builder = db.schema
    .createTable(resource.name)
    .addColumn('id', sql.raw(engine === 'postgres' ? 'bigserial' : 'integer'), (c) =>
      engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('branch_id', 'bigint', (c) => (resource.name === 'branches' ? c : c.notNull().references('branches.id')))
    .addColumn('created_at', sql.raw(stamp), (c) => c.notNull())
    .addColumn('updated_at', sql.raw(stamp), (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('updated_by', 'bigint');
  for (const [name, field] of storedFields(resource)) {
    builder = builder.addColumn(name, sql.raw(columnType(field, engine)), (c) =>
      field.kind === 'reference' && field.reference
        ? c.references(`${referencedTable(resources, field.reference)}.id`).onDelete('restrict')
        : c,
    );
  }
  await builder.execute();
}

/**
 * Adds what the declaration has and the table lacks. A reference gets its foreign key as in a new
 * table; existing rows get the declared default, as a create through the API would have given
 * them. Columns are never dropped: data is kept.
 */
async function addMissingColumns(db: Db, engine: Engine, state: TableState, resources: readonly AnyResource[]) {
  const { resource } = state;
  for (const [name, field] of storedFields(resource)) {
    if (state.columns?.has(name)) continue;
    await db.schema
      .alterTable(resource.name)
      .addColumn(name, sql.raw(columnType(field, engine)), (c) =>
        field.kind === 'reference' && field.reference
          ? c.references(`${referencedTable(resources, field.reference)}.id`).onDelete('restrict')
          : c,
      )
      .execute();
    // A date that defaults to the day a record is made says nothing about the rows already there.
    if (field.default !== undefined && field.default !== TODAY && state.hasRows) {
      const value = toRow(resource, { [name]: field.default }, engine)[name];
      await db.updateTable(resource.name).set(name, value).where(name, 'is', null).execute();
    }
  }
}

async function createIndexes(db: Db, resource: AnyResource): Promise<void> {
  const table = resource.name;
  const scoped = (col: string) => (table === 'branches' ? [col] : ['branch_id', col]);
  for (const index of uniqueIndexes(resource))
    await db.schema
      .createIndex(index.name)
      .ifNotExists()
      .unique()
      .on(table)
      .columns([...index.columns])
      .execute();
  const stored = new Set(storedFields(resource).map(([name]) => name));
  const indexed = new Set<string>([
    ...resource.filters,
    resource.sort.field,
    ...resource.list.filter((f) => isRangeKind(resource.fields[f]?.kind ?? 'text')),
    // The navbar's search matches a typed phone number exactly on these (a guardian's phone).
    ...(resource.findable?.phones ?? []),
  ]);
  for (const [name, field] of Object.entries(resource.fields)) if (field.kind === 'reference') indexed.add(name);
  for (const name of indexed) {
    // A declared field without a column (a count) has nothing to index; sort by id or created_at has.
    if ((resource.fields[name] && !stored.has(name)) || resource.fields[name]?.unique) continue;
    await db.schema.createIndex(`${table}_${name}_idx`).ifNotExists().on(table).columns(scoped(name)).execute();
  }
  if (table !== 'branches')
    await db.schema.createIndex(`${table}_branch_idx`).ifNotExists().on(table).columns(['branch_id', 'id']).execute();
}

async function inspect(db: Db, engine: Engine, resource: AnyResource): Promise<TableState> {
  const columns = await tableColumns(db, engine, resource.name);
  if (!columns) return { resource, columns, indexes: new Set(), hasRows: false };
  return {
    resource,
    columns,
    indexes: await indexNames(db, engine, resource.name),
    hasRows: await hasRows(db, resource.name),
  };
}

/**
 * Brings the tables in step with the declarations: new tables, columns and indexes. Everything it
 * cannot do safely (a column of another type, a required column without a value for the rows
 * already there, a unique index the data violates, a reference to nothing) is found first and
 * refused in one SchemaSyncError, before anything changes. Views live in their base's table.
 */
export async function syncRegistry(db: Db, engine: Engine, resources: readonly AnyResource[]): Promise<void> {
  const tables = dependencyOrder(resources).filter((r) => !r.view);
  const states: TableState[] = [];
  for (const resource of tables) states.push(await inspect(db, engine, resource));
  const problems = [...declarationProblems(resources), ...(await databaseProblems(db, engine, states))];
  if (problems.length > 0) throw new SchemaSyncError(problems);
  const dropped = droppedColumns(states);
  if (dropped.length > 0)
    console.warn(`No longer declared, kept with their data: ${dropped.join(', ')} (docs/migrations.md).`);
  for (const state of states) {
    if (!state.columns) await createTable(db, engine, state.resource, resources);
    else await addMissingColumns(db, engine, state, resources);
    await createIndexes(db, state.resource);
    await syncSearchIndex(db, engine, state.resource);
  }
  if (engine === 'postgres') await enableRowLevelSecurity(db, tables);
}
