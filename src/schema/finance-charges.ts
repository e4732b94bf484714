import { boolean, choice, countOf, date, longText, money, number, reference, references, text, TODAY } from './fields';
import { FEE_STRUCTURE_WRITERS, FINANCE_READERS, PAYMENT_WRITERS } from './finance-roles';
import { MODE_LABELS, PAYMENT_MODES } from './finance-payments';
import { defineReport } from './module';
import { defineResource } from './resource';

/**
 * Finance, charges (see /work/notes/fees-design.md): transport and the ad-hoc charges a school
 * bills beside its fee structure (a trip, a lost book). Both bill through fee invoices, so a
 * payment settles them like any fee and the balances add up in one ledger.
 */
const CHARGE_WRITERS = [...PAYMENT_WRITERS, ...FEE_STRUCTURE_WRITERS.filter((r) => !PAYMENT_WRITERS.includes(r))];

export const transportRoutes = defineResource({
  name: 'transport_routes',
  path: '/routes',
  label: 'Transport routes',
  singular: 'Transport route',
  icon: 'bus',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    vote_head_id: reference('Vote head', 'vote_heads', { required: true, offer: { kind: 'transport' } }),
    charge_per_term: money('Charge per term', { required: true, min: 0 }),
    description: longText('Description', { max: 500 }),
    locations: countOf('Pick-up points', 'transport_locations', 'route_id'),
    students: countOf('Students', 'transport_assignments', 'route_id'),
  },
  list: ['name', 'vote_head_id', 'charge_per_term', 'locations', 'students'],
  filters: ['vote_head_id'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'description'],
  represent: '{name}',
  access: { read: FINANCE_READERS, write: CHARGE_WRITERS },
});

export const transportLocations = defineResource({
  name: 'transport_locations',
  path: '/locations',
  label: 'Pick-up points',
  singular: 'Pick-up point',
  icon: 'bus',
  module: 'finance',
  fields: {
    name: text('Name', { required: true, max: 80 }),
    route_id: reference('Route', 'transport_routes', { required: true }),
    distance_km: number('Distance (km)', { min: 0, max: 500 }),
    pickup_time: text('Pick-up time', { max: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', help: 'As 06:45' }),
  },
  list: ['name', 'route_id', 'distance_km', 'pickup_time'],
  filters: ['route_id'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: FINANCE_READERS, write: CHARGE_WRITERS },
  unique: [['route_id', 'name']],
});

export const transportAssignments = defineResource({
  name: 'transport_assignments',
  path: '/transportassignments',
  label: 'Transport students',
  singular: 'Transport student',
  icon: 'bus',
  module: 'finance',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    route_id: reference('Route', 'transport_routes', { required: true }),
    location_id: reference('Pick-up point', 'transport_locations', { within: 'route_id' }),
    active: boolean('Active', { default: true, help: 'An active student is billed the route each term' }),
    from_date: date('From', { required: true, default: TODAY }),
  },
  list: ['student_id', 'route_id', 'location_id', 'from_date', 'active'],
  filters: ['route_id', 'location_id', 'active', 'student_id'],
  sort: { field: 'from_date', order: 'DESC' },
  search: [],
  represent: '{from_date}',
  access: { read: FINANCE_READERS, write: CHARGE_WRITERS },
});

export const CHARGE_TARGETS = ['student', 'students', 'class'] as const;

export const otherCharges = defineResource({
  name: 'other_charges',
  path: '/otherstudentbilling',
  label: 'Other charges',
  singular: 'Other charge',
  icon: 'receipt',
  module: 'finance',
  fields: {
    description: text('Description', { required: true, max: 120 }),
    vote_head_id: reference('Vote head', 'vote_heads', { required: true, offer: { kind: 'other' } }),
    amount: money('Amount per student', { required: true, min: 1 }),
    target: choice('Charged to', CHARGE_TARGETS, {
      required: true,
      default: 'student',
      choiceLabels: { student: 'One student', students: 'Chosen students', class: 'A class' },
    }),
    student_ids: references('Students', 'students', { showWhen: { field: 'target', is: ['student', 'students'] } }),
    class_id: reference('Class', 'classes', { showWhen: { field: 'target', is: ['class'] } }),
    stream_id: reference('Stream', 'streams', {
      within: 'class_id',
      showWhen: { field: 'target', is: ['class'] },
      help: 'Leave empty for the whole class',
    }),
    charged_on: date('Charged on', { required: true, default: TODAY, notAfter: { yearsAhead: 1 } }),
    students_billed: number('Students billed', { readOnly: true, integer: true }),
    total_billed: money('Total billed', { readOnly: true }),
    status: choice('Status', ['active', 'cancelled'], { required: true, default: 'active' }),
    cancel_reason: longText('Reason for cancelling', {
      readOnly: true,
      showWhen: { field: 'status', is: ['cancelled'] },
    }),
  },
  list: ['charged_on', 'description', 'vote_head_id', 'amount', 'target', 'students_billed', 'total_billed', 'status'],
  filters: ['vote_head_id', 'target', 'class_id', 'status', 'charged_on'],
  sort: { field: 'charged_on', order: 'DESC' },
  search: ['description'],
  represent: '{description} ({charged_on})',
  access: { read: FINANCE_READERS, write: CHARGE_WRITERS },
  operations: { update: false, delete: false },
  workflow: {
    field: 'status',
    locked: ['cancelled'],
    actions: {
      cancel: {
        label: 'Cancel charge',
        from: ['active'],
        to: 'cancelled',
        kind: 'cancel',
        input: { reason: longText('Reason', { required: true, max: 500 }) },
        confirm: 'Its unpaid invoices are cancelled; money already paid towards them becomes credit.',
      },
    },
  },
});

export const CHARGES_RESOURCES = [transportRoutes, transportLocations, transportAssignments, otherCharges] as const;
export const CHARGES_PAGES = [] as const;

/** What each student owes on each other charge: billed, paid and the balance, per invoice. */
export const otherFeesBalances = defineReport({
  name: 'other_fees_balances',
  path: '/otherfeesbalances',
  label: 'Other charges balances',
  module: 'finance',
  icon: 'report',
  roles: FINANCE_READERS,
  filters: {
    class_id: reference('Class', 'classes'),
    stream_id: reference('Stream', 'streams'),
    vote_head_id: reference('Vote head', 'vote_heads'),
    charge_id: reference('Charge', 'other_charges'),
  },
  columns: {
    admission_no: text('Admission number'),
    student: text('Student'),
    class_name: text('Class'),
    stream_name: text('Stream'),
    charge: text('Charge'),
    vote_head: text('Vote head'),
    charged_on: date('Charged on'),
    billed: money('Billed'),
    paid: money('Paid'),
    balance: money('Balance'),
  },
  sort: { field: 'balance', order: 'DESC' },
  query: ({ db, branchId, filters, sql }) =>
    db
      .selectFrom('fee_invoices as i')
      // The invoice's billing key names its charge: other:<charge>:<student> (one per student).
      .innerJoin('other_charges as c', (join) =>
        join
          .onRef('c.branch_id', '=', 'i.branch_id')
          .on(sql<boolean>`i.billing_key = 'other:' || c.id || ':' || i.student_id`),
      )
      .innerJoin('students as s', 's.id', 'i.student_id')
      .innerJoin('vote_heads as v', 'v.id', 'c.vote_head_id')
      .leftJoin('classes as k', 'k.id', 's.class_id')
      .leftJoin('streams as m', 'm.id', 's.stream_id')
      .select([
        's.admission_no as admission_no',
        'k.name as class_name',
        'm.name as stream_name',
        'c.description as charge',
        'v.name as vote_head',
        'c.charged_on as charged_on',
        'i.total as billed',
        'i.paid as paid',
        'i.balance as balance',
      ])
      .select(sql<string>`s.first_name || ' ' || s.last_name`.as('student'))
      .where('i.branch_id', '=', branchId)
      .where('i.source', '=', 'other_charge')
      .where('i.status', '<>', 'cancelled')
      .$if(filters.class_id !== undefined, (qb) => qb.where('s.class_id', '=', filters.class_id))
      .$if(filters.stream_id !== undefined, (qb) => qb.where('s.stream_id', '=', filters.stream_id))
      .$if(filters.vote_head_id !== undefined, (qb) => qb.where('c.vote_head_id', '=', filters.vote_head_id))
      .$if(filters.charge_id !== undefined, (qb) => qb.where('c.id', '=', filters.charge_id)),
});

/** Money received towards other charges, by day, vote head and mode (reversals net out). */
export const otherCollections = defineReport({
  name: 'other_collections',
  path: '/othercollections',
  label: 'Other charges collections',
  module: 'finance',
  icon: 'chart',
  roles: FINANCE_READERS,
  filters: {
    paid_on: date('Date'),
    vote_head_id: reference('Vote head', 'vote_heads'),
    mode: choice('Mode', PAYMENT_MODES, { choiceLabels: MODE_LABELS }),
  },
  columns: {
    paid_on: date('Date'),
    vote_head: text('Vote head'),
    mode: choice('Mode', PAYMENT_MODES, { choiceLabels: MODE_LABELS }),
    payments: number('Payments', { integer: true }),
    amount: money('Amount'),
  },
  sort: { field: 'paid_on', order: 'DESC' },
  chart: { kind: 'bar', x: 'vote_head', series: ['amount'] },
  query: ({ db, branchId, filters }) => {
    // A date filter arrives as a range: paid_on_gte and paid_on_lte (server/crud/reports.ts).
    const range = filters as { readonly paid_on_gte?: unknown; readonly paid_on_lte?: unknown };
    return db
      .selectFrom('fee_allocations as a')
      .innerJoin('fee_payments as p', 'p.id', 'a.payment_id')
      .innerJoin('fee_invoices as i', 'i.id', 'a.invoice_id')
      .innerJoin('vote_heads as v', 'v.id', 'a.vote_head_id')
      .select(['p.paid_on as paid_on', 'v.name as vote_head', 'p.mode as mode'])
      .select((eb) => [
        eb.fn.count<number>('a.payment_id').distinct().as('payments'),
        eb.fn.sum<number>('a.amount').as('amount'),
      ])
      .where('a.branch_id', '=', branchId)
      .where('i.source', '=', 'other_charge')
      .$if(range.paid_on_gte !== undefined, (qb) => qb.where('p.paid_on', '>=', range.paid_on_gte))
      .$if(range.paid_on_lte !== undefined, (qb) => qb.where('p.paid_on', '<=', range.paid_on_lte))
      .$if(filters.paid_on !== undefined, (qb) => qb.where('p.paid_on', '=', filters.paid_on))
      .$if(filters.vote_head_id !== undefined, (qb) => qb.where('a.vote_head_id', '=', filters.vote_head_id))
      .$if(filters.mode !== undefined, (qb) => qb.where('p.mode', '=', filters.mode))
      .groupBy(['p.paid_on', 'v.id', 'v.name', 'p.mode']);
  },
});

export const CHARGES_REPORTS = [otherFeesBalances, otherCollections] as const;
