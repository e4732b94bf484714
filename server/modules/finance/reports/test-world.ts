import { expect } from 'vitest';
import { branchIdOf, json } from '../../../../tests/helpers/api';
import { createTestApp, listQuery, type TestApp } from '../../../../tests/helpers/harness';
import type { SessionUser } from '../../../context';
import { raiseInvoices } from '../billing/raise';
import { refreshBalances } from '../payments/credits';
import type { Statement } from './statement';

/**
 * The documents tests' school: the demo school (whatever its books already hold), a Tuition vote
 * head, and two students given an invoice three days ago: `owing` (30,000) and `paidUp` (10,000).
 * Their earlier statements and accounts are kept in `before`, so each test checks what it did
 * whatever the demo billed them.
 */
export interface World {
  readonly t: TestApp;
  readonly bursar: string;
  readonly viewer: string;
  readonly registrar: string;
  readonly owing: number;
  readonly paidUp: number;
  readonly otherBranchStudent: number;
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
        // Not in credit: a credit would settle the test's invoice as it is raised.
        .where('fee_balance', '>=', 0)
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.id));
  // The demo's typed-in balances predate the books: every balance is the ledger's from here on.
  for (const branch of [dhs, dps]) await refreshBalances(db, branch);
  const [owing, paidUp] = await active(dhs);
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
  const draft = (student: number, amount: number) => ({
    student_id: student,
    academic_year: 2026,
    term: '1',
    issued_on: day(3),
    source: 'term_fees' as const,
    description: 'Term 1 2026 fees',
    billing_key: `documents-test:${student}`,
    items: [{ vote_head_id: voteHead, amount }],
  });
  await db
    .transaction()
    .execute((trx) => raiseInvoices(trx, system, [draft(owing, 3_000_000), draft(paidUp, 1_000_000)]));
  return { t, bursar, viewer, registrar, owing, paidUp, otherBranchStudent, before, statement, account, pay };
}
