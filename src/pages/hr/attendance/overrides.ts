import type { ScreenOverrides } from '../../../resources/screenTypes';
import { StaffRegister } from './StaffRegister';
import { StudentRegister } from './StudentRegister';

/** /attendance and /studentattendance open on the day's register (HrScreens.tsx uses them). */
export const ATTENDANCE_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  staff_attendance: { list: StaffRegister },
  student_attendance: { list: StudentRegister },
};
