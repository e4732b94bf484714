import {
  type AnyResource,
  boolean,
  choice,
  defineResource,
  email,
  type FieldDef,
  image,
  phone,
  reference,
  references,
  RESOURCES,
  text,
} from '../../src/schema';
import { registryTables } from '../engine/child-spec';

/**
 * The teachers and staff tables as they were declared before issue 14 made them views of
 * employees (src/schema/people.ts before 2026-12-01), for the migration's tests to build an old
 * database from.
 */
const NATIONAL_ID = { max: 20, pattern: '^[0-9A-Za-z]+$' } as const;
const ROLES = { read: [], write: [] } as const;

export const OLD_TEACHERS = defineResource({
  name: 'teachers',
  path: '/teachers',
  label: 'Teachers',
  singular: 'Teacher',
  icon: 'teacher',
  module: 'admissions',
  fields: {
    tsc_number: text('TSC number', { unique: 'branch', max: 20, pattern: '^[0-9]+$' }),
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
    user_id: reference('User account', 'users', { unique: 'branch' }),
    active: boolean('Active', { default: true }),
  },
  list: ['tsc_number', 'first_name', 'last_name', 'gender', 'department_id', 'phone', 'active'],
  filters: ['gender', 'employer', 'department_id', 'active'],
  sort: { field: 'last_name', order: 'ASC' },
  search: ['tsc_number', 'first_name', 'last_name', 'phone'],
  represent: '{first_name} {last_name}',
  access: ROLES,
});

export const OLD_STAFF = defineResource({
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
    job_title: text('Job title', { required: true, max: 80 }),
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
  represent: '{first_name} {last_name}',
  access: ROLES,
});

const GONE = new Set(['employees', 'teachers', 'staff']);

/**
 * Fields declared after the migration that point at a view of employees (a stream's class
 * teacher, issue 13): an old database had the table without the column, not no table at all.
 */
const LATER_FIELDS: Readonly<Record<string, readonly string[]>> = { streams: ['class_teacher_id'] };

const asOld = (r: AnyResource): AnyResource => {
  const later = LATER_FIELDS[r.name];
  if (!later) return r;
  return { ...r, fields: Object.fromEntries(Object.entries(r.fields).filter(([name]) => !later.includes(name))) };
};

/**
 * The registry's tables as an old database had them: without employees and every table that
 * points at it (or at a view of it), and with the old teachers and staff tables.
 */
export function oldRegistryTables(): AnyResource[] {
  const gone = new Set(GONE);
  const pointsIn = (fields: Readonly<Record<string, FieldDef>>): boolean =>
    Object.values(fields).some(
      (f) =>
        (f.reference !== undefined && gone.has(f.reference)) ||
        (f.table?.resource !== undefined && gone.has(f.table.resource)) ||
        (f.table?.fields !== undefined && pointsIn(f.table.fields)),
    );
  const points = (r: AnyResource) => (r.view !== undefined && gone.has(r.view.resource)) || pointsIn(r.fields);
  const resources = RESOURCES.map(asOld);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of resources)
      if (!gone.has(r.name) && points(r)) {
        gone.add(r.name);
        grew = true;
      }
  }
  return registryTables([...resources.filter((r) => !gone.has(r.name)), OLD_TEACHERS, OLD_STAFF]);
}
