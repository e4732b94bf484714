import { boolean, choice, lines, number, reference, text } from './fields';
import { EXAM_ADMINS, EXAM_ANALYSTS } from './exam-roles';
import { defineResource } from './resource';

/**
 * Exams, how marks become grades: grading systems (KCSE 12-point, CBE 4 and 8 levels) with their
 * editable bands per subject and class level, and each level's mean-grade rule (/requiredsubs).
 * The computation itself is src/schema/exam-grading.ts.
 */

export const GRADE_FAMILIES = ['kcse', 'cbe4', 'cbe8'] as const;
export type GradeFamily = (typeof GRADE_FAMILIES)[number];
const FAMILY_LABELS = {
  kcse: 'KCSE 12-point (A to E)',
  cbe4: 'CBE 4 levels (EE, ME, AE, BE)',
  cbe8: 'CBE 8 levels (EE1 to BE2)',
} as const;

export const gradingSystems = defineResource({
  name: 'grading_systems',
  path: '/gradingsystem',
  label: 'Grading systems',
  singular: 'Grading system',
  icon: 'chart',
  module: 'exams',
  fields: {
    name: text('Name', { required: true, unique: 'branch', max: 80 }),
    family: choice('Family', GRADE_FAMILIES, { required: true, default: 'kcse', choiceLabels: FAMILY_LABELS }),
    subject_id: reference('Subject', 'courses', { help: 'Empty: every subject' }),
    level: number('Class level', { integer: true, min: 0, max: 20, help: 'Empty: every level; Form 1 is 1' }),
    bands: lines('Bands', {
      singular: 'Band',
      min: 1,
      max: 20,
      fields: {
        grade: text('Grade', { required: true, max: 4 }),
        points: number('Points', { required: true, integer: true, min: 0, max: 12 }),
        min_mark: number('From (%)', { required: true, integer: true, min: 0, max: 100 }),
        max_mark: number('To (%)', { required: true, integer: true, min: 0, max: 100 }),
      },
    }),
  },
  list: ['name', 'family', 'subject_id', 'level'],
  filters: ['family', 'subject_id', 'level'],
  sort: { field: 'name', order: 'ASC' },
  search: ['name'],
  represent: '{name}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
  form: {
    sections: [
      { label: 'Applies to', fields: ['name', 'family', 'subject_id', 'level'] },
      { label: 'Bands', fields: ['bands'] },
    ],
  },
});

export const MEAN_GRADE_RULES = ['kcse_2023', 'kcse_pre2023', 'all'] as const;
export type MeanGradeRule = (typeof MEAN_GRADE_RULES)[number];

export const requiredSubjects = defineResource({
  name: 'required_subjects',
  path: '/requiredsubs',
  label: 'Mean grade rules',
  singular: 'Mean grade rule',
  icon: 'chart',
  module: 'exams',
  fields: {
    level: number('Class level', { required: true, integer: true, min: 0, max: 20, unique: 'branch' }),
    rule: choice('Subjects counted', MEAN_GRADE_RULES, {
      required: true,
      default: 'kcse_2023',
      choiceLabels: {
        kcse_2023: 'KCSE 2023 on: Mathematics, the better of English or Kiswahili, the best 5 others',
        kcse_pre2023: 'KCSE before 2023: English, Kiswahili, Mathematics, 2 sciences, a humanity, 1 more',
        all: 'Every subject taken',
      },
    }),
    subjects_counted: number('Number counted', { required: true, integer: true, min: 1, max: 20, default: 7 }),
    family: choice('Grading', GRADE_FAMILIES, { required: true, default: 'kcse', choiceLabels: FAMILY_LABELS }),
    rank_missing: boolean('Rank a student missing a counted subject', { default: true }),
    rank_by: choice('Rank by', ['mean_points', 'total_marks'], { required: true, default: 'mean_points' }),
  },
  list: ['level', 'rule', 'subjects_counted', 'family', 'rank_missing', 'rank_by'],
  filters: ['rule', 'family'],
  sort: { field: 'level', order: 'ASC' },
  search: [],
  represent: 'Level {level}',
  access: { read: EXAM_ANALYSTS, write: EXAM_ADMINS, screen: EXAM_ADMINS },
});

export const GRADING_RESOURCES = [gradingSystems, requiredSubjects] as const;
