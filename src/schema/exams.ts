import { EXAMS_MESSAGES } from './exams.messages';
import { EXAMS_RESOURCES } from './exams-exams';
import { GRADING_RESOURCES } from './exams-grading-setup';
import { REPORT_SETUP_RESOURCES } from './exams-report-setup';
import { RESULTS_PAGES } from './exams-results-pages';
import { SUBJECTS_RESOURCES } from './exams-subjects';
import { MARKS_PAGES } from './exams-marks-pages';
import { defineModule } from './module';

/**
 * The exams module (issue 13): one subject register, exams and their papers, mark entry, Kenyan
 * grading (KCSE 12-point and competency-based), merit lists, subject analysis and report forms.
 * Each area is declared in its own file (exams-*.ts); this is the one module they make.
 */
export const examsModule = defineModule({
  name: 'exams',
  label: 'Exams',
  resources: [...SUBJECTS_RESOURCES, ...EXAMS_RESOURCES, ...GRADING_RESOURCES, ...REPORT_SETUP_RESOURCES],
  pages: [...RESULTS_PAGES, ...MARKS_PAGES],
  messages: EXAMS_MESSAGES,
  swahili: () => import('./exams.sw'),
});
