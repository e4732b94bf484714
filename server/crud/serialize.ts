import { type AliasedRawBuilder, sql } from 'kysely';
import { type AnyResource, isListKind, isOmitted, isStored, SYSTEM_COLUMNS, tableOf } from '../../src/schema';
import type { Engine, Row } from '../db/database';

const readable = new WeakMap<AnyResource, readonly string[]>();

/** Columns a client may see: never a password hash. Worked out once per declaration. */
export function readableColumns(resource: AnyResource): string[] {
  let columns = readable.get(resource);
  if (!columns) {
    columns = [
      ...SYSTEM_COLUMNS,
      ...Object.keys(resource.fields).filter(
        (f) => resource.fields[f].kind !== 'password' && isStored(resource.fields[f]) && !isOmitted(resource, f),
      ),
    ];
    readable.set(resource, columns);
  }
  return [...columns];
}

const qualified = new WeakMap<AnyResource, readonly string[]>();

/** The readable columns named with their table, as a list query selects them. */
export function listSelections(resource: AnyResource): readonly string[] {
  let columns = qualified.get(resource);
  if (!columns) {
    const table = tableOf(resource);
    columns = readableColumns(resource).map((c) => `${table}.${c}`);
    qualified.set(resource, columns);
  }
  return columns;
}

/**
 * Computed counts as correlated subqueries. Referencing records always share the branch, and
 * saying so lets the (branch_id, field) index answer each count.
 */
export function computedSelections(resource: AnyResource): AliasedRawBuilder<number, string>[] {
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    if (!field.count) return [];
    const { resource: target, field: column } = field.count;
    const own = tableOf(resource);
    return [
      sql<number>`(select count(*) from ${sql.table(target)} where ${sql.ref(`${target}.${column}`)} = ${sql.ref(
        `${own}.id`,
      )} and ${sql.ref(`${target}.branch_id`)} = ${sql.ref(`${own}.branch_id`)})`.as(name),
    ];
  });
}

/** A validated record as the database stores it. */
export function toRow(resource: AnyResource, data: Record<string, unknown>, engine: Engine): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(data)) {
    const field = resource.fields[name];
    if (!field) continue;
    if (value === null || value === undefined) row[name] = null;
    else if (isListKind(field.kind)) row[name] = JSON.stringify(value);
    else if (field.kind === 'boolean' && engine === 'sqlite') row[name] = value ? 1 : 0;
    else row[name] = value;
  }
  return row;
}

function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The fields whose stored value is not the wire's: booleans (1/0 on SQLite) and lists (JSON text). */
type Conversion = readonly [name: string, kind: 'boolean' | 'list'];
const conversions = new WeakMap<AnyResource, readonly Conversion[]>();

function conversionsOf(resource: AnyResource): readonly Conversion[] {
  let found = conversions.get(resource);
  if (!found) {
    found = Object.entries(resource.fields).flatMap(([name, field]): Conversion[] =>
      field.kind === 'boolean' ? [[name, 'boolean']] : isListKind(field.kind) ? [[name, 'list']] : [],
    );
    conversions.set(resource, found);
  }
  return found;
}

/**
 * A stored row as the wire carries it: booleans, arrays, ISO strings; never a password hash, nor
 * the column named `omit` (a list page's window count).
 */
export function fromRow(resource: AnyResource, row: Row, omit?: string): Row {
  let out: Row;
  if ('password' in row || (omit !== undefined && omit in row)) {
    out = {};
    for (const key in row) if (key !== 'password' && key !== omit) out[key] = row[key];
  } else out = { ...row };
  for (const [name, kind] of conversionsOf(resource)) {
    if (!(name in out)) continue;
    const value = out[name];
    if (kind === 'boolean') {
      if (value !== null) out[name] = value === true || value === 1;
    } else out[name] = parseList(value);
  }
  return out;
}
