import { type AnyResource, dateLimits, type FieldDef, isStored } from '../../src/schema';
import { toRow } from '../../server/crud/serialize';
import { idsOf, sampleRecord, storedTable } from './api';
import type { TestApp } from './harness';

/** Fields a module's rule keeps unique together, where the declaration cannot (an empty level means every level). */
const RULED_KEYS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  grading_systems: [['family', 'subject_id', 'level']],
};

type Refs = (target: string, field?: FieldDef) => number;

/**
 * A sample record of `resource` that a branch can take beside the records it already holds: the
 * declaration-derived sample, with each unique key (a field's own, or fields unique together, such
 * as a stream's subject or a rate table's date) moved off the values already taken in the branch.
 * A sample alone cannot know what the database holds; a model-based suite that adds a second
 * record of every resource needs one that does not meet the first.
 */
export async function freshSample(
  t: TestApp,
  resource: AnyResource,
  branchId: number,
  n: number,
  ref: Refs,
): Promise<Record<string, unknown>> {
  const record = sampleRecord(resource, n, ref);
  const keys: (readonly string[])[] = [
    ...Object.entries(resource.fields)
      .filter(([name, f]) => f.unique && isStored(f) && record[name] !== undefined)
      .map(([name]) => [name]),
    ...(resource.unique ?? []),
    ...(RULED_KEYS[resource.name] ?? []),
  ];
  for (const key of keys) {
    const tried = new Map<string, Set<number>>();
    for (let attempt = 0; attempt < 60 && (await taken(t, resource, branchId, record, key)); attempt++)
      if (!(await moveOff(t, resource, branchId, record, key, tried))) break;
  }
  return record;
}

/** Whether a record of the branch already holds the key's values (a key with an empty part never meets). */
async function taken(
  t: TestApp,
  resource: AnyResource,
  branchId: number,
  record: Record<string, unknown>,
  key: readonly string[],
): Promise<boolean> {
  const values = Object.fromEntries(key.map((name) => [name, record[name]]));
  if (Object.values(values).some((v) => v === undefined || v === null)) return false;
  const row = toRow(resource, values, t.ctx.database.engine);
  const global = key.length === 1 && resource.fields[key[0]]?.unique === 'global';
  // A view's key is its table's: a staff member's user account is not a teacher's either.
  const { table } = storedTable(t, resource.name);
  let query = t.ctx.database.db.selectFrom(table).select('id');
  if (!global) query = query.where(resource.name === 'branches' ? 'id' : 'branch_id', '=', branchId);
  for (const [column, value] of Object.entries(row)) query = query.where(column, '=', value);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Changes one part of the key to a value not tried yet: an optional reference is left empty, a
 * number or a date steps on within its limits, a text gets a suffix, a reference takes the
 * branch's next record. False when no part can move.
 */
async function moveOff(
  t: TestApp,
  resource: AnyResource,
  branchId: number,
  record: Record<string, unknown>,
  key: readonly string[],
  tried: Map<string, Set<number>>,
): Promise<boolean> {
  // A dated row steps its date before its amount: a rate table's rows of one date must run on.
  const order = ['optional', 'date', 'number', 'text', 'reference'] as const;
  for (const kind of order)
    for (const name of key) {
      const field = resource.fields[name];
      if (!field || kindOf(field) !== kind) continue;
      const next = await stepped(t, field, branchId, record[name], tried, name);
      if (next === undefined) continue;
      record[name] = next;
      return true;
    }
  return false;
}

function kindOf(field: FieldDef): 'optional' | 'number' | 'date' | 'text' | 'reference' | 'other' {
  if (field.kind === 'reference') return field.required ? 'reference' : 'optional';
  if (field.kind === 'number' || field.kind === 'money') return 'number';
  if (field.kind === 'date') return 'date';
  if (field.kind === 'text' && !field.pattern) return 'text';
  return 'other';
}

async function stepped(
  t: TestApp,
  field: FieldDef,
  branchId: number,
  value: unknown,
  tried: Map<string, Set<number>>,
  name: string,
): Promise<unknown> {
  switch (kindOf(field)) {
    case 'optional':
      return value === null ? undefined : null;
    case 'number': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1_000_000;
      const next = Number(value) + 1;
      return next > max ? undefined : next;
    }
    case 'date': {
      const { min, max } = dateLimits(field);
      const day = new Date(`${String(value)}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + (max !== undefined && String(value) >= max ? -1 : 1));
      const next = day.toISOString().slice(0, 10);
      return (min !== undefined && next < min) || (max !== undefined && next > max) ? undefined : next;
    }
    case 'text': {
      const count = (tried.get(name)?.size ?? 0) + 1;
      tried.set(name, new Set(Array.from({ length: count }, (_, i) => i)));
      return `${String(value).slice(0, (field.max ?? 80) - 4)}-${count}`;
    }
    case 'reference': {
      const seen = tried.get(name) ?? new Set<number>([Number(value)]);
      tried.set(name, seen);
      const ids = await idsOf(t, field.reference as string, branchId, field.offer);
      const next = ids.find((id) => !seen.has(id));
      if (next !== undefined) seen.add(next);
      return next;
    }
    default:
      return undefined;
  }
}
