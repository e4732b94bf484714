import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type AnyResource, getResource, tableOf } from '../../src/schema';
import type { Engine, Tables } from '../db/database';
import { searchPart } from '../db/search-index';
import type { Condition } from './params';
import { scopeColumn } from './scope';

export type Eb = ExpressionBuilder<Tables, string>;

/**
 * One term of a list's WHERE, split into its shape and its values: `key` names everything that
 * shapes the SQL text (field, operator, how many values), `values` are what the request binds, and
 * `build` makes the expression from stand-ins for those values, in the same order. Two requests
 * with the same keys share one compiled statement (repository.ts) with their own values. `build`
 * is a function of the module, not a closure, so a request that finds its statement compiled
 * allocates no builder.
 */
export interface WherePart {
  readonly key: string;
  readonly values: readonly unknown[];
  /** The qualified column, or for a search the resource, that `build` reads. */
  readonly subject: string | AnyResource;
  readonly build: (eb: Eb, values: readonly unknown[], subject: never) => Expression<SqlBool>;
}

type Build = (eb: Eb, values: readonly unknown[], column: string) => Expression<SqlBool>;
const EQ: Build = (eb, [v], column) => eb(eb.ref(column), '=', v);
const IN: Build = (eb, values, column) => eb(eb.ref(column), 'in', values);
const NONE: Build = () => sql<SqlBool>`1 = 0`;
const GTE: Build = (eb, [v], column) => eb(eb.ref(column), '>=', v);
const LTE: Build = (eb, [v], column) => eb(eb.ref(column), '<=', v);
const NULL: Build = (eb, _values, column) => eb(eb.ref(column), 'is', null);
// List fields are JSON arrays without spaces; wrapping them in commas makes one item a token.
const CONTAINS: Build = (eb, [needle], column) =>
  sql<SqlBool>`(',' || replace(replace(coalesce(${eb.ref(column)}, ''), '[', ''), ']', '') || ',') like ${needle}`;

function conditionPart(table: string, condition: Condition): WherePart {
  const { field, op, value } = condition;
  const subject = `${table}.${field}`;
  switch (op) {
    case 'eq':
      return { key: `${field}=`, values: [value], subject, build: EQ };
    case 'in': {
      const list = value as readonly unknown[];
      if (list.length === 0) return { key: `${field} in()`, values: [], subject, build: NONE };
      return { key: `${field} in${list.length}`, values: list, subject, build: IN };
    }
    case 'gte':
      return { key: `${field}>=`, values: [value], subject, build: GTE };
    case 'lte':
      return { key: `${field}<=`, values: [value], subject, build: LTE };
    case 'null':
      return { key: `${field} null`, values: [], subject, build: NULL };
    case 'contains':
      return { key: `${field} has`, values: [`%,${JSON.stringify(value)},%`], subject, build: CONTAINS };
  }
}

/** The declaration whose table (and search index) a resource's rows live in: a view's base. */
const stored = (resource: AnyResource): AnyResource =>
  (resource.view && getResource(resource.view.resource)) || resource;

/**
 * Branch scope (none for a national table, read by every school), a view's fixed filter, the
 * declared filters and full-text search, as the terms of one WHERE expression.
 */
export function whereParts(
  engine: Engine,
  resource: AnyResource,
  branchId: number,
  conditions: readonly Condition[],
  q?: string,
): WherePart[] {
  const table = tableOf(resource);
  const parts: WherePart[] = [];
  if (!resource.national) {
    parts.push({ key: 'branch', values: [branchId], subject: `${table}.${scopeColumn(resource)}`, build: EQ });
  }
  for (const [field, value] of Object.entries(resource.view?.filter ?? {}))
    parts.push(conditionPart(table, { field, op: 'eq', value }));
  for (const condition of conditions) parts.push(conditionPart(table, condition));
  const search = q ? searchPart(engine, stored(resource), q, branchId) : undefined;
  if (search) parts.push(search);
  return parts;
}

/**
 * The WHERE of these terms. `values` stands in for the terms' own values, in their order (every
 * term's values one after the other); without it each term binds its own.
 */
export function whereOf(parts: readonly WherePart[], values?: readonly unknown[]) {
  return (eb: Eb): Expression<SqlBool> => {
    let at = 0;
    return eb.and(
      parts.map((part) => {
        const own = values ? values.slice(at, at + part.values.length) : part.values;
        at += part.values.length;
        return part.build(eb, own, part.subject as never);
      }),
    );
  };
}

/** The whole WHERE of a list or export, with the request's values bound. */
export function whereFor(
  engine: Engine,
  resource: AnyResource,
  branchId: number,
  conditions: readonly Condition[],
  q?: string,
) {
  return whereOf(whereParts(engine, resource, branchId, conditions, q));
}
