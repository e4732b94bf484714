import {
  boolean,
  choice,
  countOf,
  date,
  email,
  longText,
  money,
  number,
  phone,
  reference,
  references,
  text,
  TODAY,
  year,
} from './fields';
import { CROSS_RECEIPT_ROLES, FINANCE_ADMIN, FINANCE_READERS, PAYMENT_WRITERS } from './finance-roles';
import { definePage } from './module';
import { defineResource } from './resource';

/**
 * Finance, payments (see /work/notes/fees-design.md): money received and where it went. A receipt
 * is numbered without gaps per school and never deleted: it is voided (its postings reversed) or
 * moved to another student (voided here, receipted again there). Its allocations are kept by the
 * engine (server/modules/finance/payments).
 */
export const PAYMENT_MODES = ['cash', 'mpesa', 'bank', 'cheque', 'in_kind', 'bursary'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const MODE_LABELS = { mpesa: 'M-Pesa', bank: 'Bank deposit', in_kind: 'In kind (valued in KES)' };

export const feePayments = defineResource({
  name: 'fee_payments',
  path: '/feepayments',
  label: 'Fee payments',
  singular: 'Receipt',
  plural: 'Receipts',
  icon: 'receipt',
  module: 'finance',
  createAt: '/receivefees',
  fields: {
    receipt_no: text('Receipt', { readOnly: true, max: 20 }),
    student_id: reference('Student', 'students', { required: true }),
    amount: money('Amount', { required: true, min: 1, max: 100_000_000_00 }),
    mode: choice('Mode', PAYMENT_MODES, { required: true, default: 'cash', choiceLabels: MODE_LABELS }),
    reference: text('Reference', { max: 60, help: 'M-Pesa code, bank slip or cheque number' }),
    paid_on: date('Date paid', { required: true, default: TODAY, notAfter: TODAY, notBefore: { yearsAgo: 5 } }),
    payer: text('Paid by', { max: 120 }),
    in_kind_description: text('Goods received', { max: 200, showWhen: { field: 'mode', is: ['in_kind'] } }),
    sponsor_id: reference('Sponsor', 'sponsors', { showWhen: { field: 'mode', is: ['bursary'] } }),
    vote_head_ids: references('Only these vote heads', 'vote_heads', {
      showWhen: { field: 'mode', is: ['bursary'] },
      help: 'A sponsor paying chosen vote heads; empty pays any',
    }),
    status: choice('Status', ['posted', 'voided', 'moved'], { required: true, default: 'posted' }),
    allocated: money('Allocated', { readOnly: true }),
    credit: money('Credit', { readOnly: true, help: 'Left over after every invoice was settled' }),
    unapplied: money('Credit unused', { readOnly: true, help: 'Credit not yet used by a later invoice' }),
    balance_after: money('Balance after', { readOnly: true, help: 'The student’s fee balance once receipted' }),
    void_reason: text('Reason voided', { readOnly: true, max: 300 }),
    moved_to_id: reference('Moved to', 'fee_payments', { readOnly: true }),
    moved_from_id: reference('Moved from', 'fee_payments', { readOnly: true }),
    received_by: text('Received by', { readOnly: true, max: 80 }),
  },
  list: ['receipt_no', 'paid_on', 'student_id', 'amount', 'mode', 'reference', 'credit', 'status', 'received_by'],
  filters: ['paid_on', 'student_id', 'mode', 'status', 'sponsor_id', 'received_by'],
  sort: { field: 'id', order: 'DESC' },
  search: ['receipt_no', 'reference', 'payer'],
  represent: '{receipt_no}',
  access: { read: FINANCE_READERS, write: PAYMENT_WRITERS },
  operations: { update: false, delete: false },
  workflow: {
    field: 'status',
    locked: ['posted', 'voided', 'moved'],
    actions: {
      void: {
        label: 'Void',
        from: ['posted'],
        to: 'voided',
        kind: 'cancel',
        roles: FINANCE_ADMIN,
        input: { reason: text('Reason', { required: true, max: 250 }) },
        confirm: 'The receipt stays on record as void; its money is taken off the invoices and the books.',
      },
      move: {
        label: 'Move to another student',
        from: ['posted'],
        to: 'moved',
        roles: CROSS_RECEIPT_ROLES,
        input: { student_id: reference('Student', 'students', { required: true }) },
        confirm: 'This receipt is voided and the money receipted again to the student chosen, with a new number.',
      },
    },
  },
});

/** How a receipt's money reached an invoice's vote head; reversals are negative rows, never edits. */
export const feeAllocations = defineResource({
  name: 'fee_allocations',
  path: '/feeallocations',
  label: 'Fee allocations',
  singular: 'Fee allocation',
  icon: 'receipt',
  module: 'finance',
  menu: false,
  fields: {
    payment_id: reference('Receipt', 'fee_payments', { required: true }),
    invoice_id: reference('Invoice', 'fee_invoices', { required: true }),
    vote_head_id: reference('Vote head', 'vote_heads', { required: true }),
    student_id: reference('Student', 'students', { required: true }),
    amount: money('Amount', { required: true }),
    kind: choice('Kind', ['payment', 'credit_applied', 'reversal'], { required: true, default: 'payment' }),
    allocated_on: date('Date', { required: true }),
  },
  list: ['allocated_on', 'payment_id', 'invoice_id', 'vote_head_id', 'student_id', 'amount', 'kind'],
  filters: ['payment_id', 'invoice_id', 'vote_head_id', 'student_id', 'kind', 'allocated_on'],
  sort: { field: 'id', order: 'DESC' },
  search: [],
  represent: 'Allocation of {allocated_on}',
  access: { read: FINANCE_READERS, write: [] },
  writtenBy: 'engine',
});

export const SPONSOR_KINDS = ['government', 'cdf', 'county', 'company', 'other'] as const;

export const sponsors = defineResource({
  name: 'sponsors',
  path: '/sponsors',
  label: 'Sponsors',
  singular: 'Sponsor',
  icon: 'bank',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 120 }),
    kind: choice('Kind', SPONSOR_KINDS, {
      required: true,
      default: 'other',
      choiceLabels: { cdf: 'NG-CDF', county: 'County government', government: 'National government' },
    }),
    contact_person: text('Contact person', { max: 120 }),
    phone: phone('Phone'),
    email: email('Email'),
    bursaries: countOf('Bursaries', 'bursaries', 'sponsor_id'),
  },
  list: ['name', 'kind', 'contact_person', 'phone', 'bursaries'],
  filters: ['kind'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'contact_person'],
  represent: '{name}',
  access: { read: FINANCE_READERS, write: FINANCE_ADMIN },
});

/**
 * A sponsor's award to a student for a term: all or chosen vote heads. Until received it is set
 * aside on those vote heads, so the parents' money settles the rest first; received, it is a
 * receipt of mode bursary paying only those vote heads.
 */
export const bursaries = defineResource({
  name: 'bursaries',
  path: '/bursaries',
  label: 'Bursaries',
  singular: 'Bursary',
  icon: 'discount',
  module: 'finance',
  fields: {
    sponsor_id: reference('Sponsor', 'sponsors', { required: true }),
    student_id: reference('Student', 'students', { required: true }),
    academic_year: year('Academic year', { required: true, min: 2000, max: 2100 }),
    term: choice('Term', ['1', '2', '3'], { required: true }),
    amount: money('Amount', { required: true, min: 1 }),
    vote_head_ids: references('Vote heads paid', 'vote_heads', { help: 'Empty: any vote head' }),
    status: choice('Status', ['awarded', 'received', 'cancelled'], { required: true, default: 'awarded' }),
    payment_id: reference('Receipt', 'fee_payments', { readOnly: true }),
    note: longText('Note', { max: 500 }),
  },
  list: ['sponsor_id', 'student_id', 'academic_year', 'term', 'amount', 'status', 'payment_id'],
  filters: ['sponsor_id', 'student_id', 'academic_year', 'term', 'status'],
  sort: { field: 'id', order: 'DESC' },
  search: ['note'],
  represent: 'Bursary {academic_year} term {term}',
  access: { read: FINANCE_READERS, write: FINANCE_ADMIN },
  workflow: {
    field: 'status',
    locked: ['received', 'cancelled'],
    actions: {
      receive: {
        label: 'Receive',
        from: ['awarded'],
        to: 'received',
        roles: PAYMENT_WRITERS,
        input: {
          paid_on: date('Date received', { required: true, default: TODAY, notAfter: TODAY }),
          reference: text('Reference', { max: 60, help: 'Cheque or transfer number' }),
        },
        confirm: 'A receipt is written for the bursary and its money settles the vote heads it pays.',
      },
      cancel: { label: 'Cancel', from: ['awarded'], to: 'cancelled', kind: 'cancel', roles: FINANCE_ADMIN },
    },
  },
});

export const financeSettings = defineResource({
  name: 'finance_settings',
  path: '/financesettings',
  label: 'Fee settings',
  singular: 'Fee settings',
  icon: 'settings',
  module: 'finance',
  fields: {
    allocation_mode: choice('Spread payments', ['priority', 'pro_rata'], {
      required: true,
      default: 'priority',
      choiceLabels: {
        priority: 'Oldest invoice first, then vote-head priority',
        pro_rata: 'Pro rata across what is owed',
      },
    }),
    receipt_prefix: text('Receipt prefix', { required: true, default: 'RCT-', max: 10, pattern: '^[A-Z0-9/-]*$' }),
    paybill_number: text('M-Pesa paybill', { max: 10, pattern: '^[0-9]{5,7}$' }),
    bill_on_admission: boolean('Bill on admission', {
      default: true,
      help: 'A student admitted after the term was billed is billed for it at once',
    }),
    next_receipt_no: number('Next receipt number', { readOnly: true, integer: true, min: 1, grouping: false }),
  },
  list: ['allocation_mode', 'receipt_prefix', 'paybill_number', 'bill_on_admission'],
  filters: [],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: 'Fee settings',
  access: { read: FINANCE_READERS, write: FINANCE_ADMIN },
  singleton: true,
});

export const receiveFeesPage = definePage({
  path: '/receivefees',
  label: 'Receive fees',
  module: 'finance',
  icon: 'receipt',
  roles: PAYMENT_WRITERS,
  screen: () => import('../pages/finance/payments/ReceivePaymentPage').then((m) => ({ default: m.ReceivePaymentPage })),
});

export const PAYMENTS_RESOURCES = [feePayments, feeAllocations, sponsors, bursaries, financeSettings] as const;
export const PAYMENTS_PAGES = [receiveFeesPage] as const;
export const PAYMENTS_REPORTS = [] as const;
