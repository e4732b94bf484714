import { boolean, choice, date, lines, longText, money, number, reference, sumOf, text, TODAY } from './fields';
import { BOOKKEEPERS, LEDGER_READERS } from './finance-roles';
import { definePage } from './module';
import { defineResource } from './resource';

/**
 * Finance, banking (the accounting issue): the school's bank and M-Pesa accounts per fund, each
 * one ledger account of the fund; bank statements (imported from CSV or typed from paper); the
 * matching of statement lines to the cash book; and monthly reconciliations, finalised only when
 * the bank's balance, adjusted for items in transit, equals the cash book's.
 */
export const BANK_ACCOUNT_KINDS = ['bank', 'mpesa'] as const;

export const bankAccounts = defineResource({
  name: 'bank_accounts',
  path: '/banks',
  label: 'Banks',
  singular: 'Bank account',
  plural: 'Bank accounts',
  icon: 'bank',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 120 }),
    kind: choice('Kind', BANK_ACCOUNT_KINDS, {
      required: true,
      default: 'bank',
      choiceLabels: { bank: 'Bank account', mpesa: 'M-Pesa paybill' },
    }),
    bank: text('Bank', { max: 80, help: 'KCB, Equity, Co-operative Bank… (Safaricom for M-Pesa)' }),
    bank_branch: text('Branch', { max: 80 }),
    account_number: text('Account number', { max: 40, pattern: '^[0-9A-Za-z][0-9A-Za-z /-]*$' }),
    paybill: text('Paybill number', { max: 7, pattern: '^[0-9]{5,7}$', showWhen: { field: 'kind', is: ['mpesa'] } }),
    fund_id: reference('Fund', 'funds', { required: true }),
    account_id: reference('Ledger account', 'accounts', {
      readOnly: true,
      unique: 'branch',
      help: 'The fund’s bank (or M-Pesa clearing) account; a second account of a fund gets a new one coded after it',
    }),
    active: boolean('Active', { default: true }),
  },
  list: ['name', 'kind', 'bank', 'account_number', 'fund_id', 'account_id', 'active'],
  filters: ['kind', 'fund_id', 'active'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'bank', 'account_number', 'paybill'],
  represent: '{name}',
  access: { read: LEDGER_READERS, write: BOOKKEEPERS },
  form: {
    sections: [
      { label: 'Account', fields: ['name', 'kind', 'bank', 'bank_branch', 'account_number', 'paybill'] },
      { label: 'Books', fields: ['fund_id', 'account_id', 'active'] },
    ],
  },
});

export const bankStatements = defineResource({
  name: 'bank_statements',
  path: '/bankstatements',
  label: 'Bank statements',
  singular: 'Bank statement',
  icon: 'bank',
  module: 'finance',
  menu: false,
  fields: {
    bank_account_id: reference('Bank account', 'bank_accounts', { required: true }),
    period_from: date('From', { required: true, notAfter: TODAY }),
    period_to: date('To', { required: true, notBefore: 'period_from', notAfter: TODAY }),
    opening_balance: money('Opening balance', { required: true, help: 'As the bank states it' }),
    closing_balance: money('Closing balance', { required: true, help: 'As the bank states it' }),
    imported_from: text('Imported from', { readOnly: true, max: 200 }),
    lines: lines('Statement lines', {
      singular: 'Statement line',
      max: 5000,
      fields: {
        line_date: date('Date', { required: true }),
        description: text('Description', { max: 300 }),
        reference: text('Reference', { max: 120 }),
        money_out: money('Money out', { required: true, min: 0, default: 0 }),
        money_in: money('Money in', { required: true, min: 0, default: 0 }),
        balance: money('Balance', { help: 'The running balance the bank prints, if any' }),
      },
    }),
    total_in: sumOf('Money in', 'lines', 'money_in'),
    total_out: sumOf('Money out', 'lines', 'money_out'),
  },
  list: ['bank_account_id', 'period_from', 'period_to', 'opening_balance', 'total_in', 'total_out', 'closing_balance'],
  filters: ['bank_account_id', 'period_from'],
  sort: { field: 'period_from', order: 'DESC' },
  search: ['imported_from'],
  represent: 'Statement {period_from} to {period_to}',
  access: { read: LEDGER_READERS, write: BOOKKEEPERS },
  // Imported from the bank's CSV (POST /api/finance/banking/statements/import), where a statement
  // already recorded for any of its days is refused; a line typed wrong can still be corrected.
  operations: { create: false },
});

export const RECONCILIATION_STATES = ['draft', 'finalised'] as const;
export const RECONCILING_ITEM_KINDS = [
  'uncredited_deposit',
  'unpresented_cheque',
  'bank_credit',
  'bank_debit',
] as const;
export type ReconcilingItemKind = (typeof RECONCILING_ITEM_KINDS)[number];

export const bankReconciliations = defineResource({
  name: 'bank_reconciliations',
  path: '/bankreconciliations',
  label: 'Bank reconciliations',
  singular: 'Bank reconciliation',
  icon: 'bank',
  module: 'finance',
  // Reached from the reconciliation screen (/bankreconciliation), the menu's one entry for them.
  menu: false,
  fields: {
    bank_account_id: reference('Bank account', 'bank_accounts', { required: true }),
    statement_id: reference('Bank statement', 'bank_statements', { required: true, within: 'bank_account_id' }),
    as_at: date('As at', { readOnly: true }),
    statement_balance: money('Balance as per bank statement', { readOnly: true }),
    uncredited_deposits: money('Deposits not yet credited', { readOnly: true }),
    unpresented_cheques: money('Unpresented cheques', { readOnly: true }),
    adjusted_bank_balance: money('Adjusted bank balance', { readOnly: true }),
    cash_book_balance: money('Balance as per cash book', { readOnly: true }),
    bank_items: money('Bank items not in the cash book', { readOnly: true }),
    difference: money('Difference', { readOnly: true }),
    status: choice('Status', RECONCILIATION_STATES, { required: true, default: 'draft' }),
    prepared_by: text('Prepared by', { readOnly: true, max: 120 }),
    finalised_by: text('Checked and finalised by', { readOnly: true, max: 120 }),
    finalised_on: date('Finalised on', { readOnly: true }),
    note: longText('Note', { max: 1000 }),
    items: lines(
      'Reconciling items',
      {
        singular: 'Reconciling item',
        fields: {
          kind: choice('Kind', RECONCILING_ITEM_KINDS, { required: true }),
          item_date: date('Date', { required: true }),
          entry_no: number('Entry', { integer: true, min: 1, grouping: false }),
          reference: text('Cheque or reference no.', { max: 120 }),
          description: text('Payee or description', { max: 300 }),
          amount: money('Amount', { required: true }),
        },
      },
      { readOnly: true },
    ),
  },
  list: ['bank_account_id', 'as_at', 'statement_balance', 'cash_book_balance', 'difference', 'status', 'prepared_by'],
  filters: ['bank_account_id', 'status', 'as_at'],
  sort: { field: 'as_at', order: 'DESC' },
  search: ['note'],
  represent: 'Reconciliation as at {as_at}',
  access: { read: LEDGER_READERS, write: BOOKKEEPERS },
  // Started from a statement on the reconciliation screen (POST /api/finance/banking/statements/:id/reconciliation), one per statement.
  operations: { create: false },
  workflow: {
    field: 'status',
    locked: ['finalised'],
    actions: {
      finalise: {
        label: 'Finalise',
        from: ['draft'],
        to: 'finalised',
        roles: BOOKKEEPERS,
        confirm: 'The reconciliation is checked and locked: its matches can no longer be undone.',
      },
    },
  },
});

export const BANK_MATCH_SIDES = ['statement', 'cash_book'] as const;
export const BANK_MATCH_METHODS = ['auto', 'hand', 'posted', 'contra'] as const;

/**
 * Which statement lines and which cash-book postings clear each other: one row per statement line
 * and per journal line of a match, the rows of one match sharing its number. Written only by the
 * reconciliation engine; the unique line ids keep a line in one match at most.
 */
export const bankMatches = defineResource({
  name: 'bank_matches',
  path: '/bankmatches',
  label: 'Bank matches',
  singular: 'Bank match',
  icon: 'bank',
  module: 'finance',
  menu: false,
  fields: {
    bank_account_id: reference('Bank account', 'bank_accounts', { required: true }),
    match_no: number('Match', { required: true, integer: true, min: 1, grouping: false }),
    side: choice('Side', BANK_MATCH_SIDES, {
      required: true,
      choiceLabels: { statement: 'Bank’s side', cash_book: 'Cash book’s side' },
    }),
    statement_id: reference('Bank statement', 'bank_statements'),
    statement_line_id: number('Statement line', { integer: true, min: 1, grouping: false, unique: 'branch' }),
    entry_id: reference('Journal entry', 'journal_entries'),
    journal_line_id: number('Journal line', { integer: true, min: 1, grouping: false, unique: 'branch' }),
    line_date: date('Date'),
    amount: money('Amount'),
    method: choice('Matched', BANK_MATCH_METHODS, {
      required: true,
      default: 'hand',
      choiceLabels: { auto: 'Automatically', hand: 'By hand', posted: 'Posted from the statement', contra: 'Reversal' },
    }),
    locked: boolean('Locked by a finalised reconciliation', { default: false }),
  },
  list: ['match_no', 'bank_account_id', 'side', 'line_date', 'amount', 'method', 'locked'],
  filters: ['bank_account_id', 'statement_id', 'method', 'locked'],
  sort: { field: 'id', order: 'DESC' },
  search: [],
  represent: 'Match {match_no}',
  access: { read: LEDGER_READERS, write: [] },
  writtenBy: 'engine',
});

export const BANKING_RESOURCES = [bankAccounts, bankStatements, bankReconciliations, bankMatches] as const;

export const BANKING_PAGES = [
  definePage({
    path: '/bankreconciliation',
    label: 'Bank reconciliation',
    module: 'finance',
    icon: 'bank',
    roles: LEDGER_READERS,
    screen: () =>
      import('../pages/finance/banking/ReconciliationPage').then((m) => ({ default: m.ReconciliationPage })),
  }),
  definePage({
    path: '/cashbook',
    label: 'Cash book',
    module: 'finance',
    icon: 'ledger',
    roles: LEDGER_READERS,
    screen: () => import('../pages/finance/banking/CashBookPage').then((m) => ({ default: m.CashBookPage })),
  }),
] as const;
export const BANKING_REPORTS = [] as const;
