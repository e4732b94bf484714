import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type AnyResource, getResource, tableOf } from '../../src/schema';
import type { Engine, Tables } from '../db/database';
import { searchCondition } from '../db/search-index';
import type { Condition } from './params';
import { scopeColumn } from './scope';

type Eb = ExpressionBuilder<Tables, string>;

function conditionExpression(eb: Eb, table: string, condition: Condition): Expression<SqlBool> {
  const column = eb.ref(`${table}.${condition.field}`);
  switch (condition.op) {
    case 'eq':
      return eb(column, '=', condition.value);
    case 'in':
      return (condition.value as unknown[]).length === 0
        ? sql<SqlBool>`1 = 0`
        : eb(column, 'in', condition.value as unknown[]);
    case 'gte':
      return eb(column, '>=', condition.value);
    case 'lte':
      return eb(column, '<=', condition.value);
    case 'null':
      return eb(column, 'is', null);
    case 'contains': {
      // List fields are JSON arrays without spaces; wrapping them in commas makes one item a token.
      const needle = `%,${JSON.stringify(condition.value)},%`;
      return sql<SqlBool>`(',' || replace(replace(coalesce(${column}, ''), '[', ''), ']', '') || ',') like ${needle}`;
    }
  }
}

/** The declaration whose table (and search index) a resource's rows live in: a view's base. */
const stored = (resource: AnyResource): AnyResource =>
  (resource.view && getResource(resource.view.resource)) || resource;

/**
 * Branch scope (none for a national table, read by every school), a view's fixed filter, the
 * declared filters and full-text search, as one WHERE expression.
 */
export function whereFor(
  engine: Engine,
  resource: AnyResource,
  branchId: number,
  conditions: readonly Condition[],
  q?: string,
) {
  const table = tableOf(resource);
  const fixed: Condition[] = Object.entries(resource.view?.filter ?? {}).map(([field, value]) => ({
    field,
    op: 'eq',
    value,
  }));
  return (eb: Eb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = resource.national
      ? []
      : [eb(eb.ref(`${table}.${scopeColumn(resource)}`), '=', branchId)];
    for (const condition of [...fixed, ...conditions]) parts.push(conditionExpression(eb, table, condition));
    const search = q ? searchCondition(engine, stored(resource), q, branchId) : undefined;
    if (search) parts.push(search);
    return eb.and(parts);
  };
}
