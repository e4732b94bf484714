/**
 * The demo school's people, as a Kenyan county boarding school employs them: TSC teachers (paid by
 * the Teachers Service Commission, not on the school payroll), board (BOM) teachers and support
 * staff paid by the school, and a few on contract or casual terms. Salaries in shillings a month
 * (stored in cents); BOM pay as schools in Nakuru county pay it in 2026.
 */
export type Terms = 'tsc' | 'board' | 'contract' | 'casual';
export type Method = 'bank' | 'mpesa' | 'cash';

export interface DemoPerson {
  readonly first: string;
  readonly middle?: string;
  readonly last: string;
  readonly gender: 'male' | 'female';
  readonly title: string;
  readonly dept: string;
  readonly terms: Terms;
  /** Shillings a month when on the school payroll. */
  readonly salary?: number;
  readonly method?: Method;
  /** Subject codes (KNEC) a teacher teaches. */
  readonly subjects?: readonly string[];
  /** The demo user whose sign-in this person is. */
  readonly user?: string;
  /** Born in the demo's current month: the dashboard's birthdays. */
  readonly birthday?: boolean;
  /** Days from the demo's today to the contract's end. */
  readonly endsIn?: number;
  readonly helb?: number;
  readonly insurance?: number;
  readonly disabled?: boolean;
}

/** Teachers of the school register (demo-school.ts) completed by name: last name → what HR adds. */
export const SCHOOL_TEACHERS: Readonly<Record<string, Partial<DemoPerson>>> = {
  Wambui: { title: 'Head of languages', birthday: true },
  Kiplagat: { title: 'Head of sciences' },
  Atieno: { title: 'Head of humanities' },
  Mwenda: { title: 'Teacher' },
  Nyambura: { title: 'Teacher', insurance: 3_500 },
  Ouma: { title: 'BOM teacher', salary: 38_000, method: 'bank' },
};

/** Staff of the school register (demo-school.ts), by last name. */
export const SCHOOL_STAFF: Readonly<Record<string, Partial<DemoPerson>>> = {
  Akoth: { title: 'Accounts clerk', dept: 'Administration', salary: 32_000, method: 'bank' },
  Kimani: { title: 'Driver', dept: 'Transport', salary: 24_000, method: 'bank', birthday: true },
  Chelangat: { title: 'Matron', dept: 'Boarding and welfare', salary: 22_000, method: 'mpesa' },
};

export const NEW_TEACHERS: readonly DemoPerson[] = [
  {
    first: 'Esther',
    last: 'Mutiso',
    gender: 'female',
    title: 'Principal',
    dept: 'Administration',
    terms: 'tsc',
    subjects: ['313'],
    user: 'principal',
  },
  {
    first: 'Faith',
    last: 'Achieng',
    gender: 'female',
    title: 'Deputy principal (academics)',
    dept: 'Sciences',
    terms: 'tsc',
    subjects: ['121'],
    user: 'examiner',
  },
  {
    first: 'David',
    last: 'Kiprop',
    gender: 'male',
    title: 'Teacher',
    dept: 'Sciences',
    terms: 'tsc',
    subjects: ['232', '121'],
    user: 'teacher',
    birthday: true,
  },
  {
    first: 'Samuel',
    middle: 'Njuguna',
    last: 'Kariuki',
    gender: 'male',
    title: 'Teacher',
    dept: 'Humanities',
    terms: 'tsc',
    subjects: ['311', '313'],
  },
  {
    first: 'Catherine',
    last: 'Njoki',
    gender: 'female',
    title: 'Teacher',
    dept: 'Languages',
    terms: 'tsc',
    subjects: ['101'],
  },
  {
    first: 'Joseph',
    last: 'Wekesa',
    gender: 'male',
    title: 'Teacher',
    dept: 'Sciences',
    terms: 'tsc',
    subjects: ['233', '231'],
  },
  {
    first: 'Mary',
    last: 'Auma',
    gender: 'female',
    title: 'Teacher',
    dept: 'Humanities',
    terms: 'tsc',
    subjects: ['312'],
    disabled: true,
  },
  {
    first: 'Brian',
    last: 'Otieno',
    gender: 'male',
    title: 'BOM teacher',
    dept: 'Technical and applied',
    terms: 'board',
    salary: 42_000,
    method: 'bank',
    subjects: ['451'],
    helb: 3_500,
  },
  {
    first: 'Winnie',
    last: 'Chepkoech',
    gender: 'female',
    title: 'BOM teacher',
    dept: 'Technical and applied',
    terms: 'board',
    salary: 36_000,
    method: 'bank',
    subjects: ['565'],
  },
  {
    first: 'Kevin',
    last: 'Mutinda',
    gender: 'male',
    title: 'BOM teacher',
    dept: 'Technical and applied',
    terms: 'board',
    salary: 32_000,
    method: 'bank',
    subjects: ['443'],
  },
  {
    first: 'Ann',
    last: 'Wairimu',
    gender: 'female',
    title: 'Intern teacher',
    dept: 'Languages',
    terms: 'contract',
    salary: 30_000,
    method: 'mpesa',
    subjects: ['102'],
    endsIn: 38,
    helb: 2_000,
  },
];

export const NEW_STAFF: readonly DemoPerson[] = [
  {
    first: 'Grace',
    last: 'Wanjiru',
    gender: 'female',
    title: 'Bursar',
    dept: 'Administration',
    terms: 'board',
    salary: 65_000,
    method: 'bank',
    user: 'bursar',
    insurance: 5_000,
  },
  {
    first: 'Mercy',
    last: 'Njeri',
    gender: 'female',
    title: 'Human resources officer',
    dept: 'Administration',
    terms: 'board',
    salary: 55_000,
    method: 'bank',
    user: 'hr',
  },
  {
    first: 'Daniel',
    last: 'Ochieng',
    gender: 'male',
    title: 'Accounts assistant',
    dept: 'Administration',
    terms: 'board',
    salary: 35_000,
    method: 'bank',
    user: 'accountant',
  },
  {
    first: 'Peter',
    last: 'Kamau',
    gender: 'male',
    title: 'School secretary',
    dept: 'Administration',
    terms: 'board',
    salary: 30_000,
    method: 'bank',
    user: 'registrar',
  },
  {
    first: 'Samuel',
    last: 'Mutua',
    gender: 'male',
    title: 'Librarian',
    dept: 'Administration',
    terms: 'board',
    salary: 28_000,
    method: 'bank',
    user: 'librarian',
  },
  {
    first: 'Sarah',
    last: 'Chebet',
    gender: 'female',
    title: 'School nurse',
    dept: 'Boarding and welfare',
    terms: 'board',
    salary: 38_000,
    method: 'bank',
    birthday: true,
  },
  {
    first: 'Isaac',
    last: 'Njoroge',
    gender: 'male',
    title: 'Laboratory technician',
    dept: 'Sciences',
    terms: 'board',
    salary: 28_000,
    method: 'bank',
  },
  {
    first: 'Lilian',
    last: 'Anyango',
    gender: 'female',
    title: 'Storekeeper',
    dept: 'Administration',
    terms: 'board',
    salary: 24_000,
    method: 'bank',
  },
  {
    first: 'Jane',
    last: 'Akinyi',
    gender: 'female',
    title: 'Head cook',
    dept: 'Catering',
    terms: 'board',
    salary: 21_000,
    method: 'mpesa',
  },
  {
    first: 'Joseph',
    last: 'Kiprono',
    gender: 'male',
    title: 'Cook',
    dept: 'Catering',
    terms: 'board',
    salary: 18_000,
    method: 'mpesa',
  },
  {
    first: 'Alice',
    last: 'Nekesa',
    gender: 'female',
    title: 'Cook',
    dept: 'Catering',
    terms: 'board',
    salary: 18_000,
    method: 'mpesa',
    birthday: true,
  },
  {
    first: 'Hassan',
    last: 'Omondi',
    gender: 'male',
    title: 'Cook',
    dept: 'Catering',
    terms: 'board',
    salary: 18_000,
    method: 'bank',
  },
  {
    first: 'Tom',
    last: 'Barasa',
    gender: 'male',
    title: 'Security guard',
    dept: 'Security and grounds',
    terms: 'board',
    salary: 16_500,
    method: 'mpesa',
  },
  {
    first: 'Philip',
    last: 'Kipchumba',
    gender: 'male',
    title: 'Security guard',
    dept: 'Security and grounds',
    terms: 'board',
    salary: 16_500,
    method: 'mpesa',
  },
  {
    first: 'Ali',
    last: 'Juma',
    gender: 'male',
    title: 'Night guard',
    dept: 'Security and grounds',
    terms: 'board',
    salary: 16_500,
    method: 'bank',
  },
  {
    first: 'John',
    last: 'Muriuki',
    gender: 'male',
    title: 'Groundsman',
    dept: 'Security and grounds',
    terms: 'board',
    salary: 16_000,
    method: 'mpesa',
  },
  {
    first: 'Beatrice',
    last: 'Moraa',
    gender: 'female',
    title: 'Cleaner',
    dept: 'Boarding and welfare',
    terms: 'board',
    salary: 15_500,
    method: 'mpesa',
  },
  {
    first: 'Francis',
    last: 'Mwangi',
    gender: 'male',
    title: 'Driver',
    dept: 'Transport',
    terms: 'contract',
    salary: 24_000,
    method: 'bank',
    endsIn: 21,
  },
  {
    first: 'Esther',
    last: 'Kerubo',
    gender: 'female',
    title: 'Cleaner',
    dept: 'Boarding and welfare',
    terms: 'casual',
    salary: 12_000,
    method: 'cash',
    endsIn: 52,
  },
  {
    first: 'Gladys',
    last: 'Wanjala',
    gender: 'female',
    title: 'Kitchen hand',
    dept: 'Catering',
    terms: 'casual',
    salary: 12_000,
    method: 'mpesa',
    endsIn: 120,
  },
];

/** Departments HR adds to the school's three academic ones, with their heads. */
export const NEW_DEPARTMENTS: readonly [string, string][] = [
  ['Administration', 'Esther Mutiso'],
  ['Technical and applied', 'Brian Otieno'],
  ['Boarding and welfare', 'Rose Chelangat'],
  ['Catering', 'Jane Akinyi'],
  ['Security and grounds', 'Tom Barasa'],
  ['Transport', 'Daniel Kimani'],
];

/** Kenya Bankers Association codes, with a few branches of each around Nakuru. */
export const BANKS: readonly { name: string; code: string; swift: string; branches: [string, string][] }[] = [
  {
    name: 'KCB Bank Kenya',
    code: '01',
    swift: 'KCBLKENX',
    branches: [
      ['Nakuru', '035'],
      ['Nakuru West', '264'],
      ['Naivasha', '048'],
    ],
  },
  {
    name: 'Absa Bank Kenya',
    code: '03',
    swift: 'BARCKENX',
    branches: [
      ['Nakuru', '014'],
      ['Nakuru West', '087'],
    ],
  },
  {
    name: 'NCBA Bank Kenya',
    code: '07',
    swift: 'CBAFKENX',
    branches: [
      ['Nakuru', '064'],
      ['Nakuru Westside Mall', '128'],
    ],
  },
  {
    name: 'Co-operative Bank of Kenya',
    code: '11',
    swift: 'KCOOKENA',
    branches: [
      ['Nakuru', '009'],
      ['Nakuru Westside', '125'],
      ['Molo', '062'],
    ],
  },
  {
    name: 'Equity Bank Kenya',
    code: '68',
    swift: 'EQBLKENA',
    branches: [
      ['Nakuru', '004'],
      ['Nakuru Kenyatta Avenue', '182'],
      ['Njoro', '097'],
    ],
  },
];
