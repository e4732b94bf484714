import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { trialBalance } from '../modules/finance/ledger/trial-balance';
import { seedBillingDemo } from './demo-finance-billing';
import { seedPaymentsDemo } from './demo-finance-payments';

let t: TestApp;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 60 });
  branchId = await branchIdOf(t, 'DHS');
  const billed = await t.ctx.database.db
    .selectFrom('fee_invoices')
    .select('id')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  // Until the lead wires both into seed.ts, the suite seeds them itself.
  if (!billed) await seedBillingDemo(t.ctx.database, branchId);
  const paid = await t.ctx.database.db
    .selectFrom('fee_payments')
    .select('id')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (!paid) await seedPaymentsDemo(t.ctx.database, branchId);
}, 180_000);
afterAll(() => t.close());

describe(`the payments demo on ${ENGINE}`, () => {
  it('receipts by every mode, one voided, sponsors and bursaries, the books balanced', async () => {
    const db = t.ctx.database.db;
    const rows = await db
      .selectFrom('fee_payments')
      .select(['mode', 'status', 'paid_on', 'receipt_no', 'received_by'])
      .where('branch_id', '=', branchId)
      .execute();
    expect(new Set(rows.map((r) => r.mode))).toEqual(new Set(['mpesa', 'bank', 'cash', 'cheque', 'bursary']));
    expect(rows.filter((r) => r.status === 'voided')).toHaveLength(1);
    // The bursar's receipts (the M-Pesa demo adds its own, dated later).
    const bursars = rows.filter((r) => r.received_by === 'Grace Wanjiru');
    expect(bursars.length).toBeGreaterThan(40);
    expect(bursars.filter((r) => !(String(r.paid_on) >= '2026-01-05' && String(r.paid_on) <= '2026-04-30'))).toEqual(
      [],
    );
    const sponsors = await db.selectFrom('sponsors').select('name').where('branch_id', '=', branchId).execute();
    expect(sponsors.map((s) => s.name)).toContain('Equity Wings to Fly');
    const bursaries = await db.selectFrom('bursaries').select('status').where('branch_id', '=', branchId).execute();
    expect(new Set(bursaries.map((b) => b.status))).toEqual(new Set(['awarded', 'received', 'cancelled']));
    const tb = await trialBalance(db, branchId);
    expect(tb.debit).toBe(tb.credit);
  });

  it('leaves most students part-paid, some cleared and a few in credit', async () => {
    const students = await t.ctx.database.db
      .selectFrom('students')
      .select('fee_balance')
      .where('branch_id', '=', branchId)
      .execute();
    const balances = students.map((s) => Number(s.fee_balance));
    expect(balances.filter((b) => b < 0).length).toBeGreaterThan(0);
    expect(balances.filter((b) => b === 0).length).toBeGreaterThan(0);
    expect(balances.filter((b) => b > 0).length).toBeGreaterThan(balances.length / 2);
  });
});
