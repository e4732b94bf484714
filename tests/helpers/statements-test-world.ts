import { expect } from 'vitest';
import type { SessionUser } from '../../server/context';
import { raiseInvoices } from '../../server/modules/finance/billing/raise';
import { postEntries, type PostingLine } from '../../server/modules/finance/ledger/journal';
import { reverseSource } from '../../server/modules/finance/ledger/reverse';
import type { FinancialReport, ReportLine } from '../../src/schema/financial-report';
import { branchIdOf, json } from './api';
import { freshStudents } from './fresh-students';
import type { TestApp } from './harness';

/** Shillings as the books keep them: cents. */
export const kes = (shillings: number) => shillings * 100;

/**
 * The statements suites' school: the demo's DHS, whose own books start in 2026, given a small
 * year of its own in fiscal year 2024/25 (1 July 2024 to 30 June 2025) through the real engines
 * (invoices raised by billing, receipts taken through POST /api/fee_payments) and postings of the
 * kinds the other areas make (capitation and hire of facilities as other income, payment vouchers,
 * one reversed, M-Pesa banked, a loan between funds), and one invoice and receipt in 2023/24 so
 * that the year has something brought forward. The figures the suites expect are worked by hand
 * from this list:
 *
 * 2024-05-06 invoice C, student 2: ACT 6,000                 (2023/24)
 * 2024-06-20 receipt P0, student 2, cash 6,000 -> ACT        (2023/24)
 * 2024-09-02 invoice A, student 1: TUI 10,000, BES 20,000, RMI 5,000
 * 2024-09-02 invoice B, student 2: TUI 10,000, BES 20,000
 * 2024-09-10 receipt P1, student 1, bank 30,000 -> TUI 10,000, BES 20,000
 * 2024-10-01 receipt P2, student 2, M-Pesa 35,000 -> TUI 10,000, BES 20,000, credit 5,000
 * 2025-01-20 capitation: Dr TUI-1100 50,000, Cr TUI-4300
 * 2025-02-15 hire of the hall: Dr SF-1110 8,000, Cr SF-4400
 * 2025-03-03 voucher 901: Dr SF-5200 12,000, Cr SF-1100
 * 2025-03-03 voucher 902: Dr TUI-5100 7,500, Cr TUI-1100; reversed 2025-03-10
 * 2025-03-31 M-Pesa banked: Dr SF-1100 20,000, Cr SF-1120
 * 2025-06-15 School Fund lends Operations: Dr OPS-1100 2,000, Cr SF-1100
 *
 * and the approved 2024/25 budgets (prepared by the accountant, approved by the bursar): School Fund
 * BES income SF-4200 45,000, hire SF-4400 10,000, the BES vote head (its expense account SF-5200)
 * 20,000; Tuition capitation TUI-4300 60,000, TUI-5100 10,000.
 */
export interface StatementsWorld {
  readonly t: TestApp;
  readonly branchId: number;
  readonly otherBranchId: number;
  readonly system: SessionUser;
  readonly tokens: Readonly<Record<'bursar' | 'viewer' | 'registrar' | 'accountant', string>>;
  readonly funds: Readonly<Record<'TUI' | 'OPS' | 'SF' | 'PM', number>>;
  readonly students: readonly [number, number];
  /** GET /api/finance/statements/{report}?{query} as `token` (the bursar's by default). */
  statement(report: string, query?: Record<string, string | number>, token?: string): Promise<FinancialReport>;
  call(path: string, token?: string): Promise<Response>;
  accountId(code: string, branchId?: number): Promise<number>;
}

export const FY = { from: '2024-07-01', to: '2025-06-30' } as const;

export async function createStatementsWorld(t: TestApp): Promise<StatementsWorld> {
  const db = t.ctx.database.db;
  const branchId = await branchIdOf(t, 'DHS');
  const otherBranchId = await branchIdOf(t, 'DPS');
  const system: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId };
  const [bursar, viewer, registrar, accountant] = await Promise.all(
    ['bursar', 'viewer', 'registrar', 'accountant'].map(async (u) => (await t.signIn(u)).accessToken),
  );
  const fundRows = await db.selectFrom('funds').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const funds = Object.fromEntries(fundRows.map((f) => [String(f.code), Number(f.id)])) as StatementsWorld['funds'];
  const accountId = async (code: string, branch = branchId) =>
    Number(
      (
        await db
          .selectFrom('accounts')
          .select('id')
          .where('branch_id', '=', branch)
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const head = async (code: string) =>
    Number(
      (
        await db
          .selectFrom('vote_heads')
          .select('id')
          .where('branch_id', '=', branchId)
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const [TUI, BES, RMI, ACT] = await Promise.all(['TUI', 'BES', 'RMI', 'ACT'].map(head));
  const { students } = await freshStudents(t, branchId, 2, 'STMT');
  const [one, two] = students;

  const invoice = (student: number, issued: string, key: string, items: [number, number][]) => ({
    student_id: student,
    academic_year: Number(issued.slice(0, 4)),
    term: '1',
    issued_on: issued,
    source: 'term_fees' as const,
    description: `Fees ${key}`,
    billing_key: `statements-test:${key}`,
    items: items.map(([vote_head_id, amount]) => ({ vote_head_id, amount: kes(amount) })),
  });
  const bill = (drafts: ReturnType<typeof invoice>[]) =>
    db.transaction().execute((trx) => raiseInvoices(trx, system, drafts));
  const pay = async (student: number, amount: number, mode: string, paidOn: string, reference: string | null) => {
    const response = await t.call('POST', '/api/fee_payments', {
      token: bursar,
      body: { student_id: student, amount: kes(amount), mode, paid_on: paidOn, ...(reference ? { reference } : {}) },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const post = async (on: string, source: 'voucher' | 'other_income' | 'manual', id: number, lines: PostingLine[]) =>
    db
      .transaction()
      .execute((trx) =>
        postEntries(trx, system, [{ posted_on: on, narration: `Test ${source} ${id}`, source, source_id: id, lines }]),
      );
  const move = async (debit: string, credit: string, amount: number) => [
    { account_id: await accountId(debit), debit: kes(amount), credit: 0 },
    { account_id: await accountId(credit), debit: 0, credit: kes(amount) },
  ];

  await bill([invoice(two, '2024-05-06', 'C', [[ACT, 6_000]])]);
  await pay(two, 6_000, 'cash', '2024-06-20', null);
  await bill([
    invoice(one, '2024-09-02', 'A', [
      [TUI, 10_000],
      [BES, 20_000],
      [RMI, 5_000],
    ]),
    invoice(two, '2024-09-02', 'B', [
      [TUI, 10_000],
      [BES, 20_000],
    ]),
  ]);
  await pay(one, 30_000, 'bank', '2024-09-10', 'CHQ-100231');
  await pay(two, 35_000, 'mpesa', '2024-10-01', 'SJ41H2JD9X');
  await post('2025-01-20', 'other_income', 801, await move('TUI-1100', 'TUI-4300', 50_000));
  await post('2025-02-15', 'other_income', 802, await move('SF-1110', 'SF-4400', 8_000));
  await post('2025-03-03', 'voucher', 901, await move('SF-5200', 'SF-1100', 12_000));
  await post('2025-03-03', 'voucher', 902, await move('TUI-5100', 'TUI-1100', 7_500));
  await db
    .transaction()
    .execute((trx) => reverseSource(trx, system, ['voucher'], 902, '2025-03-10', 'Voucher 902 cancelled'));
  await post('2025-03-31', 'manual', 701, await move('SF-1100', 'SF-1120', 20_000));
  await post('2025-06-15', 'manual', 702, await move('OPS-1100', 'SF-1100', 2_000));

  const budget = async (fund: number, lines: Record<string, unknown>[]) => {
    const made = await t.call('POST', '/api/budgets', {
      token: accountant,
      body: { fiscal_year: 2024, fund_id: fund, lines },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const id = Number((await json(made)).id);
    const approved = await t.call('POST', `/api/budgets/${id}/approve`, { token: bursar, body: {} });
    expect(approved.status, await approved.clone().text()).toBe(200);
  };
  await budget(funds.SF, [
    { account_id: await accountId('SF-4200'), amount: kes(45_000) },
    { account_id: await accountId('SF-4400'), amount: kes(10_000) },
    { vote_head_id: BES, amount: kes(20_000) },
  ]);
  await budget(funds.TUI, [
    { account_id: await accountId('TUI-4300'), amount: kes(60_000) },
    { account_id: await accountId('TUI-5100'), amount: kes(10_000) },
  ]);

  const query = (q: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  const call = (path: string, token = bursar) => t.call('GET', `/api/finance/statements/${path}`, { token });
  const statement = async (report: string, q: Record<string, string | number> = FY, token = bursar) => {
    const response = await call(`${report}?${query(q)}`, token);
    expect(response.status, await response.clone().text()).toBe(200);
    return json<FinancialReport>(response);
  };
  return {
    t,
    branchId,
    otherBranchId,
    system,
    tokens: { bursar, viewer, registrar, accountant },
    funds,
    students: [one, two],
    statement,
    call,
    accountId,
  };
}

/** A statement's figure in `column` on the line with this code or wording (its English label). */
export function figure(report: FinancialReport, labelOrCode: string, column = 'amount'): number | null | undefined {
  const line = report.lines.find((l) => l.code === labelOrCode || l.label === labelOrCode || l.term === labelOrCode);
  return line?.values[column];
}

/** The lines of a statement as "code label: figures" text, for a readable failure. */
export const linesText = (report: FinancialReport) =>
  report.lines.map((l: ReportLine) => `${l.kind} ${l.code ?? ''} ${l.label}: ${JSON.stringify(l.values)}`).join('\n');
