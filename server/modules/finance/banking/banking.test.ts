import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankBalances, CashBook } from '../../../../src/schema/bank-reconciliation';
import { auditOf, countRows, idsOf } from '../../../../tests/helpers/api';
import { pdfText } from '../../../documents/pdf-text';
import { ENGINE } from '../../../../tests/helpers/harness';
import {
  type BankingWorld,
  bankingWorld,
  call,
  cheque,
  expectBalancedBooks,
  post,
  receipt,
} from '../../../../tests/helpers/banking-test-world';

/** Bank accounts and their ledger accounts, statement import, the cash book, roles on every route, isolation. */
let w: BankingWorld;
let kcb: number;
let equity: number;
let recId: number;

const STATEMENT = [
  'KCB BANK KENYA LIMITED',
  'Account number:,1180012345',
  'Transaction Date,Description,Reference,Debit,Credit,Balance',
  '02/09/2026,CASH DEPOSIT RCT-000201,DP1,,"2,500.00","2,500.00"',
  '14/09/2026,CHQ 000311,000311,"1,000.00",,"1,500.00"',
  '30/09/2026,LEDGER FEE,,250.00,,"1,250.00"',
].join('\n');
const importing = (csv: string, extra: Record<string, unknown> = {}) =>
  call<{ id: number; message: string; errors?: Record<string, string> }>(
    w,
    'keeper',
    'POST',
    '/api/finance/banking/statements/import',
    { bank_account_id: kcb, csv, ...extra },
  );

beforeAll(async () => {
  w = await bankingWorld();
}, 120_000);
afterAll(() => w.t.close());

describe(`bank accounts on ${ENGINE}`, () => {
  it('links a fund’s first bank account to its own bank account, and a second one to a new account coded after it', async () => {
    const first = await call(w, 'keeper', 'POST', '/api/bank_accounts', {
      name: 'KCB Nakuru',
      bank: 'KCB',
      account_number: '1180012345',
      fund_id: await w.fund('TUI'),
    });
    expect(first.status).toBe(201);
    kcb = Number(first.body.id);
    expect(first.body.account_id).toBe(await w.account('TUI-1100'));
    const second = await call(w, 'keeper', 'POST', '/api/bank_accounts', {
      name: 'Equity development',
      bank: 'Equity',
      account_number: '0170299887766',
      fund_id: await w.fund('TUI'),
    });
    expect(second.status).toBe(201);
    equity = Number(second.body.id);
    const ledger = await w.t.ctx.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', Number(second.body.account_id))
      .executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({
      code: 'TUI-1101',
      name: 'Bank: Equity development',
      type: 'asset',
      purpose: 'bank',
    });
    expect(Number(ledger.fund_id)).toBe(await w.fund('TUI'));
    expect((await auditOf(w.t, 'accounts', Number(ledger.id))).map((a) => a.action)).toEqual(['create']);
  });

  it('an M-Pesa paybill needs its number and is the fund’s M-Pesa clearing account', async () => {
    const body = { name: 'M-Pesa 588822', kind: 'mpesa', bank: 'Safaricom', fund_id: await w.fund('TUI') };
    const missing = await call<{ errors: Record<string, string> }>(w, 'keeper', 'POST', '/api/bank_accounts', body);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.paybill).toBe('An M-Pesa account needs its paybill number');
    const made = await call(w, 'keeper', 'POST', '/api/bank_accounts', { ...body, paybill: '588822' });
    expect(made.status).toBe(201);
    expect(made.body.account_id).toBe(await w.account('TUI-1120'));
  });

  it('never changes its fund or ledger account once saved', async () => {
    const fund = await call<{ errors: Record<string, string> }>(w, 'keeper', 'PUT', `/api/bank_accounts/${kcb}`, {
      fund_id: await w.fund('OPS'),
    });
    expect(fund.status).toBe(409);
    expect(Object.keys(fund.body.errors)).toEqual(['fund_id']);
    const ledger = await call(w, 'keeper', 'PUT', `/api/bank_accounts/${kcb}`, {
      account_id: await w.account('TUI-1101'),
    });
    expect(ledger.status).toBe(400);
    const renamed = await call(w, 'keeper', 'PUT', `/api/bank_accounts/${kcb}`, {
      bank_branch: 'Nakuru, Kenyatta Avenue',
    });
    expect(renamed.status).toBe(200);
  });
});

describe('the cash book', () => {
  it('answers the balance brought forward, each posting with a running balance, and the balance carried forward', async () => {
    await post(w, [
      receipt('2026-08-30', 'TUI-1100', 100_000, 'Receipt RCT-000200'),
      receipt('2026-09-01', 'TUI-1100', 250_000, 'Receipt RCT-000201'),
      cheque('2026-09-12', 'TUI-1100', 100_000, 'Cheque 000311 to Lake Traders'),
      receipt('2026-10-02', 'TUI-1100', 40_000, 'Receipt RCT-000202'),
      receipt('2026-09-03', 'TUI-1101', 70_000, 'Development levy'),
    ]);
    const book = await call<CashBook>(
      w,
      'auditor',
      'GET',
      `/api/finance/banking/accounts/${kcb}/cash-book?from=2026-09-01&to=2026-09-30`,
    );
    expect(book.status).toBe(200);
    expect(book.body).toMatchObject({ opening: 100_000, total_in: 250_000, total_out: 100_000, closing: 250_000 });
    expect(book.body.lines.map((l) => [l.posted_on, l.narration, l.money_in, l.money_out, l.balance])).toEqual([
      ['2026-09-01', 'Receipt RCT-000201', 250_000, 0, 350_000],
      ['2026-09-12', 'Cheque 000311 to Lake Traders', 0, 100_000, 250_000],
    ]);
    const balances = await call<BankBalances>(w, 'collections', 'GET', '/api/finance/banking/balances');
    expect(balances.body[String(kcb)]).toBe(290_000);
    expect(balances.body[String(equity)]).toBe(70_000);
    const sheet = await w.t.call('GET', `/api/finance/banking/accounts/${kcb}/cash-book.xlsx?from=2026-09-01`, {
      token: w.tokens.auditor,
    });
    expect(sheet.status).toBe(200);
    expect(
      Buffer.from(await sheet.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const pdf = await w.t.call(
      'GET',
      `/api/finance/banking/accounts/${kcb}/cash-book.pdf?from=2026-09-01&to=2026-09-30`,
      {
        token: w.tokens.auditor,
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const text = pdfText(bytes);
    // Brought forward, each line with its running balance, the totals and the balance carried forward.
    for (const words of [
      'CASH BOOK',
      'Balance brought forward',
      'Receipt RCT-000201\n2,500.00\n3,500.00',
      'Traders\n1,000.00\n2,500.00',
      'Totals\n2,500.00\n1,000.00\n2,500.00',
      'Balance carried forward',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Receipt RCT-000202'); // October: outside the period
    const bad = await call(w, 'auditor', 'GET', `/api/finance/banking/accounts/${kcb}/cash-book?from=1/9/2026`);
    expect(bad.status).toBe(400);
  });
});

describe('statement import', () => {
  it('refuses a bad line by its number and stores nothing', async () => {
    const before = await countRows(w.t, 'bank_statements');
    const bad = await importing(STATEMENT.replace('"1,000.00"', '"1,0OO.00"'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Line 5: the amount "1,0OO.00" is not an amount; nothing was imported');
    const jump = await importing(STATEMENT.replace('"1,250.00"', '"1,350.00"'));
    expect(jump.body.message).toBe(
      'Line 6: the balance 1,350.00 does not follow from the line before (KES 1,250.00); nothing was imported',
    );
    expect(await countRows(w.t, 'bank_statements')).toBe(before);
  });

  it('imports a good statement with the bank’s period and balances, and refuses the same statement twice', async () => {
    const good = await importing(STATEMENT, { file_name: 'kcb-sep.csv' });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({
      period_from: '2026-09-02',
      period_to: '2026-09-30',
      opening_balance: 0,
      closing_balance: 125_000,
      imported_from: 'kcb-sep.csv',
      total_in: 250_000,
      total_out: 125_000,
    });
    const again = await importing(STATEMENT);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'A statement of this account for 2026-09-02 to 2026-09-30 is already recorded: a statement is entered once',
    );
    // The same days on another account are that account's statement.
    expect((await importing(STATEMENT, { bank_account_id: equity })).status).toBe(201);
  });

  it('asks for the balances when the file prints none, and checks them against the lines', async () => {
    const plain = 'Date,Details,Amount\n2026-10-02,Deposit RCT-000202,400\n';
    const none = await importing(plain);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.errors ?? {}).sort()).toEqual(['closing_balance', 'opening_balance']);
    const wrong = await importing(plain, { opening_balance: 125_000, closing_balance: 125_000 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.closing_balance).toBe(
      'The opening balance and the lines make a closing balance of KES 1,650.00, not KES 1,250.00',
    );
    const right = await importing(plain, { opening_balance: 125_000, closing_balance: 165_000 });
    expect(right.status).toBe(201);
    const started = await call<{ id: number }>(
      w,
      'keeper',
      'POST',
      `/api/finance/banking/statements/${right.body.id}/reconciliation`,
    );
    expect(started.status).toBe(200);
    recId = started.body.id;
    const twice = await call<{ id: number }>(
      w,
      'keeper',
      'POST',
      `/api/finance/banking/statements/${right.body.id}/reconciliation`,
    );
    expect(twice.body.id).toBe(recId);
    await expectBalancedBooks(w);
  });

  it('corrects a typed-wrong line of an unmatched statement, its draft reconciliation following', async () => {
    const [statement] = (await idsOf(w.t, 'bank_statements', w.branchId)).slice(-1);
    const line = { line_date: '2026-10-02', description: 'Deposit RCT-000202', money_in: 41_000, money_out: 0 };
    const both = await call<{ errors: Record<string, string> }>(
      w,
      'keeper',
      'PUT',
      `/api/bank_statements/${statement}`,
      {
        lines: [{ ...line, money_out: 5 }],
        closing_balance: 165_995 + 1_000,
      },
    );
    expect(both.status).toBe(400);
    expect(both.body.errors['lines.0.money_in']).toBe('A line is either money in or money out');
    const fixed = await call(w, 'keeper', 'PUT', `/api/bank_statements/${statement}`, {
      lines: [line],
      closing_balance: 166_000,
    });
    expect(fixed.status).toBe(200);
    const rec = await call<{ figures: { statement_balance: number } }>(
      w,
      'auditor',
      'GET',
      `/api/finance/banking/reconciliations/${recId}`,
    );
    expect(rec.body.figures.statement_balance).toBe(166_000);
  });
});

describe('roles on every banking route', () => {
  const reads = () => [
    '/api/finance/banking/balances',
    `/api/finance/banking/accounts/${kcb}/cash-book`,
    `/api/finance/banking/accounts/${kcb}/cash-book.xlsx`,
    `/api/finance/banking/accounts/${kcb}/cash-book.pdf`,
    `/api/finance/banking/reconciliations/${recId}`,
    `/api/finance/banking/reconciliations/${recId}/statement.pdf`,
  ];
  const writes = async (): Promise<[string, unknown][]> => {
    const [statement] = await idsOf(w.t, 'bank_statements', w.branchId);
    return [
      ['/api/finance/banking/statements/import', { bank_account_id: kcb, csv: STATEMENT }],
      [`/api/finance/banking/statements/${statement}/reconciliation`, {}],
      [`/api/finance/banking/reconciliations/${recId}/auto-match`, {}],
      [`/api/finance/banking/reconciliations/${recId}/match`, { statement_line_ids: [1], entry_ids: [1] }],
      [`/api/finance/banking/reconciliations/${recId}/unmatch`, { match_no: 1 }],
      [`/api/finance/banking/reconciliations/${recId}/post`, { statement_line_ids: [1] }],
      [`/api/bank_reconciliations/${recId}/finalise`, {}],
    ];
  };

  it('the read-only auditor and the daily-collections reader read; neither writes', async () => {
    for (const who of ['auditor', 'collections'] as const) {
      for (const path of reads()) expect((await call(w, who, 'GET', path)).status, `${who} ${path}`).toBe(200);
      for (const [path, body] of await writes())
        expect((await call(w, who, 'POST', path, body)).status, `${who} ${path}`).toBe(403);
    }
  });

  it('a user without a finance role reads nothing', async () => {
    for (const path of reads()) expect((await call(w, 'registrar', 'GET', path)).status, path).toBe(403);
    for (const [path, body] of await writes())
      expect((await call(w, 'registrar', 'POST', path, body)).status, path).toBe(403);
  });

  it('the bookkeeper of another school finds none of this school’s accounts, statements or reconciliations', async () => {
    for (const path of reads().slice(1)) expect((await call(w, 'otherSchool', 'GET', path)).status, path).toBe(404);
    const balances = await call<BankBalances>(w, 'otherSchool', 'GET', '/api/finance/banking/balances');
    expect(balances.body[String(kcb)]).toBeUndefined();
    for (const [path, body] of (await writes()).slice(1))
      expect((await call(w, 'otherSchool', 'POST', path, body)).status, path).toBe(404);
    const foreign = await call(w, 'otherSchool', 'POST', '/api/finance/banking/statements/import', {
      bank_account_id: kcb,
      csv: STATEMENT,
    });
    expect(foreign.status).toBe(400);
  });

  it('the other school’s lines cannot be matched from its own reconciliation', async () => {
    const db = w.t.ctx.database.db;
    const home = await db.selectFrom('branches').select('id').where('code', '=', 'DHS').executeTakeFirstOrThrow();
    const [own] = await idsOf(w.t, 'bank_reconciliations', Number(home.id), { status: 'draft' });
    const lines = await db
      .selectFrom('bank_statements_lines')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .execute();
    const entriesHere = await db
      .selectFrom('journal_entries')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .execute();
    const answer = await call(w, 'otherSchool', 'POST', `/api/finance/banking/reconciliations/${own}/match`, {
      statement_line_ids: [Number(lines[0].id)],
      entry_ids: [Number(entriesHere[0].id)],
    });
    expect(answer.status).toBe(409);
    expect(await countRows(w.t, 'bank_matches', { branch_id: Number(home.id) })).toBeGreaterThan(0);
  });
});
