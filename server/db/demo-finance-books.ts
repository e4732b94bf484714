import { type AnyResource, getResource } from '../../src/schema';
import { todayAtSchool } from '../../src/schema/display';
import { fiscalYearOf } from '../../src/schema/fiscal-year';
import type { SessionUser } from '../context';
import type { Db, ShuleDatabase } from './database';
import { writerFor } from './system-writes';

async function staff(db: Db, branchId: number, username: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { id: Number(row.id), username: String(row.username), roles: ['ROLE_All'], branchId } : undefined;
}

async function accountOf(db: Db, branchId: number, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The last day of the month before the one `date` is in. */
function endOfLastMonth(date: string): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo school's books (after the fees demo): the current fiscal year's twelve months, and two
 * manual journal entries: the Operations fund's cash brought forward from last year's cash book,
 * prepared by the bursar and approved and posted by the principal on the first day of the year;
 * and the Tuition account's bank charges of last month, prepared by the bursar and waiting for the
 * principal's approval. The first quarter's months are locked at the very end of the seed
 * (lockDemoPeriods), after every area has posted its demo into them.
 */
export async function seedBooksDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await writerFor(database);
  const bursar = await staff(db, branchId, 'bursar');
  const principal = await staff(db, branchId, 'principal');
  if (!bursar || !principal) return;
  const { createYearPeriods } = await import('../modules/finance/books/periods');
  const { transition } = await import('../engine/transition');
  const journals = getResource('manual_journals') as AnyResource;
  const today = todayAtSchool();
  const year = fiscalYearOf(today);
  const [cash, fund, bankCharges, bank] = await Promise.all(
    ['OPS-1110', 'OPS-3000', 'TUI-5800', 'TUI-1100'].map((code) => accountOf(db, branchId, code)),
  );
  await db.transaction().execute(async (trx) => {
    await createYearPeriods(trx, bursar, writer, year.start_year);
    if (cash === undefined || fund === undefined || bankCharges === undefined || bank === undefined) return;
    // The draft first: the list opens on what waits for approval.
    await writer.create(trx, bursar, journals, {
      posted_on: endOfLastMonth(today),
      narration: 'Bank charges on the Tuition account for last month, from the bank statement',
      lines: [
        { account_id: bankCharges, debit: 1_250_00, credit: 0, memo: 'Ledger fees and cheque book' },
        { account_id: bank, debit: 0, credit: 1_250_00, memo: 'Debited by the bank' },
      ],
    });
    const opening = await writer.create(trx, bursar, journals, {
      posted_on: year.from,
      narration: `Operations fund cash in hand brought forward from the ${fiscalYearOf(endOfLastMonth(year.from)).name} cash book (count of 30 June)`,
      lines: [
        { account_id: cash, debit: 48_500_00, credit: 0, memo: 'Cash count of 30 June, safe and petty cash' },
        { account_id: fund, debit: 0, credit: 48_500_00, memo: 'Accumulated fund' },
      ],
    });
    await transition(writer, trx, principal, journals, Number(opening.id), 'approve', {});
  });
}

/**
 * Locks the first quarter of the current fiscal year (July to September), each month only once it
 * is more than a month past, as the bursar does after the quarter's trial balance. Called by the
 * seed after every area's demo, so their postings into those months are in before the lock.
 */
export async function lockDemoPeriods(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await writerFor(database);
  const bursar = await staff(db, branchId, 'bursar');
  if (!bursar) return;
  const { transition } = await import('../engine/transition');
  const periods = getResource('accounting_periods') as AnyResource;
  const today = todayAtSchool();
  const year = fiscalYearOf(today);
  const before = `${endOfLastMonth(today).slice(0, 7)}-01`;
  const quarterEnd = `${year.start_year}-09-30`;
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('accounting_periods')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('status', '=', 'open')
      .where('starts_on', '>=', year.from)
      .where('ends_on', '<=', quarterEnd)
      .where('ends_on', '<', before)
      .orderBy('starts_on')
      .execute();
    for (const row of rows) await transition(writer, trx, bursar, periods, Number(row.id), 'lock', {});
  });
}
