import type { ShuleDatabase } from './database';
import { seedHrLeaveDemo } from './demo-hr-leave';
import { seedHrPayrollDemo } from './demo-hr-payroll';
import { seedHrRatesDemo } from './demo-hr-rates';
import { seedHrRegisterDemo } from './demo-hr-register';

/**
 * The HR demo: the register first (employees on the payroll, their allowances and deductions), the dated
 * statutory rates, leave taken and pending with attendance, then two months of payroll paid.
 */
export async function seedHrDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  await seedHrRegisterDemo(database, branchId);
  await seedHrRatesDemo(database, branchId);
  await seedHrLeaveDemo(database, branchId);
  await seedHrPayrollDemo(database, branchId);
}
