/**
 * Kenya's statutory payroll rates since 2018, as the dated rows every school starts with (money in
 * cents, rates in per cent). Sources: /work/shared/domain/payroll-biometrics-library-stores-elearning.md
 * and each row's `note`. A row's date is the first payroll month it governs: where a law came into
 * force mid-month, KRA's notice for that month decides (the Tax Laws (Amendment) Act 2024, in
 * force 27 December 2024, applies to the whole of December 2024's PAYE, KRA's public notice of
 * 12 December 2024 says; the Affordable Housing Act 2024, assented 19 March 2024, to March 2024's).
 */
const KES = (shillings: number): number => Math.round(shillings * 100);

type Band = readonly [lower: number, upper: number | null, rate: number];

const bands = (effective_from: string, note: string, list: readonly Band[]) =>
  list.map(([lower, upper, rate]) => ({
    effective_from,
    lower: KES(lower),
    upper: upper === null ? null : KES(upper),
    rate,
    note,
  }));

export const STANDARD_PAYE_BANDS = [
  ...bands('2018-01-01', 'Finance Act 2017: bands widened by 10% from January 2018', [
    [0, 12_298, 10],
    [12_298, 23_885, 15],
    [23_885, 35_472, 20],
    [35_472, 47_059, 25],
    [47_059, null, 30],
  ]),
  ...bands('2020-04-01', 'Tax Laws (Amendment) Act 2020 (Covid-19 relief), from the April 2020 payroll', [
    [0, 24_000, 10],
    [24_000, null, 25],
  ]),
  ...bands('2021-01-01', 'Tax Laws (Amendment) Act 2020: the 30% band back from January 2021', [
    [0, 24_000, 10],
    [24_000, 32_333, 25],
    [32_333, null, 30],
  ]),
  ...bands('2023-07-01', 'Finance Act 2023: 32.5% and 35% bands from July 2023', [
    [0, 24_000, 10],
    [24_000, 32_333, 25],
    [32_333, 500_000, 30],
    [500_000, 800_000, 32.5],
    [800_000, null, 35],
  ]),
];

/** The reliefs and allowable deductions as they stood before the first change listed. */
const RELIEFS_2018 = {
  personal_relief: KES(1_408),
  insurance_relief_rate: 15,
  insurance_relief_cap: KES(5_000),
  health_relief: false,
  housing_relief_rate: 0,
  housing_relief_cap: 0,
  prmf_relief_rate: 0,
  prmf_relief_cap: 0,
  pension_cap: KES(20_000),
  pension_pay_rate: 30,
  prmf_cap: 0,
  mortgage_cap: KES(25_000),
  shif_deductible: false,
  levy_deductible: false,
  disability_exemption: KES(150_000),
  benefits_exempt_below: KES(3_000),
};
const RELIEFS_2020 = { ...RELIEFS_2018, personal_relief: KES(2_400) };
const RELIEFS_2022 = { ...RELIEFS_2020, health_relief: true };
const RELIEFS_2024 = { ...RELIEFS_2022, prmf_relief_rate: 15, prmf_relief_cap: KES(5_000) };
const RELIEFS_MARCH_2024 = { ...RELIEFS_2024, housing_relief_rate: 15, housing_relief_cap: KES(9_000) };
const RELIEFS_DECEMBER_2024 = {
  ...RELIEFS_MARCH_2024,
  health_relief: false,
  housing_relief_rate: 0,
  housing_relief_cap: 0,
  prmf_relief_rate: 0,
  prmf_relief_cap: 0,
  pension_cap: KES(30_000),
  prmf_cap: KES(15_000),
  mortgage_cap: KES(30_000),
  shif_deductible: true,
  levy_deductible: true,
  benefits_exempt_below: KES(5_000),
};

export const STANDARD_TAX_RELIEFS = [
  { effective_from: '2018-01-01', ...RELIEFS_2018, note: 'Finance Act 2017: personal relief 1,408 from January 2018' },
  { effective_from: '2020-04-01', ...RELIEFS_2020, note: 'Tax Laws (Amendment) Act 2020: personal relief 2,400' },
  {
    effective_from: '2022-01-01',
    ...RELIEFS_2022,
    note: 'Finance Act 2021: NHIF contributions earn insurance relief from 1 January 2022',
  },
  {
    effective_from: '2024-01-01',
    ...RELIEFS_2024,
    note: 'Finance Act 2023: post-retirement medical fund relief from 1 January 2024',
  },
  {
    effective_from: '2024-03-01',
    ...RELIEFS_MARCH_2024,
    note: 'Affordable Housing Act 2024: affordable housing relief from the March 2024 payroll',
  },
  {
    effective_from: '2024-12-01',
    ...RELIEFS_DECEMBER_2024,
    note: 'Tax Laws (Amendment) Act 2024, in force 27 Dec 2024; KRA: for all of December 2024 PAYE',
  },
];

const NHIF_2015: Band[] = [
  [0, 5_999, 150],
  [6_000, 7_999, 300],
  [8_000, 11_999, 400],
  [12_000, 14_999, 500],
  [15_000, 19_999, 600],
  [20_000, 24_999, 750],
  [25_000, 29_999, 850],
  [30_000, 34_999, 900],
  [35_000, 39_999, 950],
  [40_000, 44_999, 1_000],
  [45_000, 49_999, 1_100],
  [50_000, 59_999, 1_200],
  [60_000, 69_999, 1_300],
  [70_000, 79_999, 1_400],
  [80_000, 89_999, 1_500],
  [90_000, 99_999, 1_600],
  [100_000, null, 1_700],
];

export const STANDARD_NHIF_BANDS = NHIF_2015.map(([lower, upper, contribution]) => ({
  effective_from: '2015-04-01',
  effective_to: '2024-09-30',
  lower: KES(lower),
  upper: upper === null ? null : KES(upper),
  amount: KES(contribution),
  note: 'NHIF rates of April 2015; replaced by SHIF from 1 October 2024',
}));

export const STANDARD_SHIF_RATES = [
  {
    effective_from: '2024-10-01',
    rate: 2.75,
    minimum: KES(300),
    note: 'Social Health Insurance Act 2023 and its 2024 regulations: from 1 October 2024',
  },
];

const nssf = (effective_from: string, lower: number, upper: number, rate: number, note: string) => ({
  effective_from,
  lower_limit: KES(lower),
  upper_limit: KES(upper),
  employee_rate: rate,
  employer_rate: rate,
  note,
});

export const STANDARD_NSSF_RATES = [
  // 5% of pay up to KES 200 each, as Tier I of pay up to 4,000: the old Act's ceiling.
  nssf('2018-01-01', 4_000, 4_000, 5, 'NSSF Act 1965: 5% of pay, at most 200 each (until January 2023)'),
  nssf('2023-02-01', 6_000, 18_000, 6, 'NSSF Act 2013, third schedule, year 1 (from February 2023)'),
  nssf('2024-02-01', 7_000, 36_000, 6, 'NSSF Act 2013, third schedule, year 2'),
  nssf('2025-02-01', 8_000, 72_000, 6, 'NSSF Act 2013, third schedule, year 3'),
  nssf('2026-02-01', 9_000, 108_000, 6, 'NSSF Act 2013, third schedule, year 4'),
];

export const STANDARD_HOUSING_LEVY_RATES = [
  // A row of nothing, so a month before the levy reads "no levy" rather than "no rates".
  { effective_from: '2018-01-01', employee_rate: 0, employer_rate: 0, note: 'No housing levy before July 2023' },
  { effective_from: '2023-07-01', employee_rate: 1.5, employer_rate: 1.5, note: 'Finance Act 2023' },
  {
    effective_from: '2024-03-01',
    employee_rate: 1.5,
    employer_rate: 1.5,
    note: 'Affordable Housing Act 2024 (19 March 2024); KRA: from the March 2024 payroll',
  },
];

/** Each rate table's standard rows with the columns that tell one row from another. */
export const STANDARD_RATES = [
  { table: 'paye_bands', key: ['effective_from', 'lower'], rows: STANDARD_PAYE_BANDS },
  { table: 'tax_reliefs', key: ['effective_from'], rows: STANDARD_TAX_RELIEFS },
  { table: 'nhif_bands', key: ['effective_from', 'lower'], rows: STANDARD_NHIF_BANDS },
  { table: 'shif_rates', key: ['effective_from'], rows: STANDARD_SHIF_RATES },
  { table: 'nssf_rates', key: ['effective_from'], rows: STANDARD_NSSF_RATES },
  { table: 'housing_levy_rates', key: ['effective_from'], rows: STANDARD_HOUSING_LEVY_RATES },
] as const;
