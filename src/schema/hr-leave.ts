import { boolean, choice, date, file, longText, number, reference, text } from './fields';
import { HR_ROLES } from './hr-roles';
import { defineResource } from './resource';

/**
 * HR, leave (issue 14): the school's leave types with their entitlements under the Employment Act
 * 2007 (ss. 28-30), applications decided by HR, and Kenya's public holidays as dated rows, which
 * the engine (server/modules/hr/leave/) leaves out of working days. A new school gets the Act's
 * types and 2024-2027's holidays (server/modules/hr/leave/defaults.ts).
 */

export const LEAVE_PAY = ['full', 'half', 'none'] as const;
export const LEAVE_COUNTS = ['working_days', 'calendar_days'] as const;
export const LEAVE_GENDERS = ['any', 'female', 'male'] as const;
export const LEAVE_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/** At most a year's days, in quarter days or finer (1.75 a month). */
const days = (label: string, help: string) => number(label, { min: 0, max: 366, help });

export const leaveTypes = defineResource({
  name: 'leave_types',
  path: '/leavetypes',
  label: 'Leave types',
  singular: 'Leave type',
  icon: 'leave',
  module: 'hr',
  menu: false,
  fields: {
    name: text('Leave type', { required: true, max: 60 }),
    code: text('Code', {
      required: true,
      unique: 'branch',
      max: 12,
      pattern: '^[A-Za-z0-9_-]+$',
      help: 'A short code: ANNUAL, SICK',
    }),
    days_a_year: days('Days a year', 'Empty: no limit (unpaid leave)'),
    accrual_per_month: number('Earned a month', {
      min: 0,
      max: 31,
      help: 'Days earned for each month of service (annual leave: 1.75); empty: the year’s days from its first day',
    }),
    pay: choice('Pay', LEAVE_PAY, {
      required: true,
      default: 'full',
      choiceLabels: { full: 'Full pay', half: 'Half pay', none: 'Unpaid' },
    }),
    half_pay_days: days('Then at half pay', 'Days a year at half pay once the full-pay days are used (sick leave: 7)'),
    counts: choice('Counted in', LEAVE_COUNTS, {
      required: true,
      default: 'working_days',
      choiceLabels: { working_days: 'Working days', calendar_days: 'Calendar days' },
      help: 'Working days leave out weekends and public holidays; maternity and paternity leave run in calendar days',
    }),
    gender: choice('Taken by', LEAVE_GENDERS, {
      required: true,
      default: 'any',
      choiceLabels: { any: 'Everyone', female: 'Women', male: 'Men' },
    }),
    carry_forward_cap: days('Carried forward at most', 'Unused days carried into the next year, at most this many'),
    requires_document: boolean('Needs a document', {
      default: false,
      help: 'A medical certificate for sick leave: attached before the leave is approved',
    }),
    active: boolean('Active', { default: true }),
    notes: longText('Notes', { max: 500 }),
  },
  list: ['name', 'code', 'days_a_year', 'accrual_per_month', 'pay', 'half_pay_days', 'counts', 'gender', 'active'],
  filters: ['pay', 'active'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code'],
  represent: '{name}',
  access: { read: HR_ROLES, write: HR_ROLES },
  listFilter: { active: true },
});

export const leaveApplications = defineResource({
  name: 'leave_applications',
  path: '/leave',
  label: 'Leave',
  singular: 'Leave application',
  plural: 'Leave applications',
  icon: 'leave',
  module: 'hr',
  fields: {
    employee_id: reference('Employee', 'employees', { required: true, offer: { active: true } }),
    leave_type_id: reference('Leave type', 'leave_types', { required: true, offer: { active: true } }),
    start_date: date('From', { required: true }),
    end_date: date('To', { required: true, notBefore: 'start_date', help: 'The last day of leave' }),
    days: number('Days', {
      readOnly: true,
      help: 'Working days, without weekends and public holidays (calendar days for maternity and paternity)',
    }),
    full_pay_days: number('Days on full pay', { readOnly: true }),
    half_pay_days: number('Days on half pay', { readOnly: true }),
    unpaid_days: number('Unpaid days', { readOnly: true }),
    reason: longText('Reason', { max: 500 }),
    document: file('Supporting document', { help: 'A medical certificate, a birth or burial notice' }),
    status: choice('Status', LEAVE_STATES, { required: true, default: 'pending' }),
    decided_by: text('Decided by', { readOnly: true, max: 120 }),
    decided_on: date('Decided on', { readOnly: true }),
    decision_note: longText('Reason given', { readOnly: true, max: 500 }),
  },
  list: ['employee_id', 'leave_type_id', 'start_date', 'end_date', 'days', 'status', 'decided_by'],
  filters: ['employee_id', 'leave_type_id', 'status', 'start_date'],
  sort: { field: 'start_date', order: 'DESC' },
  search: ['reason', 'decided_by'],
  represent: '{start_date} – {end_date}',
  access: { read: HR_ROLES, write: HR_ROLES },
  form: {
    sections: [
      { label: 'Leave', fields: ['employee_id', 'leave_type_id', 'start_date', 'end_date', 'reason', 'document'] },
      {
        label: 'Days and decision',
        fields: [
          'days',
          'full_pay_days',
          'half_pay_days',
          'unpaid_days',
          'status',
          'decided_by',
          'decided_on',
          'decision_note',
        ],
      },
    ],
  },
  workflow: {
    field: 'status',
    locked: ['approved', 'rejected', 'cancelled'],
    actions: {
      approve: {
        label: 'Approve',
        from: ['pending'],
        to: 'approved',
        roles: HR_ROLES,
        confirm: 'The leave is approved: its days are taken from the employee’s balance.',
      },
      reject: {
        label: 'Reject',
        from: ['pending'],
        to: 'rejected',
        roles: HR_ROLES,
        input: { reason: longText('Reason', { required: true, max: 500 }) },
      },
      cancel: {
        label: 'Cancel leave',
        from: ['pending', 'approved'],
        to: 'cancelled',
        roles: HR_ROLES,
        input: { reason: longText('Reason', { required: true, max: 500 }) },
        confirm: 'The leave is cancelled and its days go back to the employee’s balance.',
      },
    },
  },
});

export const publicHolidays = defineResource({
  name: 'public_holidays',
  path: '/publicholidays',
  label: 'Public holidays',
  singular: 'Public holiday',
  icon: 'term',
  module: 'hr',
  menu: false,
  fields: {
    date: date('Date', {
      required: true,
      unique: 'branch',
      help: 'The gazetted date; a Sunday’s is kept on the Monday',
    }),
    name: text('Holiday', { required: true, max: 80 }),
    note: text('Note', { max: 200 }),
  },
  list: ['date', 'name', 'note'],
  filters: ['date'],
  sort: { field: 'date', order: 'ASC' },
  search: ['name', 'note'],
  represent: '{name} {date}',
  access: { read: HR_ROLES, write: HR_ROLES },
});

export const LEAVE_RESOURCES = [leaveTypes, leaveApplications, publicHolidays] as const;
