import { type AnyResource, type FieldDef, getResource, isStored, SYSTEM_COLUMNS } from '../../src/schema';
import { columnType } from './columns';
import type { Db, Engine } from './database';
import { duplicates, sameColumnType } from './inspect';
import { uniqueIndexes } from './unique';

/** What the sync found of one declared table before changing anything. */
export interface TableState {
  readonly resource: AnyResource;
  /** Column name to type; undefined when the table does not exist yet. */
  readonly columns: Map<string, string> | undefined;
  readonly indexes: ReadonlySet<string>;
  readonly hasRows: boolean;
}

/**
 * Thrown before the sync changes anything, listing every problem at once so that one start tells
 * the whole story. Each problem names the table and column; docs/migrations.md says what to do.
 */
export class SchemaSyncError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The database cannot be brought in step with the declarations, so nothing was changed:\n${problems
        .map((p) => `  - ${p}`)
        .join('\n')}\nA migration in server/db/migrations can prepare the data (docs/migrations.md).`,
    );
    this.name = 'SchemaSyncError';
  }
}

export const storedFields = (resource: AnyResource): [string, FieldDef][] =>
  Object.entries(resource.fields).filter(([, field]) => isStored(field));

/**
 * The table a reference's target lives in: a reference to a view (a subject teacher picked from
 * the teachers view) is stored as one to its base's table, whose foreign key and order it takes.
 */
export function storedTarget(target: string, resources: readonly AnyResource[]): string {
  if (resources.some((r) => r.name === target)) return target;
  return getResource(target)?.view?.resource ?? target;
}

/** Mistakes in the declarations themselves, found without looking at the database. */
export function declarationProblems(resources: readonly AnyResource[]): string[] {
  const names = new Set(resources.map((r) => r.name));
  const problems: string[] = [];
  for (const resource of resources) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (
        (field.kind === 'reference' || field.kind === 'references') &&
        !names.has(storedTarget(field.reference ?? '', resources))
      )
        problems.push(
          `${resource.name}.${name} refers to "${field.reference ?? ''}", which is not a declared resource`,
        );
    }
    for (const fields of resource.unique ?? []) {
      const unknown = fields.filter((f) => !resource.fields[f] || !isStored(resource.fields[f]));
      if (unknown.length > 0)
        problems.push(`${resource.name}: unique (${fields.join(', ')}) names ${unknown.join(', ')}, not stored fields`);
    }
  }
  return problems;
}

const shown = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

/** Unique indexes still to be created that the rows already there would violate. */
async function duplicateProblems(db: Db, state: TableState): Promise<string[]> {
  const { resource, columns } = state;
  if (!columns || !state.hasRows) return [];
  const problems: string[] = [];
  for (const index of uniqueIndexes(resource)) {
    if (state.indexes.has(index.name)) continue;
    // A column the sync is about to add holds null in every row (never a conflict) or, when
    // declared with a default, that same value in every row.
    const added = index.columns.filter((c) => !columns.has(c));
    if (added.some((c) => resource.fields[c]?.default === undefined)) continue;
    const found = await duplicates(
      db,
      resource.name,
      index.columns.filter((c) => columns.has(c)),
    );
    for (const { values, count } of found) {
      const all = index.columns.map((c) => `${c} ${shown(c in values ? values[c] : resource.fields[c]?.default)}`);
      problems.push(
        `${resource.name} (${index.fields.join(', ')}) must be unique, but ${count} rows hold ${all.join(', ')}: ` +
          `index ${index.name} cannot be created`,
      );
    }
  }
  return problems;
}

/** What the existing tables hold that the declarations cannot be laid over. */
export async function databaseProblems(db: Db, engine: Engine, states: readonly TableState[]): Promise<string[]> {
  const problems: string[] = [];
  for (const state of states) {
    const { resource, columns } = state;
    if (!columns) continue;
    for (const [name, field] of storedFields(resource)) {
      const actual = columns.get(name);
      const declared = columnType(field, engine);
      if (actual !== undefined && !sameColumnType(declared, actual))
        problems.push(
          `${resource.name}.${name} is a ${actual} column, but the declared ${field.kind} field needs ${declared}`,
        );
      if (actual === undefined && field.required && field.default === undefined && state.hasRows)
        problems.push(
          `${resource.name}.${name} is a new required field without a default, and the table has rows to fill`,
        );
    }
    problems.push(...(await duplicateProblems(db, state)));
  }
  return problems;
}

/** Columns no declaration mentions any more: kept with their data, but worth a word at start. */
export function droppedColumns(states: readonly TableState[]): string[] {
  const system = new Set<string>(SYSTEM_COLUMNS);
  return states.flatMap(({ resource, columns }) =>
    [...(columns?.keys() ?? [])]
      .filter((c) => !system.has(c) && !(resource.fields[c] && isStored(resource.fields[c])))
      .map((c) => `${resource.name}.${c}`),
  );
}
