import { todayAtSchool } from '../../../../src/schema/display';
import { type AnyResource, type Coded, validateRecord } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Writer } from '../../../engine/writer';
import { fieldsRefused, refusal, say } from '../../../errors';

/**
 * What the staff and student registers share: a day's date checked, the rows a client sends
 * checked one by one against the declaration (errors keyed `rows.<i>.<field>`, as the grid shows
 * them), and a day saved as one write per person, each through the writer so every mark is
 * audited, in the caller's transaction.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function registerDate(value: unknown): string {
  const date = typeof value === 'string' ? value : '';
  const message = say('shule.hr.attendance.bad_date');
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw refusal(400, message, { date: message });
  if (date > todayAtSchool()) {
    const future = say('shule.hr.attendance.future_date');
    throw refusal(400, future, { date: future });
  }
  return date;
}

export interface RegisterRow {
  readonly person: number;
  readonly values: Record<string, unknown>;
}

/**
 * The rows sent, each validated as a record of `resource` would be (`person` names the field
 * pointing at the person: employee_id, student_id); `known` says whether a person belongs on this
 * register, and its message when not.
 */
export function checkedRows(
  resource: AnyResource,
  person: string,
  body: unknown,
  fixed: Record<string, unknown>,
  known: (id: number) => boolean,
  unknownMessage: Coded,
): RegisterRow[] {
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows) || rows.length === 0) {
    const message = say('shule.hr.attendance.no_rows');
    throw refusal(400, message, { rows: message });
  }
  const errors: Record<string, Coded> = {};
  const seen = new Set<number>();
  const checked: RegisterRow[] = [];
  rows.forEach((raw, i) => {
    const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const result = validateRecord(resource, { ...input, ...fixed }, 'create');
    if (!result.ok) {
      for (const [field, error] of Object.entries(result.errors)) errors[`rows.${i}.${field}`] = error;
      return;
    }
    const id = Number(result.data[person]);
    if (!known(id)) errors[`rows.${i}.${person}`] = unknownMessage;
    else if (seen.has(id)) errors[`rows.${i}.${person}`] = say('shule.hr.attendance.twice');
    else {
      seen.add(id);
      // The declared defaults of read-only fields (a mark's source) are the writer's to fill.
      const values = Object.fromEntries(
        Object.entries(result.data).filter(([field]) => !resource.fields[field]?.readOnly),
      );
      checked.push({ person: id, values });
    }
  });
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  return checked;
}

/** The day's stored marks by person. */
export async function storedMarks(
  db: Db,
  table: string,
  person: string,
  branchId: number,
  date: string,
  people: readonly number[],
): Promise<Map<number, Row>> {
  if (people.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('date', '=', date)
    .where(person, 'in', [...people])
    .execute();
  return new Map(rows.map((r) => [Number(r[person]), r]));
}

const SAVED_FIELDS = ['status', 'time_in', 'note', 'class_id', 'stream_id'];

/** Saves each row: a new mark, or a change to the stored one when something differs. */
export async function saveMarks(
  db: Db,
  user: SessionUser,
  writer: Writer,
  resource: AnyResource,
  person: string,
  date: string,
  rows: readonly RegisterRow[],
): Promise<{ created: number; changed: number }> {
  const stored = await storedMarks(
    db,
    resource.name,
    person,
    user.branchId,
    date,
    rows.map((r) => r.person),
  );
  let created = 0;
  let changed = 0;
  for (const row of rows) {
    const before = stored.get(row.person);
    if (!before) {
      await writer.create(db, user, resource, row.values);
      created++;
      continue;
    }
    const changes = Object.fromEntries(
      SAVED_FIELDS.filter((f) => f in resource.fields && (row.values[f] ?? null) !== (before[f] ?? null)).map((f) => [
        f,
        row.values[f] ?? null,
      ]),
    );
    if (Object.keys(changes).length === 0) continue;
    await writer.update(db, user, resource, Number(before.id), changes);
    changed++;
  }
  return { created, changed };
}

/** Counts of each status per day over a span, for the registers' summaries. */
export async function dailyCounts(
  db: Db,
  table: string,
  branchId: number,
  from: string,
  to: string,
  where: Record<string, number> = {},
): Promise<{ date: string; counts: Record<string, number> }[]> {
  let query = db
    .selectFrom(table)
    .select((eb) => ['date', 'status', eb.fn.countAll().as('n')])
    .where('branch_id', '=', branchId)
    .where('date', '>=', from)
    .where('date', '<=', to);
  for (const [field, value] of Object.entries(where)) query = query.where(field, '=', value);
  const rows = await query.groupBy(['date', 'status']).execute();
  const byDay = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const day = String(r.date).slice(0, 10);
    const counts = byDay.get(day) ?? {};
    counts[String(r.status)] = Number(r.n);
    byDay.set(day, counts);
  }
  return [...byDay.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, counts]) => ({ date, counts }));
}
