import { longText, number, reference, text } from './fields';
import { EXAM_ADMINS, EXAM_ANALYSTS } from './exam-roles';
import { courses } from './settings';
import { defineResource, defineView } from './resource';

/**
 * Exams, the subject register: KNEC's subject groups, /subjects (the exams office's view of the one
 * subject table that settings calls /courses) and who teaches which subject in which stream.
 */

export const subjectGroups = defineResource({
  name: 'subject_groups',
  path: '/subjectgroups',
  label: 'Subject groups',
  singular: 'Subject group',
  icon: 'course',
  module: 'exams',
  fields: {
    number: number('Group', { required: true, integer: true, min: 1, max: 9, unique: 'branch', grouping: false }),
    name: text('Name', { required: true, unique: 'branch', max: 80, help: 'Group II: sciences' }),
    notes: longText('Rule', { max: 300, help: 'What KNEC asks of it, e.g. at least two sciences' }),
  },
  list: ['number', 'name', 'notes'],
  filters: [],
  sort: { field: 'number', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
});

/**
 * One subject register (issue 13): /subjects is the courses table with the exam roles, so a subject
 * is named once and its teachers, classes, exams and lessons agree.
 */
export const subjects = defineView(courses, {
  name: 'subjects',
  path: '/subjects',
  label: 'Subjects',
  singular: 'Subject',
  icon: 'course',
  module: 'exams',
  list: ['code', 'name', 'short_name', 'subject_group_id', 'compulsory', 'department_id'],
  sort: { field: 'code', order: 'ASC' },
  filter: {},
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
});

export const classSubjects = defineResource({
  name: 'class_subjects',
  path: '/classsubjects',
  label: 'Subject teachers',
  singular: 'Subject teacher',
  icon: 'teacher',
  module: 'exams',
  fields: {
    // Kept by a hook ("Form 2 East Mathematics"): how lists, pickers and the audit name it.
    title: text('Class-subject', { readOnly: true, max: 160 }),
    stream_id: reference('Stream', 'streams', { required: true }),
    // The stream's class, copied on save so lists filter by class without a join.
    class_id: {
      ...reference('Class', 'classes'),
      readOnly: true,
      derive: { fetch: { from: 'stream_id', field: 'class_id' } },
    } as const,
    subject_id: reference('Subject', 'courses', { required: true }),
    // Picked from the teachers view (the teaching employees without HR's pay, bank and statutory
    // fields, src/schema/people.ts), which the exams office reads; the column holds an employee's
    // id, and the hook refuses anyone who is not an active teacher.
    teacher_id: reference('Teacher', 'teachers', {
      offer: { active: true },
      help: 'Enters the marks; their initials print on report forms',
    }),
    // Kept by the same hook: lists, exports and report forms name the teacher without reading HR's register.
    teacher_name: text('Teacher', { readOnly: true, max: 130 }),
    // For the timetable later and the teacher's load now: 6 Mathematics lessons a week in Form 1.
    lessons: number('Lessons a week', { integer: true, min: 0, max: 20 }),
  },
  list: ['class_id', 'stream_id', 'subject_id', 'teacher_name', 'lessons'],
  filters: ['class_id', 'stream_id', 'subject_id'],
  sort: { field: 'title', order: 'ASC' },
  search: ['title', 'teacher_name'],
  represent: '{title}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
  unique: [['stream_id', 'subject_id']],
});

export const SUBJECTS_RESOURCES = [subjectGroups, subjects, classSubjects] as const;
