import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { refusal, say } from '../../errors';

/** The admission-number pattern of a school that has not chosen one. */
export const DEFAULT_ADMISSION_PATTERN = 'ADM/{YYYY}/{SEQ:5}';
export const CERTIFICATE_PATTERN = 'LC/{YYYY}/{SEQ:4}';

const SEQ = /\{SEQ(?::(\d))?\}/g;
const SEQ_TOKEN = /\{SEQ(?::\d)?\}/;

/** The year of an ISO date, else the current one. */
function yearOf(date: unknown): string {
  return typeof date === 'string' && /^\d{4}-/.test(date) ? date.slice(0, 4) : String(new Date().getFullYear());
}

/** {YYYY} and {YY}: the year of `date` (or this year); {SEQ:n}: `seq` zero-padded to n digits. */
export function formatNumber(pattern: string, date: unknown, seq: number): string {
  const year = yearOf(date);
  return pattern
    .replace(/\{YYYY\}/g, year)
    .replace(/\{YY\}/g, year.slice(2))
    .replace(SEQ, (_, width: string | undefined) => String(seq).padStart(Number(width ?? 1), '0'));
}

/**
 * The next value of a branch's counter. The upsert takes the counter row's lock, so concurrent
 * writers on PostgreSQL queue behind each other; SQLite runs one write transaction at a time.
 */
export async function nextValue(db: Db, branchId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ branch_id: branchId, name, value: 1 })
    .onConflict((oc) => oc.columns(['branch_id', 'name']).doUpdateSet({ value: sql`${sql.ref('counters.value')} + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export interface Sequence {
  readonly counter: string;
  readonly pattern: string;
  /** The record's date that gives {YYYY}. */
  readonly date: unknown;
  /** Where the numbers are kept, to skip those already taken (typed by hand or imported). */
  readonly table: string;
  readonly column: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The highest sequence number among the stored numbers this pattern gives for the year. */
async function highestTaken(db: Db, branchId: number, seq: Sequence): Promise<number> {
  const parts = seq.pattern.split(SEQ_TOKEN).map((part) => formatNumber(part, seq.date, 0));
  const shape = new RegExp(`^${parts.map(escape).join('(\\d+)')}$`);
  // LIKE narrows the rows (its _ wildcard only widens the match); the pattern's shape decides.
  const rows = await db
    .selectFrom(seq.table)
    .select(seq.column)
    .where('branch_id', '=', branchId)
    .where(seq.column, 'like', `${parts[0]}%`)
    .execute();
  let highest = 0;
  for (const row of rows) {
    const match = shape.exec(String(row[seq.column]));
    for (const digits of match?.slice(1) ?? []) highest = Math.max(highest, Number(digits));
  }
  return highest;
}

/**
 * The next number of a sequence that no record holds yet. On the first collision the counter
 * jumps past the highest number already stored, so a school that imported its register does not
 * walk through it one number at a time.
 */
export async function nextFreeNumber(db: Db, branchId: number, seq: Sequence): Promise<string> {
  let resynced = false;
  for (let tries = 0; tries < 1000; tries++) {
    const candidate = formatNumber(seq.pattern, seq.date, await nextValue(db, branchId, seq.counter));
    const taken = await db
      .selectFrom(seq.table)
      .select('id')
      .where('branch_id', '=', branchId)
      .where(seq.column, '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
    if (!resynced) {
      resynced = true;
      const highest = await highestTaken(db, branchId, seq);
      await db
        .updateTable('counters')
        .set({ value: highest })
        .where('branch_id', '=', branchId)
        .where('name', '=', seq.counter)
        .where('value', '<', highest)
        .execute();
    }
  }
  throw refusal(409, say('shule.admissions.errors.no_free_number'), {
    [seq.column]: say('shule.admissions.errors.no_free_number_field'),
  });
}
