import { sql } from 'kysely';
import { type AnyResource, isRangeKind, isStored } from '../../src/schema';
import { columnType, stampType } from './columns';
import type { Db, Engine } from './database';
import { syncSearchIndex } from './search-index';
import { enableRowLevelSecurity } from './row-security';

/** Resources ordered so that every referenced table is created before the tables pointing at it. */
export function dependencyOrder(resources: readonly AnyResource[]): AnyResource[] {
  const done = new Set<string>();
  const ordered: AnyResource[] = [];
  const visit = (resource: AnyResource, trail: Set<string>) => {
    if (done.has(resource.name) || trail.has(resource.name)) return;
    trail.add(resource.name);
    for (const field of Object.values(resource.fields)) {
      const target = field.kind === 'reference' ? resources.find((r) => r.name === field.reference) : undefined;
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

async function existingColumns(db: Db, engine: Engine, table: string): Promise<Set<string> | undefined> {
  const rows =
    engine === 'postgres'
      ? await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.rows.length > 0 ? new Set(rows.rows.map((r) => r.name)) : undefined;
}

async function createTable(db: Db, engine: Engine, resource: AnyResource): Promise<void> {
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
  for (const [name, field] of Object.entries(resource.fields).filter(([, f]) => isStored(f))) {
    builder = builder.addColumn(name, sql.raw(columnType(field, engine)), (c) =>
      field.kind === 'reference' && field.reference ? c.references(`${field.reference}.id`).onDelete('restrict') : c,
    );
  }
  await builder.execute();
}

/** Adds what the declaration has and the table lacks. Columns are never dropped: data is kept. */
async function addMissingColumns(db: Db, engine: Engine, resource: AnyResource, have: Set<string>): Promise<void> {
  for (const [name, field] of Object.entries(resource.fields).filter(([, f]) => isStored(f))) {
    if (have.has(name)) continue;
    await db.schema
      .alterTable(resource.name)
      .addColumn(name, sql.raw(columnType(field, engine)))
      .execute();
  }
}

async function createIndexes(db: Db, resource: AnyResource): Promise<void> {
  const table = resource.name;
  const scoped = (col: string) => (table === 'branches' ? [col] : ['branch_id', col]);
  for (const [name, field] of Object.entries(resource.fields).filter(([, f]) => isStored(f))) {
    if (!field.unique) continue;
    const cols = field.unique === 'global' ? [name] : scoped(name);
    await db.schema.createIndex(`${table}_${name}_unique`).ifNotExists().unique().on(table).columns(cols).execute();
  }
  const indexed = new Set<string>([
    ...resource.filters,
    resource.sort.field,
    ...resource.list.filter((f) => isRangeKind(resource.fields[f]?.kind ?? 'text')),
  ]);
  for (const [name, field] of Object.entries(resource.fields)) if (field.kind === 'reference') indexed.add(name);
  for (const name of [...indexed]) if (resource.fields[name] && !isStored(resource.fields[name])) indexed.delete(name);
  for (const name of indexed) {
    if (resource.fields[name]?.unique) continue;
    await db.schema.createIndex(`${table}_${name}_idx`).ifNotExists().on(table).columns(scoped(name)).execute();
  }
  if (table !== 'branches')
    await db.schema.createIndex(`${table}_branch_idx`).ifNotExists().on(table).columns(['branch_id', 'id']).execute();
}

export async function syncRegistry(db: Db, engine: Engine, resources: readonly AnyResource[]): Promise<void> {
  for (const resource of dependencyOrder(resources)) {
    const have = await existingColumns(db, engine, resource.name);
    if (!have) await createTable(db, engine, resource);
    else await addMissingColumns(db, engine, resource, have);
    await createIndexes(db, resource);
    await syncSearchIndex(db, engine, resource);
  }
  if (engine === 'postgres') await enableRowLevelSecurity(db, resources);
}
