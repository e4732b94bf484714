import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '../../../../src/schema';
import { todayAtSchool } from '../../../../src/schema/display';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';
import { branchIdOf, insertUser, json } from '../../../../tests/helpers/api';
import {
  accountId,
  expectBooksBalance,
  fundId,
  systemOf,
  voteHeadId,
} from '../../../../tests/helpers/budgets-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { nextNumber } from '../expenses/numbers';
import { postEntries } from '../ledger/journal';
import { budgetPosition, voucherBudgetWarnings } from './position';

/**
 * Operations' 2029/30 budget (a year no demo posts in) against hand-made postings and vouchers:
 * EWC 100,000.00, RMI 50,000.00, capitation income 200,000.00.
 */
let t: TestApp;
let branchId: number;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const KES = 100;

const post = (posted_on: string, debit: string, credit: string, amount: number) =>
  t.ctx.database.db.transaction().execute((trx) =>
    postEntries(trx, systemOf(branchId), [
      {
        posted_on,
        narration: `Test ${debit}/${credit}`,
        source: 'manual',
        source_id: null,
        lines: [
          { account_id: ids[debit], debit: amount, credit: 0 },
          { account_id: ids[credit], debit: 0, credit: amount },
        ],
      },
    ]),
  );

/** A voucher as the expenses area stores one, written straight to its tables. */
async function voucher(
  status: string,
  prepared_on: string,
  lines: { vote_head_id?: number; account_id?: number; amount: number }[],
): Promise<number> {
  const db = t.ctx.database.db;
  const now = new Date().toISOString();
  const stamps = { branch_id: branchId, created_at: now, updated_at: now };
  const row = await db
    .insertInto('payment_vouchers')
    .values({
      ...stamps,
      voucher_no: await nextNumber(db, branchId, 'payment_vouchers', 'voucher_no', 'PV-'),
      prepared_on,
      payee_name: 'Kenya Power',
      fund_id: ids.OPS,
      pay_from_account_id: ids['OPS-1100'],
      particulars: 'Test voucher',
      status,
      total: lines.reduce((s, l) => s + l.amount, 0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_vouchers_lines')
    .values(
      lines.map((l, position) => ({
        ...stamps,
        parent_id: Number(row.id),
        position,
        vote_head_id: l.vote_head_id ?? null,
        account_id: l.account_id ?? null,
        description: 'Test line',
        amount: l.amount,
      })),
    )
    .execute();
  return Number(row.id);
}

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  branchId = await branchIdOf(t, 'DHS');
  for (const code of ['OPS', 'SF']) ids[code] = await fundId(t, branchId, code);
  for (const code of ['OPS-5130', 'OPS-5110', 'OPS-5140', 'OPS-4300', 'OPS-1100'])
    ids[code] = await accountId(t, branchId, code);
  ids.EWC = await voteHeadId(t, branchId, 'EWC');
  await insertUser(t, branchId, 'planner', ['ROLE_create_budget']);
  for (const who of ['planner', 'bursar', 'viewer', 'registrar', 'accountant', 'principal'])
    tokens[who] = (await t.signIn(who)).accessToken;
  const made = await t.call('POST', '/api/budgets', {
    token: tokens.planner,
    body: {
      fiscal_year: 2029,
      fund_id: ids.OPS,
      lines: [
        { vote_head_id: ids.EWC, amount: 100_000 * KES },
        { account_id: ids['OPS-5110'], amount: 50_000 * KES },
        { account_id: ids['OPS-4300'], amount: 200_000 * KES },
      ],
    },
  });
  ids.budget = Number((await json(made)).id);
  // Spending on EWC: 30,000 in the year less a 1,000.00 refund; the days either side are other years.
  await post('2029-08-15', 'OPS-5130', 'OPS-1100', 30_000 * KES);
  await post('2030-02-10', 'OPS-1100', 'OPS-5130', 1_000 * KES);
  await post('2029-06-30', 'OPS-5130', 'OPS-1100', 5_000 * KES);
  await post('2030-07-01', 'OPS-5130', 'OPS-1100', 7_000 * KES);
  // Capitation received 80,000.00, less 600.00 posted back.
  await post('2029-07-01', 'OPS-1100', 'OPS-4300', 80_000 * KES);
  await post('2030-06-30', 'OPS-4300', 'OPS-1100', 600 * KES);
  // Commitments: only approved vouchers dated in the year count.
  ids.approved = await voucher('approved', '2029-09-01', [
    { vote_head_id: ids.EWC, amount: 20_000 * KES },
    { account_id: ids['OPS-5110'], amount: 60_000 * KES },
  ]);
  await voucher('draft', '2029-09-02', [{ vote_head_id: ids.EWC, amount: 11_000 * KES }]);
  await voucher('paid', '2029-09-03', [{ vote_head_id: ids.EWC, amount: 13_000 * KES }]);
  await voucher('approved', '2030-07-02', [{ vote_head_id: ids.EWC, amount: 17_000 * KES }]);
}, 60_000);
afterAll(() => t.close());

const position = () => budgetPosition(t.ctx.database.db, branchId, { fiscal_year: 2029, fund_id: ids.OPS });

describe(`budget position on ${ENGINE}`, () => {
  it('has nothing for a budget still in draft', async () => {
    expect(await position()).toEqual([]);
    const approved = await t.call('POST', `/api/budgets/${ids.budget}/approve`, { token: tokens.bursar, body: {} });
    expect(approved.status).toBe(200);
  });

  it('reads actual and committed per line against hand-computed figures', async () => {
    const lines = await position();
    expect(lines.map((l) => l.code)).toEqual(['OPS-4300', 'OPS-5110', 'OPS-5130']);
    const [income, rmi, ewc] = lines;
    expect(ewc).toMatchObject({
      account_id: ids['OPS-5130'],
      fund: 'OPS',
      type: 'expense',
      budget: 100_000 * KES,
      actual: 29_000 * KES,
      committed: 20_000 * KES,
      available: 51_000 * KES,
      percent_used: 49,
      over_budget: false,
    });
    expect(rmi).toMatchObject({
      budget: 50_000 * KES,
      actual: 0,
      committed: 60_000 * KES,
      available: -10_000 * KES,
      percent_used: 120,
      over_budget: true,
    });
    expect(income).toMatchObject({
      type: 'income',
      budget: 200_000 * KES,
      actual: 79_400 * KES,
      committed: 0,
      available: 120_600 * KES,
      percent_used: 39.7,
      over_budget: false,
    });
    expect(await budgetPosition(t.ctx.database.db, branchId, { fiscal_year: 2029 })).toEqual(lines);
    expect(await budgetPosition(t.ctx.database.db, branchId, { fiscal_year: 2029, fund_id: ids.SF })).toEqual([]);
    await expectBooksBalance(t, branchId);
  });

  it('warns when a voucher would take a line over its budget, and not when it fits exactly', async () => {
    const db = t.ctx.database.db;
    const check = (lines: { vote_head_id?: number; account_id?: number; amount: number }[], more = {}) =>
      voucherBudgetWarnings(db, branchId, { fund_id: ids.OPS, posted_on: '2029-10-01', lines, ...more }).then((w) =>
        w.map(englishText),
      );
    // 29,000 spent and 20,000 committed leave exactly 51,000.00 on EWC.
    expect(await check([{ vote_head_id: ids.EWC, amount: 51_000 * KES }])).toEqual([]);
    expect(
      await check([
        { vote_head_id: ids.EWC, amount: 50_000 * KES },
        { account_id: ids['OPS-5130'], amount: 1_000 * KES + 1 },
      ]),
    ).toEqual([
      'This takes OPS-5130 Electricity, water and conservancy over its 2029/30 budget: budget KES 100,000.00, spent and committed KES 49,000.00, this voucher KES 51,000.01, over by KES 0.01',
    ]);
    expect(await check([{ account_id: ids['OPS-5140'], amount: 100 }])).toEqual([
      'OPS-5140 Administration costs has no line in the approved 2029/30 budget',
    ]);
    // The approved voucher itself, checked again, is not counted twice.
    expect(
      await check(
        [
          { vote_head_id: ids.EWC, amount: 20_000 * KES },
          { account_id: ids['OPS-5110'], amount: 50_000 * KES },
        ],
        { voucher_id: ids.approved },
      ),
    ).toEqual([]);
    const otherYear = await voucherBudgetWarnings(db, branchId, {
      fund_id: ids.OPS,
      posted_on: '2030-07-01',
      lines: [{ vote_head_id: ids.EWC, amount: 100 }],
    });
    expect(otherYear.map(englishText)).toEqual([
      'No budget of the Operations fund is approved for 2030/31: this voucher is checked against none',
    ]);
  });

  it('is the budget-vs-actual report, read by budget readers and View_Only and exported', async () => {
    const query = `filter=${encodeURIComponent(JSON.stringify({ fiscal_year: 2029, fund_id: ids.OPS }))}`;
    const answer = await t.call('GET', `/api/reports/budget_vs_actual?${query}`, { token: tokens.viewer });
    expect(answer.status).toBe(200);
    const rows = await json<Record<string, unknown>[]>(answer);
    const lines = await position();
    expect(
      rows.map(({ code, budget, actual, committed, available, percent_used, over_budget }) => ({
        code,
        budget,
        actual,
        committed,
        available,
        percent_used,
        over: over_budget === 1,
      })),
    ).toEqual(
      lines.map(({ code, budget, actual, committed, available, percent_used, over_budget }) => ({
        code,
        budget,
        actual,
        committed,
        available,
        percent_used,
        over: over_budget,
      })),
    );
    const xlsx = await t.call('GET', `/api/reports/budget_vs_actual/export?format=xlsx&${query}`, {
      token: tokens.bursar,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await t.call('GET', `/api/reports/budget_vs_actual?${query}`, { token: tokens.registrar })).status).toBe(
      403,
    );
  });

  it('commits a voucher the expenses area approves, and moves it to actual when paid', async () => {
    const year = fiscalYearOf(todayAtSchool()).start_year;
    const ewc = async () =>
      (await budgetPosition(t.ctx.database.db, branchId, { fiscal_year: year, fund_id: ids.OPS })).find(
        (l) => l.code === 'OPS-5130',
      );
    const before = await ewc();
    expect(before).toBeDefined(); // the demo's approved Operations budget for this fiscal year
    const made = await t.call('POST', '/api/payment_vouchers', {
      token: tokens.accountant,
      body: {
        prepared_on: todayAtSchool(),
        payee_name: 'Kenya Power',
        fund_id: ids.OPS,
        pay_from_account_id: ids['OPS-1100'],
        particulars: 'Electricity, account 2231-009',
        lines: [{ vote_head_id: ids.EWC, description: 'Electricity', amount: 12_345_67 }],
      },
    });
    expect(made.status).toBe(201);
    const id = Number((await json(made)).id);
    expect(await ewc()).toEqual(before);
    const step = (who: string, action: string, body: object = {}) =>
      t.call('POST', `/api/payment_vouchers/${id}/${action}`, { token: tokens[who], body });
    expect((await step('principal', 'approve')).status).toBe(200);
    expect(await ewc()).toMatchObject({
      actual: before?.actual,
      committed: (before?.committed ?? 0) + 12_345_67,
      available: (before?.available ?? 0) - 12_345_67,
    });
    const paid = await step('bursar', 'pay', {
      paid_on: todayAtSchool(),
      payment_mode: 'cheque',
      payment_reference: '000981',
    });
    expect(paid.status).toBe(200);
    expect(await ewc()).toMatchObject({
      actual: (before?.actual ?? 0) + 12_345_67,
      committed: before?.committed,
      available: (before?.available ?? 0) - 12_345_67,
    });
    await expectBooksBalance(t, branchId);
  });

  it('keeps to its school', async () => {
    const dps = await branchIdOf(t, 'DPS');
    expect(await budgetPosition(t.ctx.database.db, dps, { fiscal_year: 2029 })).toEqual([]);
    const warnings = await voucherBudgetWarnings(t.ctx.database.db, dps, {
      fund_id: ids.OPS,
      posted_on: '2029-10-01',
      lines: [{ vote_head_id: ids.EWC, amount: 100 }],
    });
    expect(warnings).toEqual([]);
  });

  it('has nothing once the budget is sent back for revision', async () => {
    const revised = await t.call('POST', `/api/budgets/${ids.budget}/revise`, {
      token: tokens.bursar,
      body: { reason: 'Electricity tariff changed' },
    });
    expect(revised.status).toBe(200);
    expect(await position()).toEqual([]);
  });
});
