import { type AnyResource, isStored, tableOf } from '../../src/schema';

/** A unique index the registry sync keeps: the fields a user sees and the columns it covers. */
export interface UniqueIndex {
  readonly name: string;
  readonly fields: readonly string[];
  readonly columns: readonly string[];
}

/** PostgreSQL cuts identifiers at 63 bytes: a long index name comes back shortened in errors. */
const PG_NAME_LENGTH = 63;

/**
 * The unique indexes a declaration asks for: one per field declared unique (within the branch or
 * across all) and one per composite key in `unique` (always within the branch).
 */
export function uniqueIndexes(resource: AnyResource): UniqueIndex[] {
  const table = tableOf(resource);
  const scoped = (fields: readonly string[]) => (table === 'branches' ? [...fields] : ['branch_id', ...fields]);
  const indexes = new Map<string, UniqueIndex>();
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.unique || !isStored(field)) continue;
    const columns = field.unique === 'global' ? [name] : scoped([name]);
    indexes.set(`${table}_${name}_unique`, { name: `${table}_${name}_unique`, fields: [name], columns });
  }
  for (const fields of resource.unique ?? []) {
    const name = `${table}_${fields.join('_')}_unique`;
    if (!indexes.has(name)) indexes.set(name, { name, fields: [...fields], columns: scoped(fields) });
  }
  return [...indexes.values()];
}

/** The table named by SQLite's unique-violation message: `UNIQUE constraint failed: t.a, t.b`. */
export function sqliteUniqueColumns(message: string): { table: string; columns: string[] } | undefined {
  const list = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(message)?.[1].split(', ');
  if (!list) return undefined;
  return { table: list[0].split('.')[0], columns: list.map((c) => c.split('.').slice(1).join('.')) };
}

/**
 * The fields a unique violation is about, so the API can answer 409 beside each of them: from
 * PostgreSQL's constraint name, or from SQLite's message naming the columns.
 */
export function uniqueConflictFields(resource: AnyResource, constraintOrMessage: string): string[] | undefined {
  const indexes = uniqueIndexes(resource);
  const sqlite = sqliteUniqueColumns(constraintOrMessage);
  if (sqlite) {
    const key = [...sqlite.columns].sort().join(',');
    const index = indexes.find((i) => [...i.columns].sort().join(',') === key);
    return index ? [...index.fields] : sqlite.columns.filter((c) => c !== 'branch_id');
  }
  const index = indexes.find(
    (i) => i.name === constraintOrMessage || i.name.slice(0, PG_NAME_LENGTH) === constraintOrMessage,
  );
  return index ? [...index.fields] : undefined;
}
