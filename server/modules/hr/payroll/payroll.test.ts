import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, json } from '../../../../tests/helpers/api';
import { ENGINE } from '../../../../tests/helpers/harness';
import type { Row } from '../../../db/database';
import { trialBalance } from '../../finance/ledger/trial-balance';
import { computePay, ratesInForce } from './engine';
import { type PayrollWorld, payrollWorld, payslipsOf } from '../../../../tests/helpers/payroll-test-world';

let w: PayrollWorld;
const KES = 100;

const make = async (who: string, period: string) => {
  const response = await w.call(who, 'POST', '/api/payrolls', { period });
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body;
};
const act = (who: string, id: number, action: string, body: Row = {}) =>
  w.call(who, 'POST', `/api/payrolls/${id}/${action}`, body);

beforeAll(async () => {
  w = await payrollWorld();
}, 180_000);
afterAll(() => w.t.close());

describe(`the payroll run on ${ENGINE}`, () => {
  it('pays everyone on the payroll in the month, each as the statutory engine computes, totals their sum', async () => {
    const run = await make('hr', '2026-05');
    expect(run).toMatchObject({ status: 'draft', period: '2026-05', prepared_by: 'Mercy Njeri' });
    const slips = await payslipsOf(w, Number(run.id));
    expect(slips.has(w.employees.tsc)).toBe(false);
    expect(slips.has(w.employees.left)).toBe(false);
    // Grace Akinyi by hand: 52,000 + house 8,000 + commuter 4,000 + overtime 3,500 = 67,500.
    expect(slips.get(w.employees.akinyi)).toMatchObject({
      employee_name: 'Grace Atieno Akinyi',
      basic: 52_000 * KES,
      house_allowance: 8_000 * KES,
      commuter_allowance: 4_000 * KES,
      overtime: 3_500 * KES,
      gross_pay: 67_500 * KES,
      nssf_employee: 4_050 * KES,
      nssf_employer: 4_050 * KES,
      shif: 185_625,
      housing_levy: 101_250,
      taxable_pay: 6_058_125,
      tax_charged: 1_295_773,
      insurance_relief: 300 * KES,
      paye: 1_025_773,
      helb: 1_500 * KES,
      sacco: 2_000 * KES,
      loans: 5_000 * KES,
      total_deductions: 1_717_648 + 850_000,
      net_pay: 4_182_352,
    });
    // Every payslip is computePay's answer on its taxable cash pay with the employee's declarations.
    const rates = await ratesInForce(w.t.ctx.database.db, w.branchId, '2026-05');
    const employees = await w.t.ctx.database.db
      .selectFrom('employees')
      .selectAll()
      .where('branch_id', '=', w.branchId)
      .execute();
    const byId = new Map(employees.map((e) => [Number(e.id), e]));
    for (const slip of slips.values()) {
      const e = byId.get(Number(slip.employee_id)) as Row;
      const pay = computePay(
        {
          gross: Number(slip.gross_pay) - Number(slip.non_taxable_allowances),
          non_taxable_allowances: Number(slip.non_taxable_allowances),
          insurance_premium: Number(e.insurance_premium ?? 0),
          pension_contribution: Number(e.pension_contribution ?? 0),
          prmf_contribution: Number(e.prmf_contribution ?? 0),
          mortgage_interest: Number(e.mortgage_interest ?? 0),
          disability_exempt: Boolean(e.disability_exempt),
        },
        rates,
      );
      expect(slip).toMatchObject({
        nssf_employee: pay.nssf,
        nssf_employer: pay.nssf_employer,
        shif: pay.shif,
        nhif: pay.nhif,
        housing_levy: pay.housing_levy,
        housing_levy_employer: pay.housing_levy_employer,
        taxable_pay: pay.taxable_pay,
        tax_charged: pay.paye_before_relief,
        personal_relief: pay.personal_relief,
        paye: pay.paye,
      });
      const others = ['helb', 'sacco', 'loans', 'welfare', 'advances', 'other_deductions'].reduce(
        (s, k) => s + Number(slip[k]),
        0,
      );
      expect(Number(slip.net_pay)).toBe(pay.net_pay - others);
    }
    const all = [...slips.values()];
    const sum = (k: string) => all.reduce((s, r) => s + Number(r[k]), 0);
    expect(run).toMatchObject({
      employees: all.length,
      gross_pay: sum('gross_pay'),
      paye: sum('paye'),
      net_pay: sum('net_pay'),
    });
  });

  it('pays a part month by days employed (15 of 31) and a percentage allowance on the basic earned', async () => {
    const run = await json(await w.call('hr', 'GET', '/api/payrolls?filter={"period":"2026-05"}'));
    const slips = await payslipsOf(w, Number((run as unknown as Row[])[0].id));
    // 18,000 × 15 / 31 = 8,709.677… → 8,709.68; house 10 % of that = 870.97; meals 1,500 not taxed.
    expect(slips.get(w.employees.kiprono)).toMatchObject({
      days_in_month: 31,
      days_paid: 15,
      basic: 870_968,
      house_allowance: 87_097,
      non_taxable_allowances: 150_000,
      gross_pay: 1_108_065,
      nssf_employee: 57_484,
      shif: 30_000,
      housing_levy: 14_371,
      paye: 0,
      net_pay: 1_006_210,
    });
  });

  it('takes approved unpaid leave off at a working day’s rate (HR settings’ week)', async () => {
    const db = w.t.ctx.database.db;
    const unpaid = await db
      .selectFrom('leave_types')
      .select('id')
      .where('branch_id', '=', w.branchId)
      .where('code', '=', 'UNPAID')
      .executeTakeFirstOrThrow();
    // Thursday 13 and Friday 14 August 2026: two working days.
    const leave = await json(
      await w.call('hr', 'POST', '/api/leave_applications', {
        employee_id: w.employees.wambui,
        leave_type_id: Number(unpaid.id),
        start_date: '2026-08-13',
        end_date: '2026-08-14',
        reason: 'Family matter upcountry',
      }),
    );
    expect((await w.call('principal', 'POST', `/api/leave_applications/${Number(leave.id)}/approve`, {})).status).toBe(
      200,
    );
    const run = await make('hr', '2026-08');
    const slip = (await payslipsOf(w, Number(run.id))).get(w.employees.wambui);
    // August 2026 has 21 weekdays: 35,000 − 35,000 × 2 / 21 = 35,000 − 3,333.33 = 31,666.67.
    expect(slip).toMatchObject({ unpaid_leave_days: 2, basic: 3_166_667 });
  });

  it('refuses a second run of a month, one too far ahead, and a change of month', async () => {
    const again = await w.call('hr', 'POST', '/api/payrolls', { period: '2026-05' });
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).errors?.period).toMatch(/already/);
    const ahead = await w.call('hr', 'POST', '/api/payrolls', { period: '2027-06' });
    expect(ahead.status).toBe(400);
    const bad = await w.call('hr', 'POST', '/api/payrolls', { period: '2026-13' });
    expect(bad.status).toBe(400);
  });

  it('is approved by a second HR administrator only, and never on stale figures', async () => {
    const run = await make('hr', '2026-06');
    const id = Number(run.id);
    const own = await act('hr', id, 'approve');
    expect(own.status).toBe(409);
    expect((await json<ErrorBody>(own)).message).toMatch(/another HR administrator must approve/);
    expect((await act('registrar', id, 'approve')).status).toBe(403);
    expect((await act('clerk', id, 'approve')).status).toBe(403);
    // The register changes after the run was computed: approval waits for a recompute.
    await w.call('hr', 'PUT', `/api/employees/${w.employees.wambui}`, { basic_salary: 36_000 * KES });
    const stale = await act('principal', id, 'approve');
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).message).toMatch(/recompute/);
    // Whoever recomputes may not approve either (nor the preparer): a third administrator does.
    expect((await act('principal', id, 'recompute')).status).toBe(200);
    expect((await act('principal', id, 'approve')).status).toBe(409);
    expect((await act('hr', id, 'approve')).status).toBe(409);
    expect((await act('admin', id, 'approve')).status).toBe(200);
    await w.call('hr', 'PUT', `/api/employees/${w.employees.wambui}`, { basic_salary: 35_000 * KES });
  });

  it('locks an approved run: no recompute, no edit, no refresh', async () => {
    const [run] = (await json(
      await w.call('hr', 'GET', '/api/payrolls?filter={"period":"2026-06"}'),
    )) as unknown as Row[];
    expect(run.status).toBe('approved');
    const id = Number(run.id);
    expect((await act('hr', id, 'recompute')).status).toBe(409);
    expect((await w.call('hr', 'PUT', `/api/payrolls/${id}`, { notes: 'changed' })).status).toBe(409);
    const refresh = await json(await w.call('hr', 'POST', `/api/payroll/${id}/refresh`));
    expect(refresh).toEqual({ recomputed: false });
  });

  it('recomputes an open draft when its inputs change, and not otherwise', async () => {
    const [run] = (await json(
      await w.call('hr', 'GET', '/api/payrolls?filter={"period":"2026-05"}'),
    )) as unknown as Row[];
    const id = Number(run.id);
    expect(await json(await w.call('principal', 'POST', `/api/payroll/${id}/refresh`))).toEqual({ recomputed: false });
    await w.call('hr', 'POST', '/api/allowances', {
      employee_id: w.employees.wambui,
      kind: 'responsibility',
      description: 'Head cook',
      basis: 'fixed',
      amount: 1_000 * KES,
      recurring: false,
      month: '2026-05',
    });
    expect(await json(await w.call('hr', 'POST', `/api/payroll/${id}/refresh`))).toEqual({ recomputed: true });
    const slips = await payslipsOf(w, id);
    expect(slips.get(w.employees.wambui)).toMatchObject({ other_allowances: 1_000 * KES, gross_pay: 36_000 * KES });
  });

  it('pays and posts one balanced entry: salaries by department against each payable; loans fall', async () => {
    const [run] = (await json(
      await w.call('hr', 'GET', '/api/payrolls?filter={"period":"2026-05"}'),
    )) as unknown as Row[];
    const id = Number(run.id);
    expect((await act('principal', id, 'approve')).status).toBe(200);
    expect((await act('registrar', id, 'pay', { paid_on: '2026-05-29' })).status).toBe(403);
    expect((await act('hr', id, 'pay', { paid_on: '2026-04-30' })).status).toBe(400);
    expect((await act('clerk', id, 'pay', { paid_on: '2026-05-29' })).status).toBe(403);
    // The demo's books are closed for July to September 2026: nothing is posted there, nothing changes.
    const locked = await act('hr', id, 'pay', { paid_on: '2026-07-31' });
    expect(locked.status).toBe(409);
    expect((await json<ErrorBody>(locked)).message).toMatch(/locked/);
    expect((await json(await w.call('hr', 'GET', `/api/payrolls/${id}`))).status).toBe('approved');
    const paid = await act('hr', id, 'pay', { paid_on: '2026-05-29', net_pay_from: 'bank' });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const record = await json(paid);
    expect(record).toMatchObject({
      status: 'paid',
      paid_on: '2026-05-29',
      paid_by: 'Mercy Njeri',
      net_pay_from: 'bank',
    });
    const db = w.t.ctx.database.db;
    const entries = await db
      .selectFrom('journal_entries')
      .selectAll()
      .where('source', '=', 'payroll')
      .where('source_id', '=', id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(Number(entries[0].entry_no)).toBe(Number(record.journal_entry_no));
    const lines = await db
      .selectFrom('journal_entries_lines as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['a.code', 'l.debit', 'l.credit'])
      .where('l.parent_id', '=', Number(entries[0].id))
      .execute();
    const debit = lines.reduce((s, l) => s + Number(l.debit), 0);
    const credit = lines.reduce((s, l) => s + Number(l.credit), 0);
    expect(debit).toBe(credit);
    const slips = [...(await payslipsOf(w, id)).values()];
    const sum = (k: string) => slips.reduce((s, r) => s + Number(r[k]), 0);
    const at = (code: string, side: 'debit' | 'credit') =>
      lines.filter((l) => l.code === code).reduce((s, l) => s + Number(l[side]), 0);
    for (const [name, department] of Object.entries(w.departments)) {
      const gross = slips
        .filter((s) => Number(s.department_id) === department)
        .reduce((s, r) => s + Number(r.gross_pay), 0);
      if (gross > 0) expect(at(`SF-5210-${department}`, 'debit'), name).toBe(gross);
    }
    expect(at('SF-2410', 'credit')).toBe(sum('paye'));
    expect(at('SF-2420', 'credit')).toBe(sum('nssf_employee') + sum('nssf_employer'));
    expect(at('SF-2430', 'credit')).toBe(sum('shif') + sum('nhif'));
    expect(at('SF-2440', 'credit')).toBe(sum('housing_levy') + sum('housing_levy_employer'));
    expect(at('SF-5211', 'debit')).toBe(sum('nssf_employer'));
    expect(at('SF-1100', 'credit')).toBe(sum('net_pay'));
    expect(at('SF-2450', 'credit')).toBe(sum('helb'));
    expect(at('SF-1310', 'credit')).toBe(sum('advances'));
    const tb = await trialBalance(db, w.branchId);
    expect(tb.debit).toBe(tb.credit);
    const loan = await db
      .selectFrom('deductions')
      .select('balance')
      .where('id', '=', w.loanId)
      .executeTakeFirstOrThrow();
    expect(Number(loan.balance)).toBe(7_000 * KES);
    const advance = await db
      .selectFrom('deductions')
      .select('balance')
      .where('id', '=', w.advanceId)
      .executeTakeFirstOrThrow();
    expect(Number(advance.balance)).toBe(0);
    // A paid run is locked too; and the next month asks for the rest of the loan only.
    expect((await act('hr', id, 'cancel', { note: 'late' })).status).toBe(409);
  });

  it('frees a cancelled draft’s month', async () => {
    const run = await make('hr', '2026-07');
    expect((await act('hr', Number(run.id), 'cancel', { note: 'Made before the new allowances' })).status).toBe(200);
    const again = await make('hr', '2026-07');
    expect(Number(again.id)).not.toBe(Number(run.id));
  });

  it('keeps each school’s payrolls to itself', async () => {
    const [run] = (await json(
      await w.call('hr', 'GET', '/api/payrolls?filter={"period":"2026-05"}'),
    )) as unknown as Row[];
    const id = Number(run.id);
    expect((await w.call('hr2', 'GET', `/api/payrolls/${id}`)).status).toBe(404);
    expect((await w.call('hr2', 'GET', `/api/payroll/${id}/payslips.pdf`)).status).toBe(404);
    expect((await w.call('hr2', 'GET', `/api/payroll/${id}/files/p10.csv`)).status).toBe(404);
    expect((await w.call('hr2', 'POST', `/api/payrolls/${id}/approve`)).status).toBe(404);
    const theirs = (await json(await w.call('hr2', 'GET', '/api/payslips'))) as unknown as Row[];
    expect(theirs.some((s) => Number(s.payroll_id) === id)).toBe(false);
    expect((await w.call('registrar', 'GET', '/api/payrolls')).status).toBe(403);
    expect((await w.call('registrar', 'GET', `/api/payroll/${id}/payslips.pdf`)).status).toBe(403);
  });
});
