import { REGISTER_MESSAGES } from './hr-register.messages';
import { LEAVE_MESSAGES } from './hr-leave.messages';
import { ATTENDANCE_MESSAGES } from './hr-attendance.messages';
import { RATES_MESSAGES } from './hr-rates.messages';
import { PAYROLL_MESSAGES } from './hr-payroll.messages';

/** English of the HR module's answers, under `shule.hr.<area>`. Swahili: hr.sw.ts. */
export const HR_MESSAGES = {
  register: REGISTER_MESSAGES,
  leave: LEAVE_MESSAGES,
  attendance: ATTENDANCE_MESSAGES,
  rates: RATES_MESSAGES,
  payroll: PAYROLL_MESSAGES,
};
