import { sql } from 'kysely';
import type { SessionUser } from '../server/context';
import type { ShuleDatabase } from '../server/db/database';
import { demoStudents } from '../server/db/demo-data';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { insertRows } from '../server/db/system-writes';
import { runTermBilling } from '../server/modules/finance/billing/term-billing';
import { trialBalance } from '../server/modules/finance/ledger/trial-balance';
import { benchSchool } from './school';
import { demoBranch } from './seed';

/**
 * Term billing of a 5,000-student school with its journal postings (issue 11: under 1 s on
 * SQLite): term 2 and term 3 of 2026 billed in one transaction each for 5,000 students admitted
 * after the demo billed its own, then term 2 again (nothing to bill: the idempotence check's
 * cost). A school of its own, seeded in seconds.
 */
export interface BillingBenchResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly students: number;
  readonly invoices: number;
  readonly journalLines: number;
  readonly runsMs: readonly number[];
  /** Invoices each run raised: term 2, term 3, term 2 again (0). */
  readonly billed: readonly number[];
  readonly againMs: number;
  readonly balanced: boolean;
}

const STUDENTS = 5000;

const count = async (database: ShuleDatabase, table: string, branchId: number) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', branchId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function benchFinanceBilling(engine: 'sqlite' | 'postgres'): Promise<BillingBenchResult> {
  const { database } = await benchSchool(engine, 'billing');
  try {
    await migrate(database);
    await seedDemo(database, 4);
    const { branchId, classIds, streams } = await demoBranch(database);
    // The demo (seedDemo seeds its finance: vote heads, structures, terms 1 to 3 billed) has its own
    // few students billed already: the runs below bill these 5,000 new ones.
    const records = demoStudents(STUDENTS, classIds, streams, 'BIL').map((s, i) => ({
      ...s,
      status: 'active',
      residence: i % 3 === 0 ? 'day' : 'boarding',
    }));
    await database.db
      .transaction()
      .execute((trx) => insertRows({ ...database, db: trx }, 'students', branchId, records));
    if (engine === 'postgres') await sql`vacuum analyze`.execute(database.db);
    const user: SessionUser = { id: 0, username: 'bench', roles: ['ROLE_All'], branchId };
    const billed: number[] = [];
    const timed = async (term: string) => {
      const started = performance.now();
      const run = await database.db
        .transaction()
        .execute((trx) => runTermBilling(trx, user, { academic_year: 2026, term, class_ids: classIds }));
      billed.push(run.raised.length);
      return Math.round(performance.now() - started);
    };
    const runsMs = [await timed('2'), await timed('3')];
    const againMs = await timed('2');
    const tb = await trialBalance(database.db, branchId);
    return {
      engine,
      students: STUDENTS,
      invoices: await count(database, 'fee_invoices', branchId),
      journalLines: await count(database, 'journal_entries_lines', branchId),
      runsMs,
      billed,
      againMs,
      balanced: tb.debit === tb.credit,
    };
  } finally {
    await database.close();
  }
}

/** `npx tsx bench/finance-billing.ts`: the figures on SQLite, and PostgreSQL when DATABASE_URL is set. */
if (process.argv[1]?.endsWith('finance-billing.ts')) {
  const engines: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  for (const engine of engines) console.log(JSON.stringify(await benchFinanceBilling(engine)));
  const { cleanupAll } = await import('./cleanup');
  await cleanupAll();
}
