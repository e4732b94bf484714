import type { HookTable } from '../../../engine/hooks';
export { registerRoutes } from './routes';
import { allowanceHooks, deductionHooks, employeeHooks, hrSettingsHooks } from './rules';

/**
 * The register's rules on the generic writes. A hook on employees runs for writes through the
 * teachers and staff views too (the hooks of a view's base table run after its own).
 */
export function registerHooks(): HookTable {
  return {
    employees: { validate: [employeeHooks.validate], beforeSave: [employeeHooks.beforeSave] },
    allowances: { validate: [allowanceHooks.validate] },
    deductions: { validate: [deductionHooks.validate], beforeSave: [deductionHooks.beforeSave] },
    hr_settings: { validate: [hrSettingsHooks.validate] },
  };
}
