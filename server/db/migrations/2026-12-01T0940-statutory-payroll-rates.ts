import { seedStatutoryRates } from '../../modules/hr/payroll/engine/seed';
import type { Patch } from '../patch';

/**
 * Schools created before payroll (issue 14) get Kenya's statutory rate rows since 2018 (PAYE bands,
 * reliefs, NHIF and SHIF, NSSF, housing levy), as a new school does when it is created. After the
 * sync, which adds the rate tables.
 */
export default {
  phase: 'after-sync',
  async up(db) {
    const branches = await db.selectFrom('branches').select('id').execute();
    for (const branch of branches) await seedStatutoryRates(db, Number(branch.id));
  },
} satisfies Patch;
