import { expect } from 'vitest';
import { trialBalance } from '../../server/modules/finance/ledger/trial-balance';
import { branchIdOf, insertUser } from './api';
import { createTestApp, type TestApp } from './harness';

/**
 * The books suites' school: the demo (periods of the current fiscal year, July to September
 * locked, two manual journals) with a bookkeeper of the second branch and a daily-collections
 * reader, and a token for each user the suites act as.
 */
export interface BooksWorld {
  readonly t: TestApp;
  readonly branchId: number;
  readonly otherBranchId: number;
  readonly tokens: Readonly<Record<string, string>>;
}

export const BOOKS_USERS = [
  'bursar',
  'principal',
  'viewer',
  'registrar',
  'accountant',
  'admin',
  'bk2',
  'daily',
  'cashier',
];

export async function makeBooksWorld(students = 8): Promise<BooksWorld> {
  const t = await createTestApp({ students });
  const branchId = await branchIdOf(t, 'DHS');
  const otherBranchId = await branchIdOf(t, 'DPS');
  await insertUser(t, otherBranchId, 'bk2', ['ROLE_finance_admin']);
  await insertUser(t, branchId, 'daily', ['ROLE_View_Dalily_Collections']);
  await insertUser(t, branchId, 'cashier', ['ROLE_Pay_Fees']);
  const tokens: Record<string, string> = {};
  for (const who of BOOKS_USERS) tokens[who] = (await t.signIn(who)).accessToken;
  return { t, branchId, otherBranchId, tokens };
}

/** The books of a branch balance to the cent. */
export async function expectBalanced(t: TestApp, branchId: number): Promise<void> {
  const tb = await trialBalance(t.ctx.database.db, branchId);
  expect(tb.debit).toBeGreaterThan(0);
  expect(tb.debit).toBe(tb.credit);
}

/** An account of the branch by code (TUI-1100). */
export async function accountId(t: TestApp, branchId: number, code: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** How many rows a table holds in a branch: what a refused write must leave unchanged. */
export async function rowsIn(t: TestApp, table: string, branchId: number): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The branch's locked periods, oldest first. */
export async function lockedPeriods(t: TestApp, branchId: number) {
  const rows = await t.ctx.database.db
    .selectFrom('accounting_periods')
    .select(['id', 'name', 'starts_on', 'ends_on', 'locked_by'])
    .where('branch_id', '=', branchId)
    .where('status', '=', 'locked')
    .orderBy('starts_on')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    starts_on: String(r.starts_on).slice(0, 10),
    ends_on: String(r.ends_on).slice(0, 10),
    locked_by: r.locked_by,
  }));
}
