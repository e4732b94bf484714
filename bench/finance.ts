import { cleanupAll } from './cleanup';
import { type BillingBenchResult, benchFinanceBilling } from './finance-billing';
import { benchFinanceMpesa, type MpesaBenchResult } from './finance-mpesa';
import { benchFinanceStatement, type StatementBenchResult } from './finance-statement';

/**
 * The fees module's part of `npm run bench` on one engine (issue 11): term billing of 5,000
 * students, 200 concurrent M-Pesa confirmations against the real server, and the statement PDF.
 * Each part seeds its own school and leaves nothing behind (cleanupAll after each).
 */
export interface FinanceResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly billing: BillingBenchResult;
  readonly mpesa: MpesaBenchResult;
  readonly statement: StatementBenchResult;
}

async function part<T>(log: (line: string) => void, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    await cleanupAll();
    log(`${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

export async function benchFinance(
  root: string,
  engine: 'sqlite' | 'postgres',
  log: (line: string) => void = console.log,
): Promise<FinanceResult> {
  log(`[${engine}] finance: term billing of 5,000 students ...`);
  const billing = await part(log, `[${engine}] finance billing`, () => benchFinanceBilling(engine));
  log(`[${engine}] finance billing: ${billing.runsMs.join(' and ')} ms (term 2, term 3), again ${billing.againMs} ms`);
  const mpesa = await part(log, `[${engine}] finance M-Pesa`, () => benchFinanceMpesa(root, engine, log));
  log(`[${engine}] finance: statement PDFs ...`);
  const statement = await part(log, `[${engine}] finance statements`, () => benchFinanceStatement(engine));
  log(`[${engine}] finance statement PDF: p95 ${statement.typical.p95} ms, a long account ${statement.long.p95} ms`);
  return { engine, billing, mpesa, statement };
}
