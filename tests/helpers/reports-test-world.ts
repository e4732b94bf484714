import { expect } from 'vitest';
import { branchIdOf, json } from './api';
import { createTestApp, listQuery, type TestApp } from './harness';
import type { SessionUser } from '../../server/context';
import { raiseInvoices } from '../../server/modules/finance/billing/raise';
import { currentTerm } from '../../server/modules/finance/billing/terms';
import { refreshBalances } from '../../server/modules/finance/payments/credits';
import type { Statement } from '../../server/modules/finance/reports/statement';
import { freshStudents } from './fresh-students';

/**
 * The documents tests' school: the demo school (whatever its books already hold), a Tuition vote
 * head, and two students of the world's own (no demo invoices or payments, which keep changing)
 * given an invoice of the current term three days ago: `owing` (30,000) and `paidUp` (10,000).
 * Their statements and accounts before it are kept in `before` (empty, as they are new), so each
 * test checks what it did.
 */
export interface World {
  readonly t: TestApp;
  readonly bursar: string;
  readonly viewer: string;
  readonly registrar: string;
  readonly owing: number;
  readonly paidUp: number;
  readonly otherBranchStudent: number;
  /** The term of the world's invoices: the school's current term. */
  readonly term: { readonly year: number; readonly term: string };
  readonly before: { owing: Statement; paidUp: Statement; accounts: Record<string, number> };
  statement(id: number, token?: string, query?: string): Promise<Response>;
  account(id: number): Promise<Record<string, number>>;
  pay(studentId: number, amount: number, mode: string, paidOn: string): Promise<number>;
}

/** Days before today in Nairobi: the tests' entries come after what the demo's books hold. */
export const day = (ago: number) => {
  const d = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' })}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ago);
  return d.toISOString().slice(0, 10);
};

export async function createWorld(): Promise<World> {
  const t = await createTestApp({ students: 8 });
  const db = t.ctx.database.db;
  const dhs = await branchIdOf(t, 'DHS');
  const dps = await branchIdOf(t, 'DPS');
  const system: SessionUser = { id: 0, username: 'system', roles: ['ROLE_All'], branchId: dhs };
  const [bursar, viewer, registrar, admin] = await Promise.all(
    ['bursar', 'viewer', 'registrar', 'admin'].map(async (u) => (await t.signIn(u)).accessToken),
  );
  const active = async (branchId: number) =>
    (
      await db
        .selectFrom('students')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('status', '=', 'active')
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.id));
  // The demo's typed-in balances predate the books: every balance is the ledger's from here on.
  for (const branch of [dhs, dps]) await refreshBalances(db, branch);
  const [owing, paidUp] = (await freshStudents(t, dhs, 2, 'DOCS')).students;
  const [otherBranchStudent] = await active(dps);
  const statement = (id: number, token = bursar, query = '') =>
    t.call('GET', `/api/finance/students/${id}/statement${query}`, { token });
  const account = async (id: number) => {
    const student = await db
      .selectFrom('students')
      .select('admission_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const filter = { search: String(student.admission_no) };
    const answer = await t.call('GET', `/api/reports/finance_students?${listQuery({ range: [0, 9], filter })}`, {
      token: bursar,
    });
    return (await json<Record<string, number>[]>(answer))[0];
  };
  const pay = async (studentId: number, amount: number, mode: string, paidOn: string) => {
    const response = await t.call('POST', '/api/fee_payments', {
      token: bursar,
      body: {
        student_id: studentId,
        amount,
        mode,
        paid_on: paidOn,
        ...(mode === 'cash' ? {} : { reference: 'QK7X2' }),
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return Number((await json(response)).id);
  };
  const before = {
    owing: await json<Statement>(await statement(owing)),
    paidUp: await json<Statement>(await statement(paidUp)),
    accounts: await account(owing),
  };
  const fund = await db
    .selectFrom('funds')
    .select('id')
    .where('branch_id', '=', dhs)
    .where('code', '=', 'TUI')
    .executeTakeFirstOrThrow();
  const income = await db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', dhs)
    .where('code', '=', 'TUI-4100')
    .executeTakeFirstOrThrow();
  const created = await t.call('POST', '/api/vote_heads', {
    token: admin,
    body: {
      code: 'DOCS',
      name: 'Tuition (documents test)',
      fund_id: fund.id,
      income_account_id: income.id,
      priority: 90,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const voteHead = Number((await json(created)).id);
  const current = await currentTerm(db, dhs);
  if (!current) throw new Error('the demo school has no current term');
  const term = { year: current.academic_year, term: current.term };
  const draft = (student: number, amount: number) => ({
    student_id: student,
    academic_year: term.year,
    term: term.term,
    issued_on: day(3),
    source: 'term_fees' as const,
    description: `Term ${term.term} ${term.year} fees`,
    billing_key: `documents-test:${student}`,
    items: [{ vote_head_id: voteHead, amount }],
  });
  await db
    .transaction()
    .execute((trx) => raiseInvoices(trx, system, [draft(owing, 3_000_000), draft(paidUp, 1_000_000)]));
  return { t, bursar, viewer, registrar, owing, paidUp, otherBranchStudent, term, before, statement, account, pay };
}
