import { getResource } from '../../../../src/schema';
import type { HrDashboard, PayrollTotals } from '../../../../src/schema/hr-dashboard';
import type { Db, Row } from '../../../db/database';

const DAY = 86_400_000;
const CONTRACT_WINDOW = 60;

const nameOf = (r: Row) => `${String(r.first_name)} ${String(r.last_name)}`;
const n = (v: unknown) => Number(v ?? 0);

function totals(row: Row | undefined): PayrollTotals | null {
  if (!row) return null;
  return {
    id: n(row.id),
    period: String(row.period),
    status: String(row.status),
    employees: n(row.employees),
    gross_pay: n(row.gross_pay),
    paye: n(row.paye),
    net_pay: n(row.net_pay),
    employer_cost: n(row.employer_cost),
  };
}

async function payrollOf(db: Db, branchId: number, month: string) {
  // The payroll area may not be installed (a school without it): the dashboard shows nothing yet.
  if (!getResource('payrolls')) return { payroll: null, last_paid: null };
  const columns = ['id', 'period', 'status', 'employees', 'gross_pay', 'paye', 'net_pay', 'employer_cost'];
  const base = () => db.selectFrom('payrolls').select(columns).where('branch_id', '=', branchId);
  const payroll = await base().where('period', '=', month).where('status', '!=', 'cancelled').executeTakeFirst();
  const paid = await base().where('status', '=', 'paid').orderBy('period', 'desc').limit(1).executeTakeFirst();
  return { payroll: totals(payroll), last_paid: totals(paid) };
}

async function onLeave(db: Db, branchId: number, today: string): Promise<HrDashboard['on_leave']> {
  if (!getResource('leave_applications')) return [];
  const rows = await db
    .selectFrom('leave_applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .leftJoin('leave_types as t', 't.id', 'a.leave_type_id')
    .select(['a.employee_id', 'e.first_name', 'e.last_name', 't.name as leave_type', 'a.start_date', 'a.end_date'])
    .where('a.branch_id', '=', branchId)
    .where('a.status', '=', 'approved')
    .where('a.start_date', '<=', today)
    .where('a.end_date', '>=', today)
    .orderBy('a.end_date')
    .execute();
  return rows.map((r) => ({
    employee_id: n(r.employee_id),
    name: nameOf(r),
    leave_type: String(r.leave_type ?? ''),
    start_date: String(r.start_date),
    end_date: String(r.end_date),
  }));
}

/**
 * Headcount of the active register by terms and department, who is on approved leave today, the
 * month's payroll (and the last one paid), birthdays this month and contracts ending within 60
 * days. Read in the caller's branch transaction (inBranch), so another school's rows never count.
 */
export async function hrDashboard(db: Db, branchId: number, today: string): Promise<HrDashboard> {
  const month = today.slice(0, 7);
  const people = await db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .select([
      'e.id',
      'e.first_name',
      'e.last_name',
      'e.terms',
      'e.on_payroll',
      'e.date_of_birth',
      'e.contract_end',
      'd.name as department',
    ])
    .where('e.branch_id', '=', branchId)
    .where('e.active', '=', true)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .execute();
  const count = <K extends string>(key: (r: Row) => K) => {
    const counts = new Map<K, number>();
    for (const r of people) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const birthdays = people
    .filter((r) => typeof r.date_of_birth === 'string' && r.date_of_birth.slice(5, 7) === month.slice(5, 7))
    .map((r) => ({
      employee_id: n(r.id),
      name: nameOf(r),
      date_of_birth: String(r.date_of_birth),
      day: String(r.date_of_birth).slice(8, 10),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const contracts = people
    .filter((r) => typeof r.contract_end === 'string' && r.contract_end >= today)
    .map((r) => ({
      employee_id: n(r.id),
      name: nameOf(r),
      terms: String(r.terms),
      contract_end: String(r.contract_end),
      days: Math.round((Date.parse(String(r.contract_end)) - Date.parse(today)) / DAY),
    }))
    .filter((r) => r.days <= CONTRACT_WINDOW)
    .sort((a, b) => a.days - b.days);
  return {
    today,
    month,
    headcount: {
      total: people.length,
      on_payroll: people.filter((r) => Boolean(r.on_payroll)).length,
      by_terms: count((r) => String(r.terms)).map(([terms, k]) => ({ terms, n: k })),
      by_department: count((r) => (r.department === null ? '' : String(r.department))).map(([department, k]) => ({
        department: department === '' ? null : department,
        n: k,
      })),
    },
    on_leave: await onLeave(db, branchId, today),
    ...(await payrollOf(db, branchId, month)),
    birthdays,
    contracts_ending: contracts,
  };
}
