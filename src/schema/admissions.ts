import {
  boolean,
  choice,
  countOf,
  date,
  email,
  fromLine,
  image,
  linesOf,
  longText,
  money,
  number,
  phone,
  reference,
  text,
  TODAY,
} from './fields';
import { ADMISSIONS_MESSAGES } from './admissions.messages';
import { FINANCE_READERS, POCKET_MONEY_ROLES, REFUND_READERS } from './finance-roles';
import { COUNTY_NAMES, SUBCOUNTIES_BY_COUNTY, SUBCOUNTY_NAMES } from './kenya';
import { defineModule, definePage, defineReport } from './module';
import { boardMembers, staff, teachers } from './people';
import { defineResource } from './resource';
import { REFERENCE_DATA_READERS, REGISTRATION_ROLES, REGISTRATION_ROLES_NO_LEAVEOUT, SETTINGS_ROLES } from './roles';

/**
 * Classes are defined in settings (/settingsclasses, ROLE_All); the registration group's /classes
 * is a bespoke class-list page over the same records (src/schema/routes.ts).
 */
export const classes = defineResource({
  name: 'classes',
  path: '/settingsclasses',
  label: 'Classes',
  singular: 'Class',
  icon: 'class',
  module: 'settings',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 60 }),
    level: number('Level', { required: true, integer: true, min: 0, max: 20, help: 'Order of promotion: Form 1 is 1' }),
    capacity: number('Capacity', { integer: true, min: 0, max: 5000 }),
    active: boolean('Active', { default: true, help: 'Inactive classes hold alumni' }),
    students_count: countOf('Students', 'students', 'class_id'),
  },
  list: ['name', 'level', 'capacity', 'students_count', 'active'],
  filters: ['level', 'active'],
  sort: { field: 'level', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  setup: { order: 1 },
  access: { read: REFERENCE_DATA_READERS, write: SETTINGS_ROLES, screen: SETTINGS_ROLES },
});

export const streams = defineResource({
  name: 'streams',
  path: '/settingstreams',
  label: 'Streams',
  singular: 'Stream',
  icon: 'stream',
  module: 'settings',
  fields: {
    name: text('Name', { required: true, max: 60 }),
    class_id: reference('Class', 'classes', { required: true }),
    capacity: number('Capacity', { integer: true, min: 0, max: 1000 }),
    // Picked from the teachers view (no HR fields); the exams module's rule takes only an active
    // teacher, and the report forms print the name on the class teacher's line.
    class_teacher_id: reference('Class teacher', 'teachers', {
      offer: { active: true },
      help: 'Their name prints on the report forms',
    }),
    students_count: countOf('Students', 'students', 'stream_id'),
  },
  list: ['name', 'class_id', 'class_teacher_id', 'capacity', 'students_count'],
  filters: ['class_id'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  setup: { order: 2 },
  access: { read: REFERENCE_DATA_READERS, write: SETTINGS_ROLES, screen: SETTINGS_ROLES },
  unique: [['class_id', 'name']],
});

export const STUDENT_STATUSES = ['active', 'transferred', 'suspended', 'left', 'alumni'] as const;

export const students = defineResource({
  name: 'students',
  path: '/students',
  label: 'Students',
  singular: 'Student',
  icon: 'student',
  module: 'admissions',
  fields: {
    admission_no: text('Admission number', {
      unique: 'branch',
      max: 30,
      pattern: '^[A-Za-z0-9/_-]+$',
      help: "Leave empty to generate it from the school's admission-number pattern",
    }),
    upi_number: text('UPI / NEMIS number', { unique: 'branch', max: 20, pattern: '^[A-Za-z0-9]+$' }),
    first_name: text('First name', { required: true, max: 60 }),
    middle_name: text('Middle name', { max: 60 }),
    last_name: text('Last name', { required: true, max: 60 }),
    gender: choice('Gender', ['male', 'female'], { required: true }),
    // A secondary or primary pupil: born between 30 and 2 years ago, never in the future.
    date_of_birth: date('Date of birth', { notBefore: { yearsAgo: 30 }, notAfter: { yearsAgo: 2 } }),
    class_id: reference('Class', 'classes', { required: true, offer: { active: true } }),
    stream_id: reference('Stream', 'streams', { within: 'class_id' }),
    // Kept from the class the student was registered into (server/modules/admissions/admission-class.ts):
    // promotion moves class_id on, and the leaving certificate prints both.
    admission_class_id: reference('Class on admission', 'classes', {
      readOnly: true,
      help: 'The class the student joined; set at registration',
    }),
    residence: choice('Boarding or day', ['boarding', 'day'], { required: true, default: 'day', bulk: true }),
    fee_category_id: reference('Fee category', 'fee_categories', {
      help: 'Leave empty to bill the boarding or day structure',
    }),
    hostel_id: reference('House / hostel', 'hostels', {
      showWhen: { field: 'residence', is: ['boarding'] },
      // A hostel takes students of its gender; a mixed one takes both (checked again by student-rules.ts).
      offerBy: { field: 'gender', target: 'gender', suits: { male: ['boys', 'mixed'], female: ['girls', 'mixed'] } },
    }),
    county: choice('County', COUNTY_NAMES),
    subcounty: choice('Subcounty', SUBCOUNTY_NAMES, { choicesBy: { field: 'county', groups: SUBCOUNTIES_BY_COUNTY } }),
    previous_school: text('Previous school', { max: 120 }),
    kcpe_index: text('KCPE / KPSEA index number', { max: 20, pattern: '^[0-9]+$' }),
    kcpe_marks: number('KCPE / KPSEA marks', { integer: true, min: 0, max: 500 }),
    // The guardian lines are the one source: these copies of the primary one are kept by the
    // engine on every write of a guardian, so lists search and filter them by index.
    guardian_name: fromLine(
      'text',
      'Primary guardian',
      { table: 'guardians', field: 'name', primary: 'is_primary' },
      {
        max: 120,
        help: 'The primary guardian below; change it there',
      },
    ),
    guardian_phone: fromLine('phone', 'Primary guardian phone', {
      table: 'guardians',
      field: 'phone',
      primary: 'is_primary',
    }),
    medical_notes: longText('Medical notes', { max: 2000 }),
    photo: image('Photo'),
    admission_date: date('Admission date', { default: TODAY, notAfter: TODAY }),
    status: choice('Status', STUDENT_STATUSES, { required: true, default: 'active' }),
    fee_balance: money('Fee balance', { readOnly: true, help: 'Kept by the finance module' }),
    left_on: date('Date of leaving', { readOnly: true, showWhen: { field: 'status', is: ['left'] } }),
    leaving_reason: longText('Reason for leaving', { readOnly: true, showWhen: { field: 'status', is: ['left'] } }),
    guardians: linesOf('Parents and guardians', 'guardians', 'student_id', { min: 1, max: 4 }),
  },
  list: ['admission_no', 'first_name', 'last_name', 'gender', 'class_id', 'stream_id', 'residence', 'status'],
  filters: ['class_id', 'stream_id', 'gender', 'status', 'hostel_id', 'residence', 'admission_date', 'date_of_birth'],
  sort: { field: 'admission_no', order: 'DESC' },
  search: ['admission_no', 'upi_number', 'first_name', 'middle_name', 'last_name', 'guardian_name'],
  findable: { detail: ['class_id', 'stream_id', 'status'], phones: ['guardian_phone'] },
  // The office works on the school as it is today: current students, the newest admissions first.
  listFilter: { status: 'active' },
  // A student joins through the registration wizard (guardians, checks, the admission number).
  createAt: '/registration',
  represent: '{first_name} {last_name} ({admission_no})',
  // SMS senders pick students to text and read their names in the outbox, and the finance office
  // picks whom it bills, receipts and refunds, but the student screens stay the registration
  // group's (spec.md section 6).
  access: {
    read: [
      ...new Set([
        ...REGISTRATION_ROLES,
        'ROLE_Send_Custom_sms' as const,
        ...FINANCE_READERS,
        ...POCKET_MONEY_ROLES,
        ...REFUND_READERS,
      ]),
    ],
    write: REGISTRATION_ROLES_NO_LEAVEOUT,
    screen: REGISTRATION_ROLES,
  },
  form: {
    sections: [
      {
        label: 'Personal details',
        fields: ['first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'upi_number', 'photo'],
      },
      {
        label: 'Admission',
        fields: [
          'admission_no',
          'admission_date',
          'admission_class_id',
          'class_id',
          'stream_id',
          'residence',
          'fee_category_id',
          'hostel_id',
        ],
      },
      {
        label: 'Home and previous school',
        fields: ['county', 'subcounty', 'previous_school', 'kcpe_index', 'kcpe_marks'],
      },
      { label: 'Parents and guardians', fields: ['guardians'] },
      { label: 'Health', fields: ['medical_notes'] },
    ],
  },
  /**
   * A student's standing changes only through these actions, each with its record behind it
   * (a transfer, a suspension), and each undone by readmission.
   */
  workflow: {
    field: 'status',
    actions: {
      transfer_out: {
        label: 'Transfer out',
        from: ['active', 'suspended'],
        to: 'transferred',
        roles: REGISTRATION_ROLES_NO_LEAVEOUT,
        input: {
          school: text('Destination school', { required: true, max: 160 }),
          transfer_date: date('Transfer date', { required: true }),
          reason: longText('Reason', { max: 1000 }),
          conduct_remarks: longText('Conduct remarks', {
            max: 600,
            help: "The head teacher's remarks on conduct, printed on the leaving certificate",
          }),
        },
      },
      mark_left: {
        label: 'Mark as left',
        from: ['active', 'suspended'],
        to: 'left',
        roles: REGISTRATION_ROLES_NO_LEAVEOUT,
        // A student other records point at (a transfer, a suspension) leaves; the records stay.
        insteadOfDelete: true,
        input: {
          leaving_date: date('Date of leaving', { required: true, notAfter: TODAY }),
          reason: longText('Reason', { max: 1000 }),
        },
        confirm: 'The student leaves the class lists; the records stay and readmission reverses it.',
      },
      suspend: {
        label: 'Suspend',
        from: ['active'],
        to: 'suspended',
        roles: ['ROLE_Admissions_Admin', 'ROLE_Issue_Leaveout_or_Suspension'],
        input: {
          from_date: date('From', { required: true }),
          to_date: date('To', { required: true, notBefore: 'from_date' }),
          reason: longText('Reason', { required: true, max: 1000 }),
          approved_by: text('Approved by', { required: true, max: 120 }),
        },
      },
      graduate: {
        label: 'Graduate',
        from: ['active'],
        to: 'alumni',
        roles: REGISTRATION_ROLES_NO_LEAVEOUT,
        confirm: 'The student becomes an alumnus and leaves the class lists.',
      },
      readmit: {
        label: 'Readmit',
        from: ['transferred', 'suspended', 'left', 'alumni'],
        to: 'active',
        kind: 'cancel',
        roles: REGISTRATION_ROLES_NO_LEAVEOUT,
        input: { note: longText('Note', { max: 1000 }) },
        confirm: 'The transfer, suspension, leaving or graduation is reversed and the student is active again.',
      },
    },
  },
});

export const guardians = defineResource({
  name: 'guardians',
  path: '/guardians',
  label: 'Guardians',
  singular: 'Guardian',
  icon: 'user',
  module: 'admissions',
  menu: false,
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    name: text('Name', { required: true, max: 120 }),
    relationship: choice('Relationship', ['mother', 'father', 'guardian', 'sponsor', 'other'], { required: true }),
    phone: phone('Phone', { required: true }),
    email: email('Email'),
    national_id: text('National ID', { max: 20, pattern: '^[0-9A-Za-z]+$' }),
    is_primary: boolean('Primary contact', { default: false }),
  },
  list: ['name', 'relationship', 'phone', 'email', 'student_id', 'is_primary'],
  filters: ['student_id', 'relationship'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'phone', 'national_id'],
  represent: '{name}',
  access: { read: REGISTRATION_ROLES, write: REGISTRATION_ROLES_NO_LEAVEOUT },
});

export const transfers = defineResource({
  name: 'transfers',
  path: '/transfers',
  label: 'Transfers',
  singular: 'Transfer',
  icon: 'transfer',
  module: 'admissions',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    direction: choice('Direction', ['out', 'in'], {
      required: true,
      help: 'Out: leaving to another school; in: joining from one',
    }),
    school: text('Other school', { required: true, max: 160, help: 'Destination (out) or previous school (in)' }),
    transfer_date: date('Transfer date', { required: true }),
    reason: longText('Reason', { max: 1000 }),
    conduct_remarks: longText('Conduct remarks', {
      max: 600,
      help: "The head teacher's remarks on conduct, printed on the leaving certificate; left empty, it has lines to write them by hand",
    }),
    certificate_no: text('Leaving certificate number', { readOnly: true }),
    reversed: boolean('Reversed by readmission', { readOnly: true, default: false }),
  },
  list: ['student_id', 'direction', 'school', 'transfer_date', 'certificate_no'],
  filters: ['direction', 'student_id', 'transfer_date'],
  sort: { field: 'transfer_date', order: 'DESC' },
  search: ['school', 'certificate_no'],
  represent: '{school} ({transfer_date})',
  access: { read: REGISTRATION_ROLES_NO_LEAVEOUT, write: REGISTRATION_ROLES_NO_LEAVEOUT },
});

export const leaveouts = defineResource({
  name: 'leaveouts',
  path: '/leaveouts',
  label: 'Leave-outs and suspensions',
  singular: 'Leave-out or suspension',
  icon: 'leave',
  module: 'admissions',
  fields: {
    student_id: reference('Student', 'students', { required: true }),
    kind: choice('Kind', ['leave_out', 'suspension'], { required: true }),
    from_date: date('From', { required: true }),
    to_date: date('To', { required: true, notBefore: 'from_date' }),
    reason: longText('Reason', { required: true, max: 1000 }),
    approved_by: text('Approved by', { required: true, max: 120 }),
  },
  list: ['student_id', 'kind', 'from_date', 'to_date', 'approved_by'],
  filters: ['kind', 'student_id', 'from_date', 'to_date'],
  sort: { field: 'from_date', order: 'DESC' },
  search: ['reason', 'approved_by'],
  represent: '{kind} {from_date}',
  access: { read: REGISTRATION_ROLES, write: REGISTRATION_ROLES },
});

/** Students per class, boys and girls, boarders and day scholars: the registrar's enrolment return. */
export const enrolmentReport = defineReport({
  name: 'enrolment',
  path: '/reports/enrolment',
  label: 'Enrolment by class',
  module: 'admissions',
  icon: 'chart',
  roles: REGISTRATION_ROLES,
  filters: {
    status: choice('Status', STUDENT_STATUSES),
    residence: choice('Boarding or day', ['boarding', 'day']),
  },
  columns: {
    class_name: text('Class'),
    level: number('Level', { integer: true }),
    boys: number('Boys', { integer: true }),
    girls: number('Girls', { integer: true }),
    boarders: number('Boarders', { integer: true }),
    total: number('Total', { integer: true }),
  },
  sort: { field: 'level', order: 'ASC' },
  chart: { kind: 'bar', x: 'class_name', series: ['boys', 'girls'] },
  query: ({ db, branchId, filters }) =>
    db
      .selectFrom('students')
      .innerJoin('classes', 'classes.id', 'students.class_id')
      .select(['classes.name as class_name', 'classes.level as level'])
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('students.gender', '=', 'male').then(1).else(0).end()).as('boys'),
        eb.fn.sum<number>(eb.case().when('students.gender', '=', 'female').then(1).else(0).end()).as('girls'),
        eb.fn.sum<number>(eb.case().when('students.residence', '=', 'boarding').then(1).else(0).end()).as('boarders'),
        eb.fn.countAll<number>().as('total'),
      ])
      .where('students.branch_id', '=', branchId)
      .$if(filters.status !== undefined, (qb) => qb.where('students.status', '=', filters.status))
      .$if(filters.residence !== undefined, (qb) => qb.where('students.residence', '=', filters.residence))
      .groupBy(['classes.id', 'classes.name', 'classes.level']),
});

export const admissionsModule = defineModule({
  name: 'admissions',
  label: 'Admissions',
  resources: [students, guardians, transfers, leaveouts, teachers, staff, boardMembers],
  pages: [
    definePage({
      path: '/registration',
      label: 'Registration',
      module: 'admissions',
      icon: 'student',
      roles: REGISTRATION_ROLES,
      screen: () => import('../pages/registration/RegistrationPage').then((m) => ({ default: m.RegistrationPage })),
    }),
    definePage({
      // The class-lists page over the classes resource (now at /settingsclasses).
      path: '/classes',
      label: 'Class lists',
      module: 'admissions',
      icon: 'class',
      roles: REGISTRATION_ROLES_NO_LEAVEOUT,
      screen: () => import('../pages/classes/ClassListsPage').then((m) => ({ default: m.ClassListsPage })),
    }),
  ],
  reports: [enrolmentReport],
  messages: ADMISSIONS_MESSAGES,
  swahili: () => import('./admissions.sw'),
});
