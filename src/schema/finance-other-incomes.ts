import { choice, date, longText, money, reference, text, TODAY, year } from './fields';
import { FINANCE_ADMIN, OTHER_INCOME_READERS, OTHER_INCOME_ROLES } from './finance-roles';
import { defineResource } from './resource';

/**
 * Income that is not fees (the accounting issue): hire of the hall, sale of farm produce,
 * donations, and the government's capitation grants, released per learner in three tranches of
 * 50, 30 and 20 per cent over the school year. Each is receipted OI-000001 on, without gaps per
 * school, and posted as it is saved (Dr the fund's bank, cash or M-Pesa account, Cr the income
 * account); it is never deleted, only voided with a reason, which reverses the posting.
 */
export const OTHER_INCOME_MODES = ['bank', 'cash', 'mpesa', 'cheque'] as const;
export type OtherIncomeMode = (typeof OTHER_INCOME_MODES)[number];
export const OTHER_INCOME_MODE_LABELS = { bank: 'Bank deposit or transfer', mpesa: 'M-Pesa' };
export const OTHER_INCOME_KINDS = ['general', 'capitation'] as const;

/** The share of a year's capitation each tranche releases (domain note 1.1), in per cent. */
export const CAPITATION_TRANCHES = { '1': 50, '2': 30, '3': 20 } as const;

/** What only a voided receipt has to show. */
const VOIDED = { field: 'status', is: ['voided'] } as const;

export const otherIncomes = defineResource({
  name: 'other_incomes',
  path: '/otherincomes',
  label: 'Other income',
  singular: 'Income receipt',
  plural: 'Income receipts',
  icon: 'receipt',
  module: 'finance',
  fields: {
    receipt_no: text('Receipt', { readOnly: true, max: 20 }),
    received_on: date('Date received', {
      required: true,
      default: TODAY,
      notAfter: TODAY,
      notBefore: { yearsAgo: 5 },
    }),
    kind: choice('Kind', OTHER_INCOME_KINDS, {
      required: true,
      default: 'general',
      choiceLabels: { general: 'Other income', capitation: 'Capitation grant' },
    }),
    payer: text('Received from', { required: true, max: 120 }),
    fund_id: reference('Fund', 'funds', { required: true }),
    income_account_id: reference('Income account', 'accounts', {
      required: true,
      within: 'fund_id',
      offer: { type: 'income' },
    }),
    // Required of a capitation grant, which the income rules check (showWhen does not make it so).
    academic_year: year('Academic year', {
      min: 2000,
      max: 2100,
      showWhen: { field: 'kind', is: ['capitation'] },
    }),
    tranche: choice('Tranche', ['1', '2', '3'], {
      showWhen: { field: 'kind', is: ['capitation'] },
      help: 'Released 50:30:20 over terms 1, 2 and 3',
    }),
    amount: money('Amount', { required: true, min: 1, max: 100_000_000_00 }),
    mode: choice('Mode', OTHER_INCOME_MODES, {
      required: true,
      default: 'bank',
      choiceLabels: OTHER_INCOME_MODE_LABELS,
    }),
    reference: text('Reference', { max: 60, help: 'Bank slip or transfer, cheque or M-Pesa number' }),
    pay_in_account_id: reference('Paid into', 'accounts', {
      within: 'fund_id',
      offer: { type: 'asset' },
      help: 'Empty: the fund’s bank, cash in hand or M-Pesa account, as the mode says',
    }),
    description: longText('Particulars', { max: 300 }),
    status: choice('Status', ['posted', 'voided'], { required: true, default: 'posted' }),
    received_by: text('Received by', { readOnly: true, max: 120 }),
    void_reason: text('Reason voided', { readOnly: true, max: 300, showWhen: VOIDED }),
    voided_on: date('Voided on', { readOnly: true, showWhen: VOIDED }),
    voided_by: text('Voided by', { readOnly: true, max: 120, showWhen: VOIDED }),
  },
  list: ['receipt_no', 'received_on', 'payer', 'kind', 'income_account_id', 'amount', 'mode', 'status'],
  filters: ['received_on', 'kind', 'fund_id', 'income_account_id', 'mode', 'status', 'academic_year', 'tranche'],
  sort: { field: 'id', order: 'DESC' },
  search: ['receipt_no', 'payer', 'reference', 'description'],
  represent: '{receipt_no}',
  access: { read: OTHER_INCOME_READERS, write: OTHER_INCOME_ROLES },
  // A receipt number is accounted for to the auditor: a receipt is voided, never changed or deleted.
  operations: { update: false, delete: false },
  form: {
    tabs: false,
    sections: [
      { label: 'Received', fields: ['received_on', 'kind', 'payer', 'academic_year', 'tranche', 'description'] },
      {
        label: 'Posted to',
        fields: ['fund_id', 'income_account_id', 'amount', 'mode', 'reference', 'pay_in_account_id'],
      },
      { label: 'Receipt', fields: ['receipt_no', 'status', 'received_by', 'void_reason', 'voided_on', 'voided_by'] },
    ],
  },
  workflow: {
    field: 'status',
    locked: ['posted', 'voided'],
    actions: {
      void: {
        label: 'Void',
        from: ['posted'],
        to: 'voided',
        kind: 'cancel',
        roles: FINANCE_ADMIN,
        input: { reason: text('Reason', { required: true, max: 250 }) },
        confirm: 'The receipt stays on record as void and its posting is reversed in the books today.',
      },
    },
  },
});
