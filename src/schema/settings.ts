import {
  boolean,
  choice,
  countOf,
  date,
  email,
  longText,
  multiChoice,
  number,
  password,
  reference,
  text,
  year,
} from './fields';
import { classes, streams } from './admissions';
import { defineModule } from './module';
import { defineResource } from './resource';
import { REFERENCE_DATA_READERS, ROLES, SETTINGS_ROLES } from './roles';

export const users = defineResource({
  name: 'users',
  path: '/users',
  label: 'Users',
  singular: 'User',
  icon: 'user',
  module: 'settings',
  fields: {
    username: text('Username', {
      required: true,
      unique: 'global',
      // Two letters are enough for an office account ('hr', the demo's HR officer).
      min: 2,
      max: 40,
      pattern: '^[a-z0-9._-]+$',
      help: 'Lower-case letters, digits, dot, dash, underscore',
    }),
    name: text('Full name', { required: true, max: 120 }),
    email: email('Email'),
    roles: multiChoice('Roles', ROLES),
    active: boolean('Active', { default: true }),
    theme: number('Theme', { integer: true, min: 0, max: 1, default: 0, readOnly: true, help: '0 light, 1 dark' }),
    password: password('Password', {
      required: true,
      help: '8 to 128 characters; leave empty to keep the current one',
    }),
  },
  list: ['username', 'name', 'email', 'roles', 'active'],
  filters: ['active'],
  sort: { field: 'username', order: 'ASC' },
  search: ['username', 'name', 'email'],
  represent: '{name}',
  access: { read: SETTINGS_ROLES, write: SETTINGS_ROLES },
});

export const departments = defineResource({
  name: 'departments',
  path: '/departments',
  label: 'Departments',
  singular: 'Department',
  icon: 'department',
  module: 'settings',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    head: text('Head of department', { max: 120 }),
    description: longText('Description', { max: 1000 }),
  },
  list: ['name', 'head'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'head'],
  represent: '{name}',
  access: { read: REFERENCE_DATA_READERS, write: SETTINGS_ROLES, screen: SETTINGS_ROLES },
});

export const courses = defineResource({
  name: 'courses',
  path: '/courses',
  label: 'Subjects and courses',
  singular: 'Subject',
  icon: 'course',
  module: 'settings',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    code: text('Code', { unique: 'branch', max: 10, pattern: '^[A-Za-z0-9]+$', help: 'KNEC subject code, e.g. 121' }),
    category: choice('Category', ['languages', 'sciences', 'humanities', 'technical', 'applied', 'other'], {
      required: true,
    }),
    compulsory: boolean('Compulsory', { default: false }),
    department_id: reference('Department', 'departments'),
    // The exams module's: KNEC's group (I compulsory ... V languages) and the short name on merit lists.
    subject_group_id: reference('Subject group', 'subject_groups'),
    short_name: text('Short name', { max: 6, pattern: '^[A-Za-z0-9/.-]+$', help: 'On merit lists, e.g. ENG, MAT' }),
  },
  list: ['name', 'code', 'category', 'compulsory', 'department_id'],
  filters: ['category', 'compulsory', 'department_id', 'subject_group_id'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'code'],
  represent: '{name}',
  access: { read: REFERENCE_DATA_READERS, write: SETTINGS_ROLES, screen: SETTINGS_ROLES },
});

export const terms = defineResource({
  name: 'terms',
  path: '/terms',
  label: 'Academic terms',
  singular: 'Term',
  icon: 'term',
  module: 'settings',
  fields: {
    academic_year: year('Academic year', { required: true, min: 2000, max: 2100 }),
    term: choice('Term', ['1', '2', '3'], { required: true }),
    // A term closes after it opens, within its academic year, and overlaps no other (term-rules.ts).
    start_date: date('Opens', { required: true }),
    end_date: date('Closes', { required: true }),
    current: boolean('Current term', {
      default: false,
      help: 'Exactly one term is current; choosing one ends the other',
    }),
  },
  list: ['academic_year', 'term', 'start_date', 'end_date', 'current'],
  filters: ['academic_year', 'term', 'current'],
  sort: { field: 'start_date', order: 'DESC' },
  search: [],
  represent: 'Term {term} {academic_year}',
  setup: { order: 3 },
  access: { read: REFERENCE_DATA_READERS, write: SETTINGS_ROLES, screen: SETTINGS_ROLES },
  // One "Term 1 2026" per school.
  unique: [['academic_year', 'term']],
});

export const hostels = defineResource({
  name: 'hostels',
  path: '/hostels',
  label: 'Houses and hostels',
  singular: 'Hostel',
  plural: 'Hostels',
  icon: 'hostel',
  module: 'settings',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    gender: choice('For', ['boys', 'girls', 'mixed'], { required: true }),
    capacity: number('Capacity', { required: true, integer: true, min: 0, max: 5000 }),
    occupancy: countOf('Occupancy', 'students', 'hostel_id'),
    master: text('House master / matron', { max: 120 }),
  },
  list: ['name', 'gender', 'capacity', 'occupancy', 'master'],
  filters: ['gender'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name', 'master'],
  represent: '{name}',
  setup: { order: 4 },
  access: { read: REFERENCE_DATA_READERS, write: SETTINGS_ROLES, screen: SETTINGS_ROLES },
});

export const settingsModule = defineModule({
  name: 'settings',
  label: 'Settings',
  resources: [classes, streams, users, departments, courses, terms, hostels],
  swahili: () => import('./settings.sw'),
});
