import { boolean, choice, date, lines, money, number, reference, references, sumOf, text } from './fields';
import { ACCOUNT_READERS, CHART_READERS, FINANCE_ADMIN, LEDGER_READERS } from './finance-roles';
import { defineResource } from './resource';

/**
 * The school's books (domain note section 5): one set per fund (Tuition, Operations, School Fund
 * / Boarding, Pocket money), an account tree per fund, and a journal of balanced entries written
 * only by the finance engines. Posted entries are never edited or deleted; a correction is a
 * reversal. The accounting issue adds the manual entries, reports and reconciliation screens.
 */
export const FUND_KINDS = ['tuition', 'operations', 'school_fund', 'boarding', 'pocket_money', 'other'] as const;

export const funds = defineResource({
  name: 'funds',
  path: '/funds',
  label: 'Funds',
  singular: 'Fund',
  icon: 'bank',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    code: text('Code', { required: true, unique: 'branch', max: 12, pattern: '^[A-Z0-9-]+$' }),
    kind: choice('Kind', FUND_KINDS, { required: true, default: 'other' }),
  },
  list: ['code', 'name', 'kind'],
  filters: ['kind'],
  sort: { field: 'code', order: 'ASC' },
  search: ['name', 'code'],
  represent: '{name}',
  access: { read: CHART_READERS, write: FINANCE_ADMIN },
});

export const ACCOUNT_TYPES = ['asset', 'liability', 'net_assets', 'income', 'expense'] as const;

/**
 * What the engines look an account up by: a payment in cash debits the fund's `cash`, by M-Pesa
 * its `mpesa_clearing`, by bank or cheque its `bank`; an invoice debits `fees_receivable`.
 */
export const ACCOUNT_PURPOSES = [
  'general',
  'bank',
  'cash',
  'mpesa_clearing',
  'fees_receivable',
  'fees_in_advance',
  'pocket_money_held',
  'discounts',
  'accumulated_fund',
  'creditors',
  'imprest',
  'bank_charges',
] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

export const accounts = defineResource({
  name: 'accounts',
  path: '/chartofaccounts',
  label: 'Chart of accounts',
  singular: 'Account',
  plural: 'Accounts',
  icon: 'ledger',
  module: 'finance',
  fields: {
    code: text('Code', { required: true, unique: 'branch', max: 12, pattern: '^[0-9A-Z-]+$' }),
    name: text('Name', { required: true, max: 120 }),
    type: choice('Type', ACCOUNT_TYPES, { required: true, choiceLabels: { net_assets: 'Net assets' } }),
    fund_id: reference('Fund', 'funds', { required: true }),
    parent_id: reference('Parent account', 'accounts'),
    purpose: choice('Used for', ACCOUNT_PURPOSES, {
      required: true,
      default: 'general',
      choiceLabels: {
        mpesa_clearing: 'M-Pesa clearing',
        fees_in_advance: 'Fees in advance (student credits)',
        imprest: 'Imprest advances',
      },
    }),
    closed: boolean('Closed', { default: false, help: 'A closed account takes no new postings' }),
  },
  list: ['code', 'name', 'type', 'fund_id', 'purpose', 'closed'],
  filters: ['type', 'fund_id', 'purpose', 'closed'],
  sort: { field: 'code', order: 'ASC' },
  search: ['code', 'name'],
  represent: '{code} {name}',
  access: { read: ACCOUNT_READERS, write: FINANCE_ADMIN },
  unique: [['fund_id', 'name']],
});

export const JOURNAL_SOURCES = [
  'invoice',
  'discount',
  'payment',
  'credit',
  'void',
  'move',
  'refund',
  'pocket_money',
  'opening_balance',
  'manual',
  'reversal',
  'voucher',
  'imprest',
  'other_income',
  'bank',
  'payroll',
] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

export const journalEntries = defineResource({
  name: 'journal_entries',
  path: '/accounttransactions',
  label: 'Journal',
  singular: 'Journal entry',
  plural: 'Journal entries',
  icon: 'ledger',
  module: 'finance',
  fields: {
    entry_no: number('Entry', { integer: true, min: 1, grouping: false }),
    posted_on: date('Date', { required: true }),
    narration: text('Narration', { required: true, max: 300 }),
    source: choice('Source', JOURNAL_SOURCES, { required: true }),
    source_id: number('Source record', { integer: true, min: 1, grouping: false }),
    reversal_of_id: reference('Reverses', 'journal_entries'),
    lines: lines('Postings', {
      singular: 'Posting',
      min: 2,
      fields: {
        account_id: reference('Account', 'accounts', { required: true }),
        debit: money('Debit', { required: true, min: 0 }),
        credit: money('Credit', { required: true, min: 0 }),
        student_id: reference('Student', 'students'),
        vote_head_id: reference('Vote head', 'vote_heads'),
      },
    }),
    total: sumOf('Amount', 'lines', 'debit'),
    // Kept by postEntries from the lines, so the journal filters by account and fund (an entry is
    // listed when any of its lines hits one) with the registry's own list filters.
    account_ids: references('Accounts', 'accounts', { readOnly: true }),
    fund_ids: references('Funds', 'funds', { readOnly: true }),
  },
  list: ['entry_no', 'posted_on', 'narration', 'source', 'total'],
  filters: ['account_ids', 'fund_ids', 'posted_on', 'source', 'source_id'],
  sort: { field: 'entry_no', order: 'DESC' },
  search: ['narration'],
  represent: 'Entry {entry_no}',
  access: { read: LEDGER_READERS, write: [] },
  writtenBy: 'engine',
});

export const LEDGER_RESOURCES = [funds, accounts, journalEntries] as const;
