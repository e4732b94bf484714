import { boolean, choice, date, email, image, phone, reference, references, text } from './fields';
import { defineResource } from './resource';
import { REGISTRATION_ROLES_NO_LEAVEOUT } from './roles';

/** Teachers, non-teaching staff and the board: the registration group's people (spec.md section 2). */
const NATIONAL_ID = { max: 20, pattern: '^[0-9A-Za-z]+$' } as const;

export const teachers = defineResource({
  name: 'teachers',
  path: '/teachers',
  label: 'Teachers',
  singular: 'Teacher',
  icon: 'teacher',
  module: 'admissions',
  fields: {
    tsc_number: text('TSC number', {
      unique: 'branch',
      max: 20,
      pattern: '^[0-9]+$',
      help: 'Empty for teachers employed by the board',
    }),
    first_name: text('First name', { required: true, max: 60 }),
    last_name: text('Last name', { required: true, max: 60 }),
    gender: choice('Gender', ['male', 'female'], { required: true }),
    employer: choice('Employer', ['tsc', 'bom'], { required: true, default: 'tsc' }),
    subjects: references('Subjects taught', 'courses'),
    department_id: reference('Department', 'departments'),
    phone: phone('Phone'),
    email: email('Email'),
    national_id: text('National ID', NATIONAL_ID),
    photo: image('Photo'),
    active: boolean('Active', { default: true }),
  },
  list: ['tsc_number', 'first_name', 'last_name', 'gender', 'department_id', 'phone', 'active'],
  filters: ['gender', 'employer', 'department_id', 'active'],
  sort: { field: 'last_name', order: 'ASC' },
  search: ['tsc_number', 'first_name', 'last_name', 'phone'],
  findable: { detail: ['tsc_number', 'department_id'], phones: ['phone'] },
  represent: '{first_name} {last_name}',
  access: { read: REGISTRATION_ROLES_NO_LEAVEOUT, write: REGISTRATION_ROLES_NO_LEAVEOUT },
});

export const staff = defineResource({
  name: 'staff',
  path: '/staff',
  label: 'Non-teaching staff',
  singular: 'Staff member',
  icon: 'staff',
  module: 'admissions',
  fields: {
    staff_no: text('Staff number', { unique: 'branch', max: 20, pattern: '^[A-Za-z0-9/_-]+$' }),
    first_name: text('First name', { required: true, max: 60 }),
    last_name: text('Last name', { required: true, max: 60 }),
    gender: choice('Gender', ['male', 'female'], { required: true }),
    job_title: text('Job title', { required: true, max: 80, help: 'Bursar, cook, driver, matron, guard...' }),
    department_id: reference('Department', 'departments'),
    phone: phone('Phone'),
    email: email('Email'),
    national_id: text('National ID', NATIONAL_ID),
    photo: image('Photo'),
    active: boolean('Active', { default: true }),
  },
  list: ['staff_no', 'first_name', 'last_name', 'job_title', 'department_id', 'phone', 'active'],
  filters: ['gender', 'department_id', 'active'],
  sort: { field: 'last_name', order: 'ASC' },
  search: ['staff_no', 'first_name', 'last_name', 'job_title', 'phone'],
  findable: { detail: ['job_title', 'staff_no'], phones: ['phone'] },
  represent: '{first_name} {last_name}',
  access: { read: REGISTRATION_ROLES_NO_LEAVEOUT, write: REGISTRATION_ROLES_NO_LEAVEOUT },
});

export const boardMembers = defineResource({
  name: 'board_members',
  path: '/board',
  label: 'Board of management',
  singular: 'Board member',
  plural: 'Board members',
  icon: 'board',
  module: 'admissions',
  fields: {
    name: text('Name', { required: true, max: 120 }),
    position: choice('Position', ['chair', 'vice_chair', 'secretary', 'treasurer', 'member'], { required: true }),
    representing: choice(
      'Representing',
      ['parents', 'sponsor', 'county_government', 'teachers', 'community', 'special_interests', 'students'],
      {
        required: true,
      },
    ),
    phone: phone('Phone'),
    email: email('Email'),
    term_start: date('Term starts', { required: true }),
    term_end: date('Term ends', { notBefore: 'term_start', help: 'A board serves three years' }),
  },
  list: ['name', 'position', 'representing', 'phone', 'term_start', 'term_end'],
  filters: ['position', 'representing', 'term_end'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'phone'],
  represent: '{name}',
  access: { read: REGISTRATION_ROLES_NO_LEAVEOUT, write: REGISTRATION_ROLES_NO_LEAVEOUT },
});
