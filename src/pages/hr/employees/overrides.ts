import type { ScreenOverrides } from '../../../resources/screenTypes';
import { EmployeeShow } from './EmployeeShow';

/** Bespoke screens of the register's resources, by resource name (HrScreens.tsx uses them). */
export const REGISTER_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  employees: { show: EmployeeShow },
};
