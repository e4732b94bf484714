import { seedLeaveDefaults } from '../../modules/hr/leave/defaults';
import type { Patch } from '../patch';

/**
 * Schools created before leave (issue 14) get the Employment Act's leave types and Kenya's public
 * holidays for 2024 to 2027, as a new school does when it is created. After the sync, which adds
 * the leave_types and public_holidays tables.
 */
export default {
  phase: 'after-sync',
  async up(db) {
    const branches = await db.selectFrom('branches').select('id').execute();
    for (const branch of branches) await seedLeaveDefaults(db, Number(branch.id));
  },
} satisfies Patch;
