import { createHash } from 'node:crypto';
import type { Db, Row } from '../../../db/database';
import { type PayMonth, payMonth, workingDays } from './month';
import { leaveDaysOf } from './leave-days';
import { type Statutory, statutoryFor } from './statutory';

/**
 * Everything a month's payroll is computed from, read in a handful of queries for the whole
 * school (a run of 1,000 employees reads five tables, not 5,000 rows one by one): the employees
 * on the school's payroll employed at some time in the month, the allowances and deductions in
 * force that month, unpaid leave, the working week and the statutory rates in force. Its digest
 * changes when any of them does, which is how an open draft knows to recompute.
 */
export interface RunInputs {
  readonly month: PayMonth;
  readonly workDays: number;
  readonly employees: readonly Row[];
  readonly allowances: ReadonlyMap<number, readonly Row[]>;
  readonly deductions: ReadonlyMap<number, readonly Row[]>;
  readonly unpaidLeave: ReadonlyMap<number, number>;
  readonly statutory: Statutory;
  readonly secondApprover: boolean;
  readonly digest: string;
}

const EMPLOYEE_COLUMNS = [
  'id',
  'staff_no',
  'first_name',
  'middle_name',
  'last_name',
  'national_id',
  'phone',
  'kra_pin',
  'nssf_no',
  'sha_no',
  'department_id',
  'job_title',
  'date_employed',
  'date_left',
  'basic_salary',
  'payment_method',
  'bank_branch_id',
  'account_no',
  'mpesa_phone',
  'helb_monthly',
  'disability_exempt',
  'insurance_premium',
  'pension_contribution',
  'mortgage_interest',
  'prmf_contribution',
] as const;

function grouped(rows: readonly Row[]): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) map.set(Number(row.employee_id), [...(map.get(Number(row.employee_id)) ?? []), row]);
  return map;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

/** Employees paid by the school and employed on at least one day of the month. */
async function payrollEmployees(db: Db, branchId: number, month: PayMonth): Promise<Row[]> {
  const rows = await db
    .selectFrom('employees')
    .select([...EMPLOYEE_COLUMNS])
    .where('branch_id', '=', branchId)
    .where('on_payroll', '=', true)
    .where((eb) => eb.or([eb('date_employed', 'is', null), eb('date_employed', '<=', month.last)]))
    .where((eb) => eb.or([eb('date_left', 'is', null), eb('date_left', '>=', month.first)]))
    // One who left keeps the days worked in the month of leaving; inactive without a date is not paid.
    .where((eb) => eb.or([eb('active', '=', true), eb('date_left', 'is not', null)]))
    .orderBy('staff_no')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, date_employed: iso(r.date_employed), date_left: iso(r.date_left) }));
}

export async function loadRunInputs(db: Db, branchId: number, period: string): Promise<RunInputs> {
  const month = payMonth(period);
  const employees = await payrollEmployees(db, branchId, month);
  const ids = employees.map((e) => Number(e.id));
  const allowances = await db
    .selectFrom('allowances')
    .select(['id', 'employee_id', 'kind', 'description', 'taxable', 'basis', 'amount', 'percent', 'recurring', 'month'])
    .where('branch_id', '=', branchId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('recurring', '=', true),
          eb.or([eb('start_month', 'is', null), eb('start_month', '<=', period)]),
          eb.or([eb('end_month', 'is', null), eb('end_month', '>=', period)]),
        ]),
        eb.and([eb('recurring', '=', false), eb('month', '=', period)]),
      ]),
    )
    .orderBy('id')
    .execute();
  const deductions = await db
    .selectFrom('deductions')
    .select(['id', 'employee_id', 'kind', 'description', 'amount', 'recurring', 'month', 'balance'])
    .where('branch_id', '=', branchId)
    .where((eb) => eb.or([eb('recurring', '=', true), eb('month', '=', period)]))
    .orderBy('id')
    .execute();
  const settings = await db
    .selectFrom('hr_settings')
    .select(['working_days', 'payroll_second_approver'])
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  const weekdays = parseList(settings?.working_days) ?? ['mon', 'tue', 'wed', 'thu', 'fri'];
  const secondApprover =
    settings?.payroll_second_approver === undefined || settings.payroll_second_approver === null
      ? true
      : Boolean(settings.payroll_second_approver);
  const unpaidLeave = await leaveDaysOf(db, branchId, period, ids);
  const statutory = await statutoryFor(db, branchId, period);
  const known = new Set(ids);
  const mine = <T extends Row>(rows: readonly T[]) => rows.filter((r) => known.has(Number(r.employee_id)));
  const digest = createHash('sha256')
    .update(
      JSON.stringify({
        employees,
        allowances: mine(allowances),
        deductions: mine(deductions),
        leave: [...unpaidLeave].sort((a, b) => a[0] - b[0]),
        weekdays,
        rates: statutory.rates,
      }),
    )
    .digest('hex');
  return {
    month,
    workDays: workingDays(month, weekdays),
    employees,
    allowances: grouped(mine(allowances)),
    deductions: grouped(mine(deductions)),
    unpaidLeave,
    statutory,
    secondApprover,
    digest,
  };
}

function parseList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('[')) return (JSON.parse(value) as unknown[]).map(String);
  return undefined;
}
