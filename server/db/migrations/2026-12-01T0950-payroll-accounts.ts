import { topUpPayrollChart } from '../../modules/hr/payroll/accounts';
import type { Patch } from '../patch';

/**
 * Schools created before payroll get the accounts paying it posts to (PAYE, NSSF, SHIF, housing
 * levy and the other deductions payable, net salaries payable, the employer's contributions and
 * salary advances) in their School Fund. After the sync, like the accounting issue's top-up.
 */
export default {
  phase: 'after-sync',
  async up(db) {
    const branches = await db.selectFrom('branches').select('id').execute();
    for (const branch of branches) await topUpPayrollChart(db, Number(branch.id));
  },
} satisfies Patch;
