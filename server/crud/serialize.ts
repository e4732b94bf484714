import { type AliasedRawBuilder, sql } from 'kysely';
import { type AnyResource, isListKind, isStored, SYSTEM_COLUMNS, tableOf } from '../../src/schema';
import type { Engine, Row } from '../db/database';

/** Columns a client may see: never a password hash. */
export function readableColumns(resource: AnyResource): string[] {
  return [
    ...SYSTEM_COLUMNS,
    ...Object.keys(resource.fields).filter(
      (f) => resource.fields[f].kind !== 'password' && isStored(resource.fields[f]),
    ),
  ];
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

/** A stored row as the wire carries it: booleans, arrays, ISO strings. */
export function fromRow(resource: AnyResource, row: Row): Row {
  const out: Row = { ...row };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(name in out)) continue;
    const value = out[name];
    if (field.kind === 'boolean' && value !== null) out[name] = value === true || value === 1;
    else if (isListKind(field.kind)) out[name] = parseList(value);
  }
  delete out.password;
  return out;
}
