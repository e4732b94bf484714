import { describe, expect, it } from 'vitest';
import { P10_HEADERS, p10BasicInfo, p10Table, returnPeriod } from './p10';
import type { ReturnRow } from './rows';

/** One payslip as the returns read it: a teacher with a disability exemption, 150,000 a month. */
const row = (changes: Partial<ReturnRow> = {}): ReturnRow => ({
  staff_no: 'DHS/040',
  employee_name: 'Ruth Auma',
  first_name: 'Ruth',
  middle_name: '',
  last_name: 'Auma',
  national_id: '22334455',
  kra_pin: 'A098765432B',
  nssf_no: '2009876543',
  sha_no: 'CR1111111111-1',
  phone: '+254711000111',
  disability_exempt: true,
  disability_certificate: 'PWD/NKU/01234',
  payment_method: 'bank',
  account_no: '0123456789',
  mpesa_phone: '',
  bank_id: 1,
  bank_name: 'KCB Bank Kenya',
  bank_code: '01',
  branch_name: 'Nakuru',
  branch_code: '091',
  basic: 15_000_000,
  house_allowance: 0,
  commuter_allowance: 0,
  overtime: 0,
  other_allowances: 0,
  non_taxable_allowances: 0,
  gross_pay: 15_000_000,
  nssf_employee: 648_000,
  nssf_employer: 648_000,
  shif: 412_500,
  nhif: 0,
  housing_levy: 225_000,
  housing_levy_employer: 225_000,
  pension_contribution: 0,
  pension_deduction: 648_000,
  shif_deduction: 412_500,
  levy_deduction: 225_000,
  disability_exemption: 15_000_000,
  housing_relief: 0,
  prmf_relief: 0,
  prmf_deduction: 0,
  mortgage_deduction: 0,
  taxable_pay: 0,
  tax_charged: 0,
  personal_relief: 0,
  insurance_relief: 0,
  paye: 0,
  helb: 0,
  net_pay: 13_714_500,
  ...changes,
});

describe('the P10', () => {
  const column = (header: string) => P10_HEADERS['2025'].indexOf(header);

  it('gives a person with a disability their exemption certificate number beside PWD "Yes"', () => {
    const [exempt, other] = p10Table(
      [row(), row({ disability_exempt: false, disability_certificate: '' })],
      '2025',
    ).rows;
    expect(exempt[column('Persons with Disability (PWD)')]).toBe('Yes');
    expect(exempt[column('Exemption Certificate No')]).toBe('PWD/NKU/01234');
    expect(other[column('Persons with Disability (PWD)')]).toBe('No');
    expect(other[column('Exemption Certificate No')]).toBe('');
  });

  it('opens the workbook with sheet A: the employer’s PIN and the month, in iTax’s dates', () => {
    expect(returnPeriod('2026-02')).toEqual(['01/02/2026', '28/02/2026']);
    expect(returnPeriod('2024-02')).toEqual(['01/02/2024', '29/02/2024']);
    expect(returnPeriod('2025-12')).toEqual(['01/12/2025', '31/12/2025']);
    expect(p10BasicInfo('P051234567X', '2026-05').rows[0]).toEqual(['PIN of Employer', 'P051234567X']);
    expect(p10Table([row()], 'classic', { employerPin: 'P051234567X', period: '2024-06' }).preface?.sheet).toBe(
      'A_Basic_Info',
    );
    expect(p10Table([row()], '2025').preface).toBeUndefined();
  });
});
