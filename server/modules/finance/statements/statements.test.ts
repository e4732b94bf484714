import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import {
  createStatementsWorld,
  figure,
  FY,
  kes,
  linesText,
  type StatementsWorld,
} from '../../../../tests/helpers/statements-test-world';
import type { FinancialReport } from '../../../../src/schema/financial-report';

let t: TestApp;
let w: StatementsWorld;

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  w = await createStatementsWorld(t);
}, 60_000);
afterAll(() => t.close());

/** Every account line's figures by code: what a statement says, account by account. */
const byCode = (report: FinancialReport, column: string) =>
  Object.fromEntries(report.lines.filter((l) => l.code).map((l) => [l.code, l.values[column]]));

const total = (report: FinancialReport, term: string, column = 'amount') =>
  report.lines.find((l) => l.term === term)?.values[column];

describe(`the financial statements on ${ENGINE}, against figures worked by hand`, () => {
  it('trial balance for 2024/25, consolidated: balances at 30 June, the year’s income and expenditure, the surplus brought forward', async () => {
    const tb = await w.statement('trial_balance');
    expect(byCode(tb, 'debit'), linesText(tb)).toEqual({
      'TUI-1100': kes(60_000),
      'TUI-1120': kes(10_000),
      'TUI-4100': 0,
      'TUI-4300': 0,
      'OPS-1100': kes(2_000),
      'OPS-1110': kes(6_000),
      'OPS-1200': kes(5_000),
      'OPS-4110': 0,
      'SF-1100': kes(26_000),
      'SF-1110': kes(8_000),
      'SF-1120': kes(5_000),
      'SF-2100': 0,
      'SF-4200': 0,
      'SF-4400': 0,
      'SF-5200': kes(12_000),
    });
    expect(byCode(tb, 'credit')).toMatchObject({
      'TUI-4100': kes(20_000),
      'TUI-4300': kes(50_000),
      'OPS-4110': kes(5_000),
      'SF-2100': kes(5_000),
      'SF-4200': kes(40_000),
      'SF-4400': kes(8_000),
    });
    // Last year's Activity fees, as the accumulated fund would hold them once 2023/24 was closed.
    const brought = tb.lines.filter((l) => l.term === 'surplus_brought_forward');
    expect(brought.map((l) => [l.fund, l.values.credit])).toEqual([['OPS', kes(6_000)]]);
    expect(total(tb, 'total', 'debit')).toBe(kes(134_000));
    expect(total(tb, 'total', 'credit')).toBe(kes(134_000));
    expect(tb.checks).toEqual([
      { term: 'check_trial_balance', ok: true, left: kes(134_000), right: kes(134_000), difference: 0 },
    ]);
  });

  it('a trial balance of any period balances, per fund or consolidated', async () => {
    const periods = [
      FY,
      { from: '2023-07-01', to: '2024-06-30' },
      { from: '2024-09-02', to: '2024-09-02' },
      { from: '2024-10-01', to: '2025-03-05' },
      { from: '2026-01-01', to: '2026-12-31' }, // the demo's own year
      { from: '2000-01-01', to: '2030-12-31' },
    ];
    for (const period of periods)
      for (const fund of [undefined, ...Object.values(w.funds)]) {
        const tb = await w.statement('trial_balance', { ...period, ...(fund ? { fund_id: fund } : {}) });
        expect(tb.checks[0].ok, `${JSON.stringify(period)} fund ${fund}\n${linesText(tb)}`).toBe(true);
      }
  });

  it('a fund’s own trial balance shows what it lent another fund', async () => {
    const sf = await w.statement('trial_balance', { ...FY, fund_id: w.funds.SF });
    expect(sf.fund).toEqual({ id: w.funds.SF, code: 'SF', name: 'School Fund' });
    expect(new Set(sf.lines.filter((l) => l.code).map((l) => l.fund))).toEqual(new Set(['SF']));
    expect(total(sf, 'due_from_other_funds', 'debit')).toBe(kes(2_000));
    expect(total(sf, 'total', 'debit')).toBe(kes(53_000));
    const ops = await w.statement('trial_balance', { ...FY, fund_id: w.funds.OPS });
    expect(total(ops, 'due_to_other_funds', 'credit')).toBe(kes(2_000));
    expect(total(ops, 'total', 'credit')).toBe(kes(13_000));
  });

  it('income and expenditure: fees, capitation and other income less expenditure; a reversed voucher is no expense', async () => {
    const ie = await w.statement('income_expenditure');
    expect(byCode(ie, 'amount'), linesText(ie)).toEqual({
      'TUI-4100': kes(20_000),
      'OPS-4110': kes(5_000),
      'SF-4200': kes(40_000),
      'TUI-4300': kes(50_000),
      'SF-4400': kes(8_000),
      'SF-5200': kes(12_000),
    });
    expect(total(ie, 'total_fee_income')).toBe(kes(65_000));
    expect(total(ie, 'total_income')).toBe(kes(123_000));
    expect(total(ie, 'total_expenditure')).toBe(kes(12_000));
    expect(total(ie, 'surplus_for_period')).toBe(kes(111_000));
    // The order a statement reads in: fees, then grants, then other income, then expenditure.
    expect(ie.lines.filter((l) => l.kind === 'heading' || l.kind === 'section').map((l) => l.term)).toEqual([
      'income',
      'fee_income',
      'capitation',
      'other_income',
      'expenditure',
    ]);
  });

  it('income and expenditure of a period and of a fund', async () => {
    const half = await w.statement('income_expenditure', { from: '2024-07-01', to: '2024-12-31' });
    expect(total(half, 'total_income')).toBe(kes(65_000));
    expect(total(half, 'surplus_for_period')).toBe(kes(65_000));
    const last = await w.statement('income_expenditure', { from: '2023-07-01', to: '2024-06-30' });
    expect(byCode(last, 'amount')).toEqual({ 'OPS-4160': kes(6_000) });
    const tui = await w.statement('income_expenditure', { ...FY, fund_id: w.funds.TUI });
    expect(byCode(tui, 'amount')).toEqual({ 'TUI-4100': kes(20_000), 'TUI-4300': kes(50_000) });
    expect(total(tui, 'surplus_for_period')).toBe(kes(70_000));
  });

  it('receipts and payments: cash by source and purpose, M-Pesa banked and a reversed voucher left out, reconciled to the cash', async () => {
    const rp = await w.statement('receipts_payments');
    const receipts = rp.lines.slice(
      0,
      rp.lines.findIndex((l) => l.term === 'total_receipts'),
    );
    expect(
      receipts.filter((l) => l.kind === 'line').map((l) => [l.code ?? l.term, l.fund, l.values.amount]),
      linesText(rp),
    ).toEqual([
      ['TUI', 'TUI', kes(20_000)],
      ['BES', 'SF', kes(40_000)],
      ['fees_in_advance', 'SF', kes(5_000)],
      ['TUI-4300', 'TUI', kes(50_000)],
      ['SF-4400', 'SF', kes(8_000)],
    ]);
    expect(total(rp, 'total_fees_from_students')).toBe(kes(65_000));
    expect(total(rp, 'total_receipts')).toBe(kes(123_000));
    const payments = rp.lines.slice(
      rp.lines.findIndex((l) => l.term === 'payments'),
      rp.lines.findIndex((l) => l.term === 'total_payments'),
    );
    expect(payments.filter((l) => l.kind === 'line').map((l) => [l.code, l.values.amount])).toEqual([
      ['SF-5200', kes(12_000)],
    ]);
    expect(total(rp, 'total_payments')).toBe(kes(12_000));
    expect(total(rp, 'cash_at_start')).toBe(kes(6_000));
    expect(total(rp, 'net_receipts')).toBe(kes(111_000));
    expect(total(rp, 'cash_at_end')).toBe(kes(117_000));
    const balances = rp.lines.slice(rp.lines.findIndex((l) => l.term === 'cash_at'));
    expect(Object.fromEntries(balances.filter((l) => l.code).map((l) => [l.code, l.values.amount]))).toEqual({
      'TUI-1100': kes(60_000),
      'TUI-1120': kes(10_000),
      'OPS-1100': kes(2_000),
      'OPS-1110': kes(6_000),
      'SF-1100': kes(26_000),
      'SF-1110': kes(8_000),
      'SF-1120': kes(5_000),
    });
    expect(rp.checks).toEqual([
      { term: 'check_receipts_payments', ok: true, left: kes(117_000), right: kes(117_000), difference: 0 },
    ]);
  });

  it('receipts and payments of a fund: money lent to another fund is a transfer; of a period: its own opening cash', async () => {
    const sf = await w.statement('receipts_payments', { ...FY, fund_id: w.funds.SF });
    expect(total(sf, 'total_receipts')).toBe(kes(53_000));
    expect(total(sf, 'transfers_out')).toBe(kes(2_000));
    expect(total(sf, 'total_payments')).toBe(kes(14_000));
    expect(total(sf, 'cash_at_start')).toBe(0);
    expect(sf.checks[0]).toMatchObject({ ok: true, right: kes(39_000) });
    const ops = await w.statement('receipts_payments', { ...FY, fund_id: w.funds.OPS });
    expect(total(ops, 'transfers_in')).toBe(kes(2_000));
    expect(total(ops, 'cash_at_start')).toBe(kes(6_000));
    expect(ops.checks[0]).toMatchObject({ ok: true, right: kes(8_000) });
    const half = await w.statement('receipts_payments', { from: '2024-07-01', to: '2024-12-31' });
    expect(total(half, 'total_receipts')).toBe(kes(65_000));
    expect(total(half, 'total_payments')).toBe(0);
    expect(half.checks[0]).toMatchObject({ ok: true, left: kes(71_000), right: kes(71_000) });
  });

  it('receipts and payments reconcile to the cash movement for any period and fund', async () => {
    for (const period of [FY, { from: '2024-06-01', to: '2025-03-31' }, { from: '2026-01-01', to: '2026-12-31' }])
      for (const fund of [undefined, ...Object.values(w.funds)]) {
        const rp = await w.statement('receipts_payments', { ...period, ...(fund ? { fund_id: fund } : {}) });
        expect(rp.checks[0].ok, `${JSON.stringify(period)} fund ${fund}\n${linesText(rp)}`).toBe(true);
      }
  });

  it('financial position at 30 June 2025: assets less liabilities equal the accumulated fund and the surplus', async () => {
    const fp = await w.statement('financial_position');
    expect(total(fp, 'total_cash_assets')).toBe(kes(117_000));
    expect(figure(fp, 'OPS-1200')).toBe(kes(5_000));
    expect(total(fp, 'total_assets')).toBe(kes(122_000));
    expect(figure(fp, 'SF-2100')).toBe(kes(5_000));
    expect(total(fp, 'total_liabilities')).toBe(kes(5_000));
    expect(total(fp, 'net_assets')).toBe(kes(117_000));
    expect(total(fp, 'accumulated_fund_brought_forward')).toBe(kes(6_000));
    expect(total(fp, 'surplus_for_period')).toBe(kes(111_000));
    expect(total(fp, 'total_net_assets')).toBe(kes(117_000));
    expect(fp.checks[0].ok).toBe(true);
    const ops = await w.statement('financial_position', { ...FY, fund_id: w.funds.OPS });
    expect(total(ops, 'total_assets')).toBe(kes(13_000));
    expect(total(ops, 'due_to_other_funds')).toBe(kes(2_000));
    expect(total(ops, 'net_assets')).toBe(kes(11_000));
    expect(total(ops, 'total_net_assets')).toBe(kes(11_000));
  });

  it('financial position balances at any date, per fund or consolidated', async () => {
    for (const to of ['2024-06-30', '2024-09-05', '2025-03-31', '2026-06-30', '2026-12-31'])
      for (const fund of [undefined, ...Object.values(w.funds)]) {
        const fp = await w.statement('financial_position', {
          from: '2024-07-01' > to ? '2023-07-01' : '2024-07-01',
          to,
          ...(fund ? { fund_id: fund } : {}),
        });
        expect(fp.checks[0].ok, `${to} fund ${fund}\n${linesText(fp)}`).toBe(true);
      }
  });

  it('fee collection by vote head: billed, collected, balance and the rate for the year’s invoices', async () => {
    const fc = await w.statement('fee_collection');
    const rows = Object.fromEntries(fc.lines.filter((l) => l.code).map((l) => [l.code, l.values]));
    expect(rows, linesText(fc)).toEqual({
      TUI: { billed: kes(20_000), collected: kes(20_000), balance: 0, percent_collected: 100, arrears_collected: 0 },
      BES: { billed: kes(40_000), collected: kes(40_000), balance: 0, percent_collected: 100, arrears_collected: 0 },
      RMI: { billed: kes(5_000), collected: 0, balance: kes(5_000), percent_collected: 0, arrears_collected: 0 },
    });
    expect(fc.lines.at(-1)?.values).toEqual({
      billed: kes(65_000),
      collected: kes(60_000),
      balance: kes(5_000),
      percent_collected: 92.3,
      arrears_collected: 0,
    });
    const ops = await w.statement('fee_collection', { ...FY, fund_id: w.funds.OPS });
    expect(ops.lines.filter((l) => l.code).map((l) => l.code)).toEqual(['RMI']);
    // 2024/25's receipts paid none of 2023/24's bills; a period that starts after them pays it as arrears.
    const later = await w.statement('fee_collection', { from: '2024-06-01', to: '2024-12-31' });
    expect(later.lines.find((l) => l.code === 'ACT')?.values.arrears_collected).toBe(kes(6_000));
  });
});

describe(`budget vs actual on ${ENGINE}`, () => {
  it('each approved line against what was received or spent, the totals and the surplus budgeted and achieved', async () => {
    const ba = await w.statement('budget_actual');
    const rows = Object.fromEntries(ba.lines.filter((l) => l.code).map((l) => [l.code, l.values]));
    expect(rows, linesText(ba)).toEqual({
      'SF-4200': { budget: kes(45_000), actual: kes(40_000), committed: 0, available: kes(5_000), percent_used: 88.9 },
      'SF-4400': { budget: kes(10_000), actual: kes(8_000), committed: 0, available: kes(2_000), percent_used: 80 },
      'TUI-4300': {
        budget: kes(60_000),
        actual: kes(50_000),
        committed: 0,
        available: kes(10_000),
        percent_used: 83.3,
      },
      'SF-5200': { budget: kes(20_000), actual: kes(12_000), committed: 0, available: kes(8_000), percent_used: 60 },
      'TUI-5100': { budget: kes(10_000), actual: 0, committed: 0, available: kes(10_000), percent_used: 0 },
    });
    expect(total(ba, 'total_budget_income', 'budget')).toBe(kes(115_000));
    expect(total(ba, 'total_budget_income', 'actual')).toBe(kes(98_000));
    expect(total(ba, 'total_budget_income', 'percent_used')).toBe(85.2);
    expect(total(ba, 'total_budget_expenditure', 'actual')).toBe(kes(12_000));
    expect(total(ba, 'surplus_for_period', 'budget')).toBe(kes(85_000));
    expect(total(ba, 'surplus_for_period', 'actual')).toBe(kes(86_000));
  });

  it('covers the fiscal year the period starts in, for a fund; a year without an approved budget says so', async () => {
    const sf = await w.statement('budget_actual', { from: '2024-10-01', to: '2024-12-31', fund_id: w.funds.SF });
    expect([sf.from, sf.to]).toEqual([FY.from, FY.to]);
    expect(sf.lines.filter((l) => l.code).map((l) => l.code)).toEqual(['SF-4200', 'SF-4400', 'SF-5200']);
    const none = await w.statement('budget_actual', { from: '2023-07-01', to: '2024-06-30' });
    expect(none.lines).toEqual([]);
    expect([none.note, none.note_args]).toEqual(['no_budget', { year: '2023/24' }]);
  });
});
