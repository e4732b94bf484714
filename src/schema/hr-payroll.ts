import { choice, date, datetime, longText, money, number, text, TODAY } from './fields';
import { payslips } from './hr-payroll-payslips';
import { MONTH_PATTERN } from './hr-register-pay';
import { HR_ADMINS, HR_ROLES } from './hr-roles';
import { defineResource } from './resource';

/**
 * HR, the payroll (issue 14): one run a month per school. A draft is computed from the register
 * (employees on the payroll, their allowances and deductions, unpaid leave) with the statutory
 * rates in force that month, and recomputed whenever those change; an HR administrator who
 * neither prepared nor last recomputed it approves it, which locks it; paying it posts one
 * journal entry. The figures are the payslips' (hr-payroll-payslips.ts), totalled here.
 */
export const PAYROLL_STATES = ['draft', 'approved', 'paid', 'cancelled'] as const;
export type PayrollState = (typeof PAYROLL_STATES)[number];
export const NET_PAY_FROM = ['bank', 'payable'] as const;

const total = (label: string) => money(label, { readOnly: true });
const APPROVED = { field: 'status', is: ['approved', 'paid'] };
const PAID = { field: 'status', is: ['paid'] };

export const payrolls = defineResource({
  name: 'payrolls',
  path: '/payrolls',
  label: 'Payroll',
  singular: 'Payroll',
  plural: 'Payrolls',
  icon: 'money',
  module: 'hr',
  fields: {
    period: text('Month', {
      required: true,
      max: 7,
      pattern: MONTH_PATTERN,
      help: 'The month paid, as YYYY-MM: 2026-11',
    }),
    // The month again while the run stands: unique, so two runs of one month cannot both be made;
    // emptied when a draft is cancelled, so the month can be run again.
    period_key: text('Month (open runs)', { readOnly: true, unique: 'branch', max: 7 }),
    status: choice('Status', PAYROLL_STATES, { required: true, default: 'draft' }),
    employees: number('Employees', { integer: true, readOnly: true }),
    gross_pay: total('Gross pay'),
    paye: total('PAYE'),
    nssf_employee: total('NSSF (employees)'),
    nssf_employer: total('NSSF (employer)'),
    shif: total('SHIF'),
    nhif: total('NHIF'),
    housing_levy: total('Housing levy (employees)'),
    housing_levy_employer: total('Housing levy (employer)'),
    other_deductions: total('Other deductions'),
    net_pay: total('Net pay'),
    employer_cost: total('Cost to the school'),
    prepared_by: text('Prepared by', { readOnly: true, max: 120 }),
    computed_by: text('Last computed by', { readOnly: true, max: 120 }),
    computed_by_id: number('Last computed by (user)', { integer: true, readOnly: true, grouping: false }),
    computed_at: datetime('Last computed', { readOnly: true }),
    // A digest of everything the figures were computed from: opening a draft whose inputs have
    // changed since recomputes it, and approving one refuses.
    inputs_digest: text('Inputs digest', { readOnly: true, max: 64 }),
    approved_by: text('Approved by', { readOnly: true, max: 120, showWhen: APPROVED }),
    approved_on: date('Approved on', { readOnly: true, showWhen: APPROVED }),
    paid_by: text('Paid by', { readOnly: true, max: 120, showWhen: PAID }),
    paid_on: date('Paid on', { readOnly: true, showWhen: PAID }),
    net_pay_from: choice('Net pay', NET_PAY_FROM, {
      readOnly: true,
      showWhen: PAID,
      choiceLabels: { bank: 'Paid from the School Fund’s bank', payable: 'Owed to staff (net salaries payable)' },
    }),
    journal_entry_no: number('Journal entry', { integer: true, readOnly: true, grouping: false, showWhen: PAID }),
    notes: longText('Notes', { max: 1000 }),
    cancel_reason: longText('Reason cancelled', {
      readOnly: true,
      max: 500,
      showWhen: { field: 'status', is: ['cancelled'] },
    }),
  },
  list: ['period', 'status', 'employees', 'gross_pay', 'paye', 'net_pay', 'employer_cost', 'paid_on'],
  filters: ['status', 'period'],
  sort: { field: 'period', order: 'DESC' },
  search: ['period'],
  represent: '{period}',
  access: { read: HR_ROLES, write: HR_ROLES },
  // A month's run is accounted for: a draft is cancelled, never deleted.
  operations: { delete: false },
  form: {
    sections: [
      { label: 'Month', fields: ['period', 'notes'] },
      {
        label: 'Totals',
        fields: [
          'employees',
          'gross_pay',
          'paye',
          'nssf_employee',
          'nssf_employer',
          'shif',
          'nhif',
          'housing_levy',
          'housing_levy_employer',
          'other_deductions',
          'net_pay',
          'employer_cost',
        ],
      },
      {
        label: 'Approval and payment',
        fields: [
          'prepared_by',
          'computed_by',
          'computed_at',
          'approved_by',
          'approved_on',
          'paid_by',
          'paid_on',
          'net_pay_from',
          'journal_entry_no',
          'cancel_reason',
        ],
      },
    ],
  },
  workflow: {
    field: 'status',
    locked: ['approved', 'paid', 'cancelled'],
    actions: {
      recompute: {
        label: 'Recompute',
        from: ['draft'],
        to: 'draft',
        roles: HR_ROLES,
        confirm:
          'Every payslip is computed again from the register, leave and the rates in force for the month. Whoever recomputes a payroll may not approve it.',
      },
      approve: {
        label: 'Approve',
        from: ['draft'],
        to: 'approved',
        roles: HR_ADMINS,
        confirm:
          'The payroll is approved for payment and can no longer be recomputed or changed. Whoever prepared or last recomputed it may not approve it.',
      },
      pay: {
        label: 'Pay',
        from: ['approved'],
        to: 'paid',
        roles: HR_ADMINS,
        input: {
          paid_on: date('Paid on', { required: true, default: TODAY, notAfter: TODAY }),
          net_pay_from: choice('Net pay', NET_PAY_FROM, {
            required: true,
            default: 'bank',
            choiceLabels: {
              bank: 'Paid now from the School Fund’s bank',
              payable: 'Owed to staff: the bursar pays it (net salaries payable)',
            },
          }),
        },
        confirm:
          'The payroll is posted to the books in one entry: salaries by department and the employer’s contributions against PAYE, NSSF, SHIF, the housing levy, each deduction and the net pay. Loan balances fall by what was deducted.',
      },
      cancel: {
        label: 'Cancel',
        from: ['draft'],
        to: 'cancelled',
        roles: HR_ROLES,
        input: { note: longText('Reason', { required: true, max: 500 }) },
        confirm: 'The draft is set aside with its payslips; the month can be run again.',
      },
    },
  },
});

export const PAYROLL_RESOURCES = [payrolls, payslips] as const;
