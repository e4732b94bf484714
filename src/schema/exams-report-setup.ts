import { choice, date, longText, reference, text } from './fields';
import { EXAM_ADMINS, EXAM_ANALYSTS } from './exam-roles';
import { defineResource } from './resource';

/**
 * Exams, what a report form carries besides marks: remark banks by mean grade, a student's own
 * remarks, the term's closing and opening dates and the colour of each grade.
 */

export const REMARK_AUTHORS = ['class_teacher', 'principal'] as const;

export const remarks = defineResource({
  name: 'remarks',
  path: '/remarks',
  label: 'Remarks',
  singular: 'Remark',
  icon: 'report',
  module: 'exams',
  fields: {
    author: choice('By', REMARK_AUTHORS, { required: true }),
    grade: text('Mean grade', { required: true, max: 4, help: 'e.g. B+, or EE for CBE' }),
    text: longText('Remark', { required: true, max: 300 }),
  },
  list: ['author', 'grade', 'text'],
  filters: ['author', 'grade'],
  sort: { field: 'grade', order: 'ASC' },
  search: ['grade', 'text'],
  represent: '{grade}: {text}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
  unique: [['author', 'grade']],
});

/** One student's remarks on one exam's report form, over the bank's. Edited on the report form screen. */
export const reportRemarks = defineResource({
  name: 'report_remarks',
  path: '/reportremarks',
  label: "Students' remarks",
  singular: "Student's remarks",
  icon: 'report',
  module: 'exams',
  menu: false,
  fields: {
    exam_id: reference('Exam', 'exams', { required: true }),
    student_id: reference('Student', 'students', { required: true }),
    class_teacher_remark: longText("Class teacher's remark", { max: 300 }),
    principal_remark: longText("Principal's remark", { max: 300 }),
  },
  list: ['exam_id', 'student_id', 'class_teacher_remark', 'principal_remark'],
  filters: ['exam_id', 'student_id'],
  sort: { field: 'id', order: 'ASC' },
  search: ['class_teacher_remark', 'principal_remark'],
  represent: '{class_teacher_remark}',
  access: { read: EXAM_ADMINS, write: EXAM_ADMINS },
  unique: [['exam_id', 'student_id']],
});

export const reportDates = defineResource({
  name: 'report_dates',
  path: '/reportdates',
  label: 'Report dates',
  singular: 'Report dates',
  icon: 'term',
  module: 'exams',
  fields: {
    term_id: reference('Term', 'terms', { required: true, unique: 'branch' }),
    closing_date: date('Closing date', { required: true }),
    opening_date: date('Next term opens', { required: true, notBefore: 'closing_date' }),
  },
  list: ['term_id', 'closing_date', 'opening_date'],
  filters: ['term_id'],
  sort: { field: 'closing_date', order: 'DESC' },
  search: [],
  represent: '{closing_date}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
});

export const reportColours = defineResource({
  name: 'report_colours',
  path: '/reportcolours',
  label: 'Report colours',
  singular: 'Report colour',
  icon: 'report',
  module: 'exams',
  fields: {
    grade: text('Grade', { required: true, unique: 'branch', max: 4 }),
    colour: text('Colour', {
      required: true,
      pattern: '^#[0-9A-Fa-f]{6}$',
      max: 7,
      help: 'As #RRGGBB, e.g. #2E7D32',
    }),
  },
  list: ['grade', 'colour'],
  filters: [],
  sort: { field: 'grade', order: 'ASC' },
  search: ['grade'],
  represent: '{grade}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
});

export const REPORT_SETUP_RESOURCES = [remarks, reportRemarks, reportDates, reportColours] as const;
