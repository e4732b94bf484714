import type { HookTable } from '../../../engine/hooks';
import { checkBands, oneSystemPerScope } from './bands';
import { checkClassTeacher, checkSubjectTeacher, nameClassSubject } from './class-subjects';
import { checkPapers } from './papers';

export { seedStandardExams } from './standard';

/** The exams set-up rules: papers, grading bands, subject teachers, a stream's class teacher. */
export const setupHooks = (): HookTable => ({
  exams: { validate: [checkPapers] },
  grading_systems: { validate: [checkBands, oneSystemPerScope] },
  class_subjects: { validate: [checkSubjectTeacher], beforeSave: [nameClassSubject] },
  streams: { validate: [checkClassTeacher] },
});
