import { REGISTER_PAGES, REGISTER_RESOURCES } from './hr-register';
import { LEAVE_RESOURCES } from './hr-leave';
import { ATTENDANCE_RESOURCES } from './hr-attendance';
import { RATES_RESOURCES } from './hr-rates';
import { PAYROLL_RESOURCES } from './hr-payroll';
import { HR_MESSAGES } from './hr.messages';
import { defineModule } from './module';

/**
 * The HR and payroll module (issue 14): one register of the people the school employs, leave,
 * attendance registers, and a Kenyan payroll whose statutory rates are dated rows.
 */
export const hrModule = defineModule({
  name: 'hr',
  label: 'HR and payroll',
  resources: [
    ...REGISTER_RESOURCES,
    ...LEAVE_RESOURCES,
    ...ATTENDANCE_RESOURCES,
    ...RATES_RESOURCES,
    ...PAYROLL_RESOURCES,
  ],
  pages: [...REGISTER_PAGES],
  messages: HR_MESSAGES,
  swahili: () => import('./hr.sw'),
});
