import { boolean, choice, lines, longText, number, reference, references, text } from './fields';
import { EXAM_ADMINS, EXAM_ANALYSTS } from './exam-roles';
import { defineResource } from './resource';

/**
 * Exams, the sittings: categories (CAT, mid-term, end-term ...), the exams with their papers and
 * their open → closed → published lifecycle, and the marks the mark-entry endpoint writes.
 */

export const EXAM_KINDS = ['cat', 'mid_term', 'end_term', 'mock', 'other'] as const;
export const EXAM_STATES = ['open', 'closed', 'published'] as const;
export type ExamState = (typeof EXAM_STATES)[number];

export const examCategories = defineResource({
  name: 'exam_categories',
  path: '/examcategories',
  label: 'Exam categories',
  singular: 'Exam category',
  icon: 'report',
  module: 'exams',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 60 }),
    kind: choice('Kind', EXAM_KINDS, {
      required: true,
      default: 'cat',
      choiceLabels: { cat: 'CAT', mid_term: 'Mid-term', end_term: 'End-term', mock: 'Mock', other: 'Other' },
    }),
    weight: number('Weight (%)', {
      required: true,
      integer: true,
      min: 0,
      max: 100,
      default: 100,
      help: 'Its share when a term result combines exams, e.g. CAT 30 and end-term 70',
    }),
  },
  list: ['name', 'kind', 'weight'],
  filters: ['kind'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
});

export const exams = defineResource({
  name: 'exams',
  path: '/exams',
  label: 'Exams',
  singular: 'Exam',
  icon: 'report',
  module: 'exams',
  fields: {
    name: text('Name', { required: true, max: 80, help: 'e.g. CAT 1, Mid-term, End-term' }),
    category_id: reference('Category', 'exam_categories', { required: true }),
    term_id: reference('Term', 'terms', { required: true }),
    classes: references('Classes sitting it', 'classes', { required: true }),
    status: choice('Status', EXAM_STATES, {
      required: true,
      default: 'open',
      choiceLabels: { open: 'Open for marks', closed: 'Closed', published: 'Published' },
    }),
    papers: lines('Papers', {
      singular: 'Paper',
      min: 1,
      max: 120,
      fields: {
        subject_id: reference('Subject', 'courses', { required: true }),
        paper: number('Paper', { required: true, integer: true, min: 1, max: 3, default: 1, grouping: false }),
        out_of: number('Out of', { required: true, integer: true, min: 1, max: 1000, default: 100 }),
        weight: number('Weight (%)', {
          required: true,
          integer: true,
          min: 1,
          max: 100,
          default: 100,
          help: "A subject's papers add up to 100",
        }),
      },
    }),
    notes: longText('Notes', { max: 1000 }),
  },
  list: ['name', 'category_id', 'term_id', 'classes', 'status'],
  filters: ['category_id', 'term_id', 'status'],
  sort: { field: 'created_at', order: 'DESC' },
  search: ['name'],
  represent: '{name}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
  unique: [['term_id', 'name']],
  form: {
    sections: [
      { label: 'Name, term and classes', fields: ['name', 'category_id', 'term_id', 'classes', 'status', 'notes'] },
      { label: 'Papers', fields: ['papers'] },
    ],
  },
  workflow: {
    field: 'status',
    // Results, report forms and SMS read a published exam: its papers and marks no longer change.
    locked: ['published'],
    actions: {
      close: {
        label: 'Close for marks',
        from: ['open'],
        to: 'closed',
        confirm: 'Teachers can no longer enter or change marks for this exam.',
      },
      reopen: { label: 'Reopen for marks', from: ['closed'], to: 'open' },
      publish: {
        label: 'Publish',
        from: ['closed'],
        to: 'published',
        confirm:
          'Results, report forms, the dashboard and results by SMS show this exam; its papers and marks can no longer change.',
      },
    },
  },
});

/** One mark: a student's paper in an exam. Written only by the mark-entry endpoint (marks/). */
export const marks = defineResource({
  name: 'marks',
  path: '/marks',
  label: 'Marks',
  singular: 'Mark',
  icon: 'report',
  module: 'exams',
  menu: false,
  writtenBy: 'engine',
  fields: {
    exam_id: reference('Exam', 'exams', { required: true }),
    student_id: reference('Student', 'students', { required: true }),
    subject_id: reference('Subject', 'courses', { required: true }),
    paper: number('Paper', { required: true, integer: true, min: 1, max: 3, grouping: false }),
    mark: number('Mark', { min: 0, max: 1000 }),
    // Absent is X on lists and report forms, never a zero.
    absent: boolean('Absent', { default: false }),
    class_id: reference('Class', 'classes', { required: true }),
    stream_id: reference('Stream', 'streams'),
    entered_by: reference('Entered by', 'users'),
  },
  list: ['exam_id', 'student_id', 'subject_id', 'paper', 'mark', 'absent', 'stream_id', 'entered_by'],
  filters: ['exam_id', 'student_id', 'subject_id', 'class_id', 'stream_id'],
  sort: { field: 'id', order: 'ASC' },
  search: [],
  represent: '{mark}',
  access: { read: EXAM_ADMINS, write: EXAM_ADMINS },
  unique: [['exam_id', 'student_id', 'subject_id', 'paper']],
});

export const EXAMS_RESOURCES = [examCategories, exams, marks] as const;
