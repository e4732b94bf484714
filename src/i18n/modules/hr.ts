import { HR_EN } from '../hr';
import { HR_RATES_EN } from '../hr-rates';
import { HR_LEAVE_EN } from '../hr-leave';
import { HR_PAYROLL_EN } from '../hr-payroll';
import { merge, type MessageBundle } from '../registryMessages';

/** The hr module's screen texts, loaded with its screens (moduleMessages.ts); add an area's texts here. */
export const HR_BUNDLE: MessageBundle = {
  en: merge(HR_EN, HR_RATES_EN, HR_LEAVE_EN, HR_PAYROLL_EN),
  sw: async () => {
    const parts = await Promise.all([
      import('../sw/hr').then((m) => m.HR_SW),
      import('../sw/hr-rates').then((m) => m.HR_RATES_SW),
      import('../sw/hr-leave').then((m) => m.HR_LEAVE_SW),
      import('../sw/hr-payroll').then((m) => m.HR_PAYROLL_SW),
    ]);
    return merge(...parts);
  },
};
