import type { Role } from './roles';

/**
 * The HR roles of spec.md section 6, named once so every HR declaration and route shares them
 * (ROLR_HR_ADMIN is spelt so in the spec). ROLE_All is always admitted.
 */
export const HR_ADMINS: readonly Role[] = ['ROLR_HR_ADMIN'];

/** The HR pages: HR administrators and the clerks who add or edit employees. */
export const HR_ROLES: readonly Role[] = ['ROLR_HR_ADMIN', 'ROLE_Add_or_Edit_Employee'];
