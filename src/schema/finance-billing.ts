import { boolean, choice, countOf, number, reference, text } from './fields';
import { FEE_STRUCTURE_WRITERS, FINANCE_READERS } from './finance-roles';
import { defineResource } from './resource';

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
  access: { read: FINANCE_READERS, write: FEE_STRUCTURE_WRITERS },
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
  access: { read: FINANCE_READERS, write: FEE_STRUCTURE_WRITERS },
});

export const BILLING_RESOURCES = [voteHeads, feeCategories] as const;
export const BILLING_PAGES = [] as const;
export const BILLING_REPORTS = [] as const;
