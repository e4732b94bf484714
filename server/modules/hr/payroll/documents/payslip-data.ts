import type { Db, Row } from '../../../../db/database';
import { refusal, say } from '../../../../errors';

/** One payslip as it prints: the payslip's own figures, its items, and what the page adds to them. */
export interface PrintedPayslip {
  readonly slip: Row;
  readonly items: readonly Row[];
  readonly department: string;
  readonly bank: string;
  readonly branch: string;
  readonly branchCode: string;
  /** The year to this month: paid months of the year before it, and this one. Cents. */
  readonly ytd: { readonly gross: number; readonly taxable: number; readonly paye: number; readonly nssf: number };
}

export interface PrintedPayroll {
  readonly payroll: Row;
  readonly slips: readonly PrintedPayslip[];
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * A payroll's payslips with their items, departments, banks and year-to-date figures, read in a
 * few queries whatever the number of staff (200 payslips in one PDF). `employeeId` keeps one.
 */
export async function printedPayroll(
  db: Db,
  branchId: number,
  payrollId: number,
  employeeId?: number,
): Promise<PrintedPayroll> {
  const payroll = await db
    .selectFrom('payrolls')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('id', '=', payrollId)
    .executeTakeFirst();
  if (!payroll) throw refusal(404, say('shule.hr.payroll.no_payroll', { id: payrollId }));
  const slips = await db
    .selectFrom('payslips as p')
    .leftJoin('departments as d', 'd.id', 'p.department_id')
    .leftJoin('hr_bank_branches as br', 'br.id', 'p.bank_branch_id')
    .leftJoin('hr_banks as b', 'b.id', 'br.bank_id')
    .selectAll('p')
    .select(['d.name as department', 'b.name as bank', 'br.name as branch', 'br.code as branch_code'])
    .where('p.branch_id', '=', branchId)
    .where('p.payroll_id', '=', payrollId)
    .$if(employeeId !== undefined, (q) => q.where('p.employee_id', '=', employeeId ?? 0))
    .orderBy('p.staff_no')
    .orderBy('p.id')
    .execute();
  if (employeeId !== undefined && slips.length === 0)
    throw refusal(404, say('shule.hr.payroll.no_payslip', { id: employeeId }));
  const ids = slips.map((s) => Number(s.id));
  const items = new Map<number, Row[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('payslips_items')
      .selectAll()
      .where('parent_id', 'in', ids.slice(i, i + 500))
      .orderBy('parent_id')
      .orderBy('position')
      .execute();
    for (const r of rows) items.set(Number(r.parent_id), [...(items.get(Number(r.parent_id)) ?? []), r]);
  }
  const period = String(payroll.period);
  const earlier = await yearBefore(
    db,
    branchId,
    period,
    slips.map((s) => Number(s.employee_id)),
  );
  return {
    payroll,
    slips: slips.map((s) => {
      const before = earlier.get(Number(s.employee_id)) ?? { gross: 0, taxable: 0, paye: 0, nssf: 0 };
      return {
        slip: s,
        items: items.get(Number(s.id)) ?? [],
        department: String(s.department ?? ''),
        bank: String(s.bank ?? ''),
        branch: String(s.branch ?? ''),
        branchCode: String(s.branch_code ?? ''),
        ytd: {
          gross: before.gross + num(s.gross_pay),
          taxable: before.taxable + num(s.taxable_pay),
          paye: before.paye + num(s.paye),
          nssf: before.nssf + num(s.nssf_employee),
        },
      };
    }),
  };
}

/** Each employee's paid figures for the months of the year before this one. */
async function yearBefore(db: Db, branchId: number, period: string, employees: readonly number[]) {
  const totals = new Map<number, { gross: number; taxable: number; paye: number; nssf: number }>();
  const unique = [...new Set(employees)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('payslips as p')
      .innerJoin('payrolls as r', 'r.id', 'p.payroll_id')
      .select((eb) => [
        'p.employee_id',
        eb.fn.sum<number>('p.gross_pay').as('gross'),
        eb.fn.sum<number>('p.taxable_pay').as('taxable'),
        eb.fn.sum<number>('p.paye').as('paye'),
        eb.fn.sum<number>('p.nssf_employee').as('nssf'),
      ])
      .where('p.branch_id', '=', branchId)
      .where('r.status', '=', 'paid')
      .where('p.period', '>=', `${period.slice(0, 4)}-01`)
      .where('p.period', '<', period)
      .where('p.employee_id', 'in', unique.slice(i, i + 500))
      .groupBy('p.employee_id')
      .execute();
    for (const r of rows)
      totals.set(Number(r.employee_id), {
        gross: num(r.gross),
        taxable: num(r.taxable),
        paye: num(r.paye),
        nssf: num(r.nssf),
      });
  }
  return totals;
}
