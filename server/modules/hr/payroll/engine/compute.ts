import type { Payslip } from '../../../../../src/schema/hr-rates';
import { atLeastZero, MAX_CENTS, share } from './arithmetic';
import type { HealthRates, PayeBand, PayInput, RatesInForce } from './types';

/**
 * One month's statutory pay for one employee, from the rates in force that month: pure, integer
 * cents in and out. The order is KRA's (Tax Laws (Amendment) Act 2024; the P10's columns):
 *
 *   gross cash pay + taxable non-cash benefits
 *   − allowable deductions: pension (NSSF and other registered schemes, up to the month's cap and
 *     share of cash pay), SHIF and the housing levy when the month makes them deductible, the
 *     post-retirement medical fund and mortgage interest up to their caps
 *   − the disability exemption (certificate holders)
 *   = taxable pay → tax by the bands − personal, insurance, housing and PRMF reliefs = PAYE (≥ 0).
 *
 * Net pay is gross cash pay and non-taxable allowances less the statutory deductions (NSSF, SHIF or
 * NHIF, the levy, PAYE); a pension scheme, SACCO, loans and HELB are the payroll run's other
 * deductions. Gross pay of zero owes nothing: no minimum SHIF on a month without pay.
 */
export function computePay(input: PayInput, rates: RatesInForce): Payslip {
  const gross = amount(input.gross);
  const benefits = amount(input.non_cash_benefits);
  const nonTaxable = amount(input.non_taxable_allowances);
  const r = rates.reliefs;

  // NSSF Act 2013, third schedule: Tier I on pay up to the lower earnings limit, Tier II on pay
  // between the limits; the employer matches each tier at its own rate.
  const tier1Pay = Math.min(gross, rates.nssf.lower_limit);
  const tier2Pay = atLeastZero(Math.min(gross, rates.nssf.upper_limit) - rates.nssf.lower_limit);
  const nssf_tier1 = share(tier1Pay, rates.nssf.employee_bp);
  const nssf_tier2 = share(tier2Pay, rates.nssf.employee_bp);
  const nssf = nssf_tier1 + nssf_tier2;
  const nssf_employer = share(tier1Pay, rates.nssf.employer_bp) + share(tier2Pay, rates.nssf.employer_bp);

  const health = healthContribution(gross, rates.health);
  const shif = rates.health.kind === 'shif' ? health : 0;
  const nhif = rates.health.kind === 'nhif' ? health : 0;
  const housing_levy = share(gross, rates.housing_levy.employee_bp);
  const housing_levy_employer = share(gross, rates.housing_levy.employer_bp);

  const pension_deduction = Math.min(
    nssf + amount(input.pension_contribution),
    r.pension_cap,
    share(gross, r.pension_pay_bp),
  );
  const shif_deduction = r.shif_deductible ? shif : 0;
  const levy_deduction = r.levy_deductible ? housing_levy : 0;
  const prmf_deduction = Math.min(amount(input.prmf_contribution), r.prmf_cap);
  const mortgage_deduction = Math.min(amount(input.mortgage_interest), r.mortgage_cap);
  const allowable_deductions =
    pension_deduction + shif_deduction + levy_deduction + prmf_deduction + mortgage_deduction;

  // Non-cash benefits whose value is under the month's limit are not income (ITA s.5(2)(b)).
  const taxableBenefits = benefits < r.benefits_exempt_below ? 0 : benefits;
  const chargeable = atLeastZero(gross + taxableBenefits - allowable_deductions);
  const disability_exemption = input.disability_exempt ? Math.min(chargeable, r.disability_exemption) : 0;
  const taxable_pay = chargeable - disability_exemption;

  const paye_before_relief = taxOnBands(taxable_pay, rates.paye.bands);
  const personal_relief = r.personal_relief;
  const premiums = amount(input.insurance_premium) + (r.health_relief ? health : 0);
  const insurance_relief = Math.min(share(premiums, r.insurance_relief_bp), r.insurance_relief_cap);
  const housing_relief = Math.min(share(housing_levy, r.housing_relief_bp), r.housing_relief_cap);
  const prmf_relief = Math.min(share(amount(input.prmf_contribution), r.prmf_relief_bp), r.prmf_relief_cap);
  const paye = atLeastZero(paye_before_relief - personal_relief - insurance_relief - housing_relief - prmf_relief);

  return {
    gross,
    non_cash_benefits: taxableBenefits,
    non_taxable_allowances: nonTaxable,
    nssf_tier1,
    nssf_tier2,
    nssf,
    nssf_employer,
    shif,
    nhif,
    housing_levy,
    housing_levy_employer,
    pension_deduction,
    shif_deduction,
    levy_deduction,
    prmf_deduction,
    mortgage_deduction,
    allowable_deductions,
    disability_exemption,
    taxable_pay,
    paye_before_relief,
    personal_relief,
    insurance_relief,
    housing_relief,
    prmf_relief,
    paye,
    net_pay: gross + nonTaxable - nssf - health - housing_levy - paye,
  };
}

/** An amount the engine can take: a whole number of cents from 0 to MAX_CENTS (absent is 0). */
function amount(value: number | undefined): number {
  const cents = value ?? 0;
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS)
    throw new RangeError(`An amount must be whole cents from 0 to ${MAX_CENTS}: ${String(value)}`);
  return cents;
}

/**
 * Tax on the bands: each band's rate on the part of the taxable pay inside it, summed exactly (in
 * cents × basis points) and rounded once, so the whole tax is within half a cent of the law's.
 */
export function taxOnBands(taxable: number, bands: readonly PayeBand[]): number {
  let exact = 0;
  for (const band of bands) {
    const top = band.upper === null ? taxable : Math.min(taxable, band.upper);
    if (top > band.lower) exact += (top - band.lower) * band.bp;
  }
  return Math.floor((2 * exact + 10_000) / 20_000);
}

/**
 * SHIF: its rate of gross pay, never under its minimum. NHIF: the amount of the band with the
 * highest lower bound not above the gross, so a pay between one band's upper figure and the next
 * band's lower (5,999.50 between 5,999 and 6,000) still falls in the band below.
 */
function healthContribution(gross: number, health: HealthRates): number {
  if (gross === 0) return 0;
  if (health.kind === 'shif') return Math.max(share(gross, health.bp), health.minimum);
  let best: { lower: number; amount: number } | undefined;
  for (const band of health.bands) if (band.lower <= gross && (!best || band.lower > best.lower)) best = band;
  return best?.amount ?? 0;
}
