import { randomBytes } from 'node:crypto';
import { createApp } from '../server/app';
import type { AppContext } from '../server/context';
import type { ShuleDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { trialBalance } from '../server/modules/finance/ledger/trial-balance';
import { c2bPayload, mpesaCode } from '../server/modules/finance/mpesa/local-daraja-server';
import { onCleanup } from './cleanup';
import { benchSchool, serveSchool } from './school';
import { demoBranch } from './seed';
import { summarise, type Summary } from './stats';

/**
 * 200 concurrent M-Pesa confirmations against the real server in a child process (issue 11): each
 * names a student and is receipted in its own request, and 20 of them are sent twice at once (as
 * Safaricom retries). Figures: latency per request, throughput, and the count check: exactly one
 * transaction, one receipt and one journal entry per TransID, none lost, none doubled.
 */
export interface MpesaBenchResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly confirmations: number;
  readonly repeats: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly latency: Summary;
  readonly non200: number;
  readonly transactions: number;
  readonly receipts: number;
  readonly lost: number;
  readonly doubled: number;
  readonly balanced: boolean;
}

const CONFIRMATIONS = 200;
const REPEATS = 20;

/** The branch's callback secret, through the API as its administrator asks for the URLs. */
async function secretOf(database: ShuleDatabase): Promise<string> {
  const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
  const app = createApp(ctx);
  const signIn = await app.request('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'shule-demo' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const urls = await app.request('/api/mpesa/urls', { headers: { authorization: `Bearer ${accessToken}` } });
  const { confirmation } = (await urls.json()) as { confirmation: string };
  return confirmation.split('/api/mpesa/')[1].split('/')[0];
}

export async function benchFinanceMpesa(
  root: string,
  engine: 'sqlite' | 'postgres',
  log: (line: string) => void = console.log,
): Promise<MpesaBenchResult> {
  log(`[${engine}] M-Pesa: seeding the demo school ...`);
  const school = await benchSchool(engine, 'mpesa');
  const { database } = school;
  const closeDatabase = onCleanup('M-Pesa bench database', () => database.close());
  await migrate(database);
  await seedDemo(database, 200);
  const { branchId } = await demoBranch(database);
  const secret = await secretOf(database);
  const students = await database.db
    .selectFrom('students')
    .select('admission_no')
    .where('branch_id', '=', branchId)
    .execute();
  const { server, stop: stopServer } = await serveSchool(root, school, branchId, students.length);
  const codes = Array.from({ length: CONFIRMATIONS }, () => mpesaCode());
  const bodies = codes.map((transId, i) =>
    c2bPayload({ transId, amount: `${1000 + i}.00`, account: String(students[i % students.length].admission_no) }),
  );
  const all = [...bodies, ...bodies.slice(0, REPEATS)].sort(() => Math.random() - 0.5);
  log(`[${engine}] M-Pesa: ${CONFIRMATIONS} confirmations (+${REPEATS} repeated) at once against ${server.base} ...`);
  const target = `${server.base}/api/mpesa/${secret}/confirmation`;
  const started = performance.now();
  const results = await Promise.all(
    all.map(async (body) => {
      const at = performance.now();
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.text();
      return { ms: performance.now() - at, status: response.status };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await stopServer();
  const rows = await database.db
    .selectFrom('mpesa_transactions')
    .select(['trans_id', 'payment_id'])
    .where('branch_id', '=', branchId)
    .where('trans_id', 'in', codes)
    .execute();
  const receipts = await database.db
    .selectFrom('fee_payments')
    .select('reference')
    .where('branch_id', '=', branchId)
    .where('reference', 'in', codes)
    .execute();
  const perCode = new Map<string, number>();
  for (const r of receipts) perCode.set(String(r.reference), (perCode.get(String(r.reference)) ?? 0) + 1);
  const tb = await trialBalance(database.db, branchId);
  await closeDatabase();
  const result: MpesaBenchResult = {
    engine,
    confirmations: CONFIRMATIONS,
    repeats: REPEATS,
    seconds,
    perSecond: CONFIRMATIONS / seconds,
    latency: summarise(results.map((r) => r.ms)),
    non200: results.filter((r) => r.status !== 200).length,
    transactions: rows.length,
    receipts: receipts.length,
    lost: codes.filter((c) => !perCode.has(c)).length,
    doubled: [...perCode.values()].filter((n) => n > 1).length,
    balanced: tb.debit === tb.credit,
  };
  log(
    `[${engine}] M-Pesa: p50 ${result.latency.p50.toFixed(0)} ms, p95 ${result.latency.p95.toFixed(0)} ms, ` +
      `${result.perSecond.toFixed(1)} confirmations/s, ${result.transactions} kept, ${result.receipts} receipts, ` +
      `lost ${result.lost}, doubled ${result.doubled}, non-200 ${result.non200}, books balanced ${result.balanced}`,
  );
  return result;
}

// `npx tsx bench/finance-mpesa.ts [sqlite|postgres]` runs this part alone.
if (process.argv[1]?.endsWith('finance-mpesa.ts')) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  benchFinanceMpesa(process.cwd(), engine).then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
