import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import { type BulkType, bulkInsert, writeStamps } from '../../../db/bulk-insert';
import type { Db, Row } from '../../../db/database';
import { staffName } from '../../finance/books/staff';
import { type RunInputs, loadRunInputs } from './inputs';
import { computeLine, type PayslipDraft } from './line';

/**
 * Computes a draft payroll and stores it, in the caller's transaction: every employee's payslip
 * (computeLine, with the statutory engine) replaces the draft's previous ones, in two bulk inserts
 * whatever the number of staff; the run keeps its totals, who computed it and the digest of what
 * it was computed from. One audit row names the run's new totals.
 */
export function computeDrafts(inputs: RunInputs): PayslipDraft[] {
  const context = { month: inputs.month, workDays: inputs.workDays, statutory: inputs.statutory };
  return inputs.employees.map((e) =>
    computeLine(
      e,
      inputs.allowances.get(Number(e.id)) ?? [],
      inputs.deductions.get(Number(e.id)) ?? [],
      inputs.unpaidLeave.get(Number(e.id)) ?? 0,
      context,
    ),
  );
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const fullName = (e: Row) => [e.first_name, e.middle_name, e.last_name].map(text).filter(Boolean).join(' ');

/** The employee's particulars kept on the payslip, as they stood when it was computed. */
const PARTICULARS: readonly [string, BulkType, (e: Row) => unknown][] = [
  ['staff_no', 'text', (e) => text(e.staff_no)],
  ['employee_name', 'text', (e) => fullName(e).slice(0, 200)],
  ['first_name', 'text', (e) => text(e.first_name)],
  ['middle_name', 'text', (e) => text(e.middle_name)],
  ['last_name', 'text', (e) => text(e.last_name)],
  ['phone', 'text', (e) => text(e.phone)],
  ['national_id', 'text', (e) => text(e.national_id)],
  ['kra_pin', 'text', (e) => text(e.kra_pin)],
  ['nssf_no', 'text', (e) => text(e.nssf_no)],
  ['sha_no', 'text', (e) => text(e.sha_no)],
  ['job_title', 'text', (e) => text(e.job_title)],
  ['disability_exempt', 'boolean', (e) => e.disability_exempt === true || e.disability_exempt === 1],
  ['payment_method', 'text', (e) => text(e.payment_method)],
  ['bank_branch_id', 'bigint', (e) => (e.bank_branch_id ? Number(e.bank_branch_id) : null)],
  ['account_no', 'text', (e) => text(e.account_no)],
  ['mpesa_phone', 'text', (e) => text(e.mpesa_phone)],
];

/** The computed figures, each a bigint column of the same name. */
const FIGURES = [
  'department_id',
  'days_in_month',
  'days_paid',
  'monthly_basic',
  'basic',
  'house_allowance',
  'commuter_allowance',
  'overtime',
  'other_allowances',
  'non_taxable_allowances',
  'gross_pay',
  'nssf_employee',
  'nssf_employer',
  'shif',
  'nhif',
  'housing_levy',
  'housing_levy_employer',
  'pension_contribution',
  'pension_deduction',
  'shif_deduction',
  'levy_deduction',
  'prmf_deduction',
  'mortgage_deduction',
  'disability_exemption',
  'taxable_pay',
  'tax_charged',
  'personal_relief',
  'insurance_relief',
  'housing_relief',
  'prmf_relief',
  'paye',
  'helb',
  'sacco',
  'loans',
  'welfare',
  'advances',
  'other_deductions',
  'total_deductions',
  'net_pay',
] as const;

const ITEM_COLUMNS = [
  ['parent_id', 'bigint'],
  ['position', 'bigint'],
  ['kind', 'text'],
  ['code', 'text'],
  ['description', 'text'],
  ['amount', 'bigint'],
  ['taxable', 'boolean'],
  ['source_id', 'bigint'],
  ['balance_after', 'bigint'],
] as const;

export interface RunTotals {
  readonly employees: number;
  readonly gross_pay: number;
  readonly paye: number;
  readonly nssf_employee: number;
  readonly nssf_employer: number;
  readonly shif: number;
  readonly nhif: number;
  readonly housing_levy: number;
  readonly housing_levy_employer: number;
  readonly other_deductions: number;
  readonly net_pay: number;
  readonly employer_cost: number;
}

export function totalsOf(drafts: readonly PayslipDraft[]): RunTotals {
  const sum = (pick: (d: PayslipDraft) => number) => drafts.reduce((s, d) => s + pick(d), 0);
  const nssfEmployer = sum((d) => d.nssf_employer);
  const levyEmployer = sum((d) => d.housing_levy_employer);
  const gross = sum((d) => d.gross_pay);
  return {
    employees: drafts.length,
    gross_pay: gross,
    paye: sum((d) => d.paye),
    nssf_employee: sum((d) => d.nssf_employee),
    nssf_employer: nssfEmployer,
    shif: sum((d) => d.shif),
    nhif: sum((d) => d.nhif),
    housing_levy: sum((d) => d.housing_levy),
    housing_levy_employer: levyEmployer,
    other_deductions: sum((d) => d.helb + d.sacco + d.loans + d.welfare + d.advances + d.other_deductions),
    net_pay: sum((d) => d.net_pay),
    employer_cost: gross + nssfEmployer + levyEmployer,
  };
}

async function clearPayslips(db: Db, branchId: number, payrollId: number): Promise<void> {
  const old = db
    .selectFrom('payslips')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('payroll_id', '=', payrollId);
  await db.deleteFrom('payslips_items').where('parent_id', 'in', old).execute();
  await db.deleteFrom('payslips').where('branch_id', '=', branchId).where('payroll_id', '=', payrollId).execute();
}

async function storePayslips(
  db: Db,
  user: SessionUser,
  payrollId: number,
  period: string,
  inputs: RunInputs,
  drafts: readonly PayslipDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  const stamps = writeStamps(user, new Date().toISOString());
  const byId = new Map(inputs.employees.map((e) => [Number(e.id), e]));
  const rows = await bulkInsert(db, {
    table: 'payslips',
    columns: [
      ['employee_id', 'bigint'],
      ...PARTICULARS.map(([name, type]) => [name, type] as const),
      ...FIGURES.map((name) => [name, 'bigint'] as const),
    ],
    rows: drafts.map((d) => {
      const employee = byId.get(d.employee_id) as Row;
      return [d.employee_id, ...PARTICULARS.map(([, , value]) => value(employee)), ...FIGURES.map((f) => d[f])];
    }),
    shared: {
      ...stamps,
      payroll_id: ['bigint', payrollId],
      period: ['text', period],
    },
    returning: ['id', 'employee_id'],
  });
  const idOf = new Map(rows.map((r) => [Number(r.employee_id), Number(r.id)]));
  await bulkInsert(db, {
    table: 'payslips_items',
    columns: ITEM_COLUMNS,
    rows: drafts.flatMap((d) =>
      d.items.map((i, position) => [
        idOf.get(d.employee_id),
        position,
        i.kind,
        i.code,
        i.description,
        i.amount,
        i.taxable,
        i.source_id,
        i.balance_after,
      ]),
    ),
    shared: stamps,
  });
  // Notes and half days of leave are rare: written one by one rather than carried by every row.
  for (const d of drafts)
    if (d.note !== null || d.unpaid_leave_days !== 0)
      await db
        .updateTable('payslips')
        .set({ note: d.note, unpaid_leave_days: d.unpaid_leave_days })
        .where('id', '=', idOf.get(d.employee_id) as number)
        .execute();
}

/**
 * Computes the draft `payrollId` of `period` afresh and stores it (see above). Answers the inputs
 * used, so a caller that only wanted to know whether they changed need not read them twice.
 */
export async function computeRun(
  db: Db,
  user: SessionUser,
  payrollId: number,
  period: string,
  inputs?: RunInputs,
): Promise<RunTotals> {
  const used = inputs ?? (await loadRunInputs(db, user.branchId, period));
  const drafts = computeDrafts(used);
  await clearPayslips(db, user.branchId, payrollId);
  await storePayslips(db, user, payrollId, period, used, drafts);
  const totals = totalsOf(drafts);
  const now = new Date().toISOString();
  await db
    .updateTable('payrolls')
    .set({
      ...totals,
      computed_by: await staffName(db, user),
      computed_by_id: user.id,
      computed_at: now,
      inputs_digest: used.digest,
      updated_at: now,
      updated_by: user.id,
    })
    .where('id', '=', payrollId)
    .where('branch_id', '=', user.branchId)
    .execute();
  await insertAudit(
    db,
    { branchId: user.branchId, userId: user.id, username: user.username },
    'compute',
    'payrolls',
    payrollId,
    Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, { after: v }])),
  );
  return totals;
}
