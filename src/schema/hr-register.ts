import {
  boolean,
  choice,
  date,
  email,
  fetched,
  image,
  linesOf,
  money,
  phone,
  reference,
  references,
  text,
} from './fields';
import { HR_ADMINS, HR_ROLES } from './hr-roles';
import { definePage } from './module';
import { defineResource } from './resource';
import { ALLOWANCES_RESOURCES } from './hr-register-pay';

/**
 * HR, the register (issue 14): every person the school employs, teachers and non-teaching staff in
 * one table (/teachers and /staff are views of it, src/schema/people.ts), the banks and branches
 * salaries are paid into, and each employee's allowances and deductions (hr-register-pay.ts).
 * Conditional requirements (a bank account when paid by bank) are the server's validate hook
 * (server/modules/hr/register/rules.ts): the registry's `required` holds for every record.
 */
export const EMPLOYEE_CATEGORIES = ['teaching', 'non_teaching'] as const;
export const EMPLOYMENT_TERMS = ['tsc', 'board', 'contract', 'casual'] as const;
export const PAYMENT_METHODS = ['bank', 'mpesa', 'cash'] as const;

/** Letter, nine digits, letter (A123456789Z); typed in either case, stored in capitals. */
export const KRA_PIN_PATTERN = '^[A-Za-z][0-9]{9}[A-Za-z]$';
export const NATIONAL_ID_PATTERN = '^[0-9]{6,10}$';
export const NSSF_NO_PATTERN = '^[0-9]{6,12}$';
/** SHA (formerly NHIF) member numbers: digits, sometimes with a CR prefix and a check digit (CR1234567890-1). */
export const SHA_NO_PATTERN = '^([A-Za-z]{2})?[0-9]{6,15}(-[0-9]{1,2})?$';

/** Shown in the form only where it applies (the server's rules decide what is required). */
const TEACHING = { field: 'category', is: ['teaching'] };
const PAID = { field: 'on_payroll', is: [true] };

const optionalMoney = (label: string, help: string) => money(label, { min: 0, max: 100_000_000, help });

export const employees = defineResource({
  name: 'employees',
  path: '/employees',
  label: 'Employees',
  singular: 'Employee',
  icon: 'staff',
  module: 'hr',
  fields: {
    staff_no: text('Staff number', {
      unique: 'branch',
      max: 20,
      pattern: '^[A-Za-z0-9/_-]+$',
      help: 'The payroll number; given from the pattern in HR settings when left empty',
    }),
    first_name: text('First name', { required: true, max: 60 }),
    middle_name: text('Middle name', { max: 60 }),
    last_name: text('Last name', { required: true, max: 60 }),
    gender: choice('Gender', ['male', 'female'], { required: true }),
    date_of_birth: date('Date of birth', { notBefore: { yearsAgo: 80 }, notAfter: { yearsAgo: 16 } }),
    national_id: text('National ID', { max: 10, pattern: NATIONAL_ID_PATTERN, help: 'Digits only, as on the ID card' }),
    phone: phone('Phone'),
    email: email('Email'),
    photo: image('Photo'),
    category: choice('Category', EMPLOYEE_CATEGORIES, {
      required: true,
      default: 'teaching',
      choiceLabels: { teaching: 'Teaching', non_teaching: 'Non-teaching' },
    }),
    terms: choice('Terms of employment', EMPLOYMENT_TERMS, {
      required: true,
      default: 'board',
      choiceLabels: { tsc: 'TSC', board: 'Board (BOM)', contract: 'Contract', casual: 'Casual' },
    }),
    tsc_number: text('TSC number', {
      unique: 'branch',
      max: 20,
      pattern: '^[0-9]+$',
      help: 'Empty for teachers employed by the board',
      showWhen: TEACHING,
    }),
    job_title: text('Job title', { max: 80, help: 'Bursar, cook, driver, matron, guard, teacher...' }),
    department_id: reference('Department', 'departments'),
    subjects: references('Subjects taught', 'courses', { showWhen: TEACHING }),
    date_employed: date('Date employed', { notAfter: { yearsAhead: 1 } }),
    contract_end: date('Contract ends', {
      notBefore: 'date_employed',
      help: 'For contract and casual terms',
      showWhen: { field: 'terms', is: ['contract', 'casual'] },
    }),
    date_left: date('Date left', { notBefore: 'date_employed' }),
    // The employee's own sign-in: /mysubjects and /myexams show a teacher's class-subjects.
    user_id: reference('User account', 'users', { unique: 'branch' }),
    active: boolean('Active', { default: true }),
    on_payroll: boolean('On the school payroll', {
      default: false,
      help: 'Paid by the school (board, contract, casual); TSC teachers are paid by TSC',
    }),
    basic_salary: money('Basic salary (a month)', { min: 0, max: 100_000_000, showWhen: PAID }),
    payment_method: choice('Paid by', PAYMENT_METHODS, {
      showWhen: PAID,
      choiceLabels: { bank: 'Bank transfer', mpesa: 'M-Pesa', cash: 'Cash' },
    }),
    bank_branch_id: reference('Bank branch', 'hr_bank_branches', {
      showWhen: { field: 'payment_method', is: ['bank'] },
    }),
    account_no: text('Account number', {
      max: 20,
      pattern: '^[0-9]{6,20}$',
      showWhen: { field: 'payment_method', is: ['bank'] },
    }),
    mpesa_phone: phone('M-Pesa number', { showWhen: { field: 'payment_method', is: ['mpesa'] } }),
    kra_pin: text('KRA PIN', {
      unique: 'branch',
      max: 11,
      pattern: KRA_PIN_PATTERN,
      help: 'A letter, nine digits and a letter: A123456789Z',
    }),
    nssf_no: text('NSSF number', { unique: 'branch', max: 12, pattern: NSSF_NO_PATTERN }),
    sha_no: text('SHA number', { unique: 'branch', max: 20, pattern: SHA_NO_PATTERN, help: 'Social Health Authority' }),
    helb_monthly: optionalMoney('HELB deduction (a month)', 'The rate HELB gives for the employee'),
    disability_exempt: boolean('Disability tax exemption', { default: false }),
    disability_certificate: text('Exemption certificate number', {
      max: 40,
      showWhen: { field: 'disability_exempt', is: [true] },
    }),
    insurance_premium: optionalMoney(
      'Insurance premiums (a month)',
      'Life, education and health policies: 15 % relief',
    ),
    pension_contribution: optionalMoney('Pension contribution (a month)', 'To a registered scheme, beyond NSSF'),
    mortgage_interest: optionalMoney('Mortgage interest (a month)', 'On an owner-occupied home'),
    prmf_contribution: optionalMoney('Post-retirement medical fund (a month)', 'To a registered fund'),
    next_of_kin_name: text('Next of kin', { max: 120 }),
    next_of_kin_phone: phone('Next of kin phone'),
    next_of_kin_relationship: choice('Relationship', ['spouse', 'parent', 'child', 'sibling', 'other']),
  },
  list: ['staff_no', 'first_name', 'last_name', 'category', 'terms', 'job_title', 'department_id', 'phone', 'active'],
  filters: ['category', 'terms', 'department_id', 'on_payroll', 'payment_method', 'gender', 'active'],
  sort: { field: 'last_name', order: 'ASC' },
  search: ['staff_no', 'tsc_number', 'first_name', 'middle_name', 'last_name', 'job_title', 'phone', 'national_id'],
  findable: { detail: ['job_title', 'staff_no'], phones: ['phone'] },
  represent: '{first_name} {last_name}',
  access: { read: HR_ROLES, write: HR_ROLES },
  listFilter: { active: true },
  form: {
    sections: [
      {
        label: 'Personal',
        fields: [
          'first_name',
          'middle_name',
          'last_name',
          'gender',
          'date_of_birth',
          'national_id',
          'phone',
          'email',
          'photo',
        ],
      },
      {
        label: 'Employment',
        fields: [
          'staff_no',
          'category',
          'terms',
          'tsc_number',
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
      {
        label: 'Pay and bank',
        fields: ['on_payroll', 'basic_salary', 'payment_method', 'bank_branch_id', 'account_no', 'mpesa_phone'],
      },
      {
        label: 'Statutory numbers and reliefs',
        fields: [
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
        ],
      },
      { label: 'Next of kin', fields: ['next_of_kin_name', 'next_of_kin_phone', 'next_of_kin_relationship'] },
    ],
  },
});

export const hrBanks = defineResource({
  name: 'hr_banks',
  path: '/hrBanks',
  label: 'Banks',
  singular: 'Bank',
  icon: 'bank',
  module: 'hr',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    code: text('Bank code', {
      required: true,
      unique: 'branch',
      max: 4,
      pattern: '^[0-9]{2,4}$',
      help: 'KBA code: KCB 01',
    }),
    swift_code: text('SWIFT code', { max: 11, pattern: '^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$' }),
    branches: linesOf('Branches', 'hr_bank_branches', 'bank_id', { max: 500 }),
  },
  list: ['name', 'code', 'swift_code'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code'],
  represent: '{name}',
  access: { read: HR_ADMINS, write: HR_ADMINS },
});

export const hrBankBranches = defineResource({
  name: 'hr_bank_branches',
  path: '/hrBankBranches',
  label: 'Bank branches',
  singular: 'Bank branch',
  icon: 'bank',
  module: 'hr',
  menu: false,
  fields: {
    bank_id: reference('Bank', 'hr_banks', { required: true }),
    bank_name: fetched('text', 'Bank name', 'bank_id', 'name'),
    name: text('Branch', { required: true, max: 80 }),
    code: text('Branch code', { required: true, max: 5, pattern: '^[0-9]{3,5}$', help: 'As on the bank advice: 091' }),
  },
  list: ['bank_name', 'name', 'code'],
  filters: ['bank_id'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code', 'bank_name'],
  represent: '{bank_name}, {name}',
  unique: [['bank_id', 'code']],
  // Clerks pick an employee's branch; only HR administrators keep the banks (/hrBanks).
  access: { read: HR_ROLES, write: HR_ADMINS },
});

export const REGISTER_RESOURCES = [employees, hrBanks, hrBankBranches, ...ALLOWANCES_RESOURCES] as const;

export const REGISTER_PAGES = [
  definePage({
    path: '/hr',
    label: 'HR dashboard',
    module: 'hr',
    icon: 'dashboard',
    roles: HR_ROLES,
    screen: () => import('../pages/hr/dashboard/HrDashboardPage').then((m) => ({ default: m.HrDashboardPage })),
  }),
] as const;
