import type { Role } from '../../src/schema';

/** One demo user per role group (issue 2); all share the password below. */
export const DEMO_PASSWORD = 'shule-demo';

export interface DemoUser {
  readonly username: string;
  readonly name: string;
  readonly roles: readonly Role[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', name: 'Amina Otieno', roles: ['ROLE_All'] },
  { username: 'registrar', name: 'Peter Kamau', roles: ['ROLE_Admissions_Admin', 'ROLE_Send_Custom_sms'] },
  { username: 'bursar', name: 'Grace Wanjiru', roles: ['ROLE_finance_admin'] },
  { username: 'viewer', name: 'John Mwangi', roles: ['ROLE_View_Only'] },
  {
    username: 'accountant',
    name: 'Daniel Ochieng',
    roles: [
      'ROLE_Access_Expenses',
      'ROLE_create_budget',
      'ROLE_Access_Other_Sources_of_income',
      'ROLE_View_Financial_reports',
    ],
  },
  {
    username: 'principal',
    name: 'Esther Mutiso',
    // The head of the school: approves refunds and payroll (a second person after HR), reads the exam results.
    roles: ['ROLE_finance_admin', 'ROLE_Approve_Refund', 'ROLR_HR_ADMIN', 'ROLE_Exam_admin'],
  },
  { username: 'examiner', name: 'Faith Achieng', roles: ['ROLE_Exam_admin'] },
  {
    username: 'teacher',
    name: 'David Kiprop',
    roles: ['ROLE_Access_Exam_Analysis_Module', 'ROLE_Mark_attendance_register'],
  },
  { username: 'hr', name: 'Mercy Njeri', roles: ['ROLR_HR_ADMIN'] },
  { username: 'librarian', name: 'Samuel Mutua', roles: [] },
];

/** Demo super administrators: a separate account kind, signing in at /superUsers (POST /api/super/signin). */
export interface DemoSuperAdmin {
  readonly username: string;
  readonly name: string;
}

export const DEMO_SUPER_ADMINS: readonly DemoSuperAdmin[] = [
  { username: 'superadmin', name: 'Shule Super Administrator' },
];
