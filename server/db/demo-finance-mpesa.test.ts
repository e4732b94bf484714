import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { seedMpesaDemo } from './demo-finance-mpesa';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ students: 12 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe(`the M-Pesa demo on ${ENGINE}`, () => {
  it('sets up sandbox settings, five receipted paybill payments and one unmatched', async () => {
    const branchId = await branchIdOf(t, 'DHS');
    await seedMpesaDemo(t.ctx.database, branchId);
    const db = t.ctx.database.db;
    const settings = await db
      .selectFrom('mpesa_settings')
      .selectAll()
      .where('branch_id', '=', branchId)
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ environment: 'sandbox', shortcode: '174379', consumer_key: null });
    expect(String(settings.callback_secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db
      .selectFrom('mpesa_transactions')
      .select(['status', 'payment_id'])
      .where('branch_id', '=', branchId)
      .execute();
    expect(rows.filter((r) => r.status === 'matched' && r.payment_id !== null)).toHaveLength(5);
    expect(rows.filter((r) => r.status === 'unmatched')).toHaveLength(1);
  });
});
