import type { ScreenOverrides } from '../../../resources/screenTypes';
import { LeaveDesk } from './LeaveDesk';

/** /leave's list is the leave desk (applications, balances, types, holidays); HrScreens.tsx uses it. */
export const LEAVE_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  leave_applications: { list: LeaveDesk },
};
