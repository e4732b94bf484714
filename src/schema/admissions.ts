import { choice, date, money, number, phone, reference, text, boolean } from './fields';
import { defineResource } from './resource';
import { REGISTRATION_ROLES, REGISTRATION_ROLES_NO_LEAVEOUT, type Role } from './roles';

/** Staff who pick a class or stream while doing their own work (fees, exams, registers). */
const CLASS_READERS: readonly Role[] = [
  ...REGISTRATION_ROLES,
  'ROLE_finance_admin',
  'ROLE_View_Only',
  'ROLE_Exam_admin',
  'ROLE_Access_Exam_Analysis_Module',
  'ROLE_Mark_attendance_register',
];

export const classes = defineResource({
  name: 'classes',
  path: '/classes',
  label: 'Classes',
  singular: 'Class',
  icon: 'class',
  module: 'admissions',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 60 }),
    level: number('Level', { required: true, integer: true, min: 0, max: 20, help: 'Order of promotion: Form 1 is 1' }),
    capacity: number('Capacity', { integer: true, min: 0, max: 5000 }),
    active: boolean('Active', { default: true, help: 'Inactive classes hold alumni' }),
  },
  list: ['name', 'level', 'capacity', 'active'],
  filters: ['level', 'active'],
  sort: { field: 'level', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: CLASS_READERS, write: REGISTRATION_ROLES_NO_LEAVEOUT, screen: REGISTRATION_ROLES_NO_LEAVEOUT },
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
  },
  list: ['name', 'class_id', 'capacity'],
  filters: ['class_id'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: CLASS_READERS, write: [], screen: [] },
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
    admission_no: text('Admission number', { required: true, unique: 'branch', max: 30, pattern: '^[A-Za-z0-9/_-]+$' }),
    first_name: text('First name', { required: true, max: 60 }),
    middle_name: text('Middle name', { max: 60 }),
    last_name: text('Last name', { required: true, max: 60 }),
    gender: choice('Gender', ['male', 'female'], { required: true }),
    date_of_birth: date('Date of birth'),
    class_id: reference('Class', 'classes', { required: true }),
    stream_id: reference('Stream', 'streams'),
    guardian_name: text('Guardian name', { max: 120 }),
    guardian_phone: phone('Guardian phone'),
    status: choice('Status', STUDENT_STATUSES, { required: true, default: 'active' }),
    admission_date: date('Admission date'),
    fee_balance: money('Fee balance', { readOnly: true, help: 'Kept by the finance module' }),
  },
  list: ['admission_no', 'first_name', 'last_name', 'gender', 'class_id', 'stream_id', 'status'],
  filters: ['class_id', 'stream_id', 'gender', 'status', 'admission_date', 'date_of_birth'],
  sort: { field: 'admission_no', order: 'ASC' },
  search: ['admission_no', 'first_name', 'middle_name', 'last_name', 'guardian_name'],
  represent: '{first_name} {last_name} ({admission_no})',
  access: { read: REGISTRATION_ROLES, write: REGISTRATION_ROLES_NO_LEAVEOUT },
});
