import type { ModuleName, Role } from '../schema/registry';
import { SW_ADMISSIONS } from './swAdmissions';
import { SW_SETTINGS } from './swSettings';

/**
 * Swahili for the registry: resource names, field labels, help texts and choice values. English is
 * derived from the declarations themselves (registryMessages.ts); a test fails when a declaration
 * gains a label that is missing here.
 */
export interface ResourceTranslation {
  /** 'singular |||| plural', as react-admin's smart_count expects. */
  readonly name: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly helps?: Readonly<Record<string, string>>;
  readonly choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const SW_ROLES: Readonly<Record<Role, string>> = {
  ROLE_All: 'Msimamizi mkuu (yote)',
  ROLE_Admissions_Admin: 'Msimamizi wa usajili',
  ROLE_Issue_Leaveout_or_Suspension: 'Kutoa ruhusa ya kutoka au kusimamisha',
  ROLE_Add_or_Edit_students_and_Teachers: 'Kuongeza au kuhariri wanafunzi na walimu',
  ROLE_finance_admin: 'Msimamizi wa fedha',
  ROLE_Cross_Receipts: 'Kuhamisha stakabadhi',
  ROLE_Set_Fee_Structure: 'Kuweka muundo wa ada',
  ROLE_Access_Accounts_dashboard: 'Dashibodi ya hesabu',
  ROLE_Send_Fee_balances: 'Kutuma salio za ada',
  ROLE_Pay_Fees: 'Kulipa ada',
  ROLE_View_Only: 'Kutazama tu',
  ROLE_Access_Pocket_Money: 'Pesa za matumizi',
  ROLE_View_Dalily_Collections: 'Kutazama makusanyo ya kila siku',
  ROLE_Access_Other_Sources_of_income: 'Vyanzo vingine vya mapato',
  ROLE_Approve_Refund: 'Kuidhinisha marejesho',
  ROLE_Process_Refund: 'Kushughulikia marejesho',
  ROLE_Access_Expenses: 'Matumizi',
  ROLE_create_budget: 'Kuunda bajeti',
  ROLE_View_Financial_reports: 'Kutazama ripoti za fedha',
  ROLE_Exam_admin: 'Msimamizi wa mitihani',
  ROLE_Access_Exam_Analysis_Module: 'Uchambuzi wa mitihani',
  ROLE_Send_Custom_sms: 'Kutuma SMS maalum',
  ROLE_timetable_admin: 'Msimamizi wa ratiba',
  ROLE_biometrics_admin: 'Msimamizi wa bayometriki',
  ROLE_Mark_attendance_register: 'Kujaza daftari la mahudhurio',
  ROLR_HR_ADMIN: 'Msimamizi wa rasilimali watu',
  ROLE_Add_or_Edit_Employee: 'Kuongeza au kuhariri mfanyakazi',
  ROLE_post_content: 'Kuchapisha maudhui',
};

export const SW_RESOURCES: Readonly<Record<string, ResourceTranslation>> = {
  branches: {
    name: 'Shule |||| Mipangilio ya shule',
    fields: {
      name: 'Jina',
      code: 'Msimbo',
      motto: 'Kauli mbiu',
      address: 'Anwani',
      phone: 'Simu',
      email: 'Barua pepe',
      logo: 'Nembo',
      admission_pattern: 'Mfumo wa nambari za usajili',
    },
    helps: {
      admission_pattern:
        '{YYYY} mwaka wa kujiunga, {YY} tarakimu zake mbili za mwisho, {SEQ:5} nambari inayofuata yenye tarakimu 5',
    },
  },
  ...SW_ADMISSIONS,
  ...SW_SETTINGS,
  users: {
    name: 'Mtumiaji |||| Watumiaji',
    fields: {
      username: 'Jina la mtumiaji',
      name: 'Jina kamili',
      email: 'Barua pepe',
      roles: 'Majukumu',
      active: 'Hai',
      password: 'Nenosiri',
      theme: 'Mandhari',
    },
    helps: {
      theme: '0 mwanga, 1 giza',
      username: 'Herufi ndogo, tarakimu, nukta, kistari na kistari cha chini',
      password: 'Herufi 8 hadi 128; acha tupu ili kubaki na lililopo',
    },
    choices: { roles: SW_ROLES },
  },
};

export const SW_MODULES: Readonly<Record<ModuleName | 'home', string>> = {
  home: 'Nyumbani',
  admissions: 'Usajili',
  finance: 'Fedha',
  exams: 'Mitihani',
  messaging: 'Ujumbe',
  timetable: 'Ratiba',
  inventory: 'Hifadhi ya vifaa',
  library: 'Maktaba',
  biometrics: 'Bayometriki',
  hr: 'Rasilimali watu',
  settings: 'Mipangilio',
  elearning: 'Masomo ya mtandaoni',
  branches: 'Matawi',
};

/** Page routes by routeKey(path). */
export const SW_ROUTES: Readonly<Record<string, string>> = {
  root: 'Ingia',
  superUsers: 'Wasimamizi wakuu',
  branches: 'Matawi',
  branches_schools_id: 'Shule za tawi',
  branches_users_id: 'Watumiaji wa tawi',
  home: 'Nyumbani',
  superadmin: 'Msimamizi mkuu',
  meeting_meetingId: 'Mkutano',
  registration: 'Usajili',
  classes: 'Orodha za madarasa',
  reports_enrolment: 'Usajili kwa darasa',
};
