import { EXAM_ADMINS, EXAM_ANALYSTS } from './exam-roles';
import { definePage } from './module';

/**
 * The results screens (spec.md section 2): /grades, the exams office's merit lists and subject
 * analysis, and /dashboard, the exam dashboard (its first declaration: the e-learning dashboard's
 * later one never wins).
 */
export const examDashboardPage = definePage({
  path: '/dashboard',
  label: 'Exam dashboard',
  module: 'exams',
  icon: 'dashboard',
  roles: EXAM_ANALYSTS,
  screen: () => import('../pages/exams/dashboard/ExamDashboardPage').then((m) => ({ default: m.ExamDashboardPage })),
});

export const gradesPage = definePage({
  path: '/grades',
  label: 'Results and merit lists',
  module: 'exams',
  icon: 'chart',
  roles: EXAM_ADMINS,
  screen: () => import('../pages/exams/results/GradesPage').then((m) => ({ default: m.GradesPage })),
});

export const RESULTS_PAGES = [examDashboardPage, gradesPage] as const;

/** Swahili of the pages' labels, by path. */
export const RESULTS_PAGES_SW = {
  '/dashboard': 'Dashibodi ya mitihani',
  '/grades': 'Matokeo na orodha za ubora',
} as const;
