import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/schema/hr-register';
import { validateRecord } from '../../src/schema';
import { branchIdOf } from '../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../tests/helpers/harness';
import { fromRow } from '../crud/serialize';
import type { Row } from './database';
import { demoToday } from './demo-finance-payments';

let t: TestApp;
let branchId: number;
let people: Row[];

beforeAll(async () => {
  t = await createTestApp({ students: 40 });
  branchId = await branchIdOf(t, 'DHS');
  const rows = await t.ctx.database.db.selectFrom('employees').selectAll().where('branch_id', '=', branchId).execute();
  people = rows.map((r) => fromRow(employees, r));
}, 180_000);
afterAll(() => t.close());

const SYSTEM = ['id', 'branch_id', 'created_at', 'updated_at', 'created_by', 'updated_by'];
const own = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => !SYSTEM.includes(k)));

describe(`the HR register demo on ${ENGINE}`, () => {
  it('employs about forty, every record valid as a user would have to type it', () => {
    expect(people.length).toBeGreaterThanOrEqual(35);
    expect(people.length).toBeLessThanOrEqual(45);
    for (const person of people) {
      const result = validateRecord(employees, own(person), 'create');
      expect(result.ok, `${String(person.first_name)} ${JSON.stringify(result.ok ? '' : result.errors)}`).toBe(true);
      expect(person.kra_pin).toMatch(/^A\d{9}[A-Z]$/);
      expect(person.staff_no).toBeTruthy();
    }
    expect(new Set(people.map((p) => p.staff_no)).size).toBe(people.length);
  });

  it('pays board staff and BOM teachers, not TSC teachers, each by a way with its details', () => {
    const paid = people.filter((p) => p.on_payroll);
    expect(paid.length).toBeGreaterThan(20);
    expect(people.filter((p) => p.terms === 'tsc').every((p) => !p.on_payroll)).toBe(true);
    expect(paid.some((p) => p.category === 'teaching')).toBe(true);
    for (const p of paid) {
      expect(p.basic_salary).toBeGreaterThanOrEqual(12_000_00);
      if (p.payment_method === 'bank') expect([p.bank_branch_id, p.account_no].every(Boolean)).toBe(true);
      if (p.payment_method === 'mpesa') expect(p.mpesa_phone).toMatch(/^\+2547\d{8}$/);
    }
    const cook = people.find((p) => p.job_title === 'Cook');
    expect(cook?.basic_salary).toBe(18_000_00);
    expect(people.find((p) => p.job_title === 'Bursar')?.basic_salary).toBe(65_000_00);
    expect(new Set(paid.map((p) => p.payment_method))).toEqual(new Set(['bank', 'mpesa', 'cash']));
  });

  it('has birthdays this month, contracts ending within 60 days, and the users’ own records', () => {
    const today = demoToday();
    expect(people.filter((p) => String(p.date_of_birth).slice(5, 7) === today.slice(5, 7)).length).toBeGreaterThan(2);
    const soon = people.filter(
      (p) =>
        p.contract_end &&
        String(p.contract_end) >= today &&
        Date.parse(String(p.contract_end)) - Date.parse(today) <= 60 * 86_400_000,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);
    expect(people.filter((p) => p.user_id !== null).length).toBeGreaterThanOrEqual(8);
  });

  it('keeps five banks with their KBA codes, and allowances and deductions of those on the payroll', async () => {
    const db = t.ctx.database.db;
    const banks = await db
      .selectFrom('hr_banks')
      .select(['name', 'code'])
      .where('branch_id', '=', branchId)
      .orderBy('code')
      .execute();
    expect(banks.map((b) => b.code)).toEqual(['01', '03', '07', '11', '68']);
    const paid = new Set(people.filter((p) => p.on_payroll).map((p) => Number(p.id)));
    for (const table of ['allowances', 'deductions'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['employee_id', 'kind'])
        .where('branch_id', '=', branchId)
        .execute();
      expect(
        rows.every((r) => paid.has(Number(r.employee_id))),
        table,
      ).toBe(true);
    }
    const loans = await db
      .selectFrom('deductions')
      .selectAll()
      .where('kind', '=', 'loan')
      .where('branch_id', '=', branchId)
      .execute();
    expect(loans.some((l) => Number(l.balance) > 0 && Number(l.balance) < Number(l.principal))).toBe(true);
  });
});
