import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAtSchool } from '../../../../src/schema/display';
import { branchIdOf, type ErrorBody, insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, listQuery, type TestApp } from '../../../../tests/helpers/harness';
import { freshStudents } from '../../../../tests/helpers/fresh-students';
import { trialBalance } from '../ledger/trial-balance';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
const tokens: Record<string, string> = {};
let students: number[];

const deposit = (studentId: number, amount: number, more: Record<string, unknown> = {}) =>
  t.call('POST', '/api/pocket_money_transactions', {
    token: tokens.clerk,
    body: { student_id: studentId, kind: 'deposit', amount, mode: 'cash', transacted_on: todayAtSchool(), ...more },
  });
const withdraw = (studentId: number, amount: number, who = 'clerk') =>
  t.call('POST', '/api/pocket_money_transactions', {
    token: tokens[who],
    body: { student_id: studentId, kind: 'withdrawal', amount, mode: 'cash', transacted_on: todayAtSchool() },
  });

async function balanced(id = branchId): Promise<void> {
  const tb = await trialBalance(t.ctx.database.db, id);
  expect(tb.debit).toBe(tb.credit);
}

beforeAll(async () => {
  t = await createTestApp({ students: 8 });
  branchId = await branchIdOf(t, 'DHS');
  otherBranchId = await branchIdOf(t, 'DPS');
  await insertUser(t, branchId, 'clerk', ['ROLE_Access_Pocket_Money']);
  await insertUser(t, otherBranchId, 'clerk2', ['ROLE_Access_Pocket_Money']);
  for (const who of ['clerk', 'clerk2', 'viewer', 'bursar', 'registrar'])
    tokens[who] = (await t.signIn(who)).accessToken;
  // The suite's own students: the demo gives its boarders wallets, and each test counts from empty.
  ({ students } = await freshStudents(t, branchId, 4, 'POCKET'));
}, 60_000);
afterAll(() => t.close());

describe(`pocket money on ${ENGINE}`, () => {
  it('keeps the balance after each transaction and posts each to the Pocket money fund', async () => {
    const [s] = students;
    expect((await deposit(s, 150000, { mode: 'mpesa', reference: 'QAB12CD34E' })).status).toBe(201);
    const out = await withdraw(s, 40000);
    expect(out.status).toBe(201);
    expect((await json(out)).balance_after).toBe(110000);
    const lines = await t.ctx.database.db
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['a.purpose', 'l.debit', 'l.credit'])
      .where('e.source', '=', 'pocket_money')
      .where('l.student_id', '=', s)
      .orderBy('l.id')
      .execute();
    expect(lines.map((l) => [l.purpose, Number(l.debit), Number(l.credit)])).toEqual([
      ['mpesa_clearing', 150000, 0],
      ['pocket_money_held', 0, 150000],
      ['pocket_money_held', 40000, 0],
      ['cash', 0, 40000],
    ]);
    await balanced();
  });

  it('refuses a withdrawal beyond the wallet with 409 on the amount, and writes nothing', async () => {
    const s = students[1];
    await deposit(s, 5000);
    const response = await withdraw(s, 5001);
    expect(response.status).toBe(409);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe('The wallet holds KES 50.00: a withdrawal of KES 50.01 would take it below zero');
    expect(Object.keys(body.errors ?? {})).toEqual(['amount']);
    const statement = await json<{ balance: number; transactions: unknown[] }>(
      await t.call('GET', `/api/finance/pocket-money/${s}/statement`, { token: tokens.clerk }),
    );
    expect(statement.balance).toBe(5000);
    expect(statement.transactions).toHaveLength(1);
  });

  it('never goes below zero under 20 withdrawals at once', async () => {
    const s = students[2];
    await deposit(s, 100000); // KES 1,000: room for exactly 6 withdrawals of KES 150
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(s, 15000)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(6);
    expect(statuses.filter((x) => x === 409)).toHaveLength(14);
    const statement = await json<{ balance: number; transactions: { balance_after: number }[] }>(
      await t.call('GET', `/api/finance/pocket-money/${s}/statement`, { token: tokens.viewer }),
    );
    expect(statement.balance).toBe(10000);
    expect(statement.transactions.map((x) => x.balance_after)).toEqual([
      100000, 85000, 70000, 55000, 40000, 25000, 10000,
    ]);
    await balanced();
  });

  it('is create only: a correction is a new transaction', async () => {
    const created = await json(await deposit(students[3], 1000));
    const put = await t.call('PUT', `/api/pocket_money_transactions/${created.id}`, {
      token: tokens.clerk,
      body: { amount: 2000 },
    });
    expect(put.status).toBe(405);
    const del = await t.call('DELETE', `/api/pocket_money_transactions/${created.id}`, { token: tokens.clerk });
    expect(del.status).toBe(405);
    const forged = await deposit(students[3], 1000, { balance_after: 99999999 });
    expect(forged.status).toBe(400);
  });

  it('lets the pocket-money clerk write, View_Only read, and no one else in', async () => {
    expect((await withdraw(students[0], 100, 'viewer')).status).toBe(403);
    expect((await withdraw(students[0], 100, 'bursar')).status).toBe(403);
    const list = `/api/pocket_money_transactions?${listQuery({ filter: { student_id: students[0] } })}`;
    expect((await t.call('GET', list, { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', list, { token: tokens.registrar })).status).toBe(403);
    const statement = `/api/finance/pocket-money/${students[0]}/statement`;
    expect((await t.call('GET', statement, { token: tokens.registrar })).status).toBe(403);
    const rows = await json<{ student_id: number }[]>(await t.call('GET', list, { token: tokens.viewer }));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.student_id === students[0])).toBe(true);
  });

  it('keeps wallets to their school', async () => {
    const statement = await t.call('GET', `/api/finance/pocket-money/${students[0]}/statement`, {
      token: tokens.clerk2,
    });
    expect(statement.status).toBe(404);
    const response = await t.call('POST', '/api/pocket_money_transactions', {
      token: tokens.clerk2,
      body: { student_id: students[0], kind: 'deposit', amount: 100, mode: 'cash', transacted_on: todayAtSchool() },
    });
    expect(response.status).toBe(400);
    const list = await json<unknown[]>(await t.call('GET', '/api/pocket_money_transactions', { token: tokens.clerk2 }));
    expect(list).toEqual([]);
    await balanced(otherBranchId);
  });
});
