import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, json } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { createStatementsWorld, FY, kes, type StatementsWorld } from '../../../../tests/helpers/statements-test-world';
import { FINANCIAL_REPORTS, type FinancialReport } from '../../../../src/schema/financial-report';
import { pdfText } from '../../../documents/pdf-text';
import type { SessionUser } from '../../../context';
import { postEntries } from '../ledger/journal';
import { reportPdf } from './pdf';
import { statementScope } from './period';
import { trialBalanceReport } from './trial-balance';

let t: TestApp;
let w: StatementsWorld;
let otherBursar: string;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  w = await createStatementsWorld(t);
  // The other school's year: a grant that DHS's statements must never show.
  const other: SessionUser = { ...w.system, branchId: w.otherBranchId };
  const line = async (code: string, debit: number, credit: number) => ({
    account_id: await w.accountId(code, w.otherBranchId),
    debit,
    credit,
  });
  // The accounts are read before the transaction: SQLite's one connection would wait on itself.
  const lines = [await line('OPS-1100', kes(99_900), 0), await line('OPS-4300', 0, kes(99_900))];
  await t.ctx.database.db.transaction().execute((trx) =>
    postEntries(trx, other, [
      {
        posted_on: '2024-08-01',
        narration: 'Capitation (other school)',
        source: 'other_income',
        source_id: 1,
        lines,
      },
    ]),
  );
  await insertUser(t, w.otherBranchId, 'bursar2', ['ROLE_finance_admin']);
  otherBursar = (await t.signIn('bursar2')).accessToken;
}, 60_000);
afterAll(() => t.close());

const query = `from=${FY.from}&to=${FY.to}`;

describe(`financial statements over HTTP on ${ENGINE}`, () => {
  it('are read by FINANCIAL_REPORT_READERS (View_Only included) and refused, 403, to everyone else', async () => {
    await insertUser(t, w.branchId, 'collections', ['ROLE_View_Dalily_Collections', 'ROLE_Pay_Fees']);
    const collections = (await t.signIn('collections')).accessToken;
    for (const report of FINANCIAL_REPORTS) {
      for (const token of [w.tokens.bursar, w.tokens.viewer, w.tokens.accountant])
        expect((await w.call(`${report}?${query}`, token)).status, report).toBe(200);
      for (const token of [w.tokens.registrar, collections])
        for (const path of [report, `${report}/pdf`, `${report}/xlsx`])
          expect((await w.call(`${path}?${query}`, token)).status, path).toBe(403);
    }
    expect((await t.call('GET', `/api/finance/statements/trial_balance?${query}`)).status).toBe(401);
  });

  it('keep each school to its own books', async () => {
    const ours = await w.statement('income_expenditure');
    expect(ours.lines.find((l) => l.code === 'OPS-4300')).toBeUndefined();
    expect(ours.lines.find((l) => l.term === 'total_income')?.values.amount).toBe(kes(123_000));
    const theirs = await w.statement('income_expenditure', FY, otherBursar);
    expect(theirs.lines.filter((l) => l.code).map((l) => [l.code, l.values.amount])).toEqual([
      ['OPS-4300', kes(99_900)],
    ]);
    // Another school's fund is no fund of this one.
    const [otherFund] = await t.ctx.database.db
      .selectFrom('funds')
      .select('id')
      .where('branch_id', '=', w.otherBranchId)
      .execute();
    const refused = await w.call(`trial_balance?${query}&fund_id=${otherFund.id}`);
    expect(refused.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(refused)).errors).toEqual({
      fund_id: 'No such fund in this school',
    });
  });

  it('default to the fiscal year the school is in, and refuse a bad period with the field named', async () => {
    const report = await w.statement('trial_balance', {});
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
    const start = Number(today.slice(5, 7)) >= 7 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    expect([report.from, report.to]).toEqual([`${start}-07-01`, `${start + 1}-06-30`]);
    const bad = async (q: string) =>
      (await json<{ errors: Record<string, string> }>(await w.call(`trial_balance?${q}`))).errors;
    expect(await bad('from=2025-02-30')).toEqual({ from: 'Use a date written YYYY-MM-DD' });
    expect(await bad('from=2025-07-01&to=2025-06-30')).toEqual({ to: 'The period ends before it starts' });
    expect(await bad('fund_id=abc')).toEqual({ fund_id: 'No such fund in this school' });
    expect((await w.call('balance_sheet')).status).toBe(404);
  });

  it('print on the letterhead as a PDF: the statement, its fund and period, the figures and the totals', async () => {
    const response = await w.call(`trial_balance/pdf?${query}&fund_id=${w.funds.SF}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="trial-balance-sf-2024-07-01-2025-06-30.pdf"',
    );
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const db = t.ctx.database.db;
    const report = await trialBalanceReport(
      db,
      await statementScope(db, w.branchId, { ...FY, fund_id: String(w.funds.SF) }),
    );
    const text = pdfText(await reportPdf(db, w.branchId, report, undefined, { compress: false }));
    for (const expected of [
      'DEMO HIGH SCHOOL',
      'TRIAL BALANCE',
      'School Fund  ·  For the year ended 30 June 2025',
      'SF-1100',
      'School Fund: Bank',
      '26,000.00',
      'Due from other funds',
      '53,000.00',
      'Prepared by (Bursar / Accountant)',
    ])
      expect(text).toContain(expected);
  });

  it('print a deficit and a negative balance in brackets', async () => {
    const db = t.ctx.database.db;
    const scope = await statementScope(db, w.branchId, { from: '2025-03-01', to: '2025-03-31' });
    const { incomeExpenditureReport } = await import('./income-expenditure');
    const report = await incomeExpenditureReport(db, scope);
    expect(report.lines.find((l) => l.term === 'surplus_for_period')?.values.amount).toBe(-kes(12_000));
    expect(pdfText(await reportPdf(db, w.branchId, report, undefined, { compress: false }))).toContain('(12,000.00)');
  });

  it('export to a workbook: the figures as numbers in shillings, the totals that agree', async () => {
    const response = await w.call(`trial_balance/xlsx?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="trial-balance-2024-07-01-2025-06-30.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Trial balance');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0][1]).toBe('DEMO HIGH SCHOOL');
    expect(rows[1][1]).toBe('TRIAL BALANCE');
    const head = rows.findIndex((r) => r.includes('Debit (KES)'));
    expect(rows[head].slice(1)).toEqual(['Code', 'Account', 'Fund', 'Debit (KES)', 'Credit (KES)']);
    const bank = rows.find((r) => r[1] === 'SF-1100') as unknown[];
    expect(bank.slice(1)).toEqual(['SF-1100', 'School Fund: Bank', 'SF', 26_000]);
    const last = rows.at(-1) as unknown[];
    expect([last[2], last[4], last[5]]).toEqual(['Total', 134_000, 134_000]);
    const cell = sheet.getRow(sheet.rowCount).getCell(4);
    expect(cell.numFmt).toBe('#,##0.00;(#,##0.00);"-"');
    expect(cell.border?.bottom?.style).toBe('double');
  });

  it('answers every statement as JSON, PDF and workbook for a fund and consolidated', async () => {
    for (const report of FINANCIAL_REPORTS)
      for (const fund of ['', `&fund_id=${w.funds.TUI}`]) {
        const body = await json<FinancialReport>(await w.call(`${report}?${query}${fund}`));
        expect(body.report).toBe(report);
        expect(body.checks.every((c) => c.ok)).toBe(true);
        expect((await w.call(`${report}/pdf?${query}${fund}`)).status).toBe(200);
        expect((await w.call(`${report}/xlsx?${query}${fund}`)).status).toBe(200);
      }
  });
});
