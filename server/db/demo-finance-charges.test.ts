import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, countRows } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { trialBalance } from '../modules/finance/ledger/trial-balance';

let t: TestApp;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 80 });
  branchId = await branchIdOf(t, 'DHS');
}, 180_000);
afterAll(() => t.close());

describe(`the charges demo on ${ENGINE}`, () => {
  it('has routes with riders billed, two other charges, boarders’ wallets, a pending refund, and balanced books', async () => {
    const db = t.ctx.database.db;
    expect(await countRows(t, 'transport_routes', { branch_id: branchId })).toBe(3);
    const riders = await countRows(t, 'transport_assignments', { branch_id: branchId, active: true });
    expect(riders).toBeGreaterThanOrEqual(10);
    expect(riders).toBeLessThanOrEqual(15);
    const transport = await db
      .selectFrom('fee_invoices')
      .select(['term', 'total'])
      .where('branch_id', '=', branchId)
      .where('source', '=', 'transport')
      .execute();
    // Riders are billed every term of 2026: terms 1 and 2 by the demo, term 3 on assignment.
    for (const term of ['1', '2', '3']) expect(transport.filter((i) => i.term === term)).toHaveLength(riders);
    expect(transport.every((i) => Number(i.total) >= 9_000_00 && Number(i.total) <= 14_000_00)).toBe(true);
    const charges = await db.selectFrom('other_charges').select(['description', 'students_billed']).execute();
    expect(charges).toHaveLength(2);
    expect(charges.every((c) => Number(c.students_billed) >= 1)).toBe(true);
    const wallets = await db
      .selectFrom('pocket_money_transactions')
      .select(['student_id', 'balance_after'])
      .where('branch_id', '=', branchId)
      .execute();
    expect(new Set(wallets.map((w) => w.student_id)).size).toBeGreaterThanOrEqual(15);
    expect(wallets.every((w) => Number(w.balance_after) >= 0)).toBe(true);
    expect(await countRows(t, 'refunds', { branch_id: branchId, status: 'requested' })).toBe(1);
    const books = await trialBalance(db, branchId);
    expect(books.debit).toBe(books.credit);
  });
});
