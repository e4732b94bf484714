import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf } from '../../tests/helpers/api';
import { expectBalanced } from '../../tests/helpers/expenses-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { DEMO_SUPPLIERS, DEMO_VOUCHERS } from './demo-finance-expenses-data';

let t: TestApp;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
}, 120_000);
afterAll(() => t.close());

describe(`the expenses demo on ${ENGINE}`, () => {
  it('has its suppliers, and vouchers in every state, numbered without gaps and paid through the journal', async () => {
    const db = t.ctx.database.db;
    const suppliers = await db
      .selectFrom('suppliers')
      .select(['id', 'kra_pin', 'owed', 'paid_to_date'])
      .where('branch_id', '=', branchId)
      .execute();
    expect(suppliers).toHaveLength(DEMO_SUPPLIERS.length);
    const vouchers = await db
      .selectFrom('payment_vouchers')
      .select([
        'id',
        'voucher_no',
        'status',
        'total',
        'supplier_id',
        'prepared_by',
        'approved_by',
        'paid_by',
        'approved_on',
        'paid_on',
      ])
      .where('branch_id', '=', branchId)
      .orderBy('id')
      .execute();
    expect(vouchers.map((v) => v.voucher_no)).toEqual(vouchers.map((_, i) => `PV-${String(i + 1).padStart(6, '0')}`));
    const count = (status: string) => vouchers.filter((v) => v.status === status).length;
    expect([count('paid'), count('approved'), count('draft'), count('rejected')]).toEqual([18, 3, 2, 1]);
    const paid = vouchers.filter((v) => v.status === 'paid');
    expect(new Set(paid.map((v) => `${v.prepared_by} / ${v.approved_by} / ${v.paid_by}`))).toEqual(
      new Set(['Daniel Ochieng / Esther Mutiso / Grace Wanjiru']),
    );
    for (const v of paid) expect(String(v.approved_on) <= String(v.paid_on)).toBe(true);
    const entries = await db
      .selectFrom('journal_entries')
      .select(['source_id', 'total'])
      .where('branch_id', '=', branchId)
      .where('source', '=', 'voucher')
      .execute();
    expect(new Map(entries.map((e) => [Number(e.source_id), Number(e.total)]))).toEqual(
      new Map(paid.map((v) => [Number(v.id), Number(v.total)])),
    );
    const expected = DEMO_VOUCHERS.filter((v) => v.end === 'paid').reduce(
      (sum, v) => sum + v.lines.reduce((s, l) => s + l.amount, 0),
      0,
    );
    expect(paid.reduce((sum, v) => sum + Number(v.total), 0)).toBe(expected);
    for (const s of suppliers) {
      const mine = vouchers.filter((v) => Number(v.supplier_id) === Number(s.id));
      const sum = (status: string) => mine.filter((v) => v.status === status).reduce((a, v) => a + Number(v.total), 0);
      expect([Number(s.owed), Number(s.paid_to_date)]).toEqual([sum('approved'), sum('paid')]);
      expect(String(s.kra_pin)).toMatch(/^[A-Z]\d{9}[A-Z]$/);
    }
    await expectBalanced(t, branchId);
  });

  it('has one imprest surrendered and cleared, and one outstanding', async () => {
    const db = t.ctx.database.db;
    const rows = await db
      .selectFrom('imprests')
      .select(['id', 'status', 'amount'])
      .where('branch_id', '=', branchId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['surrendered', 'issued']);
    const net = await db
      .selectFrom('journal_entries_lines as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select([(eb) => eb.fn.sum<number>('l.debit').as('d'), (eb) => eb.fn.sum<number>('l.credit').as('c')])
      .where('l.branch_id', '=', branchId)
      .where('a.purpose', '=', 'imprest')
      .executeTakeFirstOrThrow();
    // What is still out on imprest is exactly the outstanding one.
    expect(Number(net.d) - Number(net.c)).toBe(Number(rows[1].amount));
  });
});
