import { accountingPeriods } from '../../../../src/schema/finance-books';
import { todayAtSchool, MONTH_NAMES } from '../../../../src/schema/display';
import { fiscalYear } from '../../../../src/schema/fiscal-year';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import type { Writer } from '../../../engine/writer';
import { refusal, say } from '../../../errors';
import { staffName } from './staff';

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** The day after an ISO date. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The twelve months of a fiscal year (July to June), named as a bursar says them: "July 2026". */
export function monthsOf(startYear: number): { name: string; starts_on: string; ends_on: string }[] {
  return Array.from({ length: 12 }, (_, k) => {
    const month = (6 + k) % 12; // 0-based: July first
    const year = month >= 6 ? startYear : startYear + 1;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const mm = String(month + 1).padStart(2, '0');
    return {
      name: `${MONTH_NAMES[month]} ${year}`,
      starts_on: `${year}-${mm}-01`,
      ends_on: `${year}-${mm}-${String(last).padStart(2, '0')}`,
    };
  });
}

async function lockedPeriods(db: Db, branchId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('accounting_periods')
    .select(['name', 'starts_on', 'ends_on'])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'locked')
    .where('starts_on', '<=', to)
    .where('ends_on', '>=', from)
    .orderBy('starts_on')
    .execute();
  return rows.map((r) => ({ name: String(r.name), starts_on: iso(r.starts_on), ends_on: iso(r.ends_on) }));
}

/**
 * Refuses (409, naming the period and the date) when any of the dates falls in a locked period of
 * the branch. postEntries calls it for every posting of every engine, so a locked month stays as
 * it was reported; the refusal undoes the caller's whole write.
 */
export async function assertOpen(db: Db, branchId: number, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return;
  const sorted = [...dates].map(iso).sort();
  const locked = await lockedPeriods(db, branchId, sorted[0], sorted[sorted.length - 1]);
  for (const date of sorted) {
    const period = locked.find((p) => p.starts_on <= date && date <= p.ends_on);
    if (period) throw refusal(409, say('shule.finance.books.period_locked', { period: period.name, date }));
  }
}

/**
 * The first day on or after `date` that is in no locked period: an engine that dates a document by
 * a day already past (term billing by the term's first day) dates it here instead once that month
 * is locked, as a bookkeeper would post a late invoice into the open month.
 */
export async function firstOpenDay(db: Db, branchId: number, date: string): Promise<string> {
  let day = iso(date);
  const locked = await lockedPeriods(db, branchId, day, '9999-12-31');
  for (const period of locked) if (period.starts_on <= day && day <= period.ends_on) day = nextDay(period.ends_on);
  return day;
}

/**
 * Creates the months of a fiscal year that the branch does not have yet, through the Writer (so
 * each is audited), and answers how many were made. Safe to call twice.
 */
export async function createYearPeriods(db: Db, user: SessionUser, writer: Writer, startYear: number): Promise<number> {
  const year = fiscalYear(startYear);
  const existing = await db
    .selectFrom('accounting_periods')
    .select('starts_on')
    .where('branch_id', '=', user.branchId)
    .where('starts_on', '>=', year.from)
    .where('starts_on', '<=', year.to)
    .execute();
  const have = new Set(existing.map((r) => iso(r.starts_on)));
  let made = 0;
  for (const month of monthsOf(startYear)) {
    if (have.has(month.starts_on)) continue;
    await writer.create(db, user, accountingPeriods, { ...month, fiscal_year: startYear }, { system: true });
    made += 1;
  }
  return made;
}

/** onTransition: who locked a period and when; who unlocked it last and why (the audit keeps every one). */
export const periodSteps: Hook = async ({ db, user, action, record, input }) => {
  if (!record) return;
  const set =
    action === 'lock'
      ? { locked_by: await staffName(db, user), locked_on: todayAtSchool() }
      : action === 'unlock'
        ? { unlocked_by: await staffName(db, user), unlock_reason: String(input?.reason ?? '') }
        : undefined;
  if (!set) return;
  await db
    .updateTable('accounting_periods')
    .set(set)
    .where('id', '=', Number(record.id))
    .where('branch_id', '=', user.branchId)
    .execute();
};
