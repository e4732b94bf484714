import type { ReturnColumn, ReturnTable } from './file';
import type { ReturnRow } from './rows';

/**
 * The contribution returns, each in its receiver's layout (domain note 1.2): NSSF's SF24 for the
 * Employer Self Service payroll converter, the SHA portal's SHIF schedule, the housing levy (the
 * P10's sheet M: both shares), and HELB's schedule of loan deductions.
 */
const text = (header: string): ReturnColumn => ({ header, kind: 'text' });
const amount = (header: string): ReturnColumn => ({ header, kind: 'amount' });

/** The names after the surname: first and middle, as NSSF's "Other Names" wants them. */
const otherNames = (r: ReturnRow) => [r.first_name, r.middle_name].filter(Boolean).join(' ');

/** 0712345678: the ten digits the SHA portal takes. */
export const localPhone = (e164: string) => (/^\+254\d{9}$/.test(e164) ? `0${e164.slice(4)}` : e164);

/** NSSF: the gross pay each employee contributed on (the NSSF works the tiers out itself). */
export function nssfTable(rows: readonly ReturnRow[]): ReturnTable {
  return {
    sheet: 'NSSF',
    columns: [
      text('Payroll Number'),
      text('Surname'),
      text('Other Names'),
      text('ID No'),
      text('KRA PIN'),
      text('NSSF No'),
      amount('Gross Pay'),
      amount('Voluntary'),
    ],
    rows: rows
      .filter((r) => r.nssf_employee > 0)
      .map((r) => [
        r.staff_no,
        r.last_name,
        otherNames(r),
        r.national_id,
        r.kra_pin,
        r.nssf_no,
        r.gross_pay - r.non_taxable_allowances,
        0,
      ]),
  };
}

/** SHIF (or, before October 2024, NHIF): each member's contribution. */
export function shifTable(rows: readonly ReturnRow[]): ReturnTable {
  return {
    sheet: 'SHIF',
    columns: [
      text('Payroll Number'),
      text('First Name'),
      text('Last Name'),
      text('Identity Type'),
      text('ID Number'),
      text('KRA PIN'),
      text('SHIF No'),
      amount('Contribution Amount'),
      text('Phone'),
    ],
    rows: rows
      .filter((r) => r.shif + r.nhif > 0)
      .map((r) => [
        r.staff_no,
        r.first_name,
        r.last_name,
        'National ID',
        r.national_id,
        r.kra_pin,
        r.sha_no,
        r.shif + r.nhif,
        localPhone(r.phone),
      ]),
  };
}

/** The Affordable Housing Levy: the employee's and the employer's 1.5 % of gross pay. */
export function housingLevyTable(rows: readonly ReturnRow[]): ReturnTable {
  return {
    sheet: 'M_Housing_Levy',
    columns: [
      text('PIN of Employee'),
      text('Name of Employee'),
      text('ID Number'),
      amount('Gross Pay'),
      amount('Employee Contribution'),
      amount('Employer Contribution'),
      amount('Total Contribution'),
    ],
    rows: rows
      .filter((r) => r.housing_levy + r.housing_levy_employer > 0)
      .map((r) => [
        r.kra_pin,
        r.employee_name,
        r.national_id,
        r.gross_pay - r.non_taxable_allowances,
        r.housing_levy,
        r.housing_levy_employer,
        r.housing_levy + r.housing_levy_employer,
      ]),
  };
}

/** HELB: the loan deductions of the employees who repay one. */
export function helbTable(rows: readonly ReturnRow[]): ReturnTable {
  return {
    sheet: 'HELB',
    columns: [text('Employee ID'), text('Employee Names'), text('National ID'), amount('Amount')],
    rows: rows.filter((r) => r.helb > 0).map((r) => [r.staff_no, r.employee_name, r.national_id, r.helb]),
  };
}
