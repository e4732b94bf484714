import type { ScreenOverrides } from '../../../resources/screenTypes';
import { PayrollShow } from './PayrollShow';

/** The payroll run's page (HrScreens.tsx uses it); its list and form are the declaration's. */
export const PAYROLL_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  payrolls: { show: PayrollShow },
};
