/**
 * The demo school's 2026/27 budgets and its other income of 2026, in KES. Figures that follow
 * enrolment (fees, capitation and what they pay for) are worked out from the school's own students
 * in demo-finance-budgets.ts; the rest are a 160-student school's.
 */

/** The government's capitation per learner per year (domain note 1.1): tuition and operations. */
export const CAPITATION_PER_LEARNER = { TUI: 4_144, OPS: 18_100 } as const;

/** Shares of a year's capitation by tranche, in per cent (released 50:30:20 over terms 1 to 3). */
export const TRANCHE_SHARES = { '1': 50, '2': 30, '3': 20 } as const;

/**
 * Where Operations' capitation goes per learner (maintenance and improvement 5,000, medical 2,000,
 * activity 1,500, SMASSE 200 with administration, 9,400 "other" over travel, utilities and
 * administration), added to what parents pay on each vote head; 200 is left as a contingency.
 */
export const OPS_CAPITATION_SPENT: Readonly<Record<string, number>> = {
  RMI: 5_000,
  LTT: 2_000,
  EWC: 3_400,
  ADM: 4_000,
  MED: 2_000,
  ACT: 1_500,
};

/** Share of the tuition capitation spent on teaching and learning materials, in per cent. */
export const TEACHING_SHARE = 95;

/** Lines that do not follow enrolment: account code and KES. */
export const FIXED_LINES: readonly { readonly fund: string; readonly code: string; readonly kes: number }[] = [
  { fund: 'TUI', code: 'TUI-5800', kes: 12_000 },
  { fund: 'OPS', code: 'OPS-5800', kes: 18_000 },
  { fund: 'SF', code: 'SF-4220', kes: 500_000 },
  { fund: 'SF', code: 'SF-4400', kes: 120_000 },
  { fund: 'SF', code: 'SF-4410', kes: 600_000 },
  { fund: 'SF', code: 'SF-4420', kes: 300_000 },
  // The bus is run by a contractor paid from Other charges; only its insurance and small repairs are
  // budgeted here, and September's repairs took the line over.
  { fund: 'SF', code: 'SF-5220', kes: 60_000 },
  { fund: 'SF', code: 'SF-5230', kes: 50_000 },
  { fund: 'SF', code: 'SF-5800', kes: 24_000 },
];

/** Other income that is not capitation: account, date, payer, mode, reference, KES and particulars. */
export interface DemoIncome {
  readonly on: string;
  readonly account: string;
  readonly payer: string;
  readonly mode: 'bank' | 'cash' | 'mpesa' | 'cheque';
  readonly reference?: string;
  readonly kes: number;
  readonly description: string;
  /** Voided later with this reason. */
  readonly voided?: string;
}

export const DEMO_INCOME: readonly DemoIncome[] = [
  {
    on: '2026-03-14',
    account: 'SF-4410',
    payer: 'Molo Millers Ltd',
    mode: 'bank',
    reference: 'EQB-TRF-55120',
    kes: 142_800,
    description: 'Sale of maize from the school farm: 42 bags of 90 kg at 3,400',
  },
  {
    on: '2026-04-18',
    account: 'SF-4400',
    payer: 'Upendo Women Group',
    mode: 'cash',
    kes: 15_000,
    description: 'Hire of the school hall for the group’s annual meeting, 18 April',
  },
  {
    on: '2026-06-05',
    account: 'SF-4420',
    payer: 'Old Students Association',
    mode: 'bank',
    reference: 'KCB-DEP-880213',
    kes: 250_000,
    description: 'Donation towards equipping the new science laboratory',
  },
  {
    on: '2026-07-31',
    account: 'SF-4410',
    payer: 'Brookside Dairy Ltd',
    mode: 'bank',
    reference: 'BDL-REM-0726',
    kes: 89_280,
    description: 'Milk delivered in July: 1,860 litres at 48',
  },
  {
    on: '2026-08-22',
    account: 'SF-4400',
    payer: 'Molo Pentecostal Church',
    mode: 'mpesa',
    reference: 'TH22KQ8L1M',
    kes: 12_000,
    description: 'Hire of the school hall and chairs for a weekend conference',
  },
  {
    on: '2026-09-30',
    account: 'SF-4410',
    payer: 'Brookside Dairy Ltd',
    mode: 'bank',
    reference: 'BDL-REM-0926',
    kes: 176_000,
    description: 'Milk delivered in August and September: 3,520 litres at 50',
  },
  {
    on: '2026-10-10',
    account: 'SF-4400',
    payer: 'Molo Traders Sacco',
    mode: 'cheque',
    reference: '000417',
    kes: 10_000,
    description: 'Hire of the school field for the Sacco’s family day',
    voided: 'Cheque 000417 returned unpaid by the bank',
  },
  {
    on: '2026-10-31',
    account: 'SF-4410',
    payer: 'Brookside Dairy Ltd',
    mode: 'mpesa',
    reference: 'TJ31BX4R7N',
    kes: 89_500,
    description: 'Milk delivered in October: 1,790 litres at 50',
  },
  {
    on: '2026-11-06',
    account: 'SF-4420',
    payer: 'Equity Group Foundation',
    mode: 'bank',
    reference: 'EGF-GRT-2026-114',
    kes: 100_000,
    description: 'Grant for the girls’ football and volleyball kits',
  },
];

/** The 2026 capitation releases: date and the Ministry's reference (term 3's came late, in October). */
export const DEMO_TRANCHES = [
  { tranche: '1', on: '2026-01-28', reference: 'MOE/FDSE/2026/T1' },
  { tranche: '2', on: '2026-05-12', reference: 'MOE/FDSE/2026/T2' },
  { tranche: '3', on: '2026-10-06', reference: 'MOE/FDSE/2026/T3' },
] as const;
