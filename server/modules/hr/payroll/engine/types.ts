/**
 * What the statutory engine takes and reads. Money in integer cents; a rate in whole basis points
 * (1 % = 100 bp), read from the dated rows' percentages (at most two decimals) once, so every sum
 * is of integers. Names follow the employee register's fields, so a payroll run passes them on.
 */
export interface PayInput {
  /**
   * Gross cash pay of the month: basic and taxable cash allowances, already pro rata for a part
   * month (the caller's). The base of NSSF, SHIF and the housing levy.
   */
  readonly gross: number;
  /** Non-cash benefits at their taxable value: taxed with the cash pay unless under the month's exempt limit. */
  readonly non_cash_benefits?: number;
  /** Paid with the pay but neither taxed nor contributed on (a reimbursement, a per diem within its limit). */
  readonly non_taxable_allowances?: number;
  /** Premiums the employee declared for insurance relief (life, health, education). */
  readonly insurance_premium?: number;
  /** The employee's contributions to a registered pension scheme beyond NSSF. */
  readonly pension_contribution?: number;
  /** Contributions to a post-retirement medical fund. */
  readonly prmf_contribution?: number;
  /** Interest on a loan for the employee's owner-occupied home. */
  readonly mortgage_interest?: number;
  /** Holds a disability exemption certificate. */
  readonly disability_exempt?: boolean;
}

export interface PayeBand {
  readonly lower: number;
  /** null: the top band, no upper limit. */
  readonly upper: number | null;
  readonly bp: number;
}

export interface Reliefs {
  readonly from: string;
  readonly personal_relief: number;
  readonly insurance_relief_bp: number;
  readonly insurance_relief_cap: number;
  readonly health_relief: boolean;
  readonly housing_relief_bp: number;
  readonly housing_relief_cap: number;
  readonly prmf_relief_bp: number;
  readonly prmf_relief_cap: number;
  readonly pension_cap: number;
  readonly pension_pay_bp: number;
  readonly prmf_cap: number;
  readonly mortgage_cap: number;
  readonly shif_deductible: boolean;
  readonly levy_deductible: boolean;
  readonly disability_exemption: number;
  readonly benefits_exempt_below: number;
}

/** SHIF from 1 October 2024; NHIF's bands before it. Never both in one month. */
export type HealthRates =
  | { readonly kind: 'shif'; readonly from: string; readonly bp: number; readonly minimum: number }
  | { readonly kind: 'nhif'; readonly from: string; readonly bands: readonly { lower: number; amount: number }[] };

export interface NssfRates {
  readonly from: string;
  readonly lower_limit: number;
  readonly upper_limit: number;
  readonly employee_bp: number;
  readonly employer_bp: number;
}

export interface LevyRates {
  readonly from: string;
  readonly employee_bp: number;
  readonly employer_bp: number;
}

/** Every rate one month's pay is computed with, each part with the date it has been in force from. */
export interface RatesInForce {
  /** 'YYYY-MM'. */
  readonly period: string;
  readonly paye: { readonly from: string; readonly bands: readonly PayeBand[] };
  readonly reliefs: Reliefs;
  readonly health: HealthRates;
  readonly nssf: NssfRates;
  readonly housing_levy: LevyRates;
}
