import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { expectBooksBalance } from '../../tests/helpers/budgets-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { budgetPosition } from '../modules/finance/budgets/position';
import { CAPITATION_PER_LEARNER, DEMO_INCOME } from './demo-finance-budgets-data';

let t: TestApp;
let branchId: number;
let learners: number;

beforeAll(async () => {
  t = await createTestApp({ students: 20 });
  branchId = await branchIdOf(t, 'DHS');
  const row = await t.ctx.database.db
    .selectFrom('students as s')
    .innerJoin('classes as c', 'c.id', 's.class_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('s.branch_id', '=', branchId)
    .where('s.status', '=', 'active')
    .where('c.level', '<=', 4)
    .executeTakeFirstOrThrow();
  learners = Number(row.n);
}, 120_000);
afterAll(() => t.close());

describe(`the budgets demo on ${ENGINE}`, () => {
  it('has each fund’s 2026/27 budget approved by the principal, Tuition’s revised, and a 2027/28 draft', async () => {
    const rows = await t.ctx.database.db
      .selectFrom('budgets')
      .select(['title', 'status', 'revision', 'prepared_by', 'approved_by'])
      .where('branch_id', '=', branchId)
      .orderBy('fiscal_year')
      .orderBy('title')
      .execute();
    expect(rows).toEqual([
      {
        title: 'Operations 2026/27',
        status: 'approved',
        revision: 1,
        prepared_by: 'Daniel Ochieng',
        approved_by: 'Esther Mutiso',
      },
      {
        title: 'School Fund 2026/27',
        status: 'approved',
        revision: 1,
        prepared_by: 'Daniel Ochieng',
        approved_by: 'Esther Mutiso',
      },
      {
        title: 'Tuition 2026/27',
        status: 'approved',
        revision: 2,
        prepared_by: 'Daniel Ochieng',
        approved_by: 'Esther Mutiso',
      },
      { title: 'Operations 2027/28', status: 'draft', revision: 1, prepared_by: 'Daniel Ochieng', approved_by: null },
    ]);
  });

  it('receipts capitation 50:30:20 per learner and the other income OI-000001 on, without gaps', async () => {
    const receipts = await t.ctx.database.db
      .selectFrom('other_incomes as o')
      .innerJoin('accounts as a', 'a.id', 'o.income_account_id')
      .select(['o.receipt_no', 'o.kind', 'o.tranche', 'o.amount', 'o.status', 'a.code'])
      .where('o.branch_id', '=', branchId)
      .orderBy('o.id')
      .execute();
    expect(receipts.map((r) => r.receipt_no)).toEqual(receipts.map((_, i) => `OI-${String(i + 1).padStart(6, '0')}`));
    const capitation = receipts.filter((r) => r.kind === 'capitation');
    expect(capitation.map((r) => [r.code, r.tranche, Number(r.amount)])).toEqual(
      (['1', '2', '3'] as const).flatMap((tranche) =>
        (['TUI', 'OPS'] as const).map((fund) => [
          `${fund}-4300`,
          tranche,
          // KES per learner × learners × the tranche's per cent = cents.
          CAPITATION_PER_LEARNER[fund] * learners * { '1': 50, '2': 30, '3': 20 }[tranche],
        ]),
      ),
    );
    expect(receipts.filter((r) => r.status === 'voided').map((r) => r.code)).toEqual(['SF-4400']);
    expect(receipts).toHaveLength(6 + DEMO_INCOME.length);
  });

  it('reads the 2026/27 budgets against the books it seeded', async () => {
    const lines = await budgetPosition(t.ctx.database.db, branchId, { fiscal_year: 2026 });
    const line = (code: string) => lines.find((l) => l.code === code);
    // Hall hire in 2026/27: 12,000.00 by M-Pesa in August; the bounced cheque of October is void.
    expect(line('SF-4400')?.actual).toBe(12_000_00);
    // Milk: 89,280 + 176,000 + 89,500; the maize of March was the year before.
    expect(line('SF-4410')?.actual).toBe(354_780_00);
    expect(line('TUI-4300')?.actual).toBe(4_144 * learners * 20);
    expect(line('SF-5220')).toMatchObject({ budget: 60_000_00, over_budget: true });
    expect(lines.filter((l) => l.over_budget).length).toBeGreaterThan(0);
    await expectBooksBalance(t, branchId);
  });
});
