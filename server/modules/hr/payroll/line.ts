import { englishText } from '../../../../src/schema';
import type { Row } from '../../../db/database';
import { say } from '../../../errors';
import { basicPay, daysEmployed, type PayMonth, share } from './month';
import { type OtherKind, takeDeductions, type WantedDeduction } from './other-deductions';
import type { Statutory, StatutoryFigures } from './statutory';

/** One item of a payslip: an allowance paid or a deduction taken, as it was that month. */
export interface ItemDraft {
  readonly kind: 'earning' | 'deduction';
  readonly code: string;
  readonly description: string;
  readonly amount: number;
  readonly taxable: boolean;
  readonly source_id: number | null;
  readonly balance_after: number | null;
}

/** A payslip's values before it is stored: the payslips table's columns, in cents. */
export interface PayslipDraft extends StatutoryFigures {
  readonly employee_id: number;
  readonly department_id: number | null;
  readonly days_in_month: number;
  readonly days_paid: number;
  readonly unpaid_leave_days: number;
  readonly monthly_basic: number;
  readonly basic: number;
  readonly house_allowance: number;
  readonly commuter_allowance: number;
  readonly overtime: number;
  readonly other_allowances: number;
  readonly non_taxable_allowances: number;
  readonly gross_pay: number;
  readonly helb: number;
  readonly sacco: number;
  readonly loans: number;
  readonly welfare: number;
  readonly advances: number;
  readonly other_deductions: number;
  readonly total_deductions: number;
  readonly net_pay: number;
  readonly note: string | null;
  readonly items: readonly ItemDraft[];
}

const n = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const ALLOWANCE_NAMES: Readonly<Record<string, string>> = {
  house: 'House allowance',
  commuter: 'Commuter allowance',
  responsibility: 'Responsibility allowance',
  overtime: 'Overtime',
  hardship: 'Hardship allowance',
  other: 'Allowance',
};
const DEDUCTION_NAMES: Readonly<Record<string, string>> = {
  sacco: 'SACCO',
  loan: 'Loan repayment',
  welfare: 'Staff welfare',
  helb: 'HELB loan',
  advance: 'Salary advance',
  other: 'Deduction',
};

/** "SACCO: Mwalimu SACCO" reads twice: a description that already says what it is stands alone. */
function named(names: Readonly<Record<string, string>>, row: Row): string {
  const kind = names[t(row.kind)] ?? 'Item';
  const description = t(row.description).trim();
  if (!description) return kind;
  const said = description.toLowerCase().includes(kind.toLowerCase().split(' ').at(-1) ?? '');
  return (said || row.kind === 'other' ? description : `${kind}: ${description}`).slice(0, 160);
}

/** Percent of basic, exact to two decimals: 12.5 % of 40,000.00 is 5,000.00. */
const percentOf = (basic: number, percent: number) => share(basic, Math.round(percent * 100), 10_000);

/**
 * The month's allowances as paid: a fixed recurring one takes the share of the month employed
 * (month.ts), a percentage one is a share of the basic actually earned, a one-off is paid whole.
 */
function earningsOf(rows: readonly Row[], basic: number, daysPaid: number, month: PayMonth): ItemDraft[] {
  return rows
    .map((a): ItemDraft => {
      const fixed = a.basis !== 'percent_of_basic';
      const amount = fixed
        ? a.recurring
          ? share(n(a.amount), daysPaid, month.days)
          : n(a.amount)
        : percentOf(basic, n(a.percent));
      return {
        kind: 'earning',
        code: t(a.kind),
        description: named(ALLOWANCE_NAMES, a),
        amount,
        taxable: a.taxable !== false && a.taxable !== 0,
        source_id: Number(a.id),
        balance_after: null,
      };
    })
    .filter((i) => i.amount > 0);
}

/** What the month's deductions ask for: HELB's rate on the employee, then each deduction (a loan never beyond its balance). */
function wantedOf(employee: Row, rows: readonly Row[]): WantedDeduction[] {
  const wanted: WantedDeduction[] = [];
  if (n(employee.helb_monthly) > 0)
    wanted.push({ kind: 'helb', description: 'HELB loan', amount: n(employee.helb_monthly), source_id: null });
  for (const d of rows) {
    const kind = t(d.kind) as OtherKind;
    const owed = kind === 'loan' || kind === 'advance';
    const balance = owed && d.balance !== null && d.balance !== undefined ? n(d.balance) : null;
    const amount = balance === null ? n(d.amount) : Math.min(n(d.amount), Math.max(0, balance));
    if (amount <= 0) continue;
    wanted.push({ kind, description: named(DEDUCTION_NAMES, d), amount, source_id: Number(d.id), balance });
  }
  return wanted;
}

export interface LineContext {
  readonly month: PayMonth;
  readonly workDays: number;
  readonly statutory: Statutory;
}

/**
 * One employee's payslip for the month: basic pay (pro rata, less unpaid leave), allowances,
 * gross pay, the statutory engine's breakdown on the taxable cash pay, the other deductions
 * (within the Employment Act's two thirds) and the net pay. Pure given the engine.
 */
export function computeLine(
  employee: Row,
  allowances: readonly Row[],
  deductions: readonly Row[],
  unpaidDays: number,
  context: LineContext,
): PayslipDraft {
  const { month } = context;
  const daysPaid = daysEmployed(
    month,
    (employee.date_employed as string | null) ?? null,
    (employee.date_left as string | null) ?? null,
  );
  const monthly = n(employee.basic_salary);
  const basic = basicPay(monthly, month, daysPaid, unpaidDays, context.workDays);
  const earnings = earningsOf(allowances, basic, daysPaid, month);
  const taxableOf = (code: string) =>
    earnings.filter((e) => e.taxable && e.code === code).reduce((sum, e) => sum + e.amount, 0);
  const nonTaxable = earnings.filter((e) => !e.taxable).reduce((sum, e) => sum + e.amount, 0);
  const taxableAllowances = earnings.filter((e) => e.taxable).reduce((sum, e) => sum + e.amount, 0);
  const cash = basic + taxableAllowances;
  const gross = cash + nonTaxable;
  const figures = context.statutory.compute({
    gross: cash,
    non_taxable_allowances: nonTaxable,
    pension_contribution: n(employee.pension_contribution),
    insurance_premium: n(employee.insurance_premium),
    mortgage_interest: n(employee.mortgage_interest),
    prmf_contribution: n(employee.prmf_contribution),
    disability_exempt: employee.disability_exempt === true || employee.disability_exempt === 1,
  });
  const statutory = figures.nssf_employee + figures.shif + figures.nhif + figures.housing_levy + figures.paye;
  const other = takeDeductions(gross, statutory, wantedOf(employee, deductions));
  const items: ItemDraft[] = [
    ...earnings,
    ...other.taken.map((d): ItemDraft => ({
      kind: 'deduction',
      code: d.kind,
      description: d.description,
      amount: d.taken,
      taxable: false,
      source_id: d.source_id,
      balance_after: d.balance_after,
    })),
  ];
  const note =
    other.untaken > 0
      ? englishText(say('shule.hr.payroll.cut_to_third', { cut: (other.untaken / 100).toFixed(2) }))
      : null;
  return {
    employee_id: Number(employee.id),
    department_id:
      employee.department_id === null || employee.department_id === undefined ? null : Number(employee.department_id),
    days_in_month: month.days,
    days_paid: daysPaid,
    unpaid_leave_days: unpaidDays,
    monthly_basic: monthly,
    basic,
    house_allowance: taxableOf('house'),
    commuter_allowance: taxableOf('commuter'),
    overtime: taxableOf('overtime'),
    other_allowances: taxableOf('responsibility') + taxableOf('hardship') + taxableOf('other'),
    non_taxable_allowances: nonTaxable,
    gross_pay: gross,
    ...figures,
    helb: other.byKind.helb,
    sacco: other.byKind.sacco,
    loans: other.byKind.loan,
    welfare: other.byKind.welfare,
    advances: other.byKind.advance,
    other_deductions: other.byKind.other,
    total_deductions: statutory + other.total,
    net_pay: gross - statutory - other.total,
    note,
    items,
  };
}
