import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, json } from '../../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../../tests/helpers/harness';
import { bill, makeWorld, type World } from '../../../../../tests/helpers/payments-test-world';
import { formatMoney } from '../../../../documents';
import { pdfText } from '../../../../documents/pdf-text';

let t: TestApp;
let w: World;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  // The second school: the demo's own fees and receipts live in the first.
  w = await makeWorld(t, 'DPS');
  await bill(t, w, [w.students[0]], '2026-01-05', 'term:2026:1', [{ vote_head_id: w.heads.TUI, amount: 30_000_00 }]);
  await insertUser(t, w.user.branchId, 'reprintadmin', ['ROLE_All']);
  admin = (await t.signIn('reprintadmin')).accessToken;
}, 120_000);
afterAll(() => t.close());

const pay = async (amount: number, paid_on: string) => {
  const response = await t.call('POST', '/api/fee_payments', {
    token: admin,
    body: { student_id: w.students[0], amount, mode: 'cash', paid_on },
  });
  expect(response.status).toBe(201);
  return json<{ id: number; receipt_no: string }>(response);
};

const printed = async (id: number) => {
  const response = await t.call('GET', `/api/finance/payments/${id}/receipt.pdf`, { token: admin });
  expect(response.status).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()));
};

describe(`receipt reprint on ${ENGINE}`, () => {
  it("prints the balance as it was right after that payment, not the student's balance today", async () => {
    const first = await pay(10_000_00, '2026-02-02');
    const second = await pay(5_000_00, '2026-03-02');
    const balanceNow = await t.ctx.database.db
      .selectFrom('students')
      .select('fee_balance')
      .where('id', '=', w.students[0])
      .executeTakeFirstOrThrow();
    expect(Number(balanceNow.fee_balance)).toBe(15_000_00);

    const reprint = await printed(first.id);
    expect(reprint).toContain(first.receipt_no);
    expect(reprint).toContain(`Fee balance after this payment: ${formatMoney(20_000_00)}`);
    expect(reprint).not.toContain(formatMoney(15_000_00));
    expect(await printed(second.id)).toContain(`Fee balance after this payment: ${formatMoney(15_000_00)}`);
  });
});
