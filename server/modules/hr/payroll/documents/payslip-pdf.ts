import { displayPhone } from '../../../../../src/schema/phone';
import type { AppContext } from '../../../../context';
import type { Db, Row } from '../../../../db/database';
import {
  contentBox,
  createPdf,
  drawDetails,
  drawFooters,
  drawLetterhead,
  FONT,
  INK,
  keepTogether,
  pdfBuffer,
  type Pdf,
  type School,
  schoolOf,
  SIZE,
} from '../../../../documents';
import { shillingsInWords } from '../../../finance/payments/pdf/words';
import { type Figure, figureTable, monthName, shillings, sideBySide, watermark } from './layout';
import { type PrintedPayslip, printedPayroll } from './payslip-data';

const n = (v: unknown) => Number(v ?? 0);
const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Basic pay's line: the part month and unpaid leave said where they reduced it. */
function basicLabel(s: Row): string {
  const parts: string[] = [];
  if (n(s.days_paid) < n(s.days_in_month)) parts.push(`${n(s.days_paid)} of ${n(s.days_in_month)} days`);
  if (n(s.unpaid_leave_days) > 0) parts.push(`less ${n(s.unpaid_leave_days)} days unpaid leave`);
  return parts.length > 0 ? `Basic pay (${parts.join(', ')})` : 'Basic pay';
}

function earnings(p: PrintedPayslip): Figure[] {
  const s = p.slip;
  return [
    { label: basicLabel(s), amount: n(s.basic) },
    ...p.items
      .filter((i) => i.kind === 'earning')
      .map((i) => ({ label: `${t(i.description)}${i.taxable ? '' : ' (not taxable)'}`, amount: n(i.amount) })),
    { label: 'Gross pay', amount: n(s.gross_pay), strong: true },
  ];
}

function deductions(p: PrintedPayslip): Figure[] {
  const s = p.slip;
  const statutory: Figure[] = [
    { label: 'PAYE', amount: n(s.paye) },
    { label: 'NSSF', amount: n(s.nssf_employee) },
    n(s.nhif) > 0 ? { label: 'NHIF', amount: n(s.nhif) } : { label: 'SHIF', amount: n(s.shif) },
    { label: 'Housing levy', amount: n(s.housing_levy) },
  ];
  const other = p.items
    .filter((i) => i.kind === 'deduction' && n(i.amount) > 0)
    .map((i) => ({ label: t(i.description), amount: n(i.amount) }));
  return [...statutory, ...other, { label: 'Total deductions', amount: n(s.total_deductions), strong: true }];
}

function taxComputation(s: Row): Figure[] {
  const cash = n(s.gross_pay) - n(s.non_taxable_allowances);
  const less = (label: string, value: unknown): Figure[] => (n(value) > 0 ? [{ label, amount: -n(value) }] : []);
  return [
    { label: 'Taxable gross pay', amount: cash },
    ...less('Less NSSF and pension allowed', s.pension_deduction),
    ...less('Less SHIF', s.shif_deduction),
    ...less('Less housing levy', s.levy_deduction),
    ...less('Less post-retirement medical fund', s.prmf_deduction),
    ...less('Less mortgage interest', s.mortgage_deduction),
    ...less('Less disability exemption', s.disability_exemption),
    { label: 'Taxable pay', amount: n(s.taxable_pay) },
    { label: 'Tax charged', amount: n(s.tax_charged) },
    ...less('Less personal relief', s.personal_relief),
    ...less('Less insurance relief', s.insurance_relief),
    ...less('Less housing relief', s.housing_relief),
    ...less('Less PRMF relief', s.prmf_relief),
    { label: 'PAYE', amount: n(s.paye), strong: true },
  ];
}

function employerAndBalances(p: PrintedPayslip): Figure[] {
  const s = p.slip;
  const loans = p.items.filter(
    (i) => i.kind === 'deduction' && i.balance_after !== null && i.balance_after !== undefined,
  );
  return [
    { label: 'Employer’s NSSF', amount: n(s.nssf_employer) },
    { label: 'Employer’s housing levy', amount: n(s.housing_levy_employer) },
    ...loans.map((l) => ({
      label: `${t(l.description).replace(/^[^:]+: /, '')}: balance`,
      amount: n(l.balance_after),
    })),
    { label: 'Gross pay to date', amount: p.ytd.gross },
    { label: 'Taxable pay to date', amount: p.ytd.taxable },
    { label: 'NSSF to date', amount: p.ytd.nssf },
    { label: 'PAYE to date', amount: p.ytd.paye },
  ];
}

/** Where the net pay goes: the bank and branch with its code and the account, or the M-Pesa number. */
function paidTo(p: PrintedPayslip): string {
  const s = p.slip;
  if (s.payment_method === 'bank')
    return [
      p.bank,
      p.branch && `${p.branch}${p.branchCode ? ` (${p.branchCode})` : ''}`,
      t(s.account_no) && `A/c ${t(s.account_no)}`,
    ]
      .filter(Boolean)
      .join(', ');
  if (s.payment_method === 'mpesa') return `M-Pesa ${displayPhone(t(s.mpesa_phone))}`;
  return 'Cash';
}

function drawNetPay(doc: Pdf, p: PrintedPayslip): void {
  const box = contentBox(doc);
  keepTogether(doc, 60);
  const top = doc.y;
  doc.save().roundedRect(box.left, top, box.width, 50, 4).lineWidth(1).strokeColor(INK.accent).stroke().restore();
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(INK.muted)
    .text('NET PAY', box.left + 12, top + 7);
  doc.text(`PAID TO: ${paidTo(p).toUpperCase()}`, box.left + 12, top + 7, { width: box.width - 24, align: 'right' });
  doc.font(FONT.bold).fontSize(SIZE.display).fillColor(INK.accent);
  doc.text(`KES ${shillings(n(p.slip.net_pay))}`, box.left + 12, top + 17);
  doc
    .font(FONT.italic)
    .fontSize(SIZE.small + 0.5)
    .fillColor(INK.text);
  doc.text(shillingsInWords(n(p.slip.net_pay)), box.left + 200, top + 22, { width: box.width - 212, align: 'right' });
  doc.x = box.left;
  doc.y = top + 60;
}

/**
 * One employee's payslip on the current page, as a Kenyan employee expects it: the school's
 * letterhead; name, staff number, KRA PIN, NSSF and SHA numbers, ID, department and where the pay
 * goes; earnings beside deductions (statutory first); the net pay in figures and words; how PAYE
 * was worked out beside the employer's contributions, loan balances and the year to date.
 */
export function drawPayslip(doc: Pdf, school: School, payroll: Row, p: PrintedPayslip): void {
  const s = p.slip;
  const period = t(payroll.period);
  drawLetterhead(doc, school, 'Payslip', monthName(period));
  doc.y -= 6;
  drawDetails(
    doc,
    [
      { label: 'Name', value: t(s.employee_name) },
      { label: 'Staff no.', value: t(s.staff_no) },
      { label: 'KRA PIN', value: t(s.kra_pin) },
      { label: 'ID no.', value: t(s.national_id) },
      { label: 'NSSF no.', value: t(s.nssf_no) },
      { label: 'SHA no.', value: t(s.sha_no) },
      { label: 'Department', value: p.department },
      { label: 'Job title', value: t(s.job_title) },
      { label: 'Pay period', value: monthName(period) },
      { label: 'Paid by', value: paidTo(p) },
    ],
    { columns: 2, labelWidth: 70, fontSize: SIZE.body - 1 },
  );
  doc.y += 4;
  sideBySide(
    doc,
    (at) => figureTable(doc, at, 'Earnings', earnings(p)),
    (at) => figureTable(doc, at, 'Deductions', deductions(p)),
  );
  drawNetPay(doc, p);
  sideBySide(
    doc,
    (at) => figureTable(doc, at, 'How PAYE was worked out', taxComputation(s)),
    (at) => figureTable(doc, at, 'Employer’s share and year to date', employerAndBalances(p)),
  );
  if (t(s.note)) {
    doc
      .font(FONT.italic)
      .fontSize(SIZE.small + 0.5)
      .fillColor(INK.muted);
    doc.text(t(s.note), { width: contentBox(doc).width });
    doc.fillColor(INK.text);
  }
  if (payroll.status === 'draft') watermark(doc, 'DRAFT');
  if (payroll.status === 'cancelled') watermark(doc, 'CANCELLED');
}

export interface PayslipsOptions {
  readonly employeeId?: number;
  readonly ctx?: AppContext;
  readonly compress?: boolean;
  readonly printedAt?: Date;
}

/** A payroll's payslips as one PDF, one page each in staff-number order; or one employee's. */
export async function payslipsPdf(db: Db, branchId: number, payrollId: number, options: PayslipsOptions = {}) {
  const school = await schoolOf(db, branchId, options.ctx);
  const { payroll, slips } = await printedPayroll(db, branchId, payrollId, options.employeeId);
  const period = t(payroll.period);
  const title = slips.length === 1 ? `Payslip: ${t(slips[0].slip.employee_name)}` : `Payslips ${monthName(period)}`;
  const doc = createPdf({ title, author: school.name, compress: options.compress });
  slips.forEach((slip, index) => {
    if (index > 0) doc.addPage();
    drawPayslip(doc, school, payroll, slip);
  });
  if (slips.length === 0) drawLetterhead(doc, school, 'Payslips', monthName(period));
  drawFooters(doc, {
    caption: `${school.name}  ·  Payslip ${monthName(period)}`,
    printedAt: options.printedAt ?? new Date(),
  });
  const who = slips.length === 1 ? `-${t(slips[0].slip.staff_no).replace(/[^A-Za-z0-9-]+/g, '-')}` : '';
  return { pdf: await pdfBuffer(doc), filename: `payslips-${period}${who}.pdf` };
}
