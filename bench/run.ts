import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { type BenchSettings, benchEngine, type EngineResult } from './engine';
import { RESOURCES } from '../src/schema';
import { benchExamsPart } from './exams';
import { benchPayrollPart } from './payroll';
import { benchFinance, type FinanceResult } from './finance';
import { type AccountsBenchResult, accountsGoals, benchFinanceAccounts } from './finance-accounts';
import { financeGoals } from './finance-report';
import { measureFrontend } from './frontend';
import { reportsBenchGoals } from './exams-reports';
import { benchMessaging, type MessagingResult } from './messaging';
import { messagingGoals } from './messaging-report';
import { writeSyntheticModules } from './synthetic-module';
import { figuresTable, frontendGoal, type Goal, GOALS, goalsFor, goalsTable } from './report';

/**
 * `npm run bench`: the list page under load against its raw-SQL floor, the full CSV export, and
 * the sign-in page's JavaScript, the SMS engine and the fees module, on the embedded SQLite and, when
 * DATABASE_URL is set, PostgreSQL. Knobs: BENCH_STUDENTS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_Q,
 * BENCH_WORKERS (SHULE_WORKERS of the server), BENCH_SMS=0 and BENCH_FINANCE=0 (leave those parts
 * out), BENCH_ACCOUNTS=0 (leave the financial statements out), BENCH_STRICT=1 (exit 1 when a goal is missed).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => console.log(line);

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const settings: BenchSettings = {
  students: numberFromEnv('BENCH_STUDENTS', GOALS.exportRows),
  loadSeconds: numberFromEnv('BENCH_SECONDS', 10),
  singleSeconds: 3,
  floorSeconds: 3,
  connections: numberFromEnv('BENCH_CONNECTIONS', 32),
  q: process.env.BENCH_Q ?? 'wanj',
  // The server's own default unless BENCH_WORKERS asks for SHULE_WORKERS processes.
  serverEnv: process.env.BENCH_WORKERS ? { SHULE_WORKERS: process.env.BENCH_WORKERS } : {},
};

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGib: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    date: new Date().toISOString(),
    /** Other work on the machine skews every figure: the 1, 5 and 15 minute load averages at the start. */
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

async function main(): Promise<void> {
  cleanupOnSignals();
  const started = performance.now();
  const info = machine();
  if (info.loadAverage[0] > 0.5 * info.cpus)
    log(
      `Note: load average ${info.loadAverage[0]} on ${info.cpus} CPUs before the run: other work will skew the figures.`,
    );
  const engines: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: EngineResult[] = [];
  const messaging: MessagingResult[] = [];
  const finance: FinanceResult[] = [];
  const accounts: AccountsBenchResult[] = [];
  const exams: Goal[] = [];
  for (const engine of engines) {
    try {
      results.push(await benchEngine(root, engine, settings, log));
    } finally {
      await cleanupAll();
    }
    // BENCH_SMS=0 leaves out the SMS engine's figures (issue 10; a few seconds per engine).
    if (process.env.BENCH_SMS !== '0')
      try {
        messaging.push(await benchMessaging(root, engine, log));
      } finally {
        await cleanupAll();
      }
    // BENCH_FINANCE=0 leaves out the fees module's figures (issue 11; about a minute per engine).
    if (process.env.BENCH_FINANCE !== '0')
      try {
        finance.push(await benchFinance(root, engine, log));
      } finally {
        await cleanupAll();
      }
    // BENCH_ACCOUNTS=0 leaves out the financial statements over a 2,000-student year (issue 12; about a minute).
    if (process.env.BENCH_ACCOUNTS !== '0')
      try {
        log(`[${engine}] finance: statements over a 2,000-student year ...`);
        const started = performance.now();
        const result = await benchFinanceAccounts(engine);
        accounts.push(result);
        log(
          `[${engine}] finance statements: trial balance p95 ${result.statements.trial_balance.p95} ms, income and ` +
            `expenditure p95 ${result.statements.income_expenditure.p95} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      } finally {
        await cleanupAll();
      }
    // BENCH_EXAMS=0 leaves out the merit list and subject analysis of 2,000 students (issue 13).
    exams.push(...(await benchExamsPart(engine, log).finally(cleanupAll)));
    // BENCH_PAYROLL=0 leaves out payroll runs of 1,000 employees and 200 payslips as one PDF (issue 14).
    exams.push(...(await benchPayrollPart(engine, log).finally(cleanupAll)));
  }
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-bench-web-'));
  const removeBuild = () => fs.rmSync(buildDir, { recursive: true, force: true });
  const cleanBuild = onCleanup(`folder ${buildDir}`, removeBuild, removeBuild);
  const frontend = measureFrontend(root, buildDir, log);
  // Ten times today's resources, as a generated module: the sign-in page must not grow with them.
  const extra = RESOURCES.length * 9;
  log(`vite build with ${extra} generated resources more ...`);
  const modules = writeSyntheticModules(root, buildDir, extra);
  const scaled = measureFrontend(root, path.join(buildDir, 'scaled'), log, { SHULE_BENCH_MODULES: modules });
  await cleanBuild();
  const goals: Goal[] = [
    ...results.flatMap((r) => goalsFor(r, info.cpus)),
    ...messaging.flatMap(messagingGoals),
    ...finance.flatMap(financeGoals),
    ...accounts.flatMap(accountsGoals),
    ...(await reportsBenchGoals(engines, log)),
    ...exams,
    frontendGoal(frontend),
    frontendGoal(scaled, `${RESOURCES.length + extra} resources`),
  ];
  const seconds = (performance.now() - started) / 1000;
  const report = {
    machine: info,
    settings,
    goals,
    results,
    messaging,
    finance,
    accounts,
    frontend,
    scaledFrontend: scaled,
    seconds,
  };
  fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  log('');
  const load = `load average ${info.loadAverage[0]} at the start, ${os.loadavg()[0].toFixed(2)} at the end`;
  log(`${info.cpus} x ${info.cpuModel}, node ${info.node}, ${info.date}, ${load}`);
  log(figuresTable(results));
  log('');
  log(goalsTable(goals));
  log(`\nbench/results.json written; the run took ${seconds.toFixed(0)} s.`);
  // A missed goal is a finding, not a crash; BENCH_STRICT=1 makes it the exit status (for automation).
  if (process.env.BENCH_STRICT === '1' && goals.some((g) => g.pass === false && !g.info)) process.exitCode = 1;
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await cleanupAll();
  process.exit(1);
});
