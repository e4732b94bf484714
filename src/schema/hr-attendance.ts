import { TODAY, choice, date, reference, text } from './fields';
import { HR_ROLES } from './hr-roles';
import { defineResource } from './resource';
import type { Role } from './roles';

/**
 * HR, attendance registers (issue 14): a day's register of the staff and one of each class's
 * students, marked by hand on /attendance and /studentattendance (one call saves a whole day) and,
 * later, filled from the biometrics module's devices (`source`).
 */

export const STAFF_ATTENDANCE = ['present', 'absent', 'on_leave', 'late'] as const;
export const STUDENT_ATTENDANCE = ['present', 'absent', 'late', 'excused'] as const;
export const ATTENDANCE_SOURCES = ['register', 'device'] as const;

/**
 * The students' register is HR's page in spec.md section 6, but it is the class teacher who calls
 * the roll: ROLE_Mark_attendance_register (the biometrics class register's role) marks it too, and
 * the biometrics administrator, whose devices will fill it, reads it.
 */
export const STUDENT_REGISTER_WRITERS: readonly Role[] = [...HR_ROLES, 'ROLE_Mark_attendance_register'];
export const STUDENT_REGISTER_READERS: readonly Role[] = ['ROLE_biometrics_admin'];

const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const sourceField = choice('Marked by', ATTENDANCE_SOURCES, {
  default: 'register',
  readOnly: true,
  choiceLabels: { register: 'Register', device: 'Biometric device' },
});

export const staffAttendance = defineResource({
  name: 'staff_attendance',
  path: '/attendance',
  label: 'Staff attendance',
  singular: 'Staff attendance record',
  plural: 'Staff attendance records',
  icon: 'staff',
  module: 'hr',
  fields: {
    date: date('Date', { required: true, default: TODAY, notAfter: TODAY }),
    employee_id: reference('Employee', 'employees', { required: true, offer: { active: true } }),
    status: choice('Status', STAFF_ATTENDANCE, {
      required: true,
      default: 'present',
      choiceLabels: { on_leave: 'On leave' },
    }),
    time_in: text('Time in', { max: 5, pattern: TIME_PATTERN, help: '24-hour clock: 07:45' }),
    note: text('Note', { max: 200 }),
    source: sourceField,
  },
  list: ['date', 'employee_id', 'status', 'time_in', 'note'],
  filters: ['date', 'employee_id', 'status'],
  sort: { field: 'date', order: 'DESC' },
  search: ['note'],
  represent: '{date}',
  unique: [['date', 'employee_id']],
  access: { read: HR_ROLES, write: HR_ROLES },
});

export const studentAttendance = defineResource({
  name: 'student_attendance',
  path: '/studentattendance',
  label: 'Student attendance',
  singular: 'Student attendance record',
  plural: 'Student attendance records',
  icon: 'student',
  module: 'hr',
  fields: {
    date: date('Date', { required: true, default: TODAY, notAfter: TODAY }),
    student_id: reference('Student', 'students', { required: true }),
    class_id: reference('Class', 'classes', { required: true }),
    stream_id: reference('Stream', 'streams', { within: 'class_id' }),
    status: choice('Status', STUDENT_ATTENDANCE, { required: true, default: 'present' }),
    note: text('Note', { max: 200 }),
    source: sourceField,
  },
  list: ['date', 'student_id', 'class_id', 'stream_id', 'status', 'note'],
  filters: ['date', 'class_id', 'stream_id', 'student_id', 'status'],
  sort: { field: 'date', order: 'DESC' },
  search: ['note'],
  represent: '{date}',
  unique: [['date', 'student_id']],
  access: { read: STUDENT_REGISTER_READERS, write: STUDENT_REGISTER_WRITERS },
});

export const ATTENDANCE_RESOURCES = [staffAttendance, studentAttendance] as const;
