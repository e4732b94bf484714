import { expect } from 'vitest';
import { branchIdOf, insertUser, json } from './api';
import { createTestApp, type TestApp } from './harness';
import type { Row } from '../../server/db/database';

/**
 * The payroll suites' school (tests only): the demo school with a bank, and employees of the
 * suite's own, made through the API as HR would, so the figures checked by hand are theirs
 * whatever the demo's register holds: Akinyi (bank, allowances, HELB, SACCO and a loan), Kiprono
 * (joins mid-month, M-Pesa, a percentage and a non-taxable allowance), Wambui (cash, welfare and
 * an advance), one TSC teacher off the payroll and one who left before the month.
 */
export interface PayrollWorld {
  readonly t: TestApp;
  readonly branchId: number;
  readonly tokens: Readonly<Record<string, string>>;
  readonly departments: Readonly<Record<string, number>>;
  readonly bankId: number;
  readonly branchCode: string;
  readonly employees: Readonly<Record<'akinyi' | 'kiprono' | 'wambui' | 'tsc' | 'left', number>>;
  readonly loanId: number;
  readonly advanceId: number;
  call(who: string, method: string, path: string, body?: unknown): Promise<Response>;
}

const KES = 100;

export async function payrollWorld(): Promise<PayrollWorld> {
  const t = await createTestApp({ students: 6 });
  const branchId = await branchIdOf(t, 'DHS');
  await insertUser(t, await branchIdOf(t, 'DPS'), 'hr2', ['ROLR_HR_ADMIN']);
  await insertUser(t, branchId, 'clerk', ['ROLE_Add_or_Edit_Employee']);
  const tokens: Record<string, string> = {};
  for (const who of ['hr', 'principal', 'registrar', 'hr2', 'clerk', 'admin'])
    tokens[who] = (await t.signIn(who)).accessToken;
  const call = (who: string, method: string, path: string, body?: unknown) =>
    t.call(method, path, { token: tokens[who], body });
  const created = async (path: string, body: unknown) => {
    const response = await call('hr', 'POST', path, body);
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer)).toBe(201);
    return Number(answer.id);
  };
  const departmentRows = await t.ctx.database.db
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  const departments = Object.fromEntries(departmentRows.map((d) => [String(d.name), Number(d.id)]));
  const [science, administration] = departmentRows.map((d) => Number(d.id));
  const bankId = await created('/api/hr_banks', { name: 'Test Equity Bank', code: '968' });
  const branchCode = '741';
  const branch = await created('/api/hr_bank_branches', {
    bank_id: bankId,
    name: 'Nakuru Kenyatta Avenue',
    code: branchCode,
  });
  const person = (first: string, last: string, more: Row) => ({
    first_name: first,
    last_name: last,
    gender: 'female',
    category: 'non_teaching',
    terms: 'board',
    ...more,
  });
  const akinyi = await created(
    '/api/employees',
    person('Grace', 'Akinyi', {
      middle_name: 'Atieno',
      staff_no: 'PRT/001',
      category: 'teaching',
      national_id: '23456789',
      kra_pin: 'A012345678Z',
      nssf_no: '2001234567',
      sha_no: 'CR1234567890-1',
      phone: '0722 111 222',
      department_id: science,
      job_title: 'Teacher (BOM)',
      date_employed: '2019-01-07',
      on_payroll: true,
      basic_salary: 52_000 * KES,
      payment_method: 'bank',
      bank_branch_id: branch,
      account_no: '0123456789',
      helb_monthly: 1_500 * KES,
      insurance_premium: 2_000 * KES,
    }),
  );
  const kiprono = await created(
    '/api/employees',
    person('Peter', 'Kiprono', {
      gender: 'male',
      staff_no: 'PRT/002',
      national_id: '34567890',
      kra_pin: 'A023456789Y',
      nssf_no: '2002345678',
      department_id: administration,
      job_title: 'Driver',
      date_employed: '2026-05-17',
      on_payroll: true,
      basic_salary: 18_000 * KES,
      payment_method: 'mpesa',
      mpesa_phone: '0711 222 333',
    }),
  );
  const wambui = await created(
    '/api/employees',
    person('Mary', 'Wambui', {
      staff_no: 'PRT/003',
      national_id: '45678901',
      kra_pin: 'A034567890X',
      department_id: administration,
      job_title: 'Cook',
      date_employed: '2015-03-02',
      on_payroll: true,
      basic_salary: 35_000 * KES,
      payment_method: 'cash',
    }),
  );
  const tsc = await created(
    '/api/employees',
    person('John', 'Mwangi', { staff_no: 'PRT/004', category: 'teaching', terms: 'tsc', gender: 'male' }),
  );
  const left = await created(
    '/api/employees',
    person('Ann', 'Chebet', {
      staff_no: 'PRT/005',
      date_employed: '2020-01-06',
      date_left: '2026-04-30',
      active: false,
      on_payroll: true,
      basic_salary: 30_000 * KES,
      payment_method: 'cash',
    }),
  );
  const allowance = (employee: number, more: Row) => created('/api/allowances', { employee_id: employee, ...more });
  await allowance(akinyi, { kind: 'house', basis: 'fixed', amount: 8_000 * KES, taxable: true, recurring: true });
  await allowance(akinyi, { kind: 'commuter', basis: 'fixed', amount: 4_000 * KES, taxable: true, recurring: true });
  await allowance(akinyi, {
    kind: 'overtime',
    basis: 'fixed',
    amount: 3_500 * KES,
    taxable: true,
    recurring: false,
    month: '2026-05',
  });
  await allowance(kiprono, { kind: 'house', basis: 'percent_of_basic', percent: 10, taxable: true, recurring: true });
  await allowance(kiprono, {
    kind: 'other',
    description: 'Meals on trips',
    basis: 'fixed',
    amount: 1_500 * KES,
    taxable: false,
    recurring: false,
    month: '2026-05',
  });
  const deduction = (employee: number, more: Row) => created('/api/deductions', { employee_id: employee, ...more });
  await deduction(akinyi, { kind: 'sacco', description: 'Mwalimu SACCO', amount: 2_000 * KES, recurring: true });
  const loanId = await deduction(akinyi, {
    kind: 'loan',
    description: 'School staff loan',
    amount: 5_000 * KES,
    recurring: true,
    principal: 30_000 * KES,
    balance: 12_000 * KES,
  });
  await deduction(wambui, { kind: 'welfare', description: 'Staff welfare', amount: 500 * KES, recurring: true });
  const advanceId = await deduction(wambui, {
    kind: 'advance',
    description: 'April advance',
    amount: 3_000 * KES,
    recurring: true,
    principal: 3_000 * KES,
    balance: 3_000 * KES,
  });
  return {
    t,
    branchId,
    tokens,
    departments,
    bankId,
    branchCode,
    employees: { akinyi, kiprono, wambui, tsc, left },
    loanId,
    advanceId,
    call,
  };
}

/** A payroll's payslips by employee id, as the API lists them. */
export async function payslipsOf(world: PayrollWorld, payrollId: number): Promise<Map<number, Row>> {
  const query = new URLSearchParams({ filter: JSON.stringify({ payroll_id: payrollId }), range: '[0,999]' });
  const response = await world.call('hr', 'GET', `/api/payslips?${query}`);
  expect(response.status).toBe(200);
  const rows = (await response.json()) as Row[];
  return new Map(rows.map((r) => [Number(r.employee_id), r]));
}
