import { randomBytes } from 'node:crypto';
import { createApp } from '../server/app';
import type { AppContext, SessionUser } from '../server/context';
import type { ShuleDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { loadAccounts } from '../server/modules/finance/ledger/accounts';
import { postEntries, type Posting } from '../server/modules/finance/ledger/journal';
import { benchSchool } from './school';
import { demoBranch } from './seed';
import { round, type Summary, summarise } from './stats';

/**
 * A fee statement PDF (issue 11: report its p95): GET /api/finance/students/:id/statement.pdf
 * through the app in-process (sign-in token, branch scope, the journal read, the letterhead and
 * the PDF), one request at a time, for the demo's students (a term's invoice and a payment or
 * two: one page) and for a long account (six years of terms and payments: some 55 lines, two pages).
 */
export interface StatementBenchResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly requests: number;
  readonly typical: Summary;
  readonly long: Summary;
  readonly longLines: number;
  readonly pdfBytes: number;
}

const REQUESTS = 100;

/** Six years of a student's account straight into the books: an invoice a term and two payments after it. */
async function longAccount(database: ShuleDatabase, branchId: number, studentId: number): Promise<void> {
  const accounts = await loadAccounts(database.db, branchId);
  const fund = accounts.fundOfKind('tuition');
  const receivable = accounts.get(fund, 'fees_receivable');
  const income = (
    await database.db
      .selectFrom('accounts')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('fund_id', '=', fund)
      .where('type', '=', 'income')
      .executeTakeFirstOrThrow()
  ).id;
  const bank = accounts.get(fund, 'bank');
  const postings: Posting[] = [];
  for (let year = 2020; year < 2026; year += 1)
    for (let term = 0; term < 3; term += 1) {
      const month = String(1 + term * 4).padStart(2, '0');
      const line = (account: number, debit: number, credit: number) => ({
        account_id: account,
        debit,
        credit,
        student_id: studentId,
      });
      postings.push({
        posted_on: `${year}-${month}-05`,
        narration: `Term ${term + 1} ${year} fees`,
        source: 'invoice',
        source_id: null,
        lines: [line(receivable, 2_500_000, 0), line(Number(income), 0, 2_500_000)],
      });
      for (const [day, amount] of [
        ['12', 1_500_000],
        ['28', 900_000],
      ] as const)
        postings.push({
          posted_on: `${year}-${month}-${day}`,
          narration: 'Payment by M-Pesa',
          source: 'payment',
          source_id: null,
          lines: [line(bank, amount, 0), line(receivable, 0, amount)],
        });
    }
  const system: SessionUser = { id: 0, username: 'bench', roles: ['ROLE_All'], branchId };
  await database.db.transaction().execute((trx) => postEntries(trx, system, postings));
}

export async function benchFinanceStatement(engine: 'sqlite' | 'postgres'): Promise<StatementBenchResult> {
  const { database } = await benchSchool(engine, 'statement');
  try {
    await migrate(database);
    await seedDemo(database, 160);
    const { branchId } = await demoBranch(database);
    const students = (
      await database.db
        .selectFrom('students')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('status', '=', 'active')
        .orderBy('id')
        .execute()
    ).map((s) => Number(s.id));
    await longAccount(database, branchId, students[0]);
    const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
    const app = createApp(ctx);
    const signin = await app.request('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bursar', password: 'shule-demo' }),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const time = async (id: number): Promise<{ ms: number; bytes: number }> => {
      const started = performance.now();
      const response = await app.request(`/api/finance/students/${id}/statement.pdf`, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`statement ${id}: ${response.status}`);
      return { ms: performance.now() - started, bytes };
    };
    for (let i = 0; i < 5; i += 1) await time(students[1 + i]); // warm the fonts and statement caches
    const typical: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const sample = await time(students[1 + (i % (students.length - 1))]);
      typical.push(sample.ms);
      bytes = Math.max(bytes, sample.bytes);
    }
    const long: number[] = [];
    for (let i = 0; i < REQUESTS / 4; i += 1) long.push((await time(students[0])).ms);
    const statement = await app.request(`/api/finance/students/${students[0]}/statement`, { headers });
    const longLines = ((await statement.json()) as { lines: unknown[] }).lines.length;
    const tidy = (s: Summary): Summary => ({
      ...s,
      mean: round(s.mean),
      p50: round(s.p50),
      p95: round(s.p95),
      p99: round(s.p99),
      max: round(s.max),
    });
    return {
      engine,
      requests: REQUESTS,
      typical: tidy(summarise(typical)),
      long: tidy(summarise(long)),
      longLines,
      pdfBytes: bytes,
    };
  } finally {
    await database.close();
  }
}

/** `npx tsx bench/finance-statement.ts`: the figures alone, outside `npm run bench`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const engines: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  for (const engine of engines) console.log(JSON.stringify(await benchFinanceStatement(engine)));
}
