import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../../tests/helpers/api';
import { ENGINE, listQuery } from '../../../../tests/helpers/harness';
import { pdfText } from '../../../documents/pdf-text';
import type { Statement } from './statement';
import { createWorld, day, type World } from '../../../../tests/helpers/reports-test-world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 60_000);
afterAll(() => w.t.close());

const db = () => w.t.ctx.database.db;
const statementOf = async (id: number, query = '') => json<Statement>(await w.statement(id, w.bursar, query));

describe(`fee statements on ${ENGINE}`, () => {
  let voided: number;

  it('lists invoices and payments in date order, a voided receipt as paid then voided, the running balance ending at fee_balance', async () => {
    // paidUp pays all it owes and 2,500 more, kept as its credit.
    await w.pay(w.paidUp, w.before.paidUp.closing + 1_250_000, 'mpesa', day(1));
    voided = await w.pay(w.owing, 2_000_000, 'cash', day(2));
    await w.pay(w.owing, 500_000, 'bank', day(1));
    const answer = await w.t.call('POST', `/api/fee_payments/${voided}/void`, {
      token: w.bursar,
      body: { reason: 'Cheque bounced' },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);

    const c0 = w.before.owing.closing;
    const statement = await statementOf(w.owing, `?from=${day(3)}`);
    expect(statement.opening).toBe(c0);
    expect(statement.lines.map((l) => l.kind)).toEqual(['invoice', 'payment', 'payment', 'void']);
    const receipt = await db()
      .selectFrom('fee_payments')
      .select('receipt_no')
      .where('id', '=', voided)
      .executeTakeFirstOrThrow();
    const [invoice, paid, , undone] = statement.lines;
    expect(invoice).toMatchObject({ debit: 3_000_000, description: `Term ${w.term.term} ${w.term.year} fees` });
    expect(paid).toMatchObject({ credit: 2_000_000, reference: receipt.receipt_no, description: 'Payment in cash' });
    expect(undone).toMatchObject({ debit: 2_000_000, reference: receipt.receipt_no, detail: 'Cheque bounced' });
    expect(statement.lines.map((l) => l.balance - c0)).toEqual([3_000_000, 1_000_000, 500_000, 2_500_000]);
    // The running balance is the sum of the lines, and it is the balance the engine keeps.
    const whole = await statementOf(w.owing);
    const sum = whole.lines.reduce((s, l) => s + l.debit - l.credit, 0);
    const student = await db()
      .selectFrom('students')
      .select('fee_balance')
      .where('id', '=', w.owing)
      .executeTakeFirstOrThrow();
    expect(whole.opening).toBe(0);
    expect(whole.closing).toBe(sum);
    expect(whole.closing).toBe(Number(student.fee_balance));
    expect(whole.student.fee_balance).toBe(whole.closing);
    expect(whole.closing).toBe(c0 + 2_500_000);
  });

  it('shows a student in credit with a negative balance, and a period with its opening balance', async () => {
    expect((await statementOf(w.paidUp)).closing).toBe(-250_000);
    const later = await statementOf(w.owing, `?from=${day(1)}`);
    expect(later.opening).toBe(w.before.owing.closing + 1_000_000);
    expect(later.lines.map((l) => l.kind)).toEqual(['payment', 'void']);
    expect(later.closing).toBe(w.before.owing.closing + 2_500_000);
    expect((await w.statement(w.owing, w.bursar, `?from=${day(1)}&to=${day(2)}`)).status).toBe(400);
    expect((await w.statement(w.owing, w.bursar, '?from=yesterday')).status).toBe(400);
  });

  it('prints the statement on the letterhead with the student, the lines and the closing balance', async () => {
    const response = await w.t.call('GET', `/api/finance/students/${w.owing}/statement.pdf`, { token: w.viewer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const student = await db()
      .selectFrom('students')
      .select(['admission_no', 'first_name'])
      .where('id', '=', w.owing)
      .executeTakeFirstOrThrow();
    const closing = (await statementOf(w.owing)).closing;
    const figure = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2 }).format(closing / 100);
    for (const expected of [
      'FEE STATEMENT',
      String(student.admission_no),
      String(student.first_name),
      'Balance brought forward',
      'Receipt voided: Cheque bounced',
      'BALANCE DUE',
      figure,
    ])
      expect(text).toContain(expected);
  });

  it('lets finance readers in and keeps everyone else out of every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/finance/students/${w.owing}/statement`],
      ['GET', `/api/finance/students/${w.owing}/statement.pdf`],
      ['GET', '/api/finance/dashboard'],
      ['GET', `/api/reports/finance_students?${listQuery({ range: [0, 9] })}`],
      ['GET', `/api/reports/fee_balances?${listQuery({ range: [0, 9] })}`],
      ['GET', '/api/finance/fee-sms/templates'],
      ['POST', '/api/finance/fee-sms/preview', { kind: 'reminder', message: 'Balance {balance}' }],
      ['POST', '/api/finance/fee-sms/send', { kind: 'reminder', message: 'Balance {balance}' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await w.t.call(method, path, { token: w.registrar, body })).status, `${method} ${path}`).toBe(403);
      // View_Only reads every finance page and sends nothing.
      const reads = method === 'GET' && !path.includes('fee-sms');
      const viewer = (await w.t.call(method, path, { token: w.viewer, body })).status;
      expect(viewer, `viewer ${method} ${path}`).toBe(reads ? 200 : 403);
    }
  });

  it("answers 404 for another school's student and lists only the school's own", async () => {
    expect((await w.statement(w.otherBranchStudent)).status).toBe(404);
    const pdf = await w.t.call('GET', `/api/finance/students/${w.otherBranchStudent}/statement.pdf`, {
      token: w.bursar,
    });
    expect(pdf.status).toBe(404);
    const list = await json<{ student_id: number }[]>(
      await w.t.call('GET', `/api/reports/finance_students?${listQuery({ range: [0, 999] })}`, { token: w.bursar }),
    );
    expect(list.map((r) => r.student_id)).toContain(w.owing);
    expect(list.map((r) => r.student_id)).not.toContain(w.otherBranchStudent);
  });

  it('lists accounts with billed, paid, balance and credit, filtered by balance and searched', async () => {
    const now = await w.account(w.owing);
    expect(now.billed - w.before.accounts.billed).toBe(3_000_000);
    expect(now.paid - w.before.accounts.paid).toBe(500_000);
    expect(now.balance - w.before.accounts.balance).toBe(2_500_000);
    const rows = await json<Record<string, number>[]>(
      await w.t.call('GET', `/api/reports/fee_balances?${listQuery({ range: [0, 999], filter: { balance_gte: 1 } })}`, {
        token: w.bursar,
      }),
    );
    const ids = rows.map((r) => r.student_id);
    expect(ids).toContain(w.owing);
    expect(ids).not.toContain(w.paidUp);
    expect(rows.every((r) => r.balance >= 1 && r.credit === 0)).toBe(true);
    expect(rows.map((r) => r.balance)).toEqual(rows.map((r) => r.balance).sort((a, b) => b - a));
    const none = await w.t.call(
      'GET',
      `/api/reports/finance_students?${listQuery({ filter: { search: 'zz-nobody' } })}`,
      {
        token: w.bursar,
      },
    );
    expect(await json(none)).toEqual([]);
  });

  it('answers the dashboard: what is owed and held in credit, the largest balances first', async () => {
    const response = await w.t.call('GET', '/api/finance/dashboard', { token: w.bursar });
    expect(response.status).toBe(200);
    const data = await json<{ largest: { balance: number }[]; outstanding: number; credit: number; owing: number }>(
      response,
    );
    const own = await db()
      .selectFrom('students')
      .select('branch_id')
      .where('id', '=', w.owing)
      .executeTakeFirstOrThrow();
    const students = await db()
      .selectFrom('students')
      .select('fee_balance')
      .where('branch_id', '=', own.branch_id)
      .execute();
    const balances = students.map((s) => Number(s.fee_balance));
    expect(data.outstanding).toBe(balances.filter((b) => b > 0).reduce((s, b) => s + b, 0));
    expect(data.credit).toBe(-balances.filter((b) => b < 0).reduce((s, b) => s + b, 0));
    expect(data.owing).toBe(balances.filter((b) => b > 0).length);
    const top = balances
      .filter((b) => b > 0)
      .sort((a, b) => b - a)
      .slice(0, 10);
    expect(data.largest.map((r) => r.balance)).toEqual(top);
  });
});
