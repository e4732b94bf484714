import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialReport, ReportLine } from '../../../../src/schema/financial-report';
import { branchIdOf } from '../../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { budgetActualReport } from './budget-actual';
import { feeCollectionReport } from './fee-collection';
import { financialPositionReport } from './financial-position';
import { incomeExpenditureReport } from './income-expenditure';
import { statementScope } from './period';
import { receiptsPaymentsReport } from './receipts-payments';
import { trialBalanceReport } from './trial-balance';

/**
 * Issue 12: each statement's totals for the demo school's fiscal year 2026/27, consolidated and for
 * the School Fund, against figures worked out from the source documents (other income receipts,
 * paid vouchers, surrendered imprests, invoices, fee allocations, budgets) or, for cash balances,
 * from a plain sum over the journal lines per account purpose: never through the statements' code.
 */

const FY = { from: '2026-07-01', to: '2027-06-30' };

let t: TestApp;
let branchId: number;
let funds: Map<string, number>;
/** Every account of the branch by id: its code, fund, type and purpose. */
let accounts: Map<number, { code: string; name: string; fund_id: number; type: string; purpose: string }>;
/** Each vote head's income and expense accounts. */
let heads: Map<number, { code: string; fund_id: number; income: number; expense: number | null }>;

const db = () => t.ctx.database.db;

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  branchId = await branchIdOf(t, 'DHS');
  const fundRows = await db().selectFrom('funds').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  funds = new Map(fundRows.map((f) => [String(f.code), Number(f.id)]));
  const accountRows = await db()
    .selectFrom('accounts')
    .select(['id', 'code', 'name', 'fund_id', 'type', 'purpose'])
    .where('branch_id', '=', branchId)
    .execute();
  accounts = new Map(
    accountRows.map((a) => [
      Number(a.id),
      {
        code: String(a.code),
        name: String(a.name),
        fund_id: Number(a.fund_id),
        type: String(a.type),
        purpose: String(a.purpose),
      },
    ]),
  );
  const headRows = await db()
    .selectFrom('vote_heads')
    .select(['id', 'code', 'fund_id', 'income_account_id', 'expense_account_id'])
    .where('branch_id', '=', branchId)
    .execute();
  heads = new Map(
    headRows.map((h) => [
      Number(h.id),
      {
        code: String(h.code),
        fund_id: Number(h.fund_id),
        income: Number(h.income_account_id),
        expense: h.expense_account_id === null ? null : Number(h.expense_account_id),
      },
    ]),
  );
}, 180_000);
afterAll(() => t.close());

type Fund = 'SF' | null;
const SCOPES: readonly Fund[] = [null, 'SF'];

const scopeOf = (fund: Fund) =>
  statementScope(db(), branchId, { ...FY, ...(fund ? { fund_id: String(funds.get(fund)) } : {}) });
const inFund = (fund: Fund, fundId: number) => fund === null || funds.get(fund) === fundId;
const inYear = (date: unknown) => date !== null && String(date) >= FY.from && String(date) <= FY.to;

/** Adds `amount` to the figure of `key`, dropping figures that come to nothing at the end. */
const tally = () => {
  const figures = new Map<string, number>();
  return {
    add: (key: string, amount: number) => figures.set(key, (figures.get(key) ?? 0) + amount),
    get: (key: string) => figures.get(key) ?? 0,
    object: () => Object.fromEntries([...figures].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b))),
    total: () => [...figures.values()].reduce((s, v) => s + v, 0),
  };
};

/** Other income received in the year, less receipts voided in the year (the reversal is dated the day voided). */
async function otherIncome(fund: Fund, kind?: 'capitation' | 'general') {
  const rows = await db()
    .selectFrom('other_incomes')
    .select(['income_account_id', 'fund_id', 'amount', 'received_on', 'status', 'voided_on', 'kind'])
    .where('branch_id', '=', branchId)
    .execute();
  const figures = tally();
  for (const r of rows) {
    if (!inFund(fund, Number(r.fund_id)) || (kind && r.kind !== kind)) continue;
    const code = accounts.get(Number(r.income_account_id))?.code ?? '?';
    if (inYear(r.received_on)) figures.add(code, Number(r.amount));
    if (r.status === 'voided' && inYear(r.voided_on)) figures.add(code, -Number(r.amount));
  }
  return figures;
}

/** Paid vouchers' lines by expense account (a vote head's line charges the head's expense account), paid in the year. */
async function voucherSpending(fund: Fund) {
  const rows = await db()
    .selectFrom('payment_vouchers_lines as l')
    .innerJoin('payment_vouchers as v', 'v.id', 'l.parent_id')
    .select(['l.account_id', 'l.vote_head_id', 'l.amount', 'v.fund_id', 'v.paid_on'])
    .where('v.branch_id', '=', branchId)
    .where('v.status', '=', 'paid')
    .execute();
  const figures = tally();
  for (const r of rows) {
    if (!inFund(fund, Number(r.fund_id)) || !inYear(r.paid_on)) continue;
    const account = r.account_id ?? heads.get(Number(r.vote_head_id))?.expense ?? null;
    figures.add(accounts.get(Number(account))?.code ?? '?', Number(r.amount));
  }
  return figures;
}

/** Surrendered imprests' receipts by expense account, surrendered in the year. */
async function imprestSpending(fund: Fund) {
  const rows = await sql<{ account_id: number | null; vote_head_id: number | null; amount: number; fund_id: number }>`
    select e.account_id, e.vote_head_id, e.amount, i.fund_id, i.surrendered_on
    from imprests_expenses e join imprests i on i.id = e.parent_id
    where i.branch_id = ${branchId} and i.status = 'surrendered'
      and i.surrendered_on >= ${FY.from} and i.surrendered_on <= ${FY.to}`.execute(db());
  const figures = tally();
  for (const r of rows.rows) {
    if (!inFund(fund, Number(r.fund_id))) continue;
    const account = r.account_id ?? heads.get(Number(r.vote_head_id))?.expense ?? null;
    figures.add(accounts.get(Number(account))?.code ?? '?', Number(r.amount));
  }
  return figures;
}

/**
 * Paid payrolls' costs, from their payslips, paid in the year: gross pay to the salaries account
 * of the employee's department ("Salaries and wages: Sciences", SF-5210 without one), and the
 * employer's NSSF and housing levy. Payroll is paid from the School Fund.
 */
async function payrollSpending(fund: Fund) {
  const figures = tally();
  if (!inFund(fund, funds.get('SF') as number)) return figures;
  const salaries = new Map(
    [...accounts.values()].filter((a) => a.name.startsWith('Salaries and wages: ')).map((a) => [a.name, a.code]),
  );
  const rows = await db()
    .selectFrom('payslips as s')
    .innerJoin('payrolls as p', 'p.id', 's.payroll_id')
    .leftJoin('departments as d', 'd.id', 's.department_id')
    .select(['d.name as department', 's.gross_pay', 's.nssf_employer', 's.housing_levy_employer', 'p.paid_on'])
    .where('p.branch_id', '=', branchId)
    .where('p.status', '=', 'paid')
    .execute();
  for (const r of rows) {
    if (!inYear(r.paid_on)) continue;
    const account = r.department === null ? 'SF-5210' : salaries.get(`Salaries and wages: ${String(r.department)}`);
    figures.add(account ?? '?', Number(r.gross_pay));
    figures.add('SF-5211', Number(r.nssf_employer));
    figures.add('SF-5212', Number(r.housing_levy_employer));
  }
  return figures;
}

/**
 * Bank charges have one source, the bank reconciliation's "post to the cash book": a plain sum of
 * that source's debits to the bank charges accounts (not through the statements' code).
 */
async function bankCharges(fund: Fund) {
  const rows = await db()
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select(['l.account_id', 'l.debit', 'l.credit', 'e.posted_on'])
    .where('e.branch_id', '=', branchId)
    .where('e.source', '=', 'bank')
    .execute();
  const figures = tally();
  for (const r of rows) {
    const account = accounts.get(Number(r.account_id));
    if (!account || account.purpose !== 'bank_charges' || !inFund(fund, account.fund_id) || !inYear(r.posted_on))
      continue;
    figures.add(account.code, Number(r.debit) - Number(r.credit));
  }
  return figures;
}

/** Invoice items billed in the year (less discounts; the demo cancels no invoice), by vote head. */
async function billed(fund: Fund) {
  const rows = await db()
    .selectFrom('fee_invoices_items as i')
    .innerJoin('fee_invoices as v', 'v.id', 'i.parent_id')
    .select(['i.vote_head_id', 'i.amount', 'i.discount', 'v.issued_on', 'v.status'])
    .where('v.branch_id', '=', branchId)
    .execute();
  const byHead = tally();
  const byIncome = tally();
  for (const r of rows) {
    const head = heads.get(Number(r.vote_head_id));
    if (!head || !inFund(fund, head.fund_id) || !inYear(r.issued_on) || r.status === 'cancelled') continue;
    const amount = Number(r.amount) - Number(r.discount ?? 0);
    byHead.add(head.code, amount);
    byIncome.add(accounts.get(head.income)?.code ?? '?', amount);
  }
  return { byHead, byIncome };
}

/**
 * Money, bank and M-Pesa balances (debits less credits of the accounts of those purposes) before
 * the year and at its end: a plain SQL sum, independent of the statements' code.
 */
async function cashBalances(fund: Fund) {
  const at = async (op: '<' | '<=', date: string) => {
    let q = db()
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(sql<string>`coalesce(sum(l.debit - l.credit), 0)`.as('net'))
      .where('e.branch_id', '=', branchId)
      .where('a.purpose', 'in', ['bank', 'cash', 'mpesa_clearing'])
      .where('e.posted_on', op, date);
    if (fund) q = q.where('a.fund_id', '=', funds.get(fund) as number);
    return Number((await q.executeTakeFirstOrThrow()).net);
  };
  return { opening: await at('<', FY.from), closing: await at('<=', FY.to) };
}

const byCode = (lines: readonly ReportLine[], column = 'amount') =>
  Object.fromEntries(
    lines
      .filter((l) => l.code)
      .map((l) => [l.code as string, l.values[column]])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
const totalOf = (report: FinancialReport, term: string, column = 'amount') =>
  report.lines.find((l) => l.term === term)?.values[column] ?? 0;
/** The lines of a section (receipts, payments, ...) up to the next section. */
const section = (report: FinancialReport, term: string) => {
  const start = report.lines.findIndex((l) => l.kind === 'section' && l.term === term);
  const end = report.lines.findIndex((l, i) => i > start && l.kind === 'section');
  return report.lines.slice(start + 1, end < 0 ? undefined : end);
};
const text = (report: FinancialReport) =>
  report.lines.map((l) => `${l.code ?? ''} ${l.label}: ${JSON.stringify(l.values)}`).join('\n');

describe(`the statements of the demo school for 2026/27 on ${ENGINE}, against its source documents`, () => {
  for (const fund of SCOPES) {
    const name = fund ?? 'consolidated';

    it(`income and expenditure (${name}): each account from its source, totals and surplus`, async () => {
      const ie = await incomeExpenditureReport(db(), await scopeOf(fund));
      const fees = (await billed(fund)).byIncome;
      const other = await otherIncome(fund);
      const capitation = await otherIncome(fund, 'capitation');
      const vouchers = await voucherSpending(fund);
      const imprests = await imprestSpending(fund);
      const charges = await bankCharges(fund);
      const payroll = await payrollSpending(fund);
      const spent = tally();
      for (const source of [vouchers, imprests, charges, payroll])
        for (const [code, amount] of Object.entries(source.object())) spent.add(code, amount);
      // Every line of the statement, account by account: fee income from invoices, capitation and
      // other income from the receipts, expenses from paid vouchers, surrendered imprests, bank
      // charges and paid payrolls.
      expect(byCode(ie.lines), text(ie)).toEqual({ ...fees.object(), ...other.object(), ...spent.object() });
      expect(fees.total()).toBeGreaterThan(0);
      expect(vouchers.total()).toBeGreaterThan(0);
      expect(totalOf(ie, 'total_income')).toBe(fees.total() + other.total());
      // Fee income has its own subtotal only beside another group: the School Fund has no capitation
      // but other income, so both scopes show it.
      expect(totalOf(ie, 'total_fee_income')).toBe(fees.total());
      if (fund === null) expect(totalOf(ie, 'total_capitation')).toBe(capitation.total());
      expect(totalOf(ie, 'total_expenditure')).toBe(spent.total());
      expect(totalOf(ie, 'surplus_for_period')).toBe(fees.total() + other.total() - spent.total());
      if (fund === 'SF') {
        // Food (SF-5200) is charged by vouchers alone; hire of facilities (SF-4400) has a receipt voided in the year.
        expect(byCode(ie.lines)['SF-5200']).toBe(vouchers.get('SF-5200'));
        expect(vouchers.get('SF-5200')).toBeGreaterThan(0);
        // The demo pays September's and October's payrolls, within the year.
        expect(payroll.get('SF-5211')).toBeGreaterThan(0);
      }
    });

    it(`fee collection by vote head (${name}): billed from the invoices, collected from the allocations`, async () => {
      const report = await feeCollectionReport(db(), await scopeOf(fund));
      const { byHead } = await billed(fund);
      const invoices = await db()
        .selectFrom('fee_invoices')
        .select(['id', 'issued_on', 'status'])
        .where('branch_id', '=', branchId)
        .execute();
      const issued = new Map(invoices.map((v) => [Number(v.id), v]));
      const allocations = await db()
        .selectFrom('fee_allocations')
        .select(['invoice_id', 'vote_head_id', 'amount', 'kind', 'allocated_on'])
        .where('branch_id', '=', branchId)
        .execute();
      // Both kinds count as collected: receipts allocated ('payment') and prepayments applied ('credit_applied').
      expect(new Set(allocations.map((a) => a.kind))).toEqual(new Set(['payment', 'credit_applied']));
      const collected = tally();
      const arrears = tally();
      for (const a of allocations) {
        const head = heads.get(Number(a.vote_head_id));
        const invoice = issued.get(Number(a.invoice_id));
        if (!head || !invoice || !inFund(fund, head.fund_id) || invoice.status === 'cancelled') continue;
        if (String(a.allocated_on) > FY.to) continue;
        if (inYear(invoice.issued_on)) collected.add(head.code, Number(a.amount));
        else if (String(invoice.issued_on) < FY.from && inYear(a.allocated_on))
          arrears.add(head.code, Number(a.amount));
      }
      const lines = report.lines.filter((l) => l.kind === 'line');
      // A vote head with only arrears collected has a line with nothing billed: figures of nothing left out.
      const nonZero = (column: string) =>
        Object.fromEntries(Object.entries(byCode(lines, column)).filter(([, v]) => v !== 0));
      expect(nonZero('billed'), text(report)).toEqual(byHead.object());
      expect(nonZero('collected')).toEqual(collected.object());
      expect(nonZero('arrears_collected')).toEqual(arrears.object());
      expect(totalOf(report, 'fee_total', 'billed')).toBe(byHead.total());
      expect(totalOf(report, 'fee_total', 'collected')).toBe(collected.total());
      expect(totalOf(report, 'fee_total', 'balance')).toBe(byHead.total() - collected.total());
      expect(totalOf(report, 'fee_total', 'arrears_collected')).toBe(arrears.total());
      expect(collected.total()).toBeGreaterThan(0);
      expect(arrears.total()).toBeGreaterThan(0);
    });

    it(`budget vs actual (${name}): the approved 2026/27 budgets' lines, and food's actual from the vouchers`, async () => {
      const report = await budgetActualReport(db(), await scopeOf(fund));
      const lines = await db()
        .selectFrom('budgets_lines as l')
        .innerJoin('budgets as b', 'b.id', 'l.parent_id')
        .select(['l.account_id', 'l.vote_head_id', 'l.amount', 'b.fund_id'])
        .where('b.branch_id', '=', branchId)
        .where('b.fiscal_year', '=', 2026)
        .where('b.status', '=', 'approved')
        .execute();
      let income = 0;
      let expenditure = 0;
      for (const l of lines) {
        if (!inFund(fund, Number(l.fund_id))) continue;
        // A line by vote head budgets the head's expense account.
        const account = accounts.get(Number(l.account_id ?? heads.get(Number(l.vote_head_id))?.expense));
        if (account?.type === 'income') income += Number(l.amount);
        else expenditure += Number(l.amount);
      }
      expect(income).toBeGreaterThan(0);
      expect(totalOf(report, 'total_budget_income', 'budget'), text(report)).toBe(income);
      expect(totalOf(report, 'total_budget_expenditure', 'budget')).toBe(expenditure);
      expect(totalOf(report, 'surplus_for_period', 'budget')).toBe(income - expenditure);
      // Food is spent through vouchers alone: its actual is what the paid vouchers charged it.
      const food = report.lines.find((l) => l.code === 'SF-5200');
      expect(food?.values.actual).toBe((await voucherSpending(fund)).get('SF-5200'));
    });

    it(`receipts and payments (${name}): opening + receipts − payments = closing = the money accounts' balances`, async () => {
      const report = await receiptsPaymentsReport(db(), await scopeOf(fund));
      const { opening, closing } = await cashBalances(fund);
      expect(totalOf(report, 'cash_at_start'), text(report)).toBe(opening);
      expect(totalOf(report, 'total_receipts') - totalOf(report, 'total_payments')).toBe(closing - opening);
      expect(totalOf(report, 'cash_at_end')).toBe(closing);
      expect(totalOf(report, 'total_cash_balances')).toBe(closing);
      expect(report.checks.map((c) => c.ok)).toEqual([true]);
      // Other income and capitation came in as cash, a voided receipt less; vouchers-only expense
      // accounts went out as cash.
      const receipts = byCode(section(report, 'receipts'));
      const other = (await otherIncome(fund)).object();
      expect(Object.fromEntries(Object.keys(other).map((code) => [code, receipts[code]]))).toEqual(other);
      const payments = byCode(section(report, 'payments'));
      const vouchers = await voucherSpending(fund);
      const imprested = new Set(Object.keys((await imprestSpending(fund)).object()));
      const cashOnly = Object.entries(vouchers.object()).filter(([code]) => !imprested.has(code));
      expect(cashOnly.length).toBeGreaterThan(0);
      expect(Object.fromEntries(cashOnly.map(([code]) => [code, payments[code]]))).toEqual(
        Object.fromEntries(cashOnly),
      );
    });

    it(`trial balance and financial position (${name}) balance, with cash and the surplus from the sources`, async () => {
      const scope = await scopeOf(fund);
      const tb = await trialBalanceReport(db(), scope);
      const debit = totalOf(tb, 'total', 'debit');
      expect(debit, text(tb)).toBe(totalOf(tb, 'total', 'credit'));
      expect(debit).toBeGreaterThan(0);
      expect(tb.checks.map((c) => c.ok)).toEqual([true]);
      const fp = await financialPositionReport(db(), scope);
      expect(totalOf(fp, 'net_assets'), text(fp)).toBe(totalOf(fp, 'total_net_assets'));
      expect(totalOf(fp, 'total_assets') - totalOf(fp, 'total_liabilities')).toBe(totalOf(fp, 'total_net_assets'));
      expect(fp.checks.map((c) => c.ok)).toEqual([true]);
      // Cash at the year's end, and the year's surplus as the income and expenditure sources give it.
      const cash = section(fp, 'assets').filter((l) => l.code && /-11(00|10|20)$/.test(l.code));
      expect(cash.reduce((s, l) => s + (l.values.amount ?? 0), 0)).toBe((await cashBalances(fund)).closing);
      const income = (await billed(fund)).byIncome.total() + (await otherIncome(fund)).total();
      const spent =
        (await voucherSpending(fund)).total() +
        (await imprestSpending(fund)).total() +
        (await bankCharges(fund)).total() +
        (await payrollSpending(fund)).total();
      expect(totalOf(fp, 'surplus_for_period')).toBe(income - spent);
    });
  }

  it('every fund’s own trial balance and financial position balance', async () => {
    for (const [code, id] of funds) {
      const scope = await statementScope(db(), branchId, { ...FY, fund_id: String(id) });
      const tb = await trialBalanceReport(db(), scope);
      expect(totalOf(tb, 'total', 'debit'), `${code}\n${text(tb)}`).toBe(totalOf(tb, 'total', 'credit'));
      const fp = await financialPositionReport(db(), scope);
      expect(
        fp.checks.map((c) => c.ok),
        `${code}\n${text(fp)}`,
      ).toEqual([true]);
    }
  });
});
