import { boolean, date, money, number, text } from './fields';
import { HR_ADMINS, HR_ROLES } from './hr-roles';
import { defineResource } from './resource';

/**
 * HR, statutory rates (issue 14): every Kenyan payroll rate is a dated row HR can add to, never a
 * constant. The rows in force for a month are those of the latest `effective_from` on or before the
 * month's first day (server/modules/hr/payroll/engine/rates.ts). Money in cents; a rate is a
 * percentage of at most two decimals (32.5, 2.75), which the engine turns into whole basis points
 * before any sum, so no float ever enters the arithmetic.
 */
// HR admins write the rates, every HR role reads them (spec.md section 6).
const access = { read: HR_ROLES, write: HR_ADMINS };

const inForceFrom = date('In force from', {
  required: true,
  help: 'A payroll uses the rows of the latest date on or before the first day of its month',
});
const rate = (label: string) => number(label, { required: true, min: 0, max: 100, help: 'Per cent, such as 2.75' });
const authority = text('Authority', { max: 200, help: 'The law or notice that set it' });

export const payeBands = defineResource({
  name: 'paye_bands',
  path: '/taxbands',
  label: 'Tax bands (PAYE)',
  singular: 'Tax band',
  icon: 'money',
  module: 'hr',
  fields: {
    effective_from: inForceFrom,
    lower: money('Taxable pay above', { required: true, min: 0 }),
    upper: money('Up to', { min: 1, help: 'Empty for the top band: no upper limit' }),
    rate: rate('Rate (%)'),
    note: authority,
  },
  list: ['effective_from', 'lower', 'upper', 'rate', 'note'],
  filters: ['effective_from'],
  sort: { field: 'effective_from', order: 'DESC' },
  search: ['note'],
  represent: '{rate}% band from {effective_from}',
  access,
  unique: [['effective_from', 'lower']],
});

export const taxReliefs = defineResource({
  name: 'tax_reliefs',
  path: '/taxreliefs',
  label: 'Tax reliefs and allowable deductions',
  singular: 'Tax reliefs',
  plural: 'tax relief rows',
  icon: 'money',
  module: 'hr',
  // Shown on /taxbands below the bands; reached from there.
  menu: false,
  fields: {
    effective_from: inForceFrom,
    personal_relief: money('Personal relief', { required: true, min: 0 }),
    insurance_relief_rate: rate('Insurance relief (%)'),
    insurance_relief_cap: money('Insurance relief at most', { required: true, min: 0 }),
    health_relief: boolean('NHIF or SHIF earns insurance relief', {
      default: false,
      help: 'The health contribution counts as an insurance premium (NHIF from 2022 until SHIF became deductible)',
    }),
    housing_relief_rate: rate('Affordable housing relief (%)'),
    housing_relief_cap: money('Affordable housing relief at most', { required: true, min: 0 }),
    prmf_relief_rate: rate('Post-retirement medical fund relief (%)'),
    prmf_relief_cap: money('Post-retirement medical fund relief at most', { required: true, min: 0 }),
    pension_cap: money('Pension deductible up to', {
      required: true,
      min: 0,
      help: 'NSSF and other registered pension together, a month',
    }),
    pension_pay_rate: rate('Pension deductible up to (% of cash pay)'),
    prmf_cap: money('Post-retirement medical fund deductible up to', { required: true, min: 0 }),
    mortgage_cap: money('Mortgage interest deductible up to', { required: true, min: 0 }),
    shif_deductible: boolean('SHIF is deductible', { default: false }),
    levy_deductible: boolean('Housing levy is deductible', { default: false }),
    disability_exemption: money('Exempt for persons with disability', {
      required: true,
      min: 0,
      help: 'Taxable pay a month not taxed for an employee with an exemption certificate',
    }),
    benefits_exempt_below: money('Non-cash benefits not taxed below', { required: true, min: 0 }),
    note: authority,
  },
  list: ['effective_from', 'personal_relief', 'insurance_relief_rate', 'pension_cap', 'shif_deductible', 'note'],
  filters: ['effective_from'],
  sort: { field: 'effective_from', order: 'DESC' },
  search: ['note'],
  represent: 'Reliefs from {effective_from}',
  access,
  unique: [['effective_from']],
  form: {
    sections: [
      {
        label: 'Reliefs',
        fields: [
          'effective_from',
          'personal_relief',
          'insurance_relief_rate',
          'insurance_relief_cap',
          'health_relief',
          'housing_relief_rate',
          'housing_relief_cap',
          'prmf_relief_rate',
          'prmf_relief_cap',
        ],
      },
      {
        label: 'Allowable deductions',
        fields: [
          'pension_cap',
          'pension_pay_rate',
          'prmf_cap',
          'mortgage_cap',
          'shif_deductible',
          'levy_deductible',
          'disability_exemption',
          'benefits_exempt_below',
          'note',
        ],
      },
    ],
  },
});

export const nhifBands = defineResource({
  name: 'nhif_bands',
  path: '/nhifbands',
  label: 'NHIF and SHIF rates',
  singular: 'NHIF band',
  icon: 'money',
  module: 'hr',
  fields: {
    effective_from: inForceFrom,
    effective_to: date('Until', { notBefore: 'effective_from', help: 'Empty: until replaced' }),
    lower: money('Gross pay from', { required: true, min: 0 }),
    upper: money('Up to', { min: 0, help: 'Empty for the top band' }),
    amount: money('Contribution', { required: true, min: 0 }),
    note: authority,
  },
  list: ['effective_from', 'effective_to', 'lower', 'upper', 'amount', 'note'],
  filters: ['effective_from'],
  sort: { field: 'effective_from', order: 'DESC' },
  search: ['note'],
  represent: 'NHIF band from {effective_from}',
  access,
  unique: [['effective_from', 'lower']],
});

export const shifRates = defineResource({
  name: 'shif_rates',
  path: '/shifrates',
  label: 'SHIF rates',
  singular: 'SHIF rate',
  icon: 'money',
  module: 'hr',
  // Shown on /nhifbands with the NHIF bands it replaced.
  menu: false,
  fields: {
    effective_from: inForceFrom,
    rate: rate('Rate (% of gross pay)'),
    minimum: money('At least', { required: true, min: 0 }),
    note: authority,
  },
  list: ['effective_from', 'rate', 'minimum', 'note'],
  filters: ['effective_from'],
  sort: { field: 'effective_from', order: 'DESC' },
  search: ['note'],
  represent: 'SHIF from {effective_from}',
  access,
  unique: [['effective_from']],
});

export const nssfRates = defineResource({
  name: 'nssf_rates',
  path: '/nssfbands',
  label: 'NSSF rates',
  singular: 'NSSF rate',
  icon: 'money',
  module: 'hr',
  fields: {
    effective_from: inForceFrom,
    lower_limit: money('Lower earnings limit (Tier I)', { required: true, min: 0 }),
    upper_limit: money('Upper earnings limit (Tier II)', { required: true, min: 0 }),
    employee_rate: rate('Employee (%)'),
    employer_rate: rate('Employer (%)'),
    note: authority,
  },
  list: ['effective_from', 'lower_limit', 'upper_limit', 'employee_rate', 'employer_rate', 'note'],
  filters: ['effective_from'],
  sort: { field: 'effective_from', order: 'DESC' },
  search: ['note'],
  represent: 'NSSF from {effective_from}',
  access,
  unique: [['effective_from']],
});

export const housingLevyRates = defineResource({
  name: 'housing_levy_rates',
  path: '/housebands',
  label: 'Housing levy rates',
  singular: 'Housing levy rate',
  icon: 'money',
  module: 'hr',
  fields: {
    effective_from: inForceFrom,
    employee_rate: rate('Employee (% of gross pay)'),
    employer_rate: rate('Employer (% of gross pay)'),
    note: authority,
  },
  list: ['effective_from', 'employee_rate', 'employer_rate', 'note'],
  filters: ['effective_from'],
  sort: { field: 'effective_from', order: 'DESC' },
  search: ['note'],
  represent: 'Housing levy from {effective_from}',
  access,
  unique: [['effective_from']],
});

export const RATES_RESOURCES = [payeBands, taxReliefs, nhifBands, shifRates, nssfRates, housingLevyRates] as const;
export const RATES_PAGES = [] as const;
export const RATES_REPORTS = [] as const;

/**
 * The figures of one month's pay as the engine computes them (computePay), all integer cents, in
 * payslip order. The calculator, the payroll run's payslip lines and the returns read these names.
 */
export const PAYSLIP_FIGURES = [
  'gross',
  'non_cash_benefits',
  'non_taxable_allowances',
  'nssf_tier1',
  'nssf_tier2',
  'nssf',
  'nssf_employer',
  'shif',
  'nhif',
  'housing_levy',
  'housing_levy_employer',
  'pension_deduction',
  'shif_deduction',
  'levy_deduction',
  'prmf_deduction',
  'mortgage_deduction',
  'allowable_deductions',
  'disability_exemption',
  'taxable_pay',
  'paye_before_relief',
  'personal_relief',
  'insurance_relief',
  'housing_relief',
  'prmf_relief',
  'paye',
  'net_pay',
] as const;
export type PayslipFigure = (typeof PAYSLIP_FIGURES)[number];
export type Payslip = Readonly<Record<PayslipFigure, number>>;
