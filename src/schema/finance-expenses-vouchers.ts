import { choice, date, lines, longText, money, reference, sumOf, text, TODAY } from './fields';
import { EXPENSE_READERS, EXPENSE_ROLES } from './finance-roles';
import { defineResource } from './resource';

/**
 * Payment vouchers (the accounting issue): the school's authority to pay, prepared by one person,
 * approved by another, then paid, which posts it (Dr each line's expense account, Cr the fund's
 * bank, cash or M-Pesa account). An auditor asks for every voucher by number: PV numbers are given
 * when a voucher is made and never lost, since a voucher is never deleted, only rejected or
 * cancelled (server/modules/finance/expenses/numbers.ts).
 */
export const PAYMENT_MODES = ['cheque', 'bank_transfer', 'mpesa', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS = { mpesa: 'M-Pesa' } as const;

/** Modes whose payment has a number of its own to record (a cheque's, a transfer's, M-Pesa's code). */
export const REFERENCED_MODES = ['cheque', 'bank_transfer', 'mpesa'] as const;

export const VOUCHER_STATES = ['draft', 'approved', 'paid', 'rejected', 'cancelled'] as const;

/** A line of spending: a vote head (whose expense account it debits) or an expense account itself. */
export const SPENDING_LINE = {
  vote_head_id: reference('Vote head', 'vote_heads', { offer: { active: true } }),
  account_id: reference('Expense account', 'accounts', {
    offer: { type: 'expense' },
    help: 'The vote head’s own when one is chosen',
  }),
  description: text('Description', { required: true, max: 200 }),
  amount: money('Amount', { required: true, min: 1 }),
} as const;

/** The fund's bank, cash or M-Pesa account money leaves from (its assets are offered; the server checks which). */
export const payFromAccount = (label: string) =>
  reference(label, 'accounts', {
    required: true,
    within: 'fund_id',
    offer: { type: 'asset' },
    help: 'The fund’s bank, cash in hand or M-Pesa account',
  });

/** What a voucher's record shows once it has happened: its approval, its payment. */
const APPROVED = { field: 'status', is: ['approved', 'paid', 'cancelled'] };
const PAID = { field: 'status', is: ['paid', 'cancelled'] };

export const paymentVouchers = defineResource({
  name: 'payment_vouchers',
  path: '/paymentvouchers',
  label: 'Payment vouchers',
  singular: 'Payment voucher',
  icon: 'receipt',
  module: 'finance',
  fields: {
    voucher_no: text('Voucher no.', { readOnly: true, unique: 'branch', max: 20 }),
    // The supplier's name or the payee typed, as written on the voucher: what lists show and search.
    payee: text('Payee', { readOnly: true, max: 120 }),
    prepared_on: date('Date', { required: true, default: TODAY, notAfter: TODAY }),
    supplier_id: reference('Supplier', 'suppliers', { offer: { active: true } }),
    payee_name: text('Payee (not a supplier)', {
      max: 120,
      help: 'A person or body paid without a supplier record',
    }),
    fund_id: reference('Fund', 'funds', { required: true }),
    pay_from_account_id: payFromAccount('Pay from'),
    particulars: longText('Particulars', {
      required: true,
      max: 500,
      help: 'What is paid for, with the invoice or delivery note numbers',
    }),
    lines: lines('Charged to', { singular: 'Line', min: 1, max: 20, fields: SPENDING_LINE }),
    total: sumOf('Total', 'lines', 'amount'),
    attachments: lines('Supporting documents', {
      singular: 'Document',
      max: 10,
      fields: {
        upload_id: text('File', { required: true, pattern: '^[1-9][0-9]{0,14}$' }),
        caption: text('Caption', { max: 120 }),
      },
    }),
    status: choice('Status', VOUCHER_STATES, { required: true, default: 'draft' }),
    prepared_by: text('Prepared by', { readOnly: true }),
    approved_by: text('Approved by', { readOnly: true, showWhen: APPROVED }),
    approved_on: date('Approved on', { readOnly: true, showWhen: APPROVED }),
    budget_warnings: longText('Budget warnings seen at approval', { readOnly: true, showWhen: APPROVED }),
    paid_by: text('Paid by', { readOnly: true, showWhen: PAID }),
    paid_on: date('Paid on', { readOnly: true, showWhen: PAID }),
    payment_mode: choice('Mode of payment', PAYMENT_MODES, {
      readOnly: true,
      choiceLabels: PAYMENT_MODE_LABELS,
      showWhen: PAID,
    }),
    payment_reference: text('Cheque or transfer no.', { readOnly: true, showWhen: PAID }),
    decision_note: longText('Reason rejected or cancelled', {
      readOnly: true,
      showWhen: { field: 'status', is: ['rejected', 'cancelled'] },
    }),
    cancelled_on: date('Cancelled on', { readOnly: true, showWhen: { field: 'status', is: ['cancelled'] } }),
  },
  list: ['voucher_no', 'prepared_on', 'payee', 'fund_id', 'total', 'status', 'paid_on'],
  filters: ['status', 'supplier_id', 'fund_id', 'prepared_on', 'paid_on', 'payment_mode'],
  sort: { field: 'id', order: 'DESC' },
  search: ['voucher_no', 'payee', 'particulars', 'payment_reference'],
  represent: '{voucher_no}',
  access: { read: EXPENSE_READERS, write: EXPENSE_ROLES },
  // A voucher number is accounted for to the auditor: a voucher is rejected or cancelled, never deleted.
  operations: { delete: false },
  form: {
    sections: [
      { label: 'Payee', fields: ['voucher_no', 'prepared_on', 'payee', 'supplier_id', 'payee_name'] },
      { label: 'Fund and account', fields: ['fund_id', 'pay_from_account_id', 'particulars', 'total'] },
      { label: 'Charged to', fields: ['lines'] },
      { label: 'Supporting documents', fields: ['attachments'] },
      { label: 'Approval', fields: ['prepared_by', 'approved_by', 'approved_on', 'budget_warnings'] },
      {
        label: 'Payment',
        fields: ['paid_on', 'payment_mode', 'payment_reference', 'paid_by', 'cancelled_on', 'decision_note'],
      },
    ],
  },
  workflow: {
    field: 'status',
    locked: ['approved', 'paid', 'rejected', 'cancelled'],
    actions: {
      approve: {
        label: 'Approve',
        from: ['draft'],
        to: 'approved',
        roles: EXPENSE_ROLES,
        confirm:
          'The voucher is approved for payment and can no longer be changed. Whoever prepared or last changed it may not approve it.',
      },
      reject: {
        label: 'Reject',
        from: ['draft', 'approved'],
        to: 'rejected',
        roles: EXPENSE_ROLES,
        input: { note: longText('Reason', { required: true, max: 500 }) },
      },
      pay: {
        label: 'Pay',
        from: ['approved'],
        to: 'paid',
        roles: EXPENSE_ROLES,
        input: {
          paid_on: date('Paid on', { required: true, default: TODAY, notAfter: TODAY }),
          payment_mode: choice('Mode of payment', PAYMENT_MODES, {
            required: true,
            default: 'cheque',
            choiceLabels: PAYMENT_MODE_LABELS,
          }),
          // Required for these modes by the server (a hidden input is not checked as required).
          payment_reference: text('Cheque, transfer or M-Pesa number', {
            max: 40,
            help: 'The cheque number, the bank’s transfer reference or the M-Pesa code',
            showWhen: { field: 'payment_mode', is: [...REFERENCED_MODES] },
          }),
        },
        confirm:
          'The payment is posted to the books: each line’s expense account is debited and the pay-from account credited. A paid voucher changes only by cancelling it, which posts the reversal.',
      },
      cancel: {
        label: 'Cancel',
        from: ['draft', 'approved', 'paid'],
        to: 'cancelled',
        kind: 'cancel',
        roles: EXPENSE_ROLES,
        input: {
          note: longText('Reason', { required: true, max: 500 }),
          cancelled_on: date('Date', { required: true, default: TODAY, notAfter: TODAY }),
        },
        confirm: 'A paid voucher’s payment is reversed in the books on this date; its number stays in the register.',
      },
    },
  },
});
