import { choice, date, email, phone, text } from './fields';
import { defineResource, defineView } from './resource';
import { employees } from './hr-register';
import { EXAM_ADMINS } from './exam-roles';
import { REGISTRATION_ROLES_NO_LEAVEOUT } from './roles';

/**
 * Teachers and non-teaching staff: the registration group's views of the one register of
 * employees (hr-register.ts), each with its own path, label, columns and roles (spec.md section 2).
 * A teacher keeps the id of the teachers table it came from (migration 2026-12-01T0900).
 */
/** HR's part of the record (pay, bank, statutory numbers, next of kin): not the registration group's. */
const HR_ONLY = [
  'on_payroll',
  'basic_salary',
  'payment_method',
  'bank_branch_id',
  'account_no',
  'mpesa_phone',
  'kra_pin',
  'nssf_no',
  'sha_no',
  'helb_monthly',
  'disability_exempt',
  'disability_certificate',
  'insurance_premium',
  'pension_contribution',
  'mortgage_interest',
  'prmf_contribution',
  'next_of_kin_name',
  'next_of_kin_phone',
  'next_of_kin_relationship',
] as const;

const PERSONAL = [
  'first_name',
  'middle_name',
  'last_name',
  'gender',
  'date_of_birth',
  'national_id',
  'phone',
  'email',
  'photo',
] as const;

export const teachers = defineView(employees, {
  name: 'teachers',
  path: '/teachers',
  label: 'Teachers',
  singular: 'Teacher',
  icon: 'teacher',
  module: 'admissions',
  filter: { category: 'teaching' },
  omit: HR_ONLY,
  list: ['tsc_number', 'first_name', 'last_name', 'gender', 'terms', 'department_id', 'phone', 'active'],
  filters: ['gender', 'terms', 'department_id', 'active'],
  findable: { detail: ['tsc_number', 'department_id'], phones: ['phone'] },
  // The exams office reads the teachers to assign subject teachers (/classsubjects picks from this
  // view, never from HR's register, so pay, bank and statutory numbers stay HR's); the /teachers
  // screen stays the registration group's.
  access: {
    read: [...REGISTRATION_ROLES_NO_LEAVEOUT, ...EXAM_ADMINS],
    write: REGISTRATION_ROLES_NO_LEAVEOUT,
    screen: REGISTRATION_ROLES_NO_LEAVEOUT,
  },
  form: {
    sections: [
      { label: 'Personal', fields: PERSONAL },
      {
        label: 'Employment',
        fields: [
          'tsc_number',
          'staff_no',
          'terms',
          'job_title',
          'department_id',
          'subjects',
          'date_employed',
          'contract_end',
          'date_left',
          'user_id',
          'active',
        ],
      },
    ],
  },
});

export const staff = defineView(employees, {
  name: 'staff',
  path: '/staff',
  label: 'Non-teaching staff',
  singular: 'Staff member',
  icon: 'staff',
  module: 'admissions',
  filter: { category: 'non_teaching' },
  omit: [...HR_ONLY, 'tsc_number', 'subjects'],
  list: ['staff_no', 'first_name', 'last_name', 'job_title', 'department_id', 'phone', 'active'],
  filters: ['gender', 'terms', 'department_id', 'active'],
  findable: { detail: ['job_title', 'staff_no'], phones: ['phone'] },
  access: { read: REGISTRATION_ROLES_NO_LEAVEOUT, write: REGISTRATION_ROLES_NO_LEAVEOUT },
  form: {
    sections: [
      { label: 'Personal', fields: PERSONAL },
      {
        label: 'Employment',
        fields: [
          'staff_no',
          'terms',
          'job_title',
          'department_id',
          'date_employed',
          'contract_end',
          'date_left',
          'user_id',
          'active',
        ],
      },
    ],
  },
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
