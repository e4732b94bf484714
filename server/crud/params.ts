import type { ZodType } from 'zod';
import { type AnyResource, fieldSchema, isListKind, isRangeKind, type FieldDef } from '../../src/schema';
import { badRequest } from '../errors';

export interface Condition {
  readonly field: string;
  readonly op: 'eq' | 'in' | 'gte' | 'lte' | 'null' | 'contains';
  readonly value: unknown;
}

export interface ListParams {
  readonly sort: readonly [string, 'ASC' | 'DESC'];
  readonly range: readonly [number, number];
  readonly conditions: readonly Condition[];
  readonly q: string | undefined;
}

export const MAX_PAGE = 1000;
const SORTABLE_SYSTEM = new Set(['id', 'created_at', 'updated_at']);
const NOT_FILTERABLE = new Set(['password', 'rich_text', 'long_text', 'image', 'file']);

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`The ${name} parameter is not valid JSON`);
  }
}

const SYSTEM_FIELDS: Record<string, FieldDef> = {
  id: { kind: 'reference', label: 'Id' },
  created_at: { kind: 'datetime', label: 'Created' },
  updated_at: { kind: 'datetime', label: 'Updated' },
};

/** Own keys only: "constructor" or "toString" from a client must not find Object.prototype. */
function fieldFor(resource: AnyResource, name: string): FieldDef | undefined {
  if (Object.hasOwn(resource.fields, name)) return resource.fields[name];
  return Object.hasOwn(SYSTEM_FIELDS, name) ? SYSTEM_FIELDS[name] : undefined;
}

const filterSchemas = new WeakMap<FieldDef, ZodType>();

/**
 * The schema a filter value of this field meets: the field's own, for one item of a list, without
 * the length and pattern limits of a write. Built once per declared field, not per request.
 */
function filterSchema(field: FieldDef): ZodType {
  let schema = filterSchemas.get(field);
  if (!schema) {
    const itemField: FieldDef = isListKind(field.kind)
      ? { ...field, kind: field.kind === 'references' ? 'reference' : 'choice' }
      : field;
    schema = fieldSchema({ ...itemField, min: undefined, max: undefined, pattern: undefined });
    filterSchemas.set(field, schema);
  }
  return schema;
}

/** A filter value checked and coerced by the same schema that validates the field on write. */
function filterValue(name: string, field: FieldDef, value: unknown): unknown {
  const parsed = filterSchema(field).safeParse(value);
  if (!parsed.success) throw badRequest(`Invalid value for filter "${name}"`, { [name]: 'Invalid filter value' });
  return parsed.data;
}

function parseCondition(resource: AnyResource, key: string, value: unknown): Condition {
  const range = /^(.+)_(gte|lte)$/.exec(key);
  const name = range && fieldFor(resource, range[1]) ? range[1] : key;
  const field = fieldFor(resource, name);
  if (!field || NOT_FILTERABLE.has(field.kind) || field.count)
    throw badRequest(`Unknown filter field "${key}" for ${resource.name}`);
  if (range && name === range[1]) {
    if (!isRangeKind(field.kind) && name !== 'id') throw badRequest(`Filter "${key}": ${name} has no range`);
    return { field: name, op: range[2] as 'gte' | 'lte', value: filterValue(key, field, value) };
  }
  if (value === null) return { field: name, op: 'null', value: null };
  if (Array.isArray(value)) {
    if (value.length > MAX_PAGE) throw badRequest(`Filter "${key}" lists more than ${MAX_PAGE} values`);
    return { field: name, op: 'in', value: value.map((v) => filterValue(key, field, v)) };
  }
  if (typeof value === 'object') throw badRequest(`Filter "${key}" must be a value or a list of values`);
  return { field: name, op: isListKind(field.kind) ? 'contains' : 'eq', value: filterValue(key, field, value) };
}

export function parseFilter(resource: AnyResource, raw: string | undefined): { conditions: Condition[]; q?: string } {
  const filter = parseJson('filter', raw) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('The filter parameter must be a JSON object');
  const conditions: Condition[] = [];
  let q: string | undefined;
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      if (typeof value !== 'string') throw badRequest('The q filter must be text');
      q = value.slice(0, 200);
      continue;
    }
    conditions.push(parseCondition(resource, key, value));
  }
  return { conditions, q };
}

export function parseSort(resource: AnyResource, raw: string | undefined): [string, 'ASC' | 'DESC'] {
  const sort = parseJson('sort', raw) ?? [resource.sort.field, resource.sort.order];
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string')
    throw badRequest('The sort parameter must be ["field","ASC"|"DESC"]');
  const [field, order] = sort as [string, unknown];
  const declared = Object.hasOwn(resource.fields, field) ? resource.fields[field] : undefined;
  if (
    !SORTABLE_SYSTEM.has(field) &&
    (!declared || declared.kind === 'password' || isListKind(declared.kind) || declared.count)
  ) {
    throw badRequest(`Unknown sort field "${field}" for ${resource.name}`);
  }
  const upper = String(order).toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw badRequest('The sort order must be ASC or DESC');
  return [field, upper];
}

export function parseRange(raw: string | undefined): [number, number] {
  const range = parseJson('range', raw) ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n))) {
    throw badRequest('The range parameter must be [start, end] with whole numbers');
  }
  const [start, end] = range as [number, number];
  if (start < 0 || end < start) throw badRequest('The range is out of bounds: 0 <= start <= end');
  if (end - start + 1 > MAX_PAGE) throw badRequest(`A page holds at most ${MAX_PAGE} records`);
  return [start, end];
}

export function parseListParams(resource: AnyResource, query: Record<string, string | undefined>): ListParams {
  const { conditions, q } = parseFilter(resource, query.filter);
  return { sort: parseSort(resource, query.sort), range: parseRange(query.range), conditions, q };
}
