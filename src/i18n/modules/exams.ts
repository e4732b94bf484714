import { EXAMS_EN } from '../exams';
import { EXAMS_REPORTS_EN } from '../exams-reports';
import { EXAMS_RESULTS_EN } from '../exams-results';
import { merge, type MessageBundle } from '../registryMessages';

/** The exams module's screen texts, loaded with its screens (moduleMessages.ts); add an area's texts here. */
export const EXAMS_BUNDLE: MessageBundle = {
  en: merge(EXAMS_EN, EXAMS_RESULTS_EN, EXAMS_REPORTS_EN),
  sw: async () => {
    const parts = await Promise.all([
      import('../sw/exams').then((m) => m.EXAMS_SW),
      import('../sw/exams-results').then((m) => m.EXAMS_RESULTS_SW),
      import('../sw/exams-reports').then((m) => m.EXAMS_REPORTS_SW),
    ]);
    return merge(...parts);
  },
};
