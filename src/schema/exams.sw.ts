import { EXAMS_SW } from './exams-exams.sw';
import { MARKS_PAGES_SW } from './exams-marks-pages';
import { GRADING_SETUP_SW } from './exams-grading-setup.sw';
import { MARKS_MESSAGES_SW } from './exams-marks.messages.sw';
import { REPORT_SETUP_SW } from './exams-report-setup.sw';
import { REPORTS_MESSAGES_SW } from './exams-reports.messages.sw';
import { RESULTS_MESSAGES_SW } from './exams-results.messages.sw';
import { RESULTS_PAGES_SW } from './exams-results-pages';
import { SETUP_MESSAGES_SW } from './exams-setup.messages.sw';
import { SUBJECTS_SW } from './exams-subjects.sw';

/** Swahili of the exams module (exams.ts), gathered from its areas' files. */
export default {
  label: 'Mitihani',
  resources: {
    ...SUBJECTS_SW.resources,
    ...EXAMS_SW.resources,
    ...GRADING_SETUP_SW.resources,
    ...REPORT_SETUP_SW.resources,
  },
  pages: { ...RESULTS_PAGES_SW, ...MARKS_PAGES_SW },
  messages: {
    setup: SETUP_MESSAGES_SW,
    marks: MARKS_MESSAGES_SW,
    results: RESULTS_MESSAGES_SW,
    ...REPORTS_MESSAGES_SW,
  },
};
