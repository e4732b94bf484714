import { sql } from 'kysely';
import { type AnyResource, type Coded, getResource, tableOf } from '../../src/schema';
import type { SessionUser } from '../context';
import type { Db, Row } from '../db/database';
import { fieldsRefused, say } from '../errors';
import { childSpecs } from './child-spec';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const merged = (data: Record<string, unknown>, before: Row | undefined, name: string): unknown =>
  Object.hasOwn(data, name) ? data[name] : before?.[name];

/**
 * A reference constrained by another field (`within`): a stream must belong to the student's
 * class. Checked whenever either changes; the message names the field it depends on.
 */
export async function checkWithin(
  db: Db,
  user: SessionUser,
  resource: AnyResource,
  data: Record<string, unknown>,
  before: Row | undefined,
): Promise<void> {
  const errors: Record<string, Coded> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const other = field.within;
    if (!other || !field.reference || !(Object.hasOwn(data, name) || Object.hasOwn(data, other))) continue;
    const id = merged(data, before, name);
    if (blank(id)) continue;
    const target = getResource(field.reference);
    if (!target) continue;
    const row = await db
      .selectFrom(tableOf(target))
      .select(other)
      .where('id', '=', Number(id))
      .where('branch_id', '=', user.branchId)
      .executeTakeFirst();
    if (!row) continue; // the reference check answers for a missing record
    const wanted = merged(data, before, other);
    if (String(row[other] ?? '') !== String(wanted ?? ''))
      errors[name] = say(
        'shule.validation.not_within',
        { other: resource.fields[other]?.label ?? other },
        { other: { key: `resources.${resource.name}.fields.${other}` } },
      );
  }
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
}

/** Fields fetched from a referenced record (derive.fetch), refreshed when the reference changes. */
export async function fillFetched(
  db: Db,
  user: SessionUser,
  resource: AnyResource,
  data: Record<string, unknown>,
  before: Row | undefined,
): Promise<void> {
  for (const [name, field] of Object.entries(resource.fields)) {
    const rule = field.derive && 'fetch' in field.derive ? field.derive.fetch : undefined;
    if (!rule || (before && !Object.hasOwn(data, rule.from))) continue;
    const id = merged(data, before, rule.from);
    const target = getResource(resource.fields[rule.from]?.reference ?? '');
    if (blank(id) || !target) {
      data[name] = null;
      continue;
    }
    const row = await db
      .selectFrom(tableOf(target))
      .select(rule.field)
      .where('id', '=', Number(id))
      .where('branch_id', '=', user.branchId)
      .executeTakeFirst();
    data[name] = row?.[rule.field] ?? null;
  }
}

/** Sums over child rows (derive.sum), stored on the parent after its lines are written. */
export async function storeSums(db: Db, resource: AnyResource, id: number): Promise<void> {
  const specs = new Map(childSpecs(resource).map((s) => [s.field, s]));
  const set: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const rule = field.derive && 'sum' in field.derive ? field.derive.sum : undefined;
    const spec = rule ? specs.get(rule.table) : undefined;
    if (!rule || !spec) continue;
    const row = await db
      .selectFrom(spec.table)
      .select(sql<number | string | null>`coalesce(sum(${sql.ref(rule.field)}), 0)`.as('total'))
      .where(spec.parentColumn, '=', id)
      .executeTakeFirst();
    set[name] = Number(row?.total ?? 0);
  }
  if (Object.keys(set).length > 0) await db.updateTable(tableOf(resource)).set(set).where('id', '=', id).execute();
}
