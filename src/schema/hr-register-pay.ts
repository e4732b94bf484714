import { boolean, choice, longText, money, multiChoice, number, reference, text } from './fields';
import { HR_ADMINS, HR_ROLES } from './hr-roles';
import { defineResource } from './resource';

/**
 * HR, the register's pay inputs: each employee's allowances (earnings) and deductions, recurring
 * or one-off for a month, and the school's HR settings (one record per branch). The payroll run
 * reads them for every employee on the payroll; month fields are 'YYYY-MM'.
 */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
export const ALLOWANCE_KINDS = ['house', 'commuter', 'responsibility', 'overtime', 'hardship', 'other'] as const;
export const DEDUCTION_KINDS = ['sacco', 'loan', 'welfare', 'helb', 'advance', 'other'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const month = (label: string, help?: string) =>
  text(label, { max: 7, pattern: MONTH_PATTERN, ...(help ? { help } : {}) });

export const allowances = defineResource({
  name: 'allowances',
  path: '/allowances',
  label: 'Earnings',
  singular: 'Allowance',
  plural: 'Allowances',
  icon: 'money',
  module: 'hr',
  fields: {
    employee_id: reference('Employee', 'employees', { required: true }),
    kind: choice('Kind', ALLOWANCE_KINDS, { required: true }),
    description: text('Description', { max: 120 }),
    taxable: boolean('Taxable', { default: true }),
    basis: choice('Basis', ['fixed', 'percent_of_basic'], {
      required: true,
      default: 'fixed',
      choiceLabels: { fixed: 'Fixed amount', percent_of_basic: 'Percentage of basic salary' },
    }),
    amount: money('Amount (a month)', { min: 0, max: 100_000_000, showWhen: { field: 'basis', is: ['fixed'] } }),
    percent: number('Percent of basic', {
      min: 0,
      max: 100,
      help: 'Up to two decimals: 12.5',
      showWhen: { field: 'basis', is: ['percent_of_basic'] },
    }),
    recurring: boolean('Every month', { default: true }),
    month: month('Month', 'A one-off payment: the month it is paid (YYYY-MM)'),
    start_month: month('From month', 'Empty: from the first payroll'),
    end_month: month('To month', 'Empty: until stopped'),
  },
  // The basis shows in which of amount and percent is filled; leaving it out keeps the amounts on one line.
  list: ['employee_id', 'kind', 'description', 'amount', 'percent', 'taxable', 'recurring', 'month'],
  filters: ['employee_id', 'kind', 'taxable', 'recurring', 'month'],
  sort: { field: 'employee_id', order: 'ASC' },
  search: ['description'],
  represent: '{kind} {description}',
  access: { read: HR_ROLES, write: HR_ROLES },
});

export const deductions = defineResource({
  name: 'deductions',
  path: '/deductions',
  label: 'Deductions',
  singular: 'Deduction',
  icon: 'money',
  module: 'hr',
  fields: {
    employee_id: reference('Employee', 'employees', { required: true }),
    kind: choice('Kind', DEDUCTION_KINDS, {
      required: true,
      choiceLabels: { sacco: 'SACCO', loan: 'Loan', welfare: 'Welfare', helb: 'HELB', advance: 'Salary advance' },
    }),
    description: text('Description', { max: 120 }),
    amount: money('Amount (a month)', { required: true, min: 0, max: 100_000_000 }),
    recurring: boolean('Every month', { default: true }),
    month: month('Month', 'A one-off deduction: the month it is taken (YYYY-MM)'),
    principal: money('Amount borrowed', {
      min: 0,
      max: 1_000_000_000,
      showWhen: { field: 'kind', is: ['loan', 'advance'] },
    }),
    balance: money('Balance', {
      min: 0,
      max: 1_000_000_000,
      help: 'Falls as each payroll is paid; the deduction stops at nought',
      showWhen: { field: 'kind', is: ['loan', 'advance'] },
    }),
  },
  list: ['employee_id', 'kind', 'description', 'amount', 'recurring', 'month', 'balance'],
  filters: ['employee_id', 'kind', 'recurring', 'month'],
  sort: { field: 'employee_id', order: 'ASC' },
  search: ['description'],
  represent: '{kind} {description}',
  access: { read: HR_ROLES, write: HR_ROLES },
});

export const hrSettings = defineResource({
  name: 'hr_settings',
  path: '/hrsettings',
  label: 'HR settings',
  singular: 'HR settings',
  icon: 'settings',
  module: 'hr',
  singleton: true,
  fields: {
    pay_day: number('Pay day', { required: true, integer: true, min: 1, max: 31, default: 28, grouping: false }),
    working_days: multiChoice('Working days', WEEKDAYS, { default: ['mon', 'tue', 'wed', 'thu', 'fri'] }),
    payroll_second_approver: boolean('Payroll approved by a second person', {
      default: true,
      help: 'Whoever prepared or last recomputed a payroll cannot approve it',
    }),
    leave_carry_forward_cap: number('Annual leave carried forward (days)', {
      integer: true,
      min: 0,
      max: 60,
      default: 10,
      help: 'Days of unused annual leave that pass into the next year',
    }),
    staff_no_pattern: text('Staff number pattern', {
      max: 30,
      default: 'EMP/{SEQ:3}',
      help: '{YYYY} the year employed, {SEQ:3} the next number',
    }),
    note: longText('Note', { max: 1000 }),
  },
  list: ['pay_day', 'working_days', 'payroll_second_approver', 'leave_carry_forward_cap'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: 'HR settings',
  access: { read: HR_ROLES, write: HR_ADMINS },
});

export const ALLOWANCES_RESOURCES = [allowances, deductions, hrSettings] as const;
