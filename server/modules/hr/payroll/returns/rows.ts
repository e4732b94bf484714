import type { Db } from '../../../../db/database';

/** A payslip as the returns read it, with the bank and branch its net pay goes to. */
export interface ReturnRow {
  readonly staff_no: string;
  readonly employee_name: string;
  readonly first_name: string;
  readonly middle_name: string;
  readonly last_name: string;
  readonly national_id: string;
  readonly kra_pin: string;
  readonly nssf_no: string;
  readonly sha_no: string;
  readonly phone: string;
  readonly disability_exempt: boolean;
  /** The exemption certificate's number (the employee's record), which the P10 asks for beside PWD "Yes". */
  readonly disability_certificate: string;
  readonly payment_method: string;
  readonly account_no: string;
  readonly mpesa_phone: string;
  readonly bank_id: number | null;
  readonly bank_name: string;
  readonly bank_code: string;
  readonly branch_name: string;
  readonly branch_code: string;
  /** Cents. */
  readonly basic: number;
  readonly house_allowance: number;
  readonly commuter_allowance: number;
  readonly overtime: number;
  readonly other_allowances: number;
  readonly non_taxable_allowances: number;
  readonly gross_pay: number;
  readonly nssf_employee: number;
  readonly nssf_employer: number;
  readonly shif: number;
  readonly nhif: number;
  readonly housing_levy: number;
  readonly housing_levy_employer: number;
  readonly pension_contribution: number;
  readonly pension_deduction: number;
  readonly shif_deduction: number;
  readonly levy_deduction: number;
  readonly disability_exemption: number;
  readonly housing_relief: number;
  readonly prmf_relief: number;
  readonly prmf_deduction: number;
  readonly mortgage_deduction: number;
  readonly taxable_pay: number;
  readonly tax_charged: number;
  readonly personal_relief: number;
  readonly insurance_relief: number;
  readonly paye: number;
  readonly helb: number;
  readonly net_pay: number;
}

const MONEY = [
  'basic',
  'house_allowance',
  'commuter_allowance',
  'overtime',
  'other_allowances',
  'non_taxable_allowances',
  'gross_pay',
  'nssf_employee',
  'nssf_employer',
  'shif',
  'nhif',
  'housing_levy',
  'housing_levy_employer',
  'pension_contribution',
  'pension_deduction',
  'shif_deduction',
  'levy_deduction',
  'disability_exemption',
  'housing_relief',
  'prmf_relief',
  'prmf_deduction',
  'mortgage_deduction',
  'taxable_pay',
  'tax_charged',
  'personal_relief',
  'insurance_relief',
  'paye',
  'helb',
  'net_pay',
] as const;

const TEXT = [
  'staff_no',
  'employee_name',
  'first_name',
  'middle_name',
  'last_name',
  'national_id',
  'kra_pin',
  'nssf_no',
  'sha_no',
  'phone',
  'payment_method',
  'account_no',
  'mpesa_phone',
  'bank_name',
  'bank_code',
  'branch_name',
  'branch_code',
] as const;

/** The payroll's payslips in staff-number order, as the returns list them. */
export async function returnRows(db: Db, branchId: number, payrollId: number): Promise<ReturnRow[]> {
  const rows = await db
    .selectFrom('payslips as p')
    .leftJoin('hr_bank_branches as br', 'br.id', 'p.bank_branch_id')
    .leftJoin('hr_banks as b', 'b.id', 'br.bank_id')
    .leftJoin('employees as e', 'e.id', 'p.employee_id')
    .selectAll('p')
    .select([
      'b.id as bank_id',
      'b.name as bank_name',
      'b.code as bank_code',
      'br.name as branch_name',
      'br.code as branch_code',
      'e.disability_certificate as disability_certificate',
    ])
    .where('p.branch_id', '=', branchId)
    .where('p.payroll_id', '=', payrollId)
    .orderBy('p.staff_no')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => {
    const row: Record<string, unknown> = {
      bank_id: r.bank_id === null || r.bank_id === undefined ? null : Number(r.bank_id),
      disability_exempt: Boolean(r.disability_exempt),
      disability_certificate: r.disability_exempt && r.disability_certificate ? String(r.disability_certificate) : '',
    };
    for (const key of MONEY) row[key] = Number(r[key] ?? 0);
    for (const key of TEXT) row[key] = r[key] === null || r[key] === undefined ? '' : String(r[key]);
    return row as unknown as ReturnRow;
  });
}
