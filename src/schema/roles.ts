/** Role names exactly as spec.md section 6 spells them (ROLR_HR_ADMIN included). */
export const ROLES = [
  'ROLE_All',
  'ROLE_Admissions_Admin',
  'ROLE_Issue_Leaveout_or_Suspension',
  'ROLE_Add_or_Edit_students_and_Teachers',
  'ROLE_finance_admin',
  'ROLE_Cross_Receipts',
  'ROLE_Set_Fee_Structure',
  'ROLE_Access_Accounts_dashboard',
  'ROLE_Send_Fee_balances',
  'ROLE_Pay_Fees',
  'ROLE_View_Only',
  'ROLE_Access_Pocket_Money',
  'ROLE_View_Dalily_Collections',
  'ROLE_Access_Other_Sources_of_income',
  'ROLE_Approve_Refund',
  'ROLE_Process_Refund',
  'ROLE_Access_Expenses',
  'ROLE_create_budget',
  'ROLE_View_Financial_reports',
  'ROLE_Exam_admin',
  'ROLE_Access_Exam_Analysis_Module',
  'ROLE_Send_Custom_sms',
  'ROLE_timetable_admin',
  'ROLE_biometrics_admin',
  'ROLE_Mark_attendance_register',
  'ROLR_HR_ADMIN',
  'ROLE_Add_or_Edit_Employee',
  'ROLE_post_content',
] as const;

export type Role = (typeof ROLES)[number];

export const SUPER_ROLE: Role = 'ROLE_All';

/** Role groups of spec.md section 6, named once so declarations and routes share them. */
export const REGISTRATION_ROLES: readonly Role[] = [
  'ROLE_Admissions_Admin',
  'ROLE_Issue_Leaveout_or_Suspension',
  'ROLE_Add_or_Edit_students_and_Teachers',
];
export const REGISTRATION_ROLES_NO_LEAVEOUT: readonly Role[] = [
  'ROLE_Admissions_Admin',
  'ROLE_Add_or_Edit_students_and_Teachers',
];
/**
 * Staff who pick reference data (classes, streams, subjects, terms, hostels) while doing their own
 * work: fees, exams, registers, HR, SMS. They read it; only settings (ROLE_All) change it.
 */
export const REFERENCE_DATA_READERS: readonly Role[] = [
  ...REGISTRATION_ROLES,
  'ROLE_finance_admin',
  'ROLE_View_Only',
  'ROLE_Exam_admin',
  'ROLE_Access_Exam_Analysis_Module',
  'ROLE_Mark_attendance_register',
  'ROLE_timetable_admin',
  'ROLR_HR_ADMIN',
  'ROLE_Add_or_Edit_Employee',
  // Choosing whom to text: the guardians of a class, a stream, a hostel, a department's staff.
  'ROLE_Send_Custom_sms',
];
/** Settings pages admit ROLE_All only: an empty list plus the always-admitted super role. */
export const SETTINGS_ROLES: readonly Role[] = [];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
