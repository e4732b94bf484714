import type { Db } from '../../../../db/database';
import { refusal, say } from '../../../../errors';

/** One month of an employee's P9A card, from the month's paid payslip. Cents. */
export interface P9aMonth {
  readonly period: string;
  /** A: cash pay (basic and taxable allowances); B and C: benefits in kind and housing (none paid). */
  readonly cash: number;
  readonly benefits: number;
  readonly quarters: number;
  /** E2: NSSF and pension contributed; the part of them the law allowed (the lowest of E). */
  readonly retirement: number;
  readonly retirementAllowed: number;
  /** F to I of the 2025 card, as deducted before tax. */
  readonly housingLevy: number;
  readonly shif: number;
  readonly prmf: number;
  readonly mortgage: number;
  readonly taxable: number;
  readonly taxCharged: number;
  readonly personalRelief: number;
  /** Insurance relief, with the housing and PRMF reliefs of the months that had them. */
  readonly insuranceRelief: number;
  readonly paye: number;
}

export interface P9aCard {
  readonly year: number;
  readonly employee: {
    readonly staff_no: string;
    readonly surname: string;
    readonly otherNames: string;
    readonly kra_pin: string;
  };
  readonly months: readonly P9aMonth[];
}

const n = (v: unknown) => Number(v ?? 0);
const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * An employee's year from the paid payrolls (a draft or approved month has not been paid, so it
 * is not on the card), month by month. Refused (404) when no paid payroll of the year pays them.
 */
export async function p9aCard(db: Db, branchId: number, employeeId: number, year: number): Promise<P9aCard> {
  const rows = await db
    .selectFrom('payslips as p')
    .innerJoin('payrolls as r', 'r.id', 'p.payroll_id')
    .selectAll('p')
    .where('p.branch_id', '=', branchId)
    .where('p.employee_id', '=', employeeId)
    .where('r.status', '=', 'paid')
    .where('p.period', '>=', `${year}-01`)
    .where('p.period', '<=', `${year}-12`)
    .orderBy('p.period')
    .execute();
  if (rows.length === 0) throw refusal(404, say('shule.hr.payroll.no_paid_payslips', { year }));
  const last = rows[rows.length - 1];
  return {
    year,
    employee: {
      staff_no: t(last.staff_no),
      surname: t(last.last_name),
      otherNames: [t(last.first_name), t(last.middle_name)].filter(Boolean).join(' '),
      kra_pin: t(last.kra_pin),
    },
    months: rows.map((r) => ({
      period: t(r.period),
      cash: n(r.gross_pay) - n(r.non_taxable_allowances),
      benefits: 0,
      quarters: 0,
      retirement: n(r.nssf_employee) + n(r.pension_contribution),
      retirementAllowed: n(r.pension_deduction),
      housingLevy: n(r.levy_deduction),
      shif: n(r.shif_deduction),
      prmf: n(r.prmf_deduction),
      mortgage: n(r.mortgage_deduction),
      taxable: n(r.taxable_pay),
      taxCharged: n(r.tax_charged),
      personalRelief: n(r.personal_relief),
      insuranceRelief: n(r.insurance_relief) + n(r.housing_relief) + n(r.prmf_relief),
      paye: n(r.paye),
    })),
  };
}
