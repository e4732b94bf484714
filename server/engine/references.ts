import type { SelectQueryBuilder } from 'kysely';
import {
  type AnyResource,
  availableActions,
  childTableName,
  type Coded,
  type FieldDef,
  getResource,
  joinEnglish,
  represent,
  representationFields,
  RESOURCES,
  tableOf,
} from '../../src/schema';
import { humanizeChoice } from '../../src/schema/display';
import type { SessionUser } from '../context';
import type { Db, Row, Tables } from '../db/database';
import { fieldsRefused, refusal, say } from '../errors';
import { childSpecs } from './child-spec';

/** References must point at records of the writer's own branch (or at a national table's rows). */
export async function checkReferences(
  db: Db,
  resource: AnyResource,
  data: Record<string, unknown>,
  branchId: number,
): Promise<void> {
  const errors: Record<string, Coded> = {};
  for (const [name, value] of Object.entries(data)) {
    const field = resource.fields[name];
    if (!field?.reference || field.kind === 'table' || value === null || value === undefined) continue;
    const ids = [...new Set(Array.isArray(value) ? (value as number[]) : [value as number])];
    if (ids.length === 0) continue;
    const target = getResource(field.reference);
    const table = target ? tableOf(target) : field.reference;
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .$if(!target?.national, (qb) => qb.where('branch_id', '=', branchId))
      .execute();
    if (found.length !== ids.length) errors[name] = say('shule.validation.reference_missing');
  }
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
}

/** One kind of record holding another through a reference: how many, and the first few by name. */
export interface Holder {
  readonly resource: string;
  readonly count: number;
  readonly names: readonly string[];
}

/** Where a holder's reference lives: a column of its own table, or of one of its inline line tables. */
interface Pointer {
  readonly column: string;
  /** The inline line table holding the column (the holder is the line's parent), if not its own. */
  readonly lines?: string;
}

/** Names shown per kind of holder: enough to recognise them, few enough to read. */
export const HOLDER_NAMES = 3;

const pointersCache = new Map<string, Map<AnyResource, Pointer[]>>();

/**
 * Every stored reference to `target`'s table, by holding resource: reference fields of each table
 * (a view is its base's table, counted once) and of inline lines. The target's own `linesOf`
 * lines (a student's guardians) go with it when it is deleted, so they hold nothing.
 */
function pointersTo(target: AnyResource): Map<AnyResource, Pointer[]> {
  const cached = pointersCache.get(target.name);
  if (cached) return cached;
  const table = tableOf(target);
  const own = new Set(
    childSpecs(target).flatMap((s) => (s.resource ? [`${tableOf(s.resource)}.${s.parentColumn}`] : [])),
  );
  const pointsHere = (field: FieldDef) => {
    if (field.kind !== 'reference' || !field.reference) return false;
    const to = getResource(field.reference);
    return (to ? tableOf(to) : field.reference) === table;
  };
  const found = new Map<AnyResource, Pointer[]>();
  for (const holder of RESOURCES) {
    if (holder.view || holder.national) continue;
    const pointers: Pointer[] = [];
    for (const [name, field] of Object.entries(holder.fields)) {
      if (pointsHere(field) && !own.has(`${holder.name}.${name}`)) pointers.push({ column: name });
      for (const [column, lineField] of Object.entries(field.kind === 'table' ? (field.table?.fields ?? {}) : {}))
        if (pointsHere(lineField)) pointers.push({ column, lines: childTableName(holder.name, name) });
    }
    if (pointers.length > 0) found.set(holder, pointers);
  }
  pointersCache.set(target.name, found);
  return found;
}

/** A holder's name as a person reads it: its representation, choice codes in words. */
function nameOf(holder: AnyResource, row: Row): string {
  const shown = Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      holder.fields[k]?.kind === 'choice' && v !== null ? humanizeChoice(String(v)) : v,
    ]),
  );
  return represent(holder, shown);
}

/** The records of this branch that point at record `id`, per kind, the kinds in declaration order. */
export async function holdersOf(db: Db, target: AnyResource, id: number, branchId: number): Promise<Holder[]> {
  const holders: Holder[] = [];
  for (const [holder, pointers] of pointersTo(target)) {
    const table = tableOf(holder);
    const pointing = <O>(qb: SelectQueryBuilder<Tables, string, O>) =>
      qb
        .where('branch_id', '=', branchId)
        .where((eb) =>
          eb.or(
            pointers.map((p) =>
              p.lines
                ? eb(`${table}.id`, 'in', eb.selectFrom(p.lines).select('parent_id').where(p.column, '=', id))
                : eb(`${table}.${p.column}`, '=', id),
            ),
          ),
        )
        // A record pointing at itself (a parent class of its own) holds nothing else.
        .$if(table === tableOf(target), (q) => q.where(`${table}.id`, '!=', id));
    const counted = await pointing(db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'))).executeTakeFirst();
    const count = Number(counted?.n ?? 0);
    if (count === 0) continue;
    const named = await pointing(db.selectFrom(table).select(['id', ...representationFields(holder)]))
      .orderBy('id')
      .limit(HOLDER_NAMES)
      .execute();
    holders.push({ resource: holder.name, count, names: named.map((row) => nameOf(holder, row)) });
  }
  return holders;
}

/** "2 transfers and 1 leave-out or suspension": the English of the holders' counts. */
const englishCounts = (holders: readonly Holder[]): string =>
  joinEnglish(
    holders.map((h) => {
      const resource = getResource(h.resource);
      const noun = h.count === 1 ? resource?.singular : resource?.label;
      return `${h.count} ${(noun ?? h.resource).toLowerCase()}`;
    }),
    'and',
  );

/**
 * 409 when other records point at the record: which kinds, how many and the first few by name, and
 * the action to take instead (a workflow action declared `insteadOfDelete` that the user may take
 * from the record's state), so the screen can offer it. Checked before the database's own foreign
 * keys would refuse the delete with nothing to say.
 */
export async function refuseIfHeld(db: Db, user: SessionUser, resource: AnyResource, record: Row): Promise<void> {
  const holders = await holdersOf(db, resource, Number(record.id), user.branchId);
  if (holders.length === 0) return;
  const instead = availableActions(user.roles, resource, record).find(([, action]) => action.insteadOfDelete);
  const args = { record: represent(resource, record), holders: englishCounts(holders) };
  const keys = {
    holders: {
      key: holders.map((h) => `resources.${h.resource}.name`),
      counts: holders.map((h) => h.count),
      join: 'and' as const,
      lower: true,
    },
  };
  const message = instead
    ? say(
        'shule.errors.held_by_instead',
        { ...args, action: instead[1].label },
        { ...keys, action: { key: `resources.${resource.name}.actions.${instead[0]}` } },
      )
    : say('shule.errors.held_by', args, keys);
  throw refusal(
    409,
    message,
    {},
    {
      holders,
      ...(instead ? { suggest: { resource: resource.name, id: Number(record.id), action: instead[0] } } : {}),
    },
  );
}
