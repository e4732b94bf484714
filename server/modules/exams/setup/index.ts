import type { HookTable } from '../../../engine/hooks';
import { checkBands, oneSystemPerScope } from './bands';
import { checkSubjectTeacher, nameClassSubject } from './class-subjects';
import { checkPapers } from './papers';

export { seedStandardExams } from './standard';

/** The exams set-up rules: papers, grading bands, subject teachers. */
export const setupHooks = (): HookTable => ({
  exams: { validate: [checkPapers] },
  grading_systems: { validate: [checkBands, oneSystemPerScope] },
  class_subjects: { validate: [checkSubjectTeacher], beforeSave: [nameClassSubject] },
});
