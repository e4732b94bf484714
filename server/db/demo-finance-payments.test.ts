import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { trialBalance } from '../modules/finance/ledger/trial-balance';
import { financeDashboard } from '../modules/finance/reports/dashboard';
import { DEMO_PAYBILL, demoToday } from './demo-finance-payments';

let t: TestApp;
let branchId: number;

// seedDemo seeds billing, payments, M-Pesa and charges in that order.
beforeAll(async () => {
  t = await createTestApp({ students: 60 });
  branchId = await branchIdOf(t, 'DHS');
}, 180_000);
afterAll(() => t.close());

describe(`the payments demo on ${ENGINE}`, () => {
  it('receipts by every mode through the year, one voided, sponsors and bursaries, the books balanced', async () => {
    const db = t.ctx.database.db;
    const rows = await db
      .selectFrom('fee_payments')
      .select(['mode', 'status', 'paid_on', 'receipt_no', 'received_by'])
      .where('branch_id', '=', branchId)
      .execute();
    expect(new Set(rows.map((r) => r.mode))).toEqual(new Set(['mpesa', 'bank', 'cash', 'cheque', 'bursary']));
    expect(rows.filter((r) => r.status === 'voided')).toHaveLength(1);
    // About 1.6 receipts a student: the demo is seeded for every suite, so it stays small.
    expect(rows.length).toBeLessThan(60 * 2);
    const today = demoToday();
    const bursars = rows.filter((r) => r.received_by === 'Grace Wanjiru');
    expect(bursars.length).toBeGreaterThan(40);
    const dates = bursars.map((r) => String(r.paid_on).slice(0, 10));
    expect(dates.filter((d) => !(d >= '2026-01-05' && d <= today))).toEqual([]);
    // Spread over the year: every term has receipts, this term and today too.
    for (const [from, to] of [
      ['2026-01-05', '2026-04-26'],
      ['2026-04-27', '2026-08-23'],
      ['2026-08-24', today],
    ])
      expect(dates.filter((d) => d >= from && d <= to).length).toBeGreaterThan(5);
    expect(dates.filter((d) => d === today).length).toBeGreaterThan(0);
    const sponsors = await db.selectFrom('sponsors').select('name').where('branch_id', '=', branchId).execute();
    expect(sponsors.map((s) => s.name)).toContain('Equity Wings to Fly');
    const bursaries = await db.selectFrom('bursaries').select('status').where('branch_id', '=', branchId).execute();
    expect(new Set(bursaries.map((b) => b.status))).toEqual(new Set(['awarded', 'received', 'cancelled']));
    const tb = await trialBalance(db, branchId);
    expect(tb.debit).toBe(tb.credit);
  });

  it('bills all three terms of 2026 through billing runs, and tells parents the paybill', async () => {
    const db = t.ctx.database.db;
    const runs = await db
      .selectFrom('billing_runs')
      .select(['term', 'students_billed'])
      .where('branch_id', '=', branchId)
      .where('academic_year', '=', 2026)
      .orderBy('term')
      .execute();
    expect(runs.map((r) => r.term)).toEqual(['1', '2', '3']);
    const billed = await db
      .selectFrom('fee_invoices')
      .select(['term', 'issued_on'])
      .where('branch_id', '=', branchId)
      .where('source', '=', 'term_fees')
      .execute();
    for (const [term, opened] of [
      ['1', '2026-01-05'],
      ['2', '2026-04-27'],
      ['3', '2026-08-24'],
    ]) {
      const invoices = billed.filter((i) => i.term === term);
      expect(invoices.length).toBeGreaterThan(50);
      expect(new Set(invoices.map((i) => String(i.issued_on).slice(0, 10)))).toEqual(new Set([opened]));
    }
    const settings = await db
      .selectFrom('finance_settings')
      .select('paybill_number')
      .where('branch_id', '=', branchId)
      .executeTakeFirstOrThrow();
    expect(settings.paybill_number).toBe(DEMO_PAYBILL);
  });

  it("fills the dashboard's today, this week and this term", async () => {
    const morning = new Date(`${demoToday()}T15:00:00+03:00`);
    const dashboard = await financeDashboard(t.ctx.database.db, branchId, morning);
    expect(dashboard.term).toMatchObject({ academic_year: 2026, term: '3' });
    expect(dashboard.collections.today).toBeGreaterThan(0);
    expect(dashboard.collections.week).toBeGreaterThanOrEqual(dashboard.collections.today);
    expect(dashboard.collections.term).toBeGreaterThan(dashboard.collections.week);
    expect(dashboard.by_class.every((c) => c.billed > 0 && c.collected > 0)).toBe(true);
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
