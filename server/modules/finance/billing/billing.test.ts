import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFeeStructures } from '../../../../tests/helpers/copied-fee-structures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/harness';
import { seedBillingDemo } from '../../../db/demo-finance-billing';
import { insertSystem } from '../../../db/system-writes';
import { trialBalance } from '../ledger/trial-balance';

let t: TestApp;
let branchId: number;
let bursar: string;
const db = () => t.ctx.database.db;

const classIds = async (b = branchId) =>
  (
    await db()
      .selectFrom('classes')
      .select('id')
      .where('branch_id', '=', b)
      .where('level', '<=', 4)
      .orderBy('level')
      .execute()
  ).map((c) => Number(c.id));
const invoicesOf = (key: string) =>
  db()
    .selectFrom('fee_invoices')
    .select(['id', 'student_id', 'total', 'discount', 'billing_key'])
    .where('billing_key', 'like', key)
    .execute();
const run = (token: string, body: unknown, path = 'run') =>
  t.call('POST', `/api/finance/billing/${path}`, { token, body });
const balanced = async (b = branchId) => {
  const tb = await trialBalance(db(), b);
  expect(tb.debit).toBe(tb.credit);
  return tb;
};

beforeAll(async () => {
  t = await createTestApp({ students: 60 });
  const signedIn = await t.signIn('bursar');
  branchId = signedIn.branchId;
  bursar = signedIn.accessToken;
  // The demo seeds billing (and payments and charges on it) once the lead has wired it in.
  const seeded = await db().selectFrom('vote_heads').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (!seeded) await seedBillingDemo(t.ctx.database, branchId);
  // The demo bills every term of 2026; the runs below bill 2027, which it leaves open, at its figures.
  expect(await copyFeeStructures(t, branchId, { year: 2026 }, { year: 2027 })).toBeGreaterThan(0);
}, 60_000);
afterAll(() => t.close());

describe('term billing', () => {
  it('bills every active student of Forms 1 to 4 once for term 1, and no one transferred or graduated', async () => {
    const active = await db()
      .selectFrom('students')
      .select(['id', 'status', 'class_id'])
      .where('branch_id', '=', branchId)
      .execute();
    const forms = new Set(await classIds());
    const billable = active
      .filter((s) => s.status === 'active' && forms.has(Number(s.class_id)))
      .map((s) => Number(s.id));
    const invoices = await invoicesOf('term:2026:1:%');
    expect(invoices.map((i) => Number(i.student_id)).sort((a, b) => a - b)).toEqual(billable.sort((a, b) => a - b));
    expect(active.some((s) => s.status !== 'active')).toBe(true);
    const numbers = await db()
      .selectFrom('fee_invoices')
      .select('invoice_no')
      .where('branch_id', '=', branchId)
      .orderBy('id')
      .execute();
    expect(numbers.map((n) => n.invoice_no)).toEqual(numbers.map((_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
    await balanced();
  });

  it('bills by category: a boarder the boarding structure, a day scholar the day one, a student’s own category first', async () => {
    const [form1] = await classIds();
    const rows = await db()
      .selectFrom('fee_invoices as i')
      .innerJoin('students as s', 's.id', 'i.student_id')
      .select(['s.id', 's.residence', 's.class_id', 'i.total'])
      .where('i.billing_key', 'like', 'term:2026:1:%')
      .where('s.class_id', '=', form1)
      .execute();
    // Term 1 is half of the year: boarding 53,554 → 26,777; day 18,000 → 9,000 (KES).
    for (const row of rows) expect(Number(row.total)).toBe(row.residence === 'boarding' ? 26_777_00 : 9_000_00);
    expect(new Set(rows.map((r) => r.residence)).size).toBe(2);
    const day = rows.find((r) => r.residence === 'day');
    const boardingCategory = await db()
      .selectFrom('fee_categories')
      .select('id')
      .where('name', '=', 'Boarding')
      .where('branch_id', '=', branchId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('students')
      .set({ fee_category_id: boardingCategory.id })
      .where('id', '=', Number(day?.id))
      .execute();
    const special = await insertSystem(t.ctx.database, 'fee_categories', branchId, [
      { name: 'Sponsored', residence: 'none' },
    ]);
    const routed = new Set(
      (await db().selectFrom('transport_assignments').select('student_id').execute()).map((a) => Number(a.student_id)),
    );
    const other = rows.find((r) => r.residence === 'day' && r.id !== day?.id && !routed.has(Number(r.id)));
    await db()
      .updateTable('students')
      .set({ fee_category_id: special[0] })
      .where('id', '=', Number(other?.id))
      .execute();
    const preview = await run(bursar, { academic_year: 2027, term: '2', class_ids: [form1] }, 'preview');
    expect(preview.status).toBe(200);
    const figures = (await preview.json()) as {
      students: number;
      missing_structures: { category_name: string; students: number }[];
    };
    expect(figures.missing_structures).toEqual([expect.objectContaining({ category_name: 'Sponsored', students: 1 })]);
    const response = await run(bursar, { academic_year: 2027, term: '2', class_ids: [form1] });
    expect(response.status).toBe(201);
    const moved = await invoicesOf(`term:2027:2:${Number(day?.id)}`);
    expect(Number(moved[0].total)).toBe(16_066_20); // 30 % of 53,554: the boarding structure
    expect(await invoicesOf(`term:2027:2:${Number(other?.id)}`)).toEqual([]);
  });

  it('bills nobody twice: run again, and two runs at the same time', async () => {
    const forms = await classIds();
    const again = await run(bursar, { academic_year: 2026, term: '1', class_ids: forms });
    const body = (await again.json()) as { students_billed: number; skipped: number };
    expect(body.students_billed).toBe(0);
    expect(body.skipped).toBe((await invoicesOf('%:2026:1:%')).length); // term fees and transport
    const both = await Promise.all([
      run(bursar, { academic_year: 2027, term: '3', class_ids: forms }),
      run(bursar, { academic_year: 2027, term: '3', class_ids: forms }),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const billed = (await Promise.all(both.map((r) => r.json()))) as { students_billed: number }[];
    const invoices = await invoicesOf('term:2027:3:%');
    expect(invoices.length).toBeGreaterThan(0);
    expect(new Set(invoices.map((i) => i.student_id)).size).toBe(invoices.length);
    // A run counts every invoice it raises: the term's fees and, for a student with a route, transport.
    const raised = await invoicesOf('%:2027:3:%');
    expect(raised.length).toBeGreaterThan(invoices.length);
    expect(billed[0].students_billed + billed[1].students_billed).toBe(raised.length);
    expect(Math.min(billed[0].students_billed, billed[1].students_billed)).toBe(0);
    await balanced();
  });

  it('keeps the journal balanced and each student’s fee balance the sum of their invoices', async () => {
    const tb = await balanced();
    const receivable = tb.rows.filter((r) => r.code.endsWith('-1200')).reduce((s, r) => s + r.debit - r.credit, 0);
    const owed = await db()
      .selectFrom('fee_invoices')
      .select((eb) => eb.fn.sum<number>('balance').as('b'))
      .where('branch_id', '=', branchId)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    expect(receivable).toBe(Number(owed.b));
    const unbilledCredit = await db()
      .selectFrom('fee_payments')
      .select('student_id')
      .where('branch_id', '=', branchId)
      .execute();
    const paying = new Set(unbilledCredit.map((p) => Number(p.student_id)));
    const invoiced = await db()
      .selectFrom('fee_invoices')
      .select('student_id')
      .where('branch_id', '=', branchId)
      .execute();
    const student = invoiced.find((i) => !paying.has(Number(i.student_id))) as { student_id: number };
    const sum = await db()
      .selectFrom('fee_invoices')
      .select((eb) => eb.fn.sum<number>('balance').as('b'))
      .where('student_id', '=', student.student_id)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow();
    const row = await db()
      .selectFrom('students')
      .select('fee_balance')
      .where('id', '=', student.student_id)
      .executeTakeFirstOrThrow();
    expect(Number(row.fee_balance)).toBe(Number(sum.b));
  });
});
