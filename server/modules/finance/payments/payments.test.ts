import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { pdfText } from '../../../documents/pdf-text';
import { applyCredits, consumeCredit } from './credits';
import { balances, bill, makeWorld, totals, type World } from '../../../../tests/helpers/payments-test-world';

let t: TestApp;
let w: World;
let admin: string;
const T1 = (w: World) => [
  { vote_head_id: w.heads.TUI, amount: 10_000_00 },
  { vote_head_id: w.heads.BES, amount: 20_000_00 },
  { vote_head_id: w.heads.RMI, amount: 3_000_00 },
  { vote_head_id: w.heads.ACT, amount: 1_500_00 },
];

beforeAll(async () => {
  t = await createTestApp({ students: 12 });
  // The second school: the demo's own fees and receipts live in the first.
  w = await makeWorld(t, 'DPS');
  await bill(t, w, w.students.slice(0, 10), '2026-01-05', 'term:2026:1', T1(w));
  await insertUser(t, w.user.branchId, 'dpsadmin', ['ROLE_All']);
  await insertUser(t, w.user.branchId, 'dpsviewer', ['ROLE_View_Only']);
  admin = (await t.signIn('dpsadmin')).accessToken;
}, 120_000);
afterAll(() => t.close());

const pay = (body: Record<string, unknown>, token = admin) =>
  t.call('POST', '/api/fee_payments', { token, body: { mode: 'cash', paid_on: '2026-02-02', ...body } });

async function allocationsOf(paymentId: number) {
  const rows = await t.ctx.database.db
    .selectFrom('fee_allocations')
    .select(['vote_head_id', 'amount', 'kind'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ vote_head_id: Number(r.vote_head_id), amount: Number(r.amount), kind: r.kind }));
}

async function balanced(studentId?: number) {
  const tb = await totals(t, w.user.branchId);
  expect(tb.debit).toBe(tb.credit);
  if (studentId !== undefined) {
    const b = await balances(t, w.user.branchId, studentId);
    expect(b.kept).toBe(b.ledger);
    return b.kept;
  }
  return undefined;
}

describe(`payments on ${ENGINE}`, () => {
  it('settles the oldest invoice by vote-head priority, numbers the receipt, posts and keeps the balance', async () => {
    const student = w.students[0];
    const response = await pay({ student_id: student, amount: 15_000_00, payer: 'Mary Wanjiku' });
    expect(response.status).toBe(201);
    const receipt = await json(response);
    expect(receipt.receipt_no).toMatch(/^RCT-\d{6}$/);
    expect(await allocationsOf(Number(receipt.id))).toEqual([
      { vote_head_id: w.heads.TUI, amount: 10_000_00, kind: 'payment' },
      { vote_head_id: w.heads.BES, amount: 5_000_00, kind: 'payment' },
    ]);
    expect(await balanced(student)).toBe(19_500_00);
    const invoice = await t.ctx.database.db
      .selectFrom('fee_invoices')
      .select(['paid', 'balance', 'status'])
      .where('student_id', '=', student)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ paid: 15_000_00, balance: 19_500_00, status: 'partial' });
  });

  it('previews the allocation before saving, per invoice and vote head', async () => {
    const response = await t.call('POST', '/api/finance/payments/preview', {
      token: admin,
      body: { student_id: w.students[0], amount: 25_000_00 },
    });
    expect(response.status).toBe(200);
    const preview = await json<{
      lines: { vote_head_id: number; amount: number }[];
      credit: number;
      balance_after: number;
    }>(response);
    expect(preview.lines.map((l) => [l.vote_head_id, l.amount])).toEqual([
      [w.heads.BES, 15_000_00],
      [w.heads.RMI, 3_000_00],
      [w.heads.ACT, 1_500_00],
    ]);
    expect(preview.credit).toBe(5_500_00);
    expect(preview.balance_after).toBe(-5_500_00);
  });

  it('carries what is left as credit (a negative balance) and applies it to the next invoice', async () => {
    const student = w.students[1];
    const receipt = await json(await pay({ student_id: student, amount: 40_000_00, mode: 'bank', reference: 'EQ123' }));
    expect(receipt.credit).toBe(5_500_00);
    expect(await balanced(student)).toBe(-5_500_00);
    await bill(t, w, [student], '2026-05-04', 'term:2026:2', [{ vote_head_id: w.heads.TUI, amount: 8_000_00 }]);
    await t.ctx.database.db.transaction().execute((db) => applyCredits(db, w.user, [student]));
    expect(await balanced(student)).toBe(2_500_00);
    const applied = await allocationsOf(Number(receipt.id));
    expect(applied.at(-1)).toEqual({ vote_head_id: w.heads.TUI, amount: 5_500_00, kind: 'credit_applied' });
  });

  it('spreads pro rata with exact cents when the school chooses it', async () => {
    const settings = await json(await t.call('GET', '/api/finance_settings/current', { token: admin }));
    const put = (mode: string) =>
      t.call('PUT', `/api/finance_settings/${settings.id}`, { token: admin, body: { allocation_mode: mode } });
    expect((await put('pro_rata')).status).toBe(200);
    try {
      const student = w.students[2];
      const receipt = await json(await pay({ student_id: student, amount: 10_000_01 }));
      const got = await allocationsOf(Number(receipt.id));
      expect(got.reduce((s, a) => s + a.amount, 0)).toBe(10_000_01);
      // 10,000.01 × 10,000 / 34,500 = 2,898.5536… and so on; the odd cent to the largest remainder.
      expect(got.map((a) => a.amount)).toEqual([2_898_55, 5_797_11, 869_57, 434_78]);
      await balanced(student);
    } finally {
      await put('priority');
    }
  });

  it('lets awarded bursaries settle their vote heads: parents’ money goes elsewhere first', async () => {
    const student = w.students[3];
    const sponsor = await json(
      await t.call('POST', '/api/sponsors', { token: admin, body: { name: 'NG-CDF Nakuru Town East', kind: 'cdf' } }),
    );
    const award = await t.call('POST', '/api/bursaries', {
      token: admin,
      body: {
        sponsor_id: sponsor.id,
        student_id: student,
        academic_year: 2026,
        term: '1',
        amount: 20_000_00,
        vote_head_ids: [w.heads.BES],
      },
    });
    expect(award.status).toBe(201);
    const bursary = await json(award);
    const parents = await json(await pay({ student_id: student, amount: 15_000_00 }));
    expect(await allocationsOf(Number(parents.id))).toEqual([
      { vote_head_id: w.heads.TUI, amount: 10_000_00, kind: 'payment' },
      { vote_head_id: w.heads.RMI, amount: 3_000_00, kind: 'payment' },
      { vote_head_id: w.heads.ACT, amount: 1_500_00, kind: 'payment' },
      { vote_head_id: w.heads.BES, amount: 500_00, kind: 'payment' },
    ]);
    const received = await t.call('POST', `/api/bursaries/${bursary.id}/receive`, {
      token: admin,
      body: { paid_on: '2026-02-10', reference: 'CHQ 001245' },
    });
    expect(received.status).toBe(200);
    const paymentId = Number((await json(received)).payment_id);
    expect(await allocationsOf(paymentId)).toEqual([{ vote_head_id: w.heads.BES, amount: 19_500_00, kind: 'payment' }]);
    expect(await balanced(student)).toBe(-500_00);
  });

  it('uses a bursary’s credit first, on its own vote heads only, then the parents’ credit', async () => {
    const student = w.students[3];
    const parents = await json(await pay({ student_id: student, amount: 1_000_00 }));
    expect(parents.credit).toBe(1_000_00);
    expect(await balanced(student)).toBe(-1_500_00);
    // Term 2 asks 1,000 of BES alone: were the parents' credit used first it would take all of it.
    await bill(t, w, [student], '2026-05-04', 'term:2026:2', [{ vote_head_id: w.heads.BES, amount: 1_000_00 }]);
    await t.ctx.database.db.transaction().execute((db) => applyCredits(db, w.user, [student]));
    const bursaryReceipt = await t.ctx.database.db
      .selectFrom('fee_payments')
      .select('id')
      .where('student_id', '=', student)
      .where('mode', '=', 'bursary')
      .executeTakeFirstOrThrow();
    const last = { vote_head_id: w.heads.BES, amount: 500_00, kind: 'credit_applied' };
    expect((await allocationsOf(Number(bursaryReceipt.id))).at(-1)).toEqual(last);
    expect((await allocationsOf(Number(parents.id))).at(-1)).toEqual(last);
    expect(await balanced(student)).toBe(-500_00);
  });

  it('voids a receipt exactly: books, invoices and balance back to before, the receipt kept', async () => {
    const student = w.students[4];
    const before = await balanced(student);
    const tb = await totals(t, w.user.branchId);
    const receipt = await json(
      await pay({ student_id: student, amount: 50_000_00, mode: 'mpesa', reference: 'QAB12CD34' }),
    );
    expect(await balanced(student)).toBe(-15_500_00);
    const voided = await t.call('POST', `/api/fee_payments/${receipt.id}/void`, {
      token: admin,
      body: { reason: 'Cheque bounced' },
    });
    expect(voided.status).toBe(200);
    expect(await json(voided)).toMatchObject({ status: 'voided', void_reason: 'Cheque bounced', unapplied: 0 });
    expect(await balanced(student)).toBe(before);
    const net = (await allocationsOf(Number(receipt.id))).reduce((s, a) => s + a.amount, 0);
    expect(net).toBe(0);
    const after = await totals(t, w.user.branchId);
    expect(after.debit - tb.debit).toBe(after.credit - tb.credit);
    expect((await t.call('DELETE', `/api/fee_payments/${receipt.id}`, { token: admin })).status).toBe(405);
    const again = await t.call('POST', `/api/fee_payments/${receipt.id}/void`, { token: admin, body: { reason: 'x' } });
    expect(again.status).toBe(409);
  });

  it('moves a receipt to another student: voided here, receipted there, both balances right', async () => {
    const [from, to] = [w.students[5], w.students[6]];
    await insertUser(t, w.user.branchId, 'crosser', ['ROLE_Cross_Receipts']);
    await insertUser(t, w.user.branchId, 'clerk', ['ROLE_Pay_Fees']);
    const crosser = (await t.signIn('crosser')).accessToken;
    const clerk = (await t.signIn('clerk')).accessToken;
    const fromBefore = await balanced(from);
    const toBefore = (await balanced(to)) as number;
    const receipt = await json(await pay({ student_id: from, amount: 12_000_00 }, clerk));
    expect(
      (await t.call('POST', `/api/fee_payments/${receipt.id}/move`, { token: clerk, body: { student_id: to } })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/fee_payments/${receipt.id}/void`, { token: clerk, body: { reason: 'x' } })).status,
    ).toBe(403);
    const moved = await t.call('POST', `/api/fee_payments/${receipt.id}/move`, {
      token: crosser,
      body: { student_id: to },
    });
    expect(moved.status).toBe(200);
    const old = await json(moved);
    expect(old.status).toBe('moved');
    const fresh = await json(await t.call('GET', `/api/fee_payments/${old.moved_to_id}`, { token: admin }));
    expect(fresh).toMatchObject({ student_id: to, amount: 12_000_00, status: 'posted', moved_from_id: receipt.id });
    expect(old.void_reason).toBe(`Moved to ${fresh.receipt_no}`);
    expect(await balanced(from)).toBe(fromBefore);
    expect(await balanced(to)).toBe(toBefore - 12_000_00);
  });

  it('releases what was paid on a cancelled invoice as credit', async () => {
    const student = w.students[7];
    const receipt = await json(await pay({ student_id: student, amount: 4_000_00 }));
    const invoice = await t.ctx.database.db
      .selectFrom('fee_invoices')
      .select('id')
      .where('student_id', '=', student)
      .executeTakeFirstOrThrow();
    const cancelled = await t.call('POST', `/api/fee_invoices/${invoice.id}/cancel`, {
      token: admin,
      body: { reason: 'Billed in error' },
    });
    expect(cancelled.status).toBe(200);
    expect(await balanced(student)).toBe(-4_000_00);
    const row = await json(await t.call('GET', `/api/fee_payments/${receipt.id}`, { token: admin }));
    expect(row.unapplied).toBe(4_000_00);
    // A refund paid out of it takes it off the receipt and the balance.
    await t.ctx.database.db.transaction().execute((db) => consumeCredit(db, w.user, student, 1_500_00));
    expect((await balances(t, w.user.branchId, student)).kept).toBe(-2_500_00);
    await expect(
      t.ctx.database.db.transaction().execute((db) => consumeCredit(db, w.user, student, 3_000_00)),
    ).rejects.toThrow();
  });

  it('numbers receipts without gaps, even when many arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pay({ student_id: w.students[8 + (i % 2)], amount: 100_00 + i })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const rows = await t.ctx.database.db
      .selectFrom('fee_payments')
      .select('receipt_no')
      .where('branch_id', '=', w.user.branchId)
      .execute();
    const numbers = rows.map((r) => Number(String(r.receipt_no).slice(4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    await balanced(w.students[8]);
  });

  it('refuses the read-only role, checks the mode’s fields, and keeps to the branch', async () => {
    const viewer = (await t.signIn('dpsviewer')).accessToken;
    expect((await pay({ student_id: w.students[0], amount: 100 }, viewer)).status).toBe(403);
    const bursary = await pay({ student_id: w.students[0], amount: 100, mode: 'bursary' });
    expect(bursary.status).toBe(400);
    expect((await json(bursary)).errors).toHaveProperty('sponsor_id');
    const other = await t.ctx.database.db
      .selectFrom('students')
      .innerJoin('branches', 'branches.id', 'students.branch_id')
      .select('students.id')
      .where('branches.code', '=', 'DHS')
      .executeTakeFirstOrThrow();
    expect((await pay({ student_id: other.id, amount: 100 })).status).toBe(400);
    const preview = await t.call('POST', '/api/finance/payments/preview', {
      token: admin,
      body: { student_id: other.id, amount: 100 },
    });
    expect(preview.status).toBe(400);
    for (const body of ['null', '[]', '7', '{"student_id":"x","amount":-1}'])
      expect((await t.call('POST', '/api/finance/payments/preview', { token: admin, body })).status).toBe(400);
  });

  it('finds students by name or admission number for the clerk, in this school only', async () => {
    const clerk = (await t.signIn('clerk')).accessToken;
    const one = await t.ctx.database.db
      .selectFrom('students')
      .select(['admission_no', 'last_name'])
      .where('id', '=', w.students[0])
      .executeTakeFirstOrThrow();
    const find = (q: string, token = clerk) =>
      t.call('GET', `/api/finance/payments/students?q=${encodeURIComponent(q)}`, { token });
    const found = await json<{ id: number; fee_balance: number }[]>(await find(String(one.admission_no).toLowerCase()));
    expect(found.map((s) => s.id)).toEqual([w.students[0]]);
    expect(found[0].fee_balance).toBe(19_500_00);
    const byName = await json<{ id: number }[]>(await find(String(one.last_name)));
    expect(byName.map((s) => s.id)).toContain(w.students[0]);
    const other = await t.ctx.database.db
      .selectFrom('students')
      .innerJoin('branches', 'branches.id', 'students.branch_id')
      .select('students.admission_no')
      .where('branches.code', '=', 'DHS')
      .executeTakeFirstOrThrow();
    expect(await json(await find(String(other.admission_no)))).toEqual([]);
    const viewer = (await t.signIn('dpsviewer')).accessToken;
    expect((await find('a', viewer)).status).toBe(403);
  });

  it('prints the receipt on the letterhead with the amount in words', async () => {
    const receipt = await json(
      await pay({ student_id: w.students[9], amount: 12_550_50, mode: 'cheque', reference: 'CHQ 778' }),
    );
    const response = await t.call('GET', `/api/finance/payments/${receipt.id}/receipt.pdf`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    // SHULE_RECEIPT_PDF=/tmp/receipt.pdf keeps a copy to look at (pdftoppm -png).
    if (process.env.SHULE_RECEIPT_PDF) writeFileSync(process.env.SHULE_RECEIPT_PDF, bytes);
    const text = pdfText(bytes);
    expect(text).toContain(String(receipt.receipt_no));
    expect(text).toContain('Twelve Thousand Five Hundred and Fifty, Cents Fifty Only');
    expect(text).not.toContain('KES KES');
    expect((await t.call('GET', '/api/finance/payments/999999/receipt.pdf', { token: admin })).status).toBe(404);
  });
});
