import { choice, date, lines, longText, money, reference, sumOf, text, TODAY, year } from './fields';
import { BOOKKEEPERS, DAILY_COLLECTION_READERS, LEDGER_READERS } from './finance-roles';
import { MODE_LABELS, PAYMENT_MODES } from './finance-payments';
import { defineReport } from './module';
import { defineResource } from './resource';

/**
 * Finance, books (the accounting issue; /work/notes/accounting-design.md): manual journal entries
 * approved by a second bookkeeper before they post, monthly accounting periods that can be locked
 * so nothing posts into a month already reported, and the daily collections report. The chart of
 * accounts (/chartofaccounts) and the journal (/accounttransactions) are the ledger's resources
 * (finance-ledger.ts) with bespoke screens (src/pages/finance/books).
 */
export const MANUAL_JOURNAL_STATUSES = ['draft', 'approved', 'reversed'] as const;

export const manualJournals = defineResource({
  name: 'manual_journals',
  path: '/manualjournals',
  label: 'Manual journal entries',
  singular: 'Manual journal entry',
  icon: 'ledger',
  module: 'finance',
  fields: {
    journal_no: text('Number', { readOnly: true, max: 20, unique: 'branch' }),
    posted_on: date('Date', { required: true, default: TODAY, notBefore: { yearsAgo: 5 }, notAfter: TODAY }),
    narration: text('Narration', { required: true, max: 300, help: 'Why the entry is made, as an auditor reads it' }),
    lines: lines('Lines', {
      singular: 'Line',
      min: 2,
      max: 100,
      fields: {
        account_id: reference('Account', 'accounts', { required: true }),
        debit: money('Debit', { required: true, min: 0, default: 0 }),
        credit: money('Credit', { required: true, min: 0, default: 0 }),
        memo: text('Memo', { max: 200 }),
      },
    }),
    total: sumOf('Amount', 'lines', 'debit'),
    status: choice('Status', MANUAL_JOURNAL_STATUSES, { required: true, default: 'draft' }),
    prepared_by: text('Prepared by', { readOnly: true, max: 120 }),
    approved_by: text('Approved by', { readOnly: true, max: 120 }),
    approved_on: date('Approved on', { readOnly: true }),
    journal_entry_id: reference('Journal entry', 'journal_entries', { readOnly: true }),
    reversed_by: text('Reversed by', { readOnly: true, max: 120 }),
    reversed_on: date('Reversed on', { readOnly: true }),
    reversal_reason: longText('Reason for reversing', { readOnly: true, max: 500 }),
  },
  list: ['journal_no', 'posted_on', 'narration', 'total', 'status', 'prepared_by', 'approved_by'],
  filters: ['status', 'posted_on'],
  sort: { field: 'id', order: 'DESC' },
  search: ['journal_no', 'narration'],
  represent: '{journal_no}',
  access: { read: LEDGER_READERS, write: BOOKKEEPERS },
  workflow: {
    field: 'status',
    locked: ['approved', 'reversed'],
    actions: {
      approve: {
        label: 'Approve and post',
        from: ['draft'],
        to: 'approved',
        roles: BOOKKEEPERS,
        confirm: 'The entry posts to the journal on its date and can then only be reversed.',
      },
      reverse: {
        label: 'Reverse',
        from: ['approved'],
        to: 'reversed',
        roles: BOOKKEEPERS,
        input: {
          reversed_on: date('Date of the reversal', { required: true, default: TODAY, notAfter: TODAY }),
          reason: longText('Reason', { required: true, max: 500 }),
        },
        confirm: 'A mirror entry posts on the date given; the original stays in the journal.',
      },
    },
  },
});

export const PERIOD_STATUSES = ['open', 'locked'] as const;

/** One month of a fiscal year; a locked month takes no postings from any engine (ledger/journal.ts). */
export const accountingPeriods = defineResource({
  name: 'accounting_periods',
  path: '/accountingperiods',
  label: 'Accounting periods',
  singular: 'Accounting period',
  icon: 'ledger',
  module: 'finance',
  fields: {
    name: text('Period', { required: true, max: 40 }),
    fiscal_year: year('Fiscal year', { required: true, min: 2000, max: 2100, help: 'The year it starts in' }),
    starts_on: date('Starts on', { required: true }),
    ends_on: date('Ends on', { required: true }),
    status: choice('Status', PERIOD_STATUSES, { required: true, default: 'open' }),
    locked_by: text('Locked by', { readOnly: true, max: 120 }),
    locked_on: date('Locked on', { readOnly: true }),
    unlocked_by: text('Last unlocked by', { readOnly: true, max: 120 }),
    unlock_reason: longText('Reason for unlocking', { readOnly: true, max: 500 }),
  },
  list: ['name', 'starts_on', 'ends_on', 'status', 'locked_by', 'locked_on'],
  filters: ['fiscal_year', 'status', 'starts_on'],
  sort: { field: 'starts_on', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: LEDGER_READERS, write: BOOKKEEPERS },
  // Created a fiscal year at a time (POST /api/finance/books/periods), moved only by its actions.
  writtenBy: 'engine',
  unique: [['starts_on']],
  workflow: {
    field: 'status',
    locked: [],
    actions: {
      lock: {
        label: 'Lock',
        from: ['open'],
        to: 'locked',
        roles: BOOKKEEPERS,
        confirm: 'Nothing can post into this month until it is unlocked: fees, payments, vouchers and journals alike.',
      },
      unlock: {
        label: 'Unlock',
        from: ['locked'],
        to: 'open',
        roles: BOOKKEEPERS,
        input: { reason: longText('Reason', { required: true, max: 500 }) },
        confirm: 'Postings into this month are allowed again; the reason is kept on the period and in the audit.',
      },
    },
  },
});

const MODE_COLUMNS = {
  cash: money('Cash'),
  mpesa: money('M-Pesa'),
  bank: money('Bank deposit'),
  cheque: money('Cheque'),
  in_kind: money('In kind'),
  bursary: money('Bursary'),
};

/**
 * Money received per day, by vote head (as each receipt was allocated when taken; what a receipt
 * left over is "Paid in advance") and by mode. Voided receipts are out; a receipt moved to another
 * student counts once, under its new number.
 */
export const dailyCollections = defineReport({
  name: 'daily_collections',
  path: '/dailycollections',
  label: 'Daily collections',
  module: 'finance',
  icon: 'chart',
  roles: DAILY_COLLECTION_READERS,
  filters: {
    paid_on: date('Date'),
    vote_head_id: reference('Vote head', 'vote_heads'),
    mode: choice('Mode', PAYMENT_MODES, { choiceLabels: MODE_LABELS }),
  },
  columns: { paid_on: date('Date'), vote_head: text('Vote head'), ...MODE_COLUMNS, total: money('Total') },
  sort: { field: 'paid_on', order: 'DESC' },
  chart: { kind: 'bar', x: 'vote_head', series: ['cash', 'mpesa', 'bank', 'cheque', 'in_kind', 'bursary'] },
  query: ({ db, branchId, filters, sql }) => {
    const range = filters as { readonly paid_on_gte?: unknown; readonly paid_on_lte?: unknown };
    const payments = db
      .selectFrom('fee_payments as p')
      .where('p.branch_id', '=', branchId)
      .where('p.status', '=', 'posted')
      .$if(range.paid_on_gte !== undefined, (qb) => qb.where('p.paid_on', '>=', range.paid_on_gte))
      .$if(range.paid_on_lte !== undefined, (qb) => qb.where('p.paid_on', '<=', range.paid_on_lte))
      .$if(filters.paid_on !== undefined, (qb) => qb.where('p.paid_on', '=', filters.paid_on))
      .$if(filters.mode !== undefined, (qb) => qb.where('p.mode', '=', filters.mode));
    const allocated = payments
      .innerJoin('fee_allocations as a', 'a.payment_id', 'p.id')
      .innerJoin('vote_heads as v', 'v.id', 'a.vote_head_id')
      .select(['p.paid_on as paid_on', 'v.name as vote_head', 'p.mode as mode', 'a.amount as amount'])
      .where('a.kind', '=', 'payment')
      .$if(filters.vote_head_id !== undefined, (qb) => qb.where('a.vote_head_id', '=', filters.vote_head_id));
    const advance = payments
      .select(['p.paid_on as paid_on', sql<string>`'Paid in advance'`.as('vote_head'), 'p.mode as mode'])
      .select('p.credit as amount')
      .where('p.credit', '>', 0);
    const received = filters.vote_head_id === undefined ? allocated.unionAll(advance) : allocated;
    const byMode = (mode: string) => sql<number>`sum(case when c.mode = ${mode} then c.amount else 0 end)`;
    return db
      .selectFrom(received.as('c'))
      .select(['c.paid_on as paid_on', 'c.vote_head as vote_head'])
      .select(Object.keys(MODE_COLUMNS).map((mode) => byMode(mode).as(mode)))
      .select(sql<number>`sum(c.amount)`.as('total'))
      .groupBy(['c.paid_on', 'c.vote_head']);
  },
});

export const BOOKS_RESOURCES = [manualJournals, accountingPeriods] as const;
export const BOOKS_PAGES = [] as const;
export const BOOKS_REPORTS = [dailyCollections] as const;
