import { englishText } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { say } from '../../../errors';
import { type Posting, type PostingLine, postEntries } from '../../finance/ledger/journal';
import { loadPayrollChart, type PayrollAccount } from './accounts';

const n = (v: unknown) => Number(v ?? 0);

/** What a payroll's payslips add up to for the books, per department for the salaries. */
interface PayrollSums {
  readonly byDepartment: ReadonlyMap<number | null, number>;
  readonly totals: Readonly<Record<string, number>>;
}

const SUMMED = [
  'gross_pay',
  'nssf_employee',
  'nssf_employer',
  'shif',
  'nhif',
  'housing_levy',
  'housing_levy_employer',
  'paye',
  'helb',
  'sacco',
  'loans',
  'welfare',
  'advances',
  'other_deductions',
  'net_pay',
] as const;

async function sumsOf(db: Db, branchId: number, payrollId: number): Promise<PayrollSums> {
  const rows = await db
    .selectFrom('payslips')
    .select((eb) => ['department_id', ...SUMMED.map((column) => eb.fn.sum<number>(column).as(column))])
    .where('branch_id', '=', branchId)
    .where('payroll_id', '=', payrollId)
    .groupBy('department_id')
    .execute();
  const totals: Record<string, number> = Object.fromEntries(SUMMED.map((c) => [c, 0]));
  const byDepartment = new Map<number | null, number>();
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    for (const c of SUMMED) totals[c] += n(r[c]);
    const department = r.department_id === null || r.department_id === undefined ? null : Number(r.department_id);
    byDepartment.set(department, (byDepartment.get(department) ?? 0) + n(r.gross_pay));
  }
  return { byDepartment, totals };
}

/**
 * The payroll as one balanced journal entry on the day it is paid: Dr salaries and wages by
 * department (the PE vote head) and the employer's NSSF and housing levy; Cr PAYE payable, NSSF
 * payable (both shares), SHIF or NHIF payable, housing levy payable (both shares), each other
 * deduction's payable (a salary advance reduces the advance), and the net pay: the School Fund's
 * bank when paid now, net salaries payable when the bursar pays it later. Whole cents; posting
 * refuses a locked period (409). Answers the entry's number.
 */
export async function postPayroll(
  db: Db,
  user: SessionUser,
  payroll: { readonly id: number; readonly period: string },
  paidOn: string,
  netPayFrom: 'bank' | 'payable',
): Promise<number> {
  const sums = await sumsOf(db, user.branchId, payroll.id);
  const departments = [...sums.byDepartment.keys()].filter((d): d is number => d !== null);
  const chart = await loadPayrollChart(db, user, departments);
  const t = sums.totals;
  const vote = chart.peVoteHeadId;
  const debit = (account_id: number, amount: number, vote_head_id: number | null = null): PostingLine => ({
    account_id,
    debit: amount,
    credit: 0,
    vote_head_id,
  });
  const credit = (kind: PayrollAccount, amount: number): PostingLine => ({
    account_id: chart.account(kind),
    debit: 0,
    credit: amount,
  });
  const salaries = [...sums.byDepartment]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([department, gross]) => debit(chart.salaries(department), gross, vote));
  const lines: PostingLine[] = [
    ...salaries,
    debit(chart.account('employer_nssf'), t.nssf_employer, vote),
    debit(chart.account('employer_levy'), t.housing_levy_employer, vote),
    credit('paye', t.paye),
    credit('nssf', t.nssf_employee + t.nssf_employer),
    credit('shif', t.shif + t.nhif),
    credit('housing_levy', t.housing_levy + t.housing_levy_employer),
    credit('helb', t.helb),
    credit('sacco', t.sacco),
    credit('loan', t.loans),
    credit('welfare', t.welfare),
    credit('other', t.other_deductions),
    credit('advance', t.advances),
    netPayFrom === 'bank' ? { account_id: chart.bankId, debit: 0, credit: t.net_pay } : credit('net_pay', t.net_pay),
  ];
  const employees = await db
    .selectFrom('payslips')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('branch_id', '=', user.branchId)
    .where('payroll_id', '=', payroll.id)
    .executeTakeFirst();
  const posting: Posting = {
    posted_on: paidOn,
    narration: englishText(
      say('shule.hr.payroll.narration', { period: payroll.period, employees: n(employees?.count) }),
    ),
    source: 'payroll',
    source_id: payroll.id,
    lines,
  };
  const [entryId] = await postEntries(db, user, [posting]);
  const entry = await db.selectFrom('journal_entries').select('entry_no').where('id', '=', entryId).executeTakeFirst();
  return n(entry?.entry_no);
}

/**
 * Loans and advances fall by what the paid payslips deducted (never below nought: a balance HR
 * lowered by hand after approval is not taken twice), each change audited on the deduction. Read
 * and written in batches (a thousand staff repay a few hundred loans): one update per new balance.
 */
export async function reduceLoanBalances(db: Db, user: SessionUser, payrollId: number): Promise<void> {
  const taken = await db
    .selectFrom('payslips_items as i')
    .innerJoin('payslips as p', 'p.id', 'i.parent_id')
    .select(['i.source_id', 'i.amount'])
    .where('p.branch_id', '=', user.branchId)
    .where('p.payroll_id', '=', payrollId)
    .where('i.kind', '=', 'deduction')
    .where('i.code', 'in', ['loan', 'advance'])
    .where('i.source_id', 'is not', null)
    .execute();
  const amounts = new Map<number, number>();
  for (const item of taken)
    amounts.set(Number(item.source_id), (amounts.get(Number(item.source_id)) ?? 0) + n(item.amount));
  const ids = [...amounts.keys()];
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('deductions')
      .select(['id', 'balance'])
      .where('branch_id', '=', user.branchId)
      .where('id', 'in', ids.slice(i, i + 500))
      .where('balance', 'is not', null)
      .execute();
    const changes = rows.map((r) => {
      const before = n(r.balance);
      return { id: Number(r.id), before, after: Math.max(0, before - (amounts.get(Number(r.id)) ?? 0)) };
    });
    const byAfter = new Map<number, number[]>();
    for (const c of changes) byAfter.set(c.after, [...(byAfter.get(c.after) ?? []), c.id]);
    for (const [after, same] of byAfter)
      await db
        .updateTable('deductions')
        .set({ balance: after, updated_at: now, updated_by: user.id })
        .where('branch_id', '=', user.branchId)
        .where('id', 'in', same)
        .execute();
    if (changes.length > 0)
      await db
        .insertInto('audit_log')
        .values(
          changes.map((c) => ({
            branch_id: user.branchId,
            user_id: user.id,
            username: user.username,
            action: 'update',
            resource: 'deductions',
            record_id: String(c.id),
            changes: JSON.stringify({
              balance: { before: c.before, after: c.after },
              payroll_id: { after: payrollId },
            }),
            at: now,
          })),
        )
        .execute();
  }
}
