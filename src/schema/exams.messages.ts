import { MARKS_MESSAGES } from './exams-marks.messages';
import { REPORTS_MESSAGES } from './exams-reports.messages';
import { RESULTS_MESSAGES } from './exams-results.messages';
import { SETUP_MESSAGES } from './exams-setup.messages';

/** English of the exams module's answers, under `shule.exams.<area>`. Swahili: exams.sw.ts. */
export const EXAMS_MESSAGES = {
  setup: SETUP_MESSAGES,
  marks: MARKS_MESSAGES,
  results: RESULTS_MESSAGES,
  ...REPORTS_MESSAGES,
};
