import {
  type AnyResource,
  dateLimits,
  type FieldDef,
  fieldSchema,
  getResource,
  isOmitted,
  isStored,
  tableOf,
} from '../../src/schema';
import { toRow } from '../../server/crud/serialize';
import { hashPassword } from '../../server/auth/passwords';
import type { Row } from '../../server/db/database';
import { insertSystem } from '../../server/db/seed';
import type { TestApp } from './harness';

/** Shared answers and direct database reads for the API suites; nothing here goes through the API under test. */
export const DEMO_USERNAMES = [
  'admin',
  'registrar',
  'bursar',
  'viewer',
  'examiner',
  'teacher',
  'hr',
  'librarian',
] as const;

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export async function json<T = Row>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The total of a list answer, read from Content-Range the way ra-data-simple-rest reads it. */
export function totalOf(response: Response): number {
  const header = response.headers.get('content-range');
  if (!header) throw new Error('Content-Range missing');
  return Number(header.split('/').pop());
}

export async function branchIdOf(t: TestApp, code: string): Promise<number> {
  const row = await t.ctx.database.db.selectFrom('branches').select('id').where('code', '=', code).executeTakeFirst();
  if (!row) throw new Error(`no branch ${code}`);
  return Number(row.id);
}

/**
 * The table a resource name's rows live in and the fixed values of a view (teachers are the
 * employees of the teaching category); a plain table name is its own table.
 */
export function storedTable(t: TestApp, name: string): { table: string; fixed: Row } {
  const resource = getResource(name);
  if (!resource?.view) return { table: name, fixed: {} };
  return { table: tableOf(resource), fixed: toRow(resource, { ...resource.view.filter }, t.ctx.database.engine) };
}

export async function countRows(t: TestApp, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const { table: from, fixed } = storedTable(t, table);
  let query = t.ctx.database.db.selectFrom(from).select((eb) => eb.fn.countAll().as('n'));
  for (const [column, value] of Object.entries({ ...fixed, ...where })) query = query.where(column, '=', value);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function rowById(t: TestApp, table: string, id: number): Promise<Row | undefined> {
  return t.ctx.database.db.selectFrom(storedTable(t, table).table).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function idsOf(
  t: TestApp,
  table: string,
  branchId: number,
  where: Readonly<Record<string, string | number | boolean>> = {},
): Promise<number[]> {
  const column = table === 'branches' ? 'id' : 'branch_id';
  const { table: from, fixed } = storedTable(t, table);
  let query = t.ctx.database.db.selectFrom(from).select('id').where(column, '=', branchId);
  for (const [name, value] of Object.entries({ ...fixed, ...where })) query = query.where(name, '=', value);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** A user inserted straight into the database (the API cannot create one in another branch). */
export async function insertUser(
  t: TestApp,
  branchId: number,
  username: string,
  roles: readonly string[],
  password = 'shule-demo',
): Promise<number> {
  const [id] = await insertSystem(t.ctx.database, 'users', branchId, [
    { username, name: `Test ${username}`, roles, active: true, theme: 0, password: await hashPassword(password) },
  ]);
  return id;
}

/** Audit rows of one record, oldest first, with their changes parsed. */
export async function auditOf(
  t: TestApp,
  resource: string,
  recordId: number | string,
): Promise<(Row & { changes: Record<string, { before?: unknown; after?: unknown }> })[]> {
  const rows = await t.ctx.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, changes: JSON.parse(String(r.changes)) as Record<string, { before?: unknown }> }));
}

/**
 * A valid new record of any registry resource, derived from its declaration so that a resource
 * added later is covered without editing the suites. `ref` names the id a reference should use.
 */
/**
 * Values a resource's cross-field rules call for that its declaration cannot say (an allowance paid
 * as a fixed amount names the amount): merged over the derived sample.
 */
const RULED_SAMPLES: Readonly<Record<string, (n: number) => Record<string, unknown>>> = {
  allowances: () => ({ amount: 100_000 }),
  // TSC terms are a teacher's; the non-teaching staff are on the board's or a contract.
  staff: () => ({ terms: 'board' }),
  // One family, subject and level has one grading system (a rule: an empty level means every level).
  grading_systems: (n) => ({ level: n % 21 }),
  // An employee's leave may not overlap other leave: one working day, a week apart per sample.
  leave_applications: (n) => {
    const day = new Date(Date.UTC(2020, 1, 3 + 7 * (n % 1000))).toISOString().slice(0, 10);
    return { start_date: day, end_date: day };
  },
};

export function sampleRecord(
  resource: AnyResource,
  n: number,
  ref: (target: string, field?: FieldDef) => number,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  let dates = 0;
  // A record with a year (a term's academic year) holds dates of that year, one year per n, so
  // samples of a resource unique per year do not meet.
  // (An entry or receipt number is ungrouped too, but counts from 1: a year starts at 1900 or later.)
  const yearField = Object.values(resource.fields).find(
    (f) => f.kind === 'number' && f.grouping === false && (f.min ?? 0) >= 1900,
  );
  const year = yearField ? sampleYear(yearField, n) : 2020;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (isOmitted(resource, name)) continue;
    if (field.readOnly || (!field.required && field.kind !== 'reference' && !shownAndNeeded(resource, field))) continue;
    record[name] = field === yearField ? year : sampleValue(field, n, ref);
    // Dates follow each other in declaration order, as a start and an end do, within their bounds.
    if (field.kind === 'date')
      record[name] = withinBounds(field, `${year}-01-${String(15 + dates++).padStart(2, '0')}`);
  }
  // A view's records hold its fixed values (a staff member is non-teaching).
  return { ...record, ...resource.view?.filter, ...RULED_SAMPLES[resource.name]?.(n) };
}

/**
 * An optional list of references that the record's other values call for (a charge to chosen
 * students names them): filled, so the sample is one a user could save.
 */
function shownAndNeeded(resource: AnyResource, field: FieldDef): boolean {
  const when = field.showWhen;
  if (field.kind !== 'references' || !when) return false;
  const value = resource.fields[when.field]?.default;
  return typeof value === 'string' && (when.is ?? []).includes(value);
}

/** A year within the field's limits that differs with n. */
function sampleYear(field: FieldDef, n: number): number {
  const min = field.min ?? 2000;
  const span = (field.max ?? min + 100) - min + 1;
  return min + (n % span);
}

/** The date, or the nearest one its field's bounds allow today (a date of birth 2 to 30 years ago). */
function withinBounds(field: FieldDef, date: string): string {
  const { min, max } = dateLimits(field);
  if (max !== undefined && date > max) return max;
  if (min !== undefined && date < min) return min;
  return date;
}

/**
 * A field any writer may change on its own, with a valid new value: a free text field when the
 * resource has one (terms have none), else its first plain stored field.
 */
export function editableField(resource: AnyResource, n = 1): { name: string; value: unknown } {
  const plain = Object.entries(resource.fields).filter(
    ([, f]) => !f.readOnly && !f.unique && isStored(f) && !['password', 'reference', 'references'].includes(f.kind),
  );
  const [name, field] = plain.find(([, f]) => f.kind === 'text' && !f.pattern) ?? plain[0];
  return { name, value: sampleValue(field, n, () => 0) };
}

function sampleValue(field: FieldDef, n: number, ref: (target: string, field?: FieldDef) => number): unknown {
  const fits = (value: unknown) => fieldSchema(field).safeParse(value).success;
  switch (field.kind) {
    case 'reference':
      return ref(field.reference as string, field);
    case 'references':
      return [ref(field.reference as string, field)];
    case 'number':
    case 'money':
      return field.min ?? 0;
    case 'boolean':
      return true;
    case 'choice':
      return field.choices?.[0];
    case 'multi_choice':
      return field.choices?.slice(0, 1) ?? [];
    case 'date':
      return withinBounds(field, '2020-01-15');
    case 'datetime':
      return '2020-01-15T08:00:00.000Z';
    case 'email':
      return `sample${n}@example.com`;
    case 'phone':
      return `+2547000${String(n).padStart(5, '0')}`;
    case 'password':
      return 'sample-password';
    default: {
      // Codes: of digits only (a bank's 01, a branch's 091), or of eight letters and digits (a SWIFT code).
      const value = [
        `SAMPLE${n}`,
        `sample${n}`,
        `Sample ${n}`,
        `S${n}`,
        String(n),
        `SAMPLE${String(n % 100).padStart(2, '0')}`,
        `2020-${String((n % 12) + 1).padStart(2, '0')}`, // a month (YYYY-MM): a payroll's
        `#${String(n % 1_000_000).padStart(6, '0')}`, // a colour (#RRGGBB): a grade's on report forms
      ].find(fits);
      if (value === undefined) throw new Error(`no sample value fits ${field.label}`);
      return value;
    }
  }
}
