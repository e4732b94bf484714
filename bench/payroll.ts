import { randomBytes } from 'node:crypto';
import { createApp } from '../server/app';
import type { AppContext } from '../server/context';
import type { ShuleDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { insertRows } from '../server/db/system-writes';
import type { Goal } from './report';
import { benchSchool } from './school';
import { demoBranch } from './seed';
import { round, type Summary, summarise } from './stats';

/**
 * Issue 14's goals: "A payroll run of 1,000 employees (compute, store, post): under 1 s. Payslips
 * for 200 employees as one PDF: under 5 s." The demo school gets 1,000 employees of its own on the
 * payroll (the demo's staff are taken off it), each with a house allowance, half with a SACCO
 * deduction and a third repaying a loan, in eight departments and five bank branches. A run is the
 * API as HR and the principal use it, in-process: POST /api/payrolls (every payslip computed with
 * the statutory engine and stored), the principal's approval (its inputs checked again), then pay
 * (one journal entry, loans lowered). Five months are run; the PDF is the payslips of a 200-employee
 * run, asked for five times.
 */
export interface PayrollBenchResult {
  readonly engine: 'sqlite' | 'postgres';
  readonly employees: number;
  readonly seedSeconds: number;
  /** Per run, ms: compute and store (create), approve, post (pay), and compute+store+post. */
  readonly compute: Summary;
  readonly approve: Summary;
  readonly post: Summary;
  readonly run: Summary;
  readonly pdfEmployees: number;
  readonly pdf: Summary;
  /** The PDF's CPU time, p50 (the process's own: on a busy machine the wall clock waits for a core). */
  readonly pdfCpuMs: number;
  readonly pdfBytes: number;
}

const EMPLOYEES = 1000;
const PDF_EMPLOYEES = 200;
// Months of the fiscal year 2025/26, whose books the demo leaves open.
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
export const RUN_GOAL_MS = 1000;
export const PDF_GOAL_MS = 5000;
const KES = 100;

async function seedStaff(database: ShuleDatabase, branchId: number): Promise<number[]> {
  const db = database.db;
  await db.updateTable('employees').set({ on_payroll: false }).where('branch_id', '=', branchId).execute();
  const departments = (await db.selectFrom('departments').select('id').where('branch_id', '=', branchId).execute()).map(
    (d) => Number(d.id),
  );
  const branches = (
    await db.selectFrom('hr_bank_branches').select('id').where('branch_id', '=', branchId).limit(5).execute()
  ).map((b) => Number(b.id));
  const rows = Array.from({ length: EMPLOYEES }, (_, i) => {
    const bank = i % 4 !== 3 && branches.length > 0;
    return {
      staff_no: `BEN/${String(i + 1).padStart(4, '0')}`,
      first_name: ['Wanjiru', 'Otieno', 'Chebet', 'Mutua', 'Akinyi', 'Kamau', 'Njeri', 'Kiprono'][i % 8],
      last_name: `Bench${i + 1}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      category: i % 3 === 0 ? 'teaching' : 'non_teaching',
      terms: 'board',
      national_id: String(20_000_000 + i),
      kra_pin: `A${String(100_000_000 + i)}B`,
      nssf_no: String(3_000_000_000 + i),
      department_id: departments.length > 0 ? departments[i % departments.length] : null,
      date_employed: i % 50 === 0 ? '2025-12-15' : '2018-01-08',
      on_payroll: true,
      active: true,
      basic_salary: (12_000 + ((i * 739) % 90_000)) * KES,
      payment_method: bank ? 'bank' : 'mpesa',
      bank_branch_id: bank ? branches[i % branches.length] : null,
      account_no: bank ? String(1_000_000_000 + i) : null,
      mpesa_phone: bank ? null : `+2547${String(10_000_000 + i).slice(-8)}`,
      helb_monthly: i % 10 === 0 ? 2_000 * KES : null,
    };
  });
  const ids = await db
    .transaction()
    .execute((trx) => insertRows({ ...database, db: trx }, 'employees', branchId, rows));
  const allowances = ids.map((id, i) => ({
    employee_id: id,
    kind: 'house',
    taxable: true,
    basis: i % 2 === 0 ? 'fixed' : 'percent_of_basic',
    amount: i % 2 === 0 ? 6_000 * KES : null,
    percent: i % 2 === 0 ? null : 15,
    recurring: true,
  }));
  const deductions = ids.flatMap((id, i) => [
    ...(i % 2 === 0 ? [{ employee_id: id, kind: 'sacco', amount: 1_500 * KES, recurring: true }] : []),
    ...(i % 3 === 0
      ? [
          {
            employee_id: id,
            kind: 'loan',
            amount: 2_500 * KES,
            recurring: true,
            principal: 60_000 * KES,
            balance: 40_000 * KES,
          },
        ]
      : []),
  ]);
  await db.transaction().execute(async (trx) => {
    await insertRows({ ...database, db: trx }, 'allowances', branchId, allowances);
    await insertRows({ ...database, db: trx }, 'deductions', branchId, deductions);
  });
  return ids;
}

const summary = (samples: readonly number[]): Summary => {
  const s = summarise([...samples]);
  return { ...s, mean: round(s.mean), p50: round(s.p50), p95: round(s.p95), p99: round(s.p99), max: round(s.max) };
};

export async function benchPayroll(engine: 'sqlite' | 'postgres'): Promise<PayrollBenchResult> {
  const { database } = await benchSchool(engine, 'payroll');
  try {
    const seeding = performance.now();
    await migrate(database);
    await seedDemo(database, 4);
    const { branchId } = await demoBranch(database);
    const ids = await seedStaff(database, branchId);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const app = createApp({ database, secret: randomBytes(32), demo: true } satisfies AppContext);
    const tokenOf = async (username: string) => {
      const response = await app.request('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'shule-demo' }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    };
    const [hr, principal] = [await tokenOf('hr'), await tokenOf('principal')];
    const call = async (token: string, path: string, body: unknown = {}) => {
      const started = performance.now();
      const response = await app.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Record<string, unknown>;
      if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
      return { ms: performance.now() - started, answer };
    };
    const times = { compute: [] as number[], approve: [] as number[], post: [] as number[], run: [] as number[] };
    for (const period of MONTHS) {
      const made = await call(hr, '/api/payrolls', { period });
      if (Number(made.answer.employees) !== EMPLOYEES)
        throw new Error(`a run of ${String(made.answer.employees)} employees`);
      const id = Number(made.answer.id);
      const approved = await call(principal, `/api/payrolls/${id}/approve`);
      const paid = await call(hr, `/api/payrolls/${id}/pay`, { paid_on: `${period}-28` });
      times.compute.push(made.ms);
      times.approve.push(approved.ms);
      times.post.push(paid.ms);
      times.run.push(made.ms + paid.ms);
    }
    // A school of 200 on the payroll: the rest leave it for the PDF's run.
    await database.db
      .updateTable('employees')
      .set({ on_payroll: false })
      .where('id', 'in', ids.slice(PDF_EMPLOYEES))
      .execute();
    const small = await call(hr, '/api/payrolls', { period: '2026-06' });
    const pdfEmployees = Number(small.answer.employees);
    const pdf: number[] = [];
    const pdfCpu: number[] = [];
    let pdfBytes = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const response = await app.request(`/api/payroll/${Number(small.answer.id)}/payslips.pdf`, {
        headers: { authorization: `Bearer ${hr}` },
      });
      const bytes = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`payslips.pdf: ${response.status}`);
      pdf.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      pdfCpu.push((used.user + used.system) / 1000);
      pdfBytes = bytes.byteLength;
    }
    return {
      engine,
      employees: EMPLOYEES,
      seedSeconds: round(seedSeconds, 1),
      compute: summary(times.compute),
      approve: summary(times.approve),
      post: summary(times.post),
      run: summary(times.run),
      pdfEmployees,
      pdf: summary(pdf),
      pdfCpuMs: round(summarise(pdfCpu).p50),
      pdfBytes,
    };
  } finally {
    await database.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function payrollGoals(result: PayrollBenchResult): Goal[] {
  return [
    {
      engine: result.engine,
      goal: `payroll run of ${result.employees.toLocaleString('en')} employees (compute, store, post) < ${RUN_GOAL_MS} ms`,
      measured:
        `p50 ${ms(result.run.p50)}, max ${ms(result.run.max)} over ${MONTHS.length} months ` +
        `(compute and store p50 ${ms(result.compute.p50)}, post p50 ${ms(result.post.p50)}; approval p50 ${ms(result.approve.p50)})`,
      pass: result.run.p50 < RUN_GOAL_MS,
    },
    {
      engine: result.engine,
      goal: `payslips of ${PDF_EMPLOYEES} employees as one PDF < ${PDF_GOAL_MS / 1000} s`,
      measured: `p50 ${ms(result.pdf.p50)}, max ${ms(result.pdf.max)}, CPU p50 ${ms(result.pdfCpuMs)} (${result.pdfEmployees} payslips, ${(result.pdfBytes / 1024).toFixed(0)} KiB)`,
      pass: result.pdf.p50 < PDF_GOAL_MS,
    },
  ];
}

/** Part of `npm run bench` (BENCH_PAYROLL=0 leaves it out): its figures and goals on one engine. */
export async function benchPayrollPart(engine: 'sqlite' | 'postgres', log: (line: string) => void): Promise<Goal[]> {
  if (process.env.BENCH_PAYROLL === '0') return [];
  log(`[${engine}] payroll: runs of 1,000 employees and 200 payslips as one PDF ...`);
  const result = await benchPayroll(engine);
  log(
    `[${engine}] payroll: run p50 ${ms(result.run.p50)}, payslips PDF p50 ${ms(result.pdf.p50)} (seeded in ${result.seedSeconds} s)`,
  );
  return payrollGoals(result);
}

/** `npx tsx bench/payroll.ts`: the figures on SQLite, and PostgreSQL when DATABASE_URL is set. */
if (process.argv[1]?.endsWith('payroll.ts')) {
  const engines: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  for (const engine of engines) console.log(JSON.stringify(await benchPayroll(engine)));
  const { cleanupAll } = await import('./cleanup');
  await cleanupAll();
}
