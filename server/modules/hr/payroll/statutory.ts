import type { Db } from '../../../db/database';
import { computePay, ratesInForce } from './engine';

/**
 * The statutory engine (engine/, its own builder's) as the run calls it: the rates in force for
 * the month read once, then computePay for each employee. Nothing here reckons a tax or a
 * contribution: it only names the engine's answer the way a payslip stores it.
 */
export interface StatutoryInput {
  /** Taxable cash pay: basic and taxable allowances. Cents. */
  readonly gross: number;
  readonly non_taxable_allowances: number;
  readonly pension_contribution: number;
  readonly insurance_premium: number;
  readonly mortgage_interest: number;
  readonly prmf_contribution: number;
  readonly disability_exempt: boolean;
}

/** The engine's figures a payslip keeps, under the payslip's names. */
export interface StatutoryFigures {
  readonly nssf_employee: number;
  readonly nssf_employer: number;
  readonly shif: number;
  readonly nhif: number;
  readonly housing_levy: number;
  readonly housing_levy_employer: number;
  readonly pension_contribution: number;
  readonly pension_deduction: number;
  readonly shif_deduction: number;
  readonly levy_deduction: number;
  readonly prmf_deduction: number;
  readonly mortgage_deduction: number;
  readonly disability_exemption: number;
  readonly taxable_pay: number;
  readonly tax_charged: number;
  readonly personal_relief: number;
  readonly insurance_relief: number;
  readonly housing_relief: number;
  readonly prmf_relief: number;
  readonly paye: number;
}

export interface Statutory {
  /** The rates in force, as the engine read them (part of a run's digest). */
  readonly rates: unknown;
  /** The month's limit on retirement contributions (cents): the P9A's E3, the classic P10's limit. */
  readonly pensionCap: number | null;
  compute(input: StatutoryInput): StatutoryFigures;
}

export async function statutoryFor(db: Db, branchId: number, period: string): Promise<Statutory> {
  const rates = await ratesInForce(db, branchId, period);
  return {
    rates,
    pensionCap: rates.reliefs.pension_cap,
    compute(input) {
      const pay = computePay(
        {
          gross: input.gross,
          non_taxable_allowances: input.non_taxable_allowances,
          pension_contribution: input.pension_contribution,
          insurance_premium: input.insurance_premium,
          mortgage_interest: input.mortgage_interest,
          prmf_contribution: input.prmf_contribution,
          disability_exempt: input.disability_exempt,
        },
        rates,
      );
      return {
        nssf_employee: pay.nssf,
        nssf_employer: pay.nssf_employer,
        shif: pay.shif,
        nhif: pay.nhif,
        housing_levy: pay.housing_levy,
        housing_levy_employer: pay.housing_levy_employer,
        pension_contribution: input.pension_contribution,
        pension_deduction: pay.pension_deduction,
        shif_deduction: pay.shif_deduction,
        levy_deduction: pay.levy_deduction,
        prmf_deduction: pay.prmf_deduction,
        mortgage_deduction: pay.mortgage_deduction,
        disability_exemption: pay.disability_exemption,
        taxable_pay: pay.taxable_pay,
        tax_charged: pay.paye_before_relief,
        personal_relief: pay.personal_relief,
        insurance_relief: pay.insurance_relief,
        housing_relief: pay.housing_relief,
        prmf_relief: pay.prmf_relief,
        paye: pay.paye,
      };
    },
  };
}
