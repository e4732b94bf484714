import { REGISTER_OVERRIDES } from '../../pages/hr/employees/overrides';
import { PAYROLL_OVERRIDES } from '../../pages/hr/payroll/overrides';
import { RATES_OVERRIDES } from '../../pages/hr/rates/overrides';
import { LEAVE_OVERRIDES } from '../../pages/hr/leave/overrides';
import { ATTENDANCE_OVERRIDES } from '../../pages/hr/attendance/overrides';
import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import type { ScreenOverrides } from '../screenTypes';

/**
 * Screens of the hr module, one lazily loaded chunk. Bespoke screens of its resources go in
 * OVERRIDES; everything else is the generic screen of the declaration.
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  ...REGISTER_OVERRIDES,
  ...RATES_OVERRIDES,
  ...LEAVE_OVERRIDES,
  ...ATTENDANCE_OVERRIDES,
  ...PAYROLL_OVERRIDES,
};

export default function HrScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
