import type { Role } from './roles';

/**
 * The exam roles of spec.md section 6, named once for every exam declaration and route.
 * ROLE_All is always admitted by the access function, so it is in no list.
 */

/** The exams office: every exam page, every exam record, any class-subject's marks. */
export const EXAM_ADMINS: readonly Role[] = ['ROLE_Exam_admin'];

/**
 * /dashboard, /mysubjects and /myexams. A user holding only ROLE_Access_Exam_Analysis_Module is a
 * teacher: they read the exam set-up their grid needs and write marks only for the class-subjects
 * of the teacher record whose user_id is theirs (server/modules/exams/marks).
 */
export const EXAM_ANALYSTS: readonly Role[] = ['ROLE_Exam_admin', 'ROLE_Access_Exam_Analysis_Module'];

/** Whether these roles may enter marks for any class-subject (the exams office), not only their own. */
export const isExamAdmin = (roles: readonly string[]): boolean =>
  roles.includes('ROLE_All') || EXAM_ADMINS.some((role) => roles.includes(role));
