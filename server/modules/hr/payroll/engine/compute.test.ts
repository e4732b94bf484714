import { describe, expect, it } from 'vitest';
import { computePay } from './compute';
import { pickRates, type RateRows } from './rates';
import {
  STANDARD_HOUSING_LEVY_RATES,
  STANDARD_NHIF_BANDS,
  STANDARD_NSSF_RATES,
  STANDARD_PAYE_BANDS,
  STANDARD_SHIF_RATES,
  STANDARD_TAX_RELIEFS,
} from './standard-rates';
import type { PayInput } from './types';

/**
 * Payslips computed by hand, line by line, against the rows every school is given. Amounts in the
 * comments are shillings; the engine's are cents. Each month names the rows it reads.
 */
const STANDARD: RateRows = {
  paye_bands: STANDARD_PAYE_BANDS,
  tax_reliefs: STANDARD_TAX_RELIEFS,
  nhif_bands: STANDARD_NHIF_BANDS,
  shif_rates: STANDARD_SHIF_RATES,
  nssf_rates: STANDARD_NSSF_RATES,
  housing_levy_rates: STANDARD_HOUSING_LEVY_RATES,
};
const KES = (shillings: number) => Math.round(shillings * 100);
const slip = (period: string, input: Partial<PayInput> & { gross: number }) =>
  computePay(input, pickRates(STANDARD, period));

describe('PAYE, NSSF and SHIF across the 2025 NSSF change', () => {
  it('January 2025, KES 100,000: NSSF year 2 limits (7,000 / 36,000), SHIF and levy deductible', () => {
    // NSSF: Tier I 6% × 7,000 = 420; Tier II 6% × (36,000 − 7,000) = 1,740; total 2,160 (employer the same).
    // SHIF 2.75% × 100,000 = 2,750. Levy 1.5% × 100,000 = 1,500 (employer 1,500).
    // Taxable: 100,000 − 2,160 − 2,750 − 1,500 = 93,590.
    // Tax: 10% × 24,000 = 2,400; 25% × 8,333 = 2,083.25; 30% × (93,590 − 32,333) = 18,377.10; = 22,860.35.
    // PAYE: 22,860.35 − 2,400 = 20,460.35. Net: 100,000 − 2,160 − 2,750 − 1,500 − 20,460.35 = 73,129.65.
    expect(slip('2025-01', { gross: KES(100_000) })).toMatchObject({
      nssf_tier1: KES(420),
      nssf_tier2: KES(1_740),
      nssf: KES(2_160),
      nssf_employer: KES(2_160),
      shif: KES(2_750),
      nhif: 0,
      housing_levy: KES(1_500),
      housing_levy_employer: KES(1_500),
      allowable_deductions: KES(6_410),
      taxable_pay: KES(93_590),
      paye_before_relief: KES(22_860.35),
      personal_relief: KES(2_400),
      insurance_relief: 0,
      housing_relief: 0,
      paye: KES(20_460.35),
      net_pay: KES(73_129.65),
    });
  });

  it('February 2025, KES 100,000: NSSF year 3 limits (8,000 / 72,000)', () => {
    // NSSF: 6% × 8,000 = 480; 6% × (72,000 − 8,000) = 3,840; total 4,320.
    // Taxable: 100,000 − 4,320 − 2,750 − 1,500 = 91,430.
    // Tax: 2,400 + 2,083.25 + 30% × (91,430 − 32,333 = 59,097) 17,729.10 = 22,212.35; PAYE 19,812.35.
    // Net: 100,000 − 4,320 − 2,750 − 1,500 − 19,812.35 = 71,617.65.
    expect(slip('2025-02', { gross: KES(100_000) })).toMatchObject({
      nssf_tier1: KES(480),
      nssf_tier2: KES(3_840),
      nssf: KES(4_320),
      taxable_pay: KES(91_430),
      paye: KES(19_812.35),
      net_pay: KES(71_617.65),
    });
  });

  it('February 2026, KES 100,000: NSSF year 4 limits (9,000 / 108,000)', () => {
    // NSSF: 6% × 9,000 = 540; 6% × (100,000 − 9,000) = 5,460 (pay below the upper limit); total 6,000.
    // Taxable: 100,000 − 6,000 − 2,750 − 1,500 = 89,750.
    // Tax: 2,400 + 2,083.25 + 30% × (89,750 − 32,333 = 57,417) 17,225.10 = 21,708.35; PAYE 19,308.35.
    // Net: 100,000 − 6,000 − 2,750 − 1,500 − 19,308.35 = 70,441.65.
    expect(slip('2026-02', { gross: KES(100_000) })).toMatchObject({
      nssf_tier1: KES(540),
      nssf_tier2: KES(5_460),
      nssf_employer: KES(6_000),
      shif: KES(2_750),
      taxable_pay: KES(89_750),
      paye_before_relief: KES(21_708.35),
      paye: KES(19_308.35),
      net_pay: KES(70_441.65),
    });
  });
});

describe('NHIF to SHIF (October 2024) and the deductibility change (December 2024)', () => {
  it('September 2024, KES 100,000: NHIF 1,700 with insurance relief, housing relief, nothing deductible but NSSF', () => {
    // NSSF (Feb 2024 limits): 420 + 1,740 = 2,160. NHIF band 100,000 and above: 1,700. Levy 1,500.
    // Allowable: NSSF 2,160 only (pension cap 20,000). Taxable: 100,000 − 2,160 = 97,840.
    // Tax: 2,400 + 2,083.25 + 30% × (97,840 − 32,333 = 65,507) 19,652.10 = 24,135.35.
    // Reliefs: personal 2,400; insurance 15% × NHIF 1,700 = 255; affordable housing 15% × 1,500 = 225.
    // PAYE: 24,135.35 − 2,400 − 255 − 225 = 21,255.35. Net: 100,000 − 2,160 − 1,700 − 1,500 − 21,255.35 = 73,384.65.
    expect(slip('2024-09', { gross: KES(100_000) })).toMatchObject({
      nssf: KES(2_160),
      nhif: KES(1_700),
      shif: 0,
      shif_deduction: 0,
      levy_deduction: 0,
      taxable_pay: KES(97_840),
      paye_before_relief: KES(24_135.35),
      insurance_relief: KES(255),
      housing_relief: KES(225),
      paye: KES(21_255.35),
      net_pay: KES(73_384.65),
    });
  });

  it('October 2024, KES 100,000: SHIF 2,750 replaces NHIF, still a relief (15% = 412.50), not a deduction', () => {
    // Taxable as in September: 97,840; tax 24,135.35.
    // Reliefs: 2,400 + 15% × 2,750 = 412.50 + 225 → PAYE 24,135.35 − 3,037.50 = 21,097.85.
    // Net: 100,000 − 2,160 − 2,750 − 1,500 − 21,097.85 = 72,492.15.
    expect(slip('2024-10', { gross: KES(100_000) })).toMatchObject({
      nhif: 0,
      shif: KES(2_750),
      taxable_pay: KES(97_840),
      insurance_relief: KES(412.5),
      paye: KES(21_097.85),
      net_pay: KES(72_492.15),
    });
  });

  it('November 2024 is still the old rule; December 2024 takes the Tax Laws (Amendment) Act 2024 for the whole month', () => {
    // KRA's notice: the Act, in force 27 December 2024, applies to December 2024's PAYE in full.
    // December: taxable 100,000 − 2,160 − 2,750 − 1,500 = 93,590; tax 22,860.35; no SHIF or housing
    // relief any more: PAYE 22,860.35 − 2,400 = 20,460.35 (as January 2025, whose NSSF is the same).
    expect(slip('2024-11', { gross: KES(100_000) }).paye).toBe(KES(21_097.85));
    expect(slip('2024-12', { gross: KES(100_000) })).toMatchObject({
      shif_deduction: KES(2_750),
      levy_deduction: KES(1_500),
      taxable_pay: KES(93_590),
      insurance_relief: 0,
      housing_relief: 0,
      paye: KES(20_460.35),
      net_pay: KES(73_129.65),
    });
  });

  it('NHIF bands: a pay between one band’s top and the next band’s bottom falls in the band below', () => {
    // 5,999.50 is above the 0–5,999 band's 5,999 and below 6,000: still 150. 6,000 pays 300; 45,000 pays 1,100.
    expect(slip('2024-09', { gross: KES(5_999.5) }).nhif).toBe(KES(150));
    expect(slip('2024-09', { gross: KES(6_000) }).nhif).toBe(KES(300));
    expect(slip('2024-09', { gross: KES(45_000) }).nhif).toBe(KES(1_100));
  });
});

describe('low, high and part-month pay', () => {
  it('KES 8,000 in February 2026: no PAYE, the SHIF minimum 300', () => {
    // NSSF: 6% × 8,000 = 480 (all Tier I). SHIF 2.75% × 8,000 = 220 → minimum 300. Levy 120.
    // Taxable: 8,000 − 480 − 300 − 120 = 7,100; tax 710 < personal relief 2,400 → PAYE 0.
    // Net: 8,000 − 480 − 300 − 120 = 7,100.
    expect(slip('2026-02', { gross: KES(8_000) })).toMatchObject({
      nssf_tier1: KES(480),
      nssf_tier2: 0,
      shif: KES(300),
      housing_levy: KES(120),
      taxable_pay: KES(7_100),
      paye_before_relief: KES(710),
      paye: 0,
      net_pay: KES(7_100),
    });
  });

  it('KES 1,200,000 in February 2026: every band, NSSF at its ceiling', () => {
    // NSSF: 540 + 6% × (108,000 − 9,000) = 5,940 → 6,480. SHIF 33,000. Levy 18,000.
    // Taxable: 1,200,000 − 6,480 − 33,000 − 18,000 = 1,142,520.
    // Tax: 2,400 + 2,083.25 + 30% × 467,667 = 140,300.10 + 32.5% × 300,000 = 97,500
    //      + 35% × (1,142,520 − 800,000 = 342,520) = 119,882 → 362,165.35; PAYE 359,765.35.
    // Net: 1,200,000 − 6,480 − 33,000 − 18,000 − 359,765.35 = 782,754.65.
    expect(slip('2026-02', { gross: KES(1_200_000) })).toMatchObject({
      nssf: KES(6_480),
      nssf_employer: KES(6_480),
      shif: KES(33_000),
      housing_levy: KES(18_000),
      taxable_pay: KES(1_142_520),
      paye_before_relief: KES(362_165.35),
      paye: KES(359_765.35),
      net_pay: KES(782_754.65),
    });
  });

  it('a part month: 17 of 28 days of KES 100,000 in February 2026 (the caller pro-rates to 60,714.29)', () => {
    // NSSF: 540 + 6% × (60,714.29 − 9,000 = 51,714.29) = 3,102.8574 → 3,102.86; total 3,642.86.
    // SHIF: 2.75% × 60,714.29 = 1,669.642975 → 1,669.64. Levy: 1.5% × 60,714.29 = 910.71435 → 910.71.
    // Taxable: 60,714.29 − 3,642.86 − 1,669.64 − 910.71 = 54,491.08.
    // Tax: 2,400 + 2,083.25 + 30% × (54,491.08 − 32,333 = 22,158.08) 6,647.424 = 11,130.674 → 11,130.67.
    // PAYE 8,730.67. Net: 60,714.29 − 3,642.86 − 1,669.64 − 910.71 − 8,730.67 = 45,760.41.
    expect(slip('2026-02', { gross: KES(60_714.29) })).toMatchObject({
      nssf_tier2: KES(3_102.86),
      nssf: KES(3_642.86),
      shif: KES(1_669.64),
      housing_levy: KES(910.71),
      taxable_pay: KES(54_491.08),
      paye_before_relief: KES(11_130.67),
      paye: KES(8_730.67),
      net_pay: KES(45_760.41),
    });
  });

  it('a month without pay owes nothing, not the SHIF minimum', () => {
    expect(slip('2026-02', { gross: 0 })).toMatchObject({ nssf: 0, shif: 0, housing_levy: 0, paye: 0, net_pay: 0 });
  });
});

describe('reliefs, caps and exemptions', () => {
  it('insurance relief is 15% of premiums up to KES 5,000', () => {
    // February 2026, 100,000: tax 21,708.35 (above). Premiums 10,000 → relief 1,500 → PAYE 17,808.35.
    // Premiums 40,000 → 15% = 6,000, capped 5,000 → PAYE 21,708.35 − 2,400 − 5,000 = 14,308.35.
    expect(slip('2026-02', { gross: KES(100_000), insurance_premium: KES(10_000) })).toMatchObject({
      insurance_relief: KES(1_500),
      paye: KES(17_808.35),
    });
    expect(slip('2026-02', { gross: KES(100_000), insurance_premium: KES(40_000) })).toMatchObject({
      insurance_relief: KES(5_000),
      paye: KES(14_308.35),
    });
  });

  it('disability exemption: the first KES 150,000 of taxable pay a month is not taxed', () => {
    // February 2026, 200,000: NSSF 6,480; SHIF 5,500; levy 3,000 → 185,020 after deductions.
    // Less 150,000 exempt: taxable 35,020. Tax 2,400 + 2,083.25 + 30% × 2,687 = 806.10 → 5,289.35; PAYE 2,889.35.
    // Net: 200,000 − 6,480 − 5,500 − 3,000 − 2,889.35 = 182,130.65.
    expect(slip('2026-02', { gross: KES(200_000), disability_exempt: true })).toMatchObject({
      disability_exemption: KES(150_000),
      taxable_pay: KES(35_020),
      paye: KES(2_889.35),
      net_pay: KES(182_130.65),
    });
    // 100,000: 89,750 after deductions, all of it exempt.
    expect(slip('2026-02', { gross: KES(100_000), disability_exempt: true })).toMatchObject({
      disability_exemption: KES(89_750),
      taxable_pay: 0,
      paye: 0,
    });
  });

  it('pension, post-retirement medical fund and mortgage interest stop at the month’s caps', () => {
    // February 2026, 300,000; pension 30,000 beyond NSSF 6,480 → 36,480, capped 30,000; PRMF 20,000 →
    // 15,000; mortgage interest 40,000 → 30,000. SHIF 8,250, levy 4,500.
    // Allowable: 30,000 + 8,250 + 4,500 + 15,000 + 30,000 = 87,750. Taxable 212,250.
    // Tax: 2,400 + 2,083.25 + 30% × 179,917 = 53,975.10 → 58,458.35; PAYE 56,058.35.
    // Net (statutory deductions only): 300,000 − 6,480 − 8,250 − 4,500 − 56,058.35 = 224,711.65.
    const input = {
      gross: KES(300_000),
      pension_contribution: KES(30_000),
      prmf_contribution: KES(20_000),
      mortgage_interest: KES(40_000),
    };
    expect(slip('2026-02', input)).toMatchObject({
      pension_deduction: KES(30_000),
      prmf_deduction: KES(15_000),
      mortgage_deduction: KES(30_000),
      allowable_deductions: KES(87_750),
      taxable_pay: KES(212_250),
      paye: KES(56_058.35),
      net_pay: KES(224_711.65),
    });
    // November 2024, the same: pension cap 20,000, PRMF not deductible but a relief of
    // 15% × 20,000 = 3,000 (cap 5,000), mortgage cap 25,000.
    expect(slip('2024-11', input)).toMatchObject({
      pension_deduction: KES(20_000),
      prmf_deduction: 0,
      prmf_relief: KES(3_000),
      mortgage_deduction: KES(25_000),
    });
  });

  it('non-cash benefits under the month’s limit are not taxed; at the limit they all are', () => {
    // February 2026 limit 5,000: 4,999 adds nothing; 6,000 adds 6,000 to taxable pay (89,750 → 95,750).
    expect(slip('2026-02', { gross: KES(100_000), non_cash_benefits: KES(4_999) }).taxable_pay).toBe(KES(89_750));
    expect(slip('2026-02', { gross: KES(100_000), non_cash_benefits: KES(6_000) }).taxable_pay).toBe(KES(95_750));
  });

  it('non-taxable allowances reach net pay only', () => {
    const plain = slip('2026-02', { gross: KES(100_000) });
    const withAllowance = slip('2026-02', { gross: KES(100_000), non_taxable_allowances: KES(3_000) });
    expect(withAllowance.paye).toBe(plain.paye);
    expect(withAllowance.shif).toBe(plain.shif);
    expect(withAllowance.net_pay).toBe(plain.net_pay + KES(3_000));
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => slip('2026-02', { gross: 100.5 })).toThrow(RangeError);
    expect(() => slip('2026-02', { gross: -1 })).toThrow(RangeError);
  });
});

describe('the history the schools start with', () => {
  it('July 2023, KES 100,000: NSSF year 1 (6,000 / 18,000), NHIF with insurance relief, the levy without relief', () => {
    // NSSF 360 + 720 = 1,080. NHIF 1,700. Levy 1,500. Taxable 100,000 − 1,080 = 98,920.
    // Tax: 2,400 + 2,083.25 + 30% × 66,587 = 19,976.10 → 24,459.35. PAYE: − 2,400 − 255 = 21,804.35.
    expect(slip('2023-07', { gross: KES(100_000) })).toMatchObject({
      nssf: KES(1_080),
      nhif: KES(1_700),
      housing_levy: KES(1_500),
      housing_relief: 0,
      paye: KES(21_804.35),
    });
  });

  it('June 2019, KES 50,000: the 2018 bands, relief 1,408, the old NSSF 200, no levy', () => {
    // NSSF 5% × 4,000 = 200. NHIF (50,000–59,999) 1,200, no relief before 2022. Taxable 49,800.
    // Tax: 10% × 12,298 = 1,229.80; 15% × 11,587 = 1,738.05; 20% × 11,587 = 2,317.40; 25% × 11,587 = 2,896.75;
    //      30% × (49,800 − 47,059 = 2,741) = 822.30 → 9,004.30. PAYE 9,004.30 − 1,408 = 7,596.30.
    expect(slip('2019-06', { gross: KES(50_000) })).toMatchObject({
      nssf: KES(200),
      nhif: KES(1_200),
      housing_levy: 0,
      insurance_relief: 0,
      taxable_pay: KES(49_800),
      paye: KES(7_596.3),
    });
  });
});
