import { boolean, choice, date, datetime, longText, money, number, password, reference, text } from './fields';
import { FINANCE_ADMIN, FINANCE_READERS, PAYMENT_WRITERS } from './finance-roles';
import { definePage } from './module';
import { defineResource } from './resource';

/**
 * Finance, M-Pesa and bank deposits (see /work/notes/fees-design.md and the domain note's section
 * 2): the branch's Daraja settings, every C2B and STK payment Safaricom reports, the STK prompts
 * the office sends, and imported bank-statement lines. Money that names no student waits in the
 * unmatched queue until a clerk assigns it; assigning receipts it like any payment.
 */
export const mpesaSettings = defineResource({
  name: 'mpesa_settings',
  path: '/mpesasettings',
  label: 'M-Pesa',
  singular: 'M-Pesa settings',
  icon: 'mpesa',
  module: 'finance',
  fields: {
    environment: choice('Environment', ['sandbox', 'production'], { required: true, default: 'sandbox' }),
    account_type: choice('Account type', ['paybill', 'till'], {
      required: true,
      default: 'paybill',
      choiceLabels: { paybill: 'Paybill', till: 'Till (Buy Goods)' },
    }),
    shortcode: text('Shortcode', {
      max: 7,
      pattern: '^[0-9]{5,7}$',
      help: 'The paybill or till number parents pay to',
    }),
    consumer_key: password('Consumer key', { kept: true, help: 'Leave empty to keep the key already set' }),
    consumer_secret: password('Consumer secret', { kept: true, help: 'Leave empty to keep the secret already set' }),
    passkey: password('Passkey', { kept: true, help: 'Lipa na M-Pesa Online passkey; leave empty to keep it' }),
    keys_hint: text('Keys set', { readOnly: true, max: 40 }),
    reject_unknown_accounts: boolean('Reject unknown accounts', {
      default: false,
      help: 'Safaricom refuses a payment whose account number matches no student (validation must be enabled by Safaricom)',
    }),
    callback_secret: text('Callback secret', { readOnly: true, max: 80 }),
  },
  list: ['environment', 'account_type', 'shortcode'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: '{shortcode}',
  access: { read: FINANCE_ADMIN, write: FINANCE_ADMIN },
  singleton: true,
});

/** matched: receipted at once; unmatched: waiting in the queue; assigned: receipted by a clerk. */
export const MONEY_IN_STATUSES = ['matched', 'unmatched', 'assigned'] as const;

const assignAction = {
  label: 'Assign to a student',
  from: ['unmatched'],
  to: 'assigned',
  roles: PAYMENT_WRITERS,
  input: { student_id: reference('Student', 'students', { required: true }) },
  confirm: 'The money is receipted to this student and allocated like any payment.',
} as const;

export const mpesaTransactions = defineResource({
  name: 'mpesa_transactions',
  path: '/mpesatransactions',
  label: 'M-Pesa payments',
  singular: 'M-Pesa payment',
  icon: 'mpesa',
  module: 'finance',
  fields: {
    trans_id: text('M-Pesa code', { required: true, unique: 'branch', max: 40 }),
    trans_time: datetime('Paid at', { required: true }),
    amount: money('Amount', { required: true, min: 0 }),
    bill_ref: text('Account typed', { max: 40 }),
    msisdn: text('Phone (masked)', { max: 40 }),
    payer_name: text('Paid by', { max: 120 }),
    short_code: text('Shortcode', { max: 20 }),
    kind: choice('Kind', ['c2b', 'stk'], {
      required: true,
      default: 'c2b',
      choiceLabels: { c2b: 'Paybill / till', stk: 'M-Pesa prompt (STK)' },
    }),
    status: choice('Status', MONEY_IN_STATUSES, { required: true, default: 'unmatched' }),
    student_id: reference('Student', 'students'),
    payment_id: reference('Receipt', 'fee_payments'),
    raw: longText('As received', { max: 20_000 }),
  },
  list: ['trans_time', 'trans_id', 'amount', 'bill_ref', 'payer_name', 'kind', 'status', 'student_id'],
  filters: ['status', 'kind', 'trans_time', 'student_id'],
  sort: { field: 'trans_time', order: 'DESC' },
  search: ['trans_id', 'bill_ref', 'payer_name'],
  represent: '{trans_id}',
  access: { read: FINANCE_READERS, write: PAYMENT_WRITERS },
  writtenBy: 'engine',
  workflow: { field: 'status', actions: { assign: assignAction } },
});

export const STK_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

export const stkRequests = defineResource({
  name: 'stk_requests',
  path: '/stkrequests',
  label: 'M-Pesa prompts',
  singular: 'M-Pesa prompt',
  icon: 'mpesa',
  module: 'finance',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    phone: text('Phone', { required: true, max: 20 }),
    amount: money('Amount', { required: true, min: 100 }),
    account_reference: text('Account', { max: 12 }),
    checkout_request_id: text('Checkout request', { unique: 'branch', max: 80 }),
    merchant_request_id: text('Merchant request', { max: 80 }),
    status: choice('Status', STK_STATUSES, { required: true, default: 'pending' }),
    result_code: number('Result code', { integer: true, grouping: false }),
    result_desc: text('Result', { max: 300 }),
    mpesa_receipt: text('M-Pesa code', { max: 40 }),
    transaction_id: reference('M-Pesa payment', 'mpesa_transactions'),
  },
  list: ['student_id', 'phone', 'amount', 'status', 'result_desc', 'mpesa_receipt'],
  filters: ['status', 'student_id'],
  sort: { field: 'id', order: 'DESC' },
  search: ['phone', 'checkout_request_id', 'mpesa_receipt'],
  represent: '{phone}',
  access: { read: FINANCE_READERS, write: PAYMENT_WRITERS },
  writtenBy: 'engine',
});

export const bankDeposits = defineResource({
  name: 'bank_deposits',
  path: '/bankdeposits',
  label: 'Bank deposits',
  singular: 'Bank deposit',
  icon: 'bank',
  module: 'finance',
  fields: {
    value_date: date('Date', { required: true }),
    reference: text('Reference', { max: 120 }),
    amount: money('Amount', { required: true, min: 0 }),
    description: text('Description', { max: 300 }),
    line_key: text('Statement line', { required: true, unique: 'branch', max: 400 }),
    status: choice('Status', MONEY_IN_STATUSES, { required: true, default: 'unmatched' }),
    student_id: reference('Student', 'students'),
    payment_id: reference('Receipt', 'fee_payments'),
  },
  list: ['value_date', 'reference', 'amount', 'description', 'status', 'student_id'],
  filters: ['status', 'value_date', 'student_id'],
  sort: { field: 'value_date', order: 'DESC' },
  search: ['reference', 'description'],
  represent: '{reference}',
  access: { read: FINANCE_READERS, write: PAYMENT_WRITERS },
  writtenBy: 'engine',
  workflow: { field: 'status', actions: { assign: assignAction } },
});

/** The unmatched queue: M-Pesa and bank money that named no student, each to be assigned. */
export const unmatchedPaymentsPage = definePage({
  path: '/unmatchedpayments',
  label: 'Unmatched payments',
  module: 'finance',
  icon: 'mpesa',
  roles: PAYMENT_WRITERS,
  screen: () =>
    import('../pages/finance/mpesa/UnmatchedPaymentsPage').then((m) => ({ default: m.UnmatchedPaymentsPage })),
});

export const MPESA_RESOURCES = [mpesaSettings, mpesaTransactions, stkRequests, bankDeposits] as const;
export const MPESA_PAGES = [unmatchedPaymentsPage] as const;
export const MPESA_REPORTS = [] as const;
