import { expect } from 'vitest';
import type { SessionUser } from '../../server/context';
import { trialBalance } from '../../server/modules/finance/ledger/trial-balance';
import type { TestApp } from './harness';

/** Look-ups by code for the budgets and other-income suites: a fund, an account, a vote head. */
async function idBy(t: TestApp, table: string, branchId: number, code: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom(table)
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const fundId = (t: TestApp, branchId: number, code: string) => idBy(t, 'funds', branchId, code);
export const accountId = (t: TestApp, branchId: number, code: string) => idBy(t, 'accounts', branchId, code);
export const voteHeadId = (t: TestApp, branchId: number, code: string) => idBy(t, 'vote_heads', branchId, code);

/** The school's own system account, as engines post. */
export const systemOf = (branchId: number): SessionUser => ({
  id: 0,
  username: 'system',
  roles: ['ROLE_All'],
  branchId,
});

/** The books of a branch balance to the cent. */
export async function expectBooksBalance(t: TestApp, branchId: number): Promise<void> {
  const tb = await trialBalance(t.ctx.database.db, branchId);
  expect(tb.debit).toBe(tb.credit);
  expect(tb.debit).toBeGreaterThan(0);
}
