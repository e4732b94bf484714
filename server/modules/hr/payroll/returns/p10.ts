import type { ReturnColumn, ReturnTable } from './file';
import type { ReturnRow } from './rows';

/**
 * KRA's P10 (the iTax PAYE return), sheet B, employee details: one row per employee, in the order
 * of the iTax Excel template's columns, to be pasted into the template (or opened with it) and
 * validated by its macro. Two layouts: the one in force from January 2025, which adds the SHA and
 * NSSF numbers and the deductions the Tax Laws (Amendment) Act 2024 allows before tax (SHIF, the
 * housing levy, the post-retirement medical fund), and the classic layout of earlier months. The
 * values in the drop-down columns are the template's own words.
 */
const text = (header: string): ReturnColumn => ({ header, kind: 'text' });
const amount = (header: string): ReturnColumn => ({ header, kind: 'amount' });

export type P10Layout = '2025' | 'classic';

/** The layout a month's return is filed in. */
export const p10LayoutFor = (period: string): P10Layout => (period >= '2025-01' ? '2025' : 'classic');

const RESIDENT = 'Resident';
const PRIMARY = 'Primary Employee';
const NO_HOUSING = 'Benefit not given';

/** Cash pay the PAYE return counts: basic and taxable allowances (reimbursements are not pay). */
export const cashPay = (r: ReturnRow) => r.gross_pay - r.non_taxable_allowances;

const P10_2025: readonly ReturnColumn[] = [
  text('Payroll Number'),
  text('PIN of Employee'),
  text('ID Number'),
  text('Identity Type'),
  text('Name of Employee'),
  text('SHA No'),
  text('NSSF No'),
  text('Residential Status'),
  text('Type of Employee'),
  text('Persons with Disability (PWD)'),
  text('Exemption Certificate No'),
  amount('Total Cash Pay (A)'),
  amount('Value of Car Benefit (B)'),
  amount('Value of Meals (C)'),
  amount('Non Cash Benefits (D)'),
  text('Type of Housing (E)'),
  amount('Housing Benefit (F)'),
  amount('Other Benefits (G)'),
  amount('Total Gross Pay (H)'),
  amount('Social Health Insurance Fund (I)'),
  amount('NSSF Contribution (J)'),
  amount('Other Pension Contribution (K)'),
  amount('Post Retirement Medical Fund (L)'),
  amount('Mortgage Interest (M)'),
  amount('Affordable Housing Levy (N)'),
  amount('Taxable Pay (O)'),
  amount('Monthly Personal Relief (P)'),
  amount('Amount of Insurance Relief (Q)'),
  amount('PAYE Tax (R)'),
  amount('Self Assessed PAYE Tax (S)'),
];

const CLASSIC: readonly ReturnColumn[] = [
  text('PIN of Employee'),
  text('Name of Employee'),
  text('Residential Status'),
  text('Type of Employee'),
  amount('Basic Salary'),
  amount('Housing Allowance'),
  amount('Transport Allowance'),
  amount('Leave Pay'),
  amount('Overtime Allowance'),
  amount('Directors Fee'),
  amount('Lump Sum Payment if any'),
  amount('Other Allowance'),
  amount('Total Cash Pay'),
  amount('Value of Car Benefit'),
  amount('Other Non Cash Benefits'),
  amount('Total Non Cash Pay'),
  amount('Global Income (in case of non full time service Director)'),
  text('Type of Housing'),
  amount('Rent of House/Market Value'),
  amount('Computed Rent of House'),
  amount('Rent Recovered from Employee'),
  amount('Net Value of Housing'),
  amount('Total Gross Pay'),
  amount('30% of Cash Pay'),
  amount('Actual Contribution'),
  amount('Permissible Limit'),
  amount('Mortgage Interest'),
  amount('Deposit on Home Ownership Saving Plan'),
  amount('Amount of Benefit'),
  amount('Taxable Pay'),
  amount('Tax Payable'),
  amount('Monthly Personal Relief'),
  amount('Amount of Insurance Relief'),
  amount('PAYE Tax'),
  amount('Self Assessed PAYE Tax'),
];

export const P10_HEADERS: Readonly<Record<P10Layout, readonly string[]>> = {
  '2025': P10_2025.map((c) => c.header),
  classic: CLASSIC.map((c) => c.header),
};

function row2025(r: ReturnRow) {
  const cash = cashPay(r);
  // The engine caps NSSF and other pension together: NSSF first, the rest of the allowance is K.
  const nssf = Math.min(r.nssf_employee, r.pension_deduction);
  return [
    r.staff_no,
    r.kra_pin,
    r.national_id,
    r.national_id ? 'National ID' : '',
    r.employee_name,
    r.sha_no,
    r.nssf_no,
    RESIDENT,
    PRIMARY,
    r.disability_exempt ? 'Yes' : 'No',
    r.disability_exempt ? r.disability_certificate : '',
    cash,
    0,
    0,
    0,
    NO_HOUSING,
    0,
    0,
    cash,
    r.shif_deduction,
    nssf,
    r.pension_deduction - nssf,
    r.prmf_deduction,
    r.mortgage_deduction,
    r.levy_deduction,
    r.taxable_pay,
    r.personal_relief,
    r.insurance_relief + r.housing_relief + r.prmf_relief,
    r.paye,
    r.paye,
  ];
}

function rowClassic(r: ReturnRow, pensionCap: number | null) {
  const cash = cashPay(r);
  const retirement = r.nssf_employee + r.pension_contribution;
  const thirty = Math.round((cash * 3) / 10);
  const limit = pensionCap ?? retirement;
  const other = r.other_allowances;
  return [
    r.kra_pin,
    r.employee_name,
    RESIDENT,
    PRIMARY,
    r.basic,
    r.house_allowance,
    r.commuter_allowance,
    0,
    r.overtime,
    0,
    0,
    other,
    cash,
    0,
    0,
    0,
    0,
    NO_HOUSING,
    0,
    0,
    0,
    0,
    cash,
    thirty,
    retirement,
    limit,
    r.mortgage_deduction,
    0,
    r.pension_deduction,
    r.taxable_pay,
    r.tax_charged,
    r.personal_relief,
    r.insurance_relief + r.housing_relief + r.prmf_relief,
    r.paye,
    r.paye,
  ];
}

/** 2025-05 → ['01/05/2025', '31/05/2025']: the return's period as iTax writes dates. */
export function returnPeriod(period: string): [string, string] {
  const [year, month] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return [`01/${mm}/${year}`, `${last}/${mm}/${year}`];
}

/** Sheet A of the template: whose return it is and for which month. */
export function p10BasicInfo(employerPin: string, period: string): NonNullable<ReturnTable['preface']> {
  const [from, to] = returnPeriod(period);
  return {
    sheet: 'A_Basic_Info',
    rows: [
      ['PIN of Employer', employerPin],
      ['Type of Return', 'Original'],
      ['Return Period From', from],
      ['Return Period To', to],
    ],
  };
}

export interface P10Options {
  /** The month's limit on retirement contributions (cents), for the classic layout's column. */
  readonly pensionCap?: number | null;
  /** The employer's PIN and the month, for sheet A of the workbook. */
  readonly employerPin?: string;
  readonly period?: string;
}

export function p10Table(rows: readonly ReturnRow[], layout: P10Layout, options: P10Options = {}): ReturnTable {
  const preface = options.period ? p10BasicInfo(options.employerPin ?? '', options.period) : undefined;
  return layout === '2025'
    ? { sheet: 'B_Employees_Dtls', columns: P10_2025, rows: rows.map(row2025), preface }
    : {
        sheet: 'B_Employees_Dtls',
        columns: CLASSIC,
        rows: rows.map((r) => rowClassic(r, options.pensionCap ?? null)),
        preface,
      };
}
