import { seedStandardExams } from '../../modules/exams/setup/standard';
import type { Patch } from '../patch';

/**
 * Schools created before the exams issue get what a new school starts with: KNEC's subject groups,
 * the standard subjects (their own gain a group and a short name), the common grading systems,
 * the KCSE 2023 rule for Forms 1 to 4 and the grade colours. After the sync, which adds the tables.
 */
export default {
  phase: 'after-sync',
  async up(db) {
    const branches = await db.selectFrom('branches').select('id').execute();
    for (const branch of branches) await seedStandardExams(db, Number(branch.id));
  },
} satisfies Patch;
