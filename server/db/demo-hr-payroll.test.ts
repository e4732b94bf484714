import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { trialBalance } from '../modules/finance/ledger/trial-balance';
import { demoToday } from './demo-finance-payments';

let t: TestApp;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
}, 180_000);
afterAll(() => t.close());

describe(`the demo's payroll on ${ENGINE}`, () => {
  it('has the two months before this one paid and posted, and this month in draft', async () => {
    const db = t.ctx.database.db;
    const runs = await db
      .selectFrom('payrolls')
      .selectAll()
      .where('branch_id', '=', branchId)
      .orderBy('period')
      .execute();
    const current = demoToday().slice(0, 7);
    expect(runs.map((r) => r.status)).toEqual(['paid', 'paid', 'draft']);
    expect(runs[2].period).toBe(current);
    for (const run of runs) {
      expect(Number(run.employees)).toBeGreaterThan(10);
      expect(Number(run.net_pay)).toBeGreaterThan(0);
      const slips = await db
        .selectFrom('payslips')
        .select((eb) => eb.fn.sum<number>('net_pay').as('net'))
        .where('payroll_id', '=', Number(run.id))
        .executeTakeFirstOrThrow();
      expect(Number(slips.net)).toBe(Number(run.net_pay));
    }
    for (const run of runs.slice(0, 2)) {
      expect(run).toMatchObject({ prepared_by: 'Mercy Njeri', approved_by: 'Esther Mutiso', paid_by: 'Mercy Njeri' });
      const entries = await db
        .selectFrom('journal_entries')
        .select(['total'])
        .where('branch_id', '=', branchId)
        .where('source', '=', 'payroll')
        .where('source_id', '=', Number(run.id))
        .execute();
      expect(entries).toHaveLength(1);
      expect(Number(entries[0].total)).toBe(Number(run.employer_cost));
    }
    const tb = await trialBalance(db, branchId);
    expect(tb.debit).toBe(tb.credit);
  });
});
