import { EXAM_ANALYSTS } from './exam-roles';
import { definePage } from './module';

/**
 * Mark entry's screens (spec.md section 2): /mysubjects, a teacher's class-subjects with each open
 * exam's progress, and /myexams, the exams open for marks and the mark grid. The exams office
 * opens them too, for any class-subject.
 */
export const mySubjectsPage = definePage({
  path: '/mysubjects',
  label: 'My subjects',
  module: 'exams',
  icon: 'class',
  roles: EXAM_ANALYSTS,
  screen: () => import('../pages/exams/marks/MySubjectsPage').then((m) => ({ default: m.MySubjectsPage })),
});

export const myExamsPage = definePage({
  path: '/myexams',
  label: 'Mark entry',
  module: 'exams',
  icon: 'report',
  roles: EXAM_ANALYSTS,
  screen: () => import('../pages/exams/marks/MyExamsPage').then((m) => ({ default: m.MyExamsPage })),
});

export const MARKS_PAGES = [mySubjectsPage, myExamsPage] as const;

/** Swahili of the pages' labels, by path. */
export const MARKS_PAGES_SW = {
  '/mysubjects': 'Masomo yangu',
  '/myexams': 'Kuingiza alama',
} as const;
