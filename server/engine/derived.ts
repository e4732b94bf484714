import { sql } from 'kysely';
import { type AnyResource, type Coded, getResource, type LineRule, RESOURCES, tableOf } from '../../src/schema';
import type { SessionUser } from '../context';
import type { Db, Row } from '../db/database';
import { fieldsRefused, say } from '../errors';
import { type ChildSpec, childSpecs } from './child-spec';
import type { Writer } from './writer';

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
async function storeSums(db: Db, resource: AnyResource, id: number): Promise<void> {
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

/** A parent's fields kept from one of its `linesOf` tables (derive.line), with where the lines live. */
function lineRules(resource: AnyResource): { name: string; rule: LineRule; spec: ChildSpec }[] {
  const specs = new Map(childSpecs(resource).map((s) => [s.field, s]));
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    const rule = field.derive && 'line' in field.derive ? field.derive.line : undefined;
    const spec = rule ? specs.get(rule.table) : undefined;
    return rule && spec?.resource ? [{ name, rule, spec }] : [];
  });
}

const flagged = (value: unknown) => value === true || value === 1;

/**
 * The values of a parent's line fields from its lines as stored now: the line whose `primary`
 * flag is set (the first such by id), else the first line; none left, null. `tables`: only the
 * rules over these line fields (the ones a write sent).
 */
async function lineValues(db: Db, resource: AnyResource, id: number, tables?: readonly string[]): Promise<Row> {
  const values: Row = {};
  for (const { name, rule, spec } of lineRules(resource)) {
    if (tables && !tables.includes(spec.field)) continue;
    const lines = await db
      .selectFrom(spec.table)
      .select(['id', rule.field, ...(rule.primary ? [rule.primary] : [])])
      .where(spec.parentColumn, '=', id)
      .orderBy('id')
      .execute();
    const chosen = lines.find((l) => rule.primary !== undefined && flagged(l[rule.primary])) ?? lines[0];
    values[name] = chosen?.[rule.field] ?? null;
  }
  return values;
}

/**
 * Sums over child rows (derive.sum) and values of the primary line (derive.line), stored on the
 * parent after its lines are written, in the same transaction. Line values follow the lines the
 * write sent (`written`): a record saved without them keeps what it holds.
 */
export async function storeDerived(
  db: Db,
  resource: AnyResource,
  id: number,
  written: readonly string[],
): Promise<void> {
  await storeSums(db, resource, id);
  const set = written.length > 0 ? await lineValues(db, resource, id, written) : {};
  if (Object.keys(set).length > 0) await db.updateTable(tableOf(resource)).set(set).where('id', '=', id).execute();
}

type Readers = { parent: AnyResource; spec: ChildSpec; rules: LineRule[] }[];
const readersCache = new Map<string, Readers>();

/**
 * The parents whose line fields read `lines` records (students for guardians), with their lines'
 * spec; worked out once per resource, since every write asks.
 */
function parentsReading(lines: AnyResource): Readers {
  let readers = readersCache.get(lines.name);
  if (!readers) {
    readers = RESOURCES.flatMap((parent) => {
      if (parent.view) return [];
      const rules = lineRules(parent).filter((r) => r.spec.resource?.name === lines.name);
      return rules.length > 0 ? [{ parent, spec: rules[0].spec, rules: rules.map((r) => r.rule) }] : [];
    });
    readersCache.set(lines.name, readers);
  }
  return readers;
}

/** Unmarks the other lines of the parent when `line` is marked primary: one primary line each. */
async function keepOnePrimary(
  db: Db,
  user: SessionUser,
  writer: Writer,
  lines: AnyResource,
  spec: ChildSpec,
  flag: string,
  line: Row,
): Promise<void> {
  if (!flagged(line[flag]) || line[spec.parentColumn] == null) return;
  const others = await db
    .selectFrom(spec.table)
    .select('id')
    .where(spec.parentColumn, '=', Number(line[spec.parentColumn]))
    .where('id', '!=', Number(line.id))
    .where(flag, '=', true)
    .execute();
  for (const other of others)
    await writer.update(db, user, lines, Number(other.id), { [flag]: false }, { system: true, asLine: true });
}

/**
 * After a line was written through its own API (a guardian's phone edited on the guardian), its
 * parent's copies follow in the same transaction, audited as a system update of the parent. A line
 * marked primary becomes the only one marked, so "the primary guardian" names one person. `before`
 * and `after` are the line as it was and is (one of them absent on create and delete): a line
 * moved to another parent refreshes both.
 */
export async function refreshParents(
  db: Db,
  user: SessionUser,
  writer: Writer,
  lines: AnyResource,
  { before, after }: { readonly before?: Row; readonly after?: Row },
): Promise<void> {
  for (const { parent, spec, rules } of parentsReading(lines)) {
    if (after)
      for (const flag of new Set(rules.flatMap((r) => (r.primary ? [r.primary] : []))))
        await keepOnePrimary(db, user, writer, lines, spec, flag, after);
    const ids = new Set(
      [before, after].flatMap((row) => (row?.[spec.parentColumn] != null ? [Number(row[spec.parentColumn])] : [])),
    );
    for (const id of ids) {
      const stored = await db.selectFrom(tableOf(parent)).selectAll().where('id', '=', id).executeTakeFirst();
      if (!stored) continue;
      const values = await lineValues(db, parent, id);
      const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => (stored[k] ?? null) !== v));
      if (Object.keys(changed).length > 0) await writer.update(db, user, parent, id, changed, { system: true });
    }
  }
}
