import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { DEMO_PAYBILL, demoToday } from './demo-finance-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ students: 12 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

// seedDemo seeds the M-Pesa demo after the payments demo.
describe(`the M-Pesa demo on ${ENGINE}`, () => {
  it('sets up sandbox settings, five receipted paybill payments in the last week and one unmatched', async () => {
    const branchId = await branchIdOf(t, 'DHS');
    const db = t.ctx.database.db;
    const settings = await db
      .selectFrom('mpesa_settings')
      .selectAll()
      .where('branch_id', '=', branchId)
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ environment: 'sandbox', shortcode: '174379', consumer_key: null });
    expect(String(settings.callback_secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db
      .selectFrom('mpesa_transactions as m')
      .leftJoin('fee_payments as p', 'p.id', 'm.payment_id')
      .select(['m.status', 'm.payment_id', 'm.short_code', 'p.paid_on'])
      .where('m.branch_id', '=', branchId)
      .execute();
    const matched = rows.filter((r) => r.status === 'matched' && r.payment_id !== null);
    expect(matched).toHaveLength(5);
    expect(rows.filter((r) => r.status === 'unmatched')).toHaveLength(1);
    expect(new Set(rows.map((r) => r.short_code))).toEqual(new Set([DEMO_PAYBILL]));
    const today = demoToday();
    const days = matched.map((r) => String(r.paid_on).slice(0, 10)).sort();
    expect(days.at(-1)).toBe(today);
    expect(days[0] >= new Date(Date.parse(today) - 7 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });
});
