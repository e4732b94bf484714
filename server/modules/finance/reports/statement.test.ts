import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsAmount } from '../../../../src/schema/sms-text';
import { branchIdOf, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, listQuery, type TestApp } from '../../../../tests/helpers/harness';
import type { SessionUser } from '../../../context';
import { pdfText } from '../../../documents/pdf-text';
import { raiseInvoices } from '../billing/raise';
import { refreshBalances } from '../payments/credits';
import type { Statement } from './statement';

let t: TestApp;
let system: SessionUser;
let bursar: string;
let viewer: string;
let registrar: string;
/** Students of branch DHS with invoices, and one of branch DPS. */
let owing: number;
let paidUp: number;
let otherBranchStudent: number;
let voteHead: number;

const db = () => t.ctx.database.db;

async function accountOf(branchId: number, code: string): Promise<number> {
  const row = await db()
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function studentsOf(branchId: number): Promise<number[]> {
  const rows = await db()
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

async function pay(studentId: number, amount: number, mode: string, paid_on: string): Promise<number> {
  const response = await t.call('POST', '/api/fee_payments', {
    token: bursar,
    body: { student_id: studentId, amount, mode, paid_on, reference: mode === 'cash' ? undefined : 'ABC123' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return Number((await json(response)).id);
}

const statementOf = async (id: number, token = bursar, query = '') =>
  t.call('GET', `/api/finance/students/${id}/statement${query}`, { token });

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  const dhs = await branchIdOf(t, 'DHS');
  system = { id: 0, username: 'system', roles: ['ROLE_All'], branchId: dhs };
  bursar = (await t.signIn('bursar')).accessToken;
  viewer = (await t.signIn('viewer')).accessToken;
  registrar = (await t.signIn('registrar')).accessToken;
  const admin = (await t.signIn('admin')).accessToken;
  const fund = await db()
    .selectFrom('funds')
    .select('id')
    .where('branch_id', '=', dhs)
    .where('code', '=', 'TUI')
    .executeTakeFirstOrThrow();
  const created = await t.call('POST', '/api/vote_heads', {
    token: admin,
    body: {
      code: 'TUI',
      name: 'Tuition',
      fund_id: Number(fund.id),
      income_account_id: await accountOf(dhs, 'TUI-4100'),
      priority: 1,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  voteHead = Number((await json(created)).id);
  // The demo's typed-in balances predate the books: every balance is the ledger's from here on.
  for (const branch of [dhs, await branchIdOf(t, 'DPS')]) await refreshBalances(db(), branch);
  [owing, paidUp] = await studentsOf(dhs);
  [otherBranchStudent] = await studentsOf(await branchIdOf(t, 'DPS'));
  const draft = (student: number, amount: number, key: string, issued_on: string) => ({
    student_id: student,
    academic_year: 2026,
    term: '1',
    issued_on,
    source: 'term_fees' as const,
    description: 'Term 1 2026 fees',
    billing_key: key,
    items: [{ vote_head_id: voteHead, amount }],
  });
  await db()
    .transaction()
    .execute((trx) =>
      raiseInvoices(trx, system, [
        draft(owing, 3_000_000, `term:2026:1:${owing}`, '2026-01-05'),
        draft(paidUp, 1_000_000, `term:2026:1:${paidUp}`, '2026-01-05'),
      ]),
    );
});
afterAll(() => t.close());

describe(`fee statements on ${ENGINE}`, () => {
  let voided: number;

  it('lists every invoice and payment in date order, a voided receipt as paid then voided, the running balance ending at fee_balance', async () => {
    voided = await pay(owing, 2_000_000, 'cash', '2026-01-10');
    await pay(owing, 500_000, 'bank', '2026-01-12');
    await pay(paidUp, 1_250_000, 'mpesa', '2026-01-11');
    const voidAnswer = await t.call('POST', `/api/fee_payments/${voided}/void`, {
      token: bursar,
      body: { reason: 'Cheque bounced' },
    });
    expect(voidAnswer.status, await voidAnswer.clone().text()).toBe(200);

    const response = await statementOf(owing);
    expect(response.status).toBe(200);
    const statement = await json<Statement>(response);
    expect(statement.lines.map((l) => l.kind)).toEqual(['invoice', 'payment', 'payment', 'void']);
    const receipt = await db()
      .selectFrom('fee_payments')
      .select('receipt_no')
      .where('id', '=', voided)
      .executeTakeFirstOrThrow();
    const [, paid, , undone] = statement.lines;
    expect(paid).toMatchObject({ credit: 2_000_000, reference: receipt.receipt_no });
    expect(undone).toMatchObject({ debit: 2_000_000, reference: receipt.receipt_no });
    expect(statement.lines.map((l) => l.balance)).toEqual([3_000_000, 1_000_000, 500_000, 2_500_000]);
    // The running balance is the sum of the lines, and it is the balance the engine keeps.
    const sum = statement.lines.reduce((s, l) => s + l.debit - l.credit, statement.opening);
    const student = await db()
      .selectFrom('students')
      .select('fee_balance')
      .where('id', '=', owing)
      .executeTakeFirstOrThrow();
    expect(statement.closing).toBe(sum);
    expect(statement.closing).toBe(Number(student.fee_balance));
    expect(statement.student.fee_balance).toBe(statement.closing);
  });

  it('shows a student in credit with a negative balance, and a period with its opening balance', async () => {
    const statement = await json<Statement>(await statementOf(paidUp));
    expect(statement.closing).toBe(-250_000);
    const later = await json<Statement>(await statementOf(owing, bursar, '?from=2026-01-11'));
    expect(later.opening).toBe(1_000_000);
    expect(later.lines.map((l) => l.kind)).toEqual(['payment', 'void']);
    expect(later.closing).toBe(2_500_000);
    expect((await statementOf(owing, bursar, '?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await statementOf(owing, bursar, '?from=yesterday')).status).toBe(400);
  });

  it('prints the statement on the letterhead with the student, the lines and the closing balance', async () => {
    const response = await t.call('GET', `/api/finance/students/${owing}/statement.pdf`, { token: viewer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const student = await db()
      .selectFrom('students')
      .select(['admission_no', 'first_name'])
      .where('id', '=', owing)
      .executeTakeFirstOrThrow();
    for (const expected of [
      'FEE STATEMENT',
      String(student.admission_no),
      String(student.first_name),
      'Balance brought forward',
      'BALANCE DUE',
      '25,000.00',
    ])
      expect(text).toContain(expected);
  });

  it('lets finance readers in and keeps everyone else out of every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/finance/students/${owing}/statement`],
      ['GET', `/api/finance/students/${owing}/statement.pdf`],
      ['GET', '/api/finance/dashboard'],
      ['GET', `/api/reports/finance_students?${listQuery({ range: [0, 9] })}`],
      ['GET', `/api/reports/fee_balances?${listQuery({ range: [0, 9] })}`],
      ['GET', '/api/finance/fee-sms/templates'],
      ['POST', '/api/finance/fee-sms/preview', { kind: 'reminder', message: 'Balance {balance}' }],
      ['POST', '/api/finance/fee-sms/send', { kind: 'reminder', message: 'Balance {balance}' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, { token: registrar, body })).status, `${method} ${path}`).toBe(403);
      const reads = method === 'GET' && !path.includes('fee-sms');
      if (reads) expect((await t.call(method, path, { token: viewer })).status, `viewer ${path}`).toBe(200);
      else expect((await t.call(method, path, { token: viewer, body })).status, `viewer ${path}`).toBe(403);
    }
  });

  it("answers 404 for another school's student and lists only the school's own", async () => {
    expect((await statementOf(otherBranchStudent)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/finance/students/${otherBranchStudent}/statement.pdf`, { token: bursar })).status,
    ).toBe(404);
    const list = await json<{ student_id: number }[]>(
      await t.call('GET', `/api/reports/finance_students?${listQuery({ range: [0, 999] })}`, { token: bursar }),
    );
    const ids = list.map((r) => r.student_id);
    expect(ids).toContain(owing);
    expect(ids).not.toContain(otherBranchStudent);
  });

  it('lists accounts with billed, paid, balance and credit, filtered by balance', async () => {
    const filter = { balance_gte: 1 };
    const rows = await json<Record<string, number>[]>(
      await t.call('GET', `/api/reports/fee_balances?${listQuery({ range: [0, 99], filter })}`, { token: bursar }),
    );
    expect(rows.map((r) => r.student_id)).toEqual([owing]);
    expect(rows[0]).toMatchObject({ billed: 3_000_000, paid: 500_000, balance: 2_500_000, credit: 0 });
    const all = await json<Record<string, number>[]>(
      await t.call(
        'GET',
        `/api/reports/finance_students?${listQuery({ range: [0, 99], filter: { search: 'zzzz-nobody' } })}`,
        { token: bursar },
      ),
    );
    expect(all).toEqual([]);
  });

  it('queues one reminder per guardian of the filtered students who owe, with their balance', async () => {
    const message = 'Dear {guardian_name}, the fee balance of {first_name} is KES {balance}.';
    const preview = await t.call('POST', '/api/finance/fee-sms/preview', {
      token: bursar,
      body: { kind: 'reminder', filter: {}, message, guardians: 'all' },
    });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const guardians = await db()
      .selectFrom('guardians')
      .select(['phone'])
      .where('student_id', '=', owing)
      .where('phone', 'is not', null)
      .execute();
    const phones = new Set(guardians.map((g) => String(g.phone)));
    expect((await json(preview)).recipients).toBe(phones.size);
    const sent = await t.call('POST', '/api/finance/fee-sms/send', {
      token: bursar,
      body: { kind: 'reminder', filter: {}, message, guardians: 'all', label: 'Fee balances' },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const answer = await json<{ batch_id: number; queued: number; students: number }>(sent);
    expect(answer).toMatchObject({ queued: phones.size, students: 1 });
    const messages = await db()
      .selectFrom('sms_messages')
      .select(['body', 'phone'])
      .where('batch_id', '=', answer.batch_id)
      .execute();
    expect(messages).toHaveLength(phones.size);
    for (const m of messages) expect(String(m.body)).toContain(`is KES ${smsAmount(2_500_000)}.`);
    const batch = await db()
      .selectFrom('sms_batches')
      .select(['source', 'audience'])
      .where('id', '=', answer.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ source: 'fees', audience: 'Fee reminder: Fee balances' });
  });

  it('sends invoice notices with the term, the invoice total and the balance of each student', async () => {
    const message = 'Term {term} {year}: fees KES {invoice_total}, balance KES {balance}. Paybill {paybill}.';
    const sent = await t.call('POST', '/api/finance/fee-sms/send', {
      token: bursar,
      body: { kind: 'invoice', audience: {}, message },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const answer = await json<{ batches: number[]; students: number }>(sent);
    expect(answer.students).toBe(2);
    const bodies = await db()
      .selectFrom('sms_messages')
      .select('body')
      .where('batch_id', 'in', answer.batches)
      .execute();
    const texts = bodies.map((b) => String(b.body));
    expect(texts).toContain('Term 1 2026: fees KES 30,000, balance KES 25,000. Paybill .');
    expect(texts).toContain('Term 1 2026: fees KES 10,000, balance KES -2,500. Paybill .');
  });

  it('refuses to send reminders to nobody', async () => {
    const response = await t.call('POST', '/api/finance/fee-sms/send', {
      token: bursar,
      body: { kind: 'reminder', filter: { balance_gte: 999_999_999 }, message: 'Balance {balance}' },
    });
    expect(response.status).toBe(400);
  });

  it('answers the dashboard: collections, by mode, the largest balances', async () => {
    const response = await t.call('GET', '/api/finance/dashboard', { token: bursar });
    expect(response.status).toBe(200);
    const data = await json<{
      largest: { student_id: number; balance: number }[];
      outstanding: number;
      credit: number;
    }>(response);
    expect(data.largest[0]).toMatchObject({ student_id: owing, balance: 2_500_000 });
    expect(data.outstanding).toBe(2_500_000);
    expect(data.credit).toBe(250_000);
  });
});
