import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AnyResource } from '../../src/schema';
import type { Engine, Tables } from '../db/database';
import { searchCondition } from '../db/search-index';
import type { Condition } from './params';
import { scopeColumn } from './scope';

type Eb = ExpressionBuilder<Tables, string>;

/** SQLite stores booleans as 1/0 and its driver cannot bind true/false. */
function bindable(engine: Engine, condition: Condition): Condition {
  if (engine !== 'sqlite') return condition;
  const cast = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  const value = Array.isArray(condition.value) ? condition.value.map(cast) : cast(condition.value);
  return { ...condition, value };
}

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

/** Branch scope, declared filters and full-text search as one WHERE expression. */
export function whereFor(
  engine: Engine,
  resource: AnyResource,
  branchId: number,
  conditions: readonly Condition[],
  q?: string,
) {
  return (eb: Eb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [eb(eb.ref(`${resource.name}.${scopeColumn(resource)}`), '=', branchId)];
    for (const condition of conditions) parts.push(conditionExpression(eb, resource.name, bindable(engine, condition)));
    const search = q ? searchCondition(engine, resource, q, branchId) : undefined;
    if (search) parts.push(search);
    return eb.and(parts);
  };
}
