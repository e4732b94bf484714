import { REGISTER_MESSAGES_SW } from './hr-register.messages.sw';
import { REGISTER_SW } from './hr-register.sw';
import { LEAVE_MESSAGES_SW } from './hr-leave.messages.sw';
import { LEAVE_SW } from './hr-leave.sw';
import { ATTENDANCE_MESSAGES_SW } from './hr-attendance.messages.sw';
import { ATTENDANCE_SW } from './hr-attendance.sw';
import { RATES_MESSAGES_SW } from './hr-rates.messages.sw';
import { RATES_SW } from './hr-rates.sw';
import { PAYROLL_MESSAGES_SW } from './hr-payroll.messages.sw';
import { PAYROLL_SW } from './hr-payroll.sw';

/** Swahili of the HR module (hr.ts). */
export default {
  label: 'Rasilimali watu na mishahara',
  resources: {
    ...REGISTER_SW.resources,
    ...LEAVE_SW.resources,
    ...ATTENDANCE_SW.resources,
    ...RATES_SW.resources,
    ...PAYROLL_SW.resources,
  },
  pages: {
    ...REGISTER_SW.pages,
  },
  messages: {
    register: REGISTER_MESSAGES_SW,
    leave: LEAVE_MESSAGES_SW,
    attendance: ATTENDANCE_MESSAGES_SW,
    rates: RATES_MESSAGES_SW,
    payroll: PAYROLL_MESSAGES_SW,
  },
};
