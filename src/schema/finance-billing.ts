import {
  boolean,
  choice,
  countOf,
  date,
  lines,
  longText,
  money,
  number,
  reference,
  references,
  sumOf,
  text,
  year,
} from './fields';
import { CHART_READERS, FEE_STRUCTURE_WRITERS, FINANCE_ADMIN, FINANCE_READERS } from './finance-roles';
import { definePage } from './module';
import { defineResource } from './resource';
import { REGISTRATION_ROLES } from './roles';

/**
 * Finance, billing (see /work/notes/fees-design.md): what a school bills for and how much.
 * A vote head is a line of the fee structure (Tuition, BES, RMI...), kept in one fund's books and
 * settled by payments in the order of its priority.
 */
export const voteHeads = defineResource({
  name: 'vote_heads',
  path: '/voteheads',
  label: 'Vote heads',
  singular: 'Vote head',
  icon: 'structure',
  module: 'finance',
  fields: {
    code: text('Code', { required: true, unique: 'branch', max: 12, pattern: '^[A-Z0-9-]+$' }),
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    fund_id: reference('Fund', 'funds', { required: true }),
    income_account_id: reference('Income account', 'accounts', { required: true }),
    // What a payment voucher charged to the vote head debits (the accounting issue).
    expense_account_id: reference('Expense account', 'accounts'),
    priority: number('Priority', {
      required: true,
      integer: true,
      min: 1,
      max: 999,
      help: 'Payments settle vote heads in this order: 1 first',
    }),
    kind: choice('Used for', ['fees', 'transport', 'other'], { required: true, default: 'fees' }),
    active: boolean('Active', { default: true }),
  },
  list: ['priority', 'code', 'name', 'fund_id', 'income_account_id', 'kind', 'active'],
  filters: ['fund_id', 'kind', 'active'],
  sort: { field: 'priority', order: 'ASC' },
  search: ['code', 'name'],
  represent: '{name}',
  setup: { order: 5 },
  access: { read: CHART_READERS, write: FEE_STRUCTURE_WRITERS },
});

/**
 * Who is billed which structure: boarding and day by default (a student of that residence), and
 * any category the school adds (special needs, sponsored), given to a student by hand.
 */
export const feeCategories = defineResource({
  name: 'fee_categories',
  path: '/feecategories',
  label: 'Fee categories',
  singular: 'Fee category',
  icon: 'structure',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 60 }),
    residence: choice('Default for', ['boarding', 'day', 'none'], {
      required: true,
      default: 'none',
      choiceLabels: { boarding: 'Boarders', day: 'Day scholars', none: 'Students given it by hand' },
    }),
    students: countOf('Students', 'students', 'fee_category_id'),
  },
  list: ['name', 'residence', 'students'],
  filters: ['residence'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  setup: { order: 6 },
  // The registration group picks a student's category on the registration and edit forms, so it
  // reads the categories; their screen stays the finance office's.
  access: {
    read: [...new Set([...FINANCE_READERS, ...REGISTRATION_ROLES])],
    write: FEE_STRUCTURE_WRITERS,
    screen: FINANCE_READERS,
  },
});

export const TERMS = ['1', '2', '3'] as const;

/** What one class of one category pays in one term, vote head by vote head. */
export const feeStructures = defineResource({
  name: 'fee_structures',
  path: '/feestructures',
  label: 'Fee structures',
  singular: 'Fee structure',
  icon: 'structure',
  module: 'finance',
  fields: {
    academic_year: year('Academic year', { required: true, min: 2000, max: 2100 }),
    term: choice('Term', TERMS, { required: true }),
    class_id: reference('Class', 'classes', { required: true }),
    category_id: reference('Fee category', 'fee_categories', { required: true }),
    items: lines('Vote heads', {
      singular: 'Vote head',
      min: 1,
      max: 30,
      fields: {
        vote_head_id: reference('Vote head', 'vote_heads', { required: true }),
        amount: money('Amount', { required: true, min: 0 }),
      },
    }),
    total: sumOf('Total', 'items', 'amount'),
  },
  list: ['academic_year', 'term', 'class_id', 'category_id', 'total'],
  filters: ['academic_year', 'term', 'class_id', 'category_id'],
  sort: { field: 'academic_year', order: 'DESC' },
  search: [],
  represent: 'Term {term} {academic_year}',
  setup: { order: 7 },
  access: { read: FINANCE_READERS, write: FEE_STRUCTURE_WRITERS },
  unique: [['academic_year', 'term', 'class_id', 'category_id']],
});

export const INVOICE_SOURCES = ['term_fees', 'other_charge', 'transport', 'opening_balance'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];
export const INVOICE_STATUSES = ['unpaid', 'partial', 'paid', 'cancelled'] as const;

/**
 * A student's bill, raised only by the engines (term billing, other charges, transport) and
 * numbered without gaps per school. `billing_key` says what it bills (`term:2026:1:<student>`):
 * one invoice per key, which is what makes billing safe to run twice, even at the same time.
 */
export const feeInvoices = defineResource({
  name: 'fee_invoices',
  path: '/feeinvoices',
  label: 'Invoices',
  singular: 'Invoice',
  icon: 'ledger',
  module: 'finance',
  fields: {
    invoice_no: text('Invoice', { max: 20, unique: 'branch' }),
    student_id: reference('Student', 'students', { required: true }),
    academic_year: year('Academic year', { required: true, min: 2000, max: 2100 }),
    term: choice('Term', TERMS, { required: true }),
    issued_on: date('Issued', { required: true }),
    due_on: date('Due'),
    source: choice('Billed for', INVOICE_SOURCES, { required: true, default: 'term_fees' }),
    description: text('Description', { required: true, max: 200 }),
    billing_key: text('Billing key', { max: 80, unique: 'branch' }),
    items: lines('Vote heads', {
      singular: 'Vote head',
      min: 1,
      fields: {
        vote_head_id: reference('Vote head', 'vote_heads', { required: true }),
        amount: money('Amount', { required: true, min: 0 }),
        discount: money('Discount', { min: 0, default: 0 }),
      },
    }),
    discount: money('Discount', { min: 0 }),
    total: money('Amount due', { min: 0, help: 'The vote heads less discounts' }),
    paid: money('Paid', { min: 0 }),
    balance: money('Balance'),
    status: choice('Status', INVOICE_STATUSES, { required: true, default: 'unpaid' }),
    billing_run_id: reference('Billing run', 'billing_runs'),
    cancel_reason: text('Reason for cancelling', { max: 500 }),
  },
  list: ['invoice_no', 'issued_on', 'student_id', 'academic_year', 'term', 'description', 'total', 'balance', 'status'],
  filters: ['student_id', 'academic_year', 'term', 'source', 'status', 'issued_on', 'billing_run_id'],
  sort: { field: 'id', order: 'DESC' },
  search: ['invoice_no', 'description'],
  represent: '{invoice_no}',
  access: { read: FINANCE_READERS, write: FINANCE_ADMIN },
  writtenBy: 'engine',
  workflow: {
    field: 'status',
    locked: ['cancelled'],
    actions: {
      cancel: {
        label: 'Cancel invoice',
        from: ['unpaid', 'partial', 'paid'],
        to: 'cancelled',
        kind: 'cancel',
        roles: FINANCE_ADMIN,
        input: { reason: longText('Reason', { required: true, max: 500 }) },
        confirm: 'The invoice is reversed in the books; money paid against it becomes the student’s credit.',
      },
    },
  },
});

/** One term-billing run: which classes, how many students, how much. */
export const billingRuns = defineResource({
  name: 'billing_runs',
  path: '/billingruns',
  label: 'Billing runs',
  singular: 'Billing run',
  icon: 'ledger',
  module: 'finance',
  fields: {
    academic_year: year('Academic year', { required: true, min: 2000, max: 2100 }),
    term: choice('Term', TERMS, { required: true }),
    class_ids: references('Classes', 'classes'),
    students_billed: number('Students billed', { integer: true, min: 0 }),
    amount_billed: money('Amount billed'),
    skipped: number('Already billed', { integer: true, min: 0 }),
    missing: number('Without a fee structure', { integer: true, min: 0 }),
    run_by: text('Run by', { max: 80 }),
    invoices: countOf('Invoices', 'fee_invoices', 'billing_run_id'),
  },
  list: ['academic_year', 'term', 'class_ids', 'students_billed', 'amount_billed', 'skipped', 'missing', 'run_by'],
  filters: ['academic_year', 'term'],
  sort: { field: 'id', order: 'DESC' },
  search: ['run_by'],
  represent: 'Term {term} {academic_year}',
  access: { read: FINANCE_READERS, write: FEE_STRUCTURE_WRITERS },
  writtenBy: 'engine',
});

/** A standing reduction of a student's term fees, applied as each term's invoice is raised. */
export const feeDiscounts = defineResource({
  name: 'fee_discounts',
  path: '/feediscounts',
  label: 'Fee discounts',
  singular: 'Fee discount',
  icon: 'structure',
  module: 'finance',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    kind: choice('Kind', ['sibling', 'staff_child', 'sponsor', 'other'], {
      required: true,
      choiceLabels: { staff_child: 'Staff child' },
    }),
    method: choice('Method', ['fixed', 'percent'], {
      required: true,
      default: 'percent',
      choiceLabels: { fixed: 'Fixed amount per term', percent: 'Percentage' },
    }),
    amount: money('Amount per term', { min: 0, showWhen: { field: 'method', is: ['fixed'] } }),
    percent: number('Percent', { min: 0, max: 100, showWhen: { field: 'method', is: ['percent'] } }),
    vote_head_ids: references('Vote heads', 'vote_heads', { help: 'Leave empty for every vote head of the term fees' }),
    active: boolean('Active', { default: true }),
    note: text('Note', { max: 200 }),
  },
  list: ['student_id', 'kind', 'method', 'amount', 'percent', 'active'],
  filters: ['student_id', 'kind', 'method', 'active'],
  sort: { field: 'id', order: 'DESC' },
  search: ['note'],
  represent: '{kind}',
  access: { read: FINANCE_READERS, write: FEE_STRUCTURE_WRITERS },
});

/** /studentbilling: vote heads, fee structures by class and category, and the term-billing run. */
export const studentBillingPage = definePage({
  path: '/studentbilling',
  label: 'Student billing',
  module: 'finance',
  icon: 'ledger',
  roles: FEE_STRUCTURE_WRITERS,
  screen: () => import('../pages/finance/billing/StudentBillingPage').then((m) => ({ default: m.StudentBillingPage })),
});

export const BILLING_RESOURCES = [
  voteHeads,
  feeCategories,
  feeStructures,
  feeInvoices,
  billingRuns,
  feeDiscounts,
] as const;
export const BILLING_PAGES = [studentBillingPage] as const;
export const BILLING_REPORTS = [] as const;
