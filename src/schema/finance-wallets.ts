import { choice, date, longText, money, reference, text, TODAY } from './fields';
import {
  POCKET_MONEY_ROLES,
  REFUND_APPROVERS,
  REFUND_PAYERS,
  REFUND_READERS,
  REFUND_REQUESTERS,
} from './finance-roles';
import { definePage } from './module';
import { defineResource } from './resource';

/**
 * Finance, wallets (see /work/notes/fees-design.md): money the school holds for a student that is
 * not fees. A refund gives back a student's credit (fees paid in advance) in three steps taken by
 * different people; pocket money is a wallet the school keeps for boarders, never below zero.
 */
export const REFUND_MODES = ['cash', 'mpesa', 'bank', 'cheque'] as const;

export const refunds = defineResource({
  name: 'refunds',
  path: '/refunds',
  label: 'Refunds',
  singular: 'Refund',
  icon: 'refund',
  module: 'finance',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    amount: money('Amount', { required: true, min: 1, help: 'At most the student’s credit' }),
    reason: longText('Reason', { required: true, max: 500 }),
    status: choice('Status', ['requested', 'approved', 'paid', 'rejected'], { required: true, default: 'requested' }),
    requested_by: text('Requested by', { readOnly: true }),
    approved_by: text('Approved by', { readOnly: true }),
    approved_on: date('Approved on', { readOnly: true }),
    paid_by: text('Paid by', { readOnly: true }),
    paid_on: date('Paid on', { readOnly: true }),
    mode: choice('Paid by mode', REFUND_MODES, { readOnly: true, choiceLabels: { mpesa: 'M-Pesa' } }),
    reference: text('Reference', { readOnly: true }),
    decision_note: longText('Note', { readOnly: true }),
  },
  list: ['student_id', 'amount', 'status', 'requested_by', 'approved_by', 'paid_on'],
  filters: ['status', 'student_id', 'paid_on'],
  sort: { field: 'created_at', order: 'DESC' },
  search: ['reason', 'reference'],
  represent: 'Refund {amount}',
  access: { read: REFUND_READERS, write: REFUND_REQUESTERS },
  operations: { delete: false },
  workflow: {
    field: 'status',
    locked: ['approved', 'paid', 'rejected'],
    actions: {
      approve: {
        label: 'Approve',
        from: ['requested'],
        to: 'approved',
        roles: REFUND_APPROVERS,
        input: { note: longText('Note', { max: 500 }) },
        confirm: 'The refund is approved for payment.',
      },
      reject: {
        label: 'Reject',
        from: ['requested', 'approved'],
        to: 'rejected',
        roles: REFUND_APPROVERS,
        input: { note: longText('Reason', { required: true, max: 500 }) },
      },
      pay: {
        label: 'Pay',
        from: ['approved'],
        to: 'paid',
        roles: REFUND_PAYERS,
        input: {
          mode: choice('Mode', REFUND_MODES, { required: true, choiceLabels: { mpesa: 'M-Pesa' } }),
          reference: text('Reference', { max: 60, help: 'The M-Pesa code, cheque or bank reference' }),
          paid_on: date('Paid on', { required: true, default: TODAY, notAfter: TODAY }),
        },
        confirm: 'The money is paid out to the student’s parent and the credit goes down by the amount.',
      },
    },
  },
});

export const POCKET_MONEY_KINDS = ['deposit', 'withdrawal'] as const;

export const pocketMoneyTransactions = defineResource({
  name: 'pocket_money_transactions',
  path: '/pocketmoney',
  label: 'Pocket money',
  singular: 'Pocket money transaction',
  plural: 'Pocket money transactions',
  icon: 'wallet',
  module: 'finance',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    kind: choice('Kind', POCKET_MONEY_KINDS, { required: true, default: 'deposit' }),
    amount: money('Amount', { required: true, min: 1 }),
    mode: choice('Mode', ['cash', 'mpesa'], { required: true, default: 'cash', choiceLabels: { mpesa: 'M-Pesa' } }),
    reference: text('Reference', { max: 60, help: 'The M-Pesa code, if any' }),
    transacted_on: date('Date', { required: true, default: TODAY, notAfter: TODAY }),
    balance_after: money('Balance after', { readOnly: true }),
    note: text('Note', { max: 200 }),
  },
  list: ['transacted_on', 'student_id', 'kind', 'amount', 'mode', 'reference', 'balance_after'],
  filters: ['student_id', 'kind', 'mode', 'transacted_on'],
  sort: { field: 'id', order: 'DESC' },
  search: ['reference', 'note'],
  represent: '{kind} {transacted_on}',
  access: { read: [...POCKET_MONEY_ROLES, 'ROLE_View_Only'], write: POCKET_MONEY_ROLES },
  // A wallet's history is its books: a mistake is corrected by a new transaction.
  operations: { update: false, delete: false },
  createAt: '/pocketmoneydesk',
});

export const WALLETS_RESOURCES = [refunds, pocketMoneyTransactions] as const;

/** The clerk's wallet desk: a student's balance and history beside the deposit/withdrawal form. */
export const WALLETS_PAGES = [
  definePage({
    path: '/pocketmoneydesk',
    label: 'Pocket money desk',
    module: 'finance',
    icon: 'wallet',
    roles: POCKET_MONEY_ROLES,
    menu: false,
    screen: () => import('../pages/finance/charges/PocketMoneyDesk').then((m) => ({ default: m.PocketMoneyDesk })),
  }),
] as const;
export const WALLETS_REPORTS = [] as const;
