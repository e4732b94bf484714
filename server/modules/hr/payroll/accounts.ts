import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { accountCode } from '../../finance/ledger/standard-chart';

/**
 * The accounts a payroll posts to, in the School Fund: BOM staff are paid from its personal
 * emoluments (PE) vote head. The standard chart gave the fund its PE expense account (SF-5210);
 * what the deductions are owed to, the employer's own contributions and the staff advances are
 * added here, coded in ranges the standard chart leaves free. Looked up by code, since the
 * ledger's purposes name only the fees engines' accounts.
 */
export const PAYROLL_FUND = 'SF';
export const SALARIES = '5210';

export type PayrollAccount =
  | 'salaries'
  | 'employer_nssf'
  | 'employer_levy'
  | 'paye'
  | 'nssf'
  | 'shif'
  | 'housing_levy'
  | 'helb'
  | 'sacco'
  | 'loan'
  | 'welfare'
  | 'other'
  | 'advance'
  | 'net_pay';

interface AccountSeed {
  readonly code: string;
  readonly name: string;
  readonly type: 'asset' | 'liability' | 'expense';
}

export const PAYROLL_ACCOUNTS: Readonly<Record<Exclude<PayrollAccount, 'salaries'>, AccountSeed>> = {
  employer_nssf: { code: '5211', name: 'Employer’s NSSF contributions', type: 'expense' },
  employer_levy: { code: '5212', name: 'Employer’s housing levy', type: 'expense' },
  paye: { code: '2410', name: 'PAYE payable', type: 'liability' },
  nssf: { code: '2420', name: 'NSSF payable', type: 'liability' },
  shif: { code: '2430', name: 'SHIF (NHIF) payable', type: 'liability' },
  housing_levy: { code: '2440', name: 'Housing levy payable', type: 'liability' },
  helb: { code: '2450', name: 'HELB deductions payable', type: 'liability' },
  sacco: { code: '2460', name: 'SACCO deductions payable', type: 'liability' },
  loan: { code: '2470', name: 'Staff loan repayments payable', type: 'liability' },
  welfare: { code: '2480', name: 'Staff welfare payable', type: 'liability' },
  other: { code: '2490', name: 'Other payroll deductions payable', type: 'liability' },
  net_pay: { code: '2500', name: 'Net salaries payable', type: 'liability' },
  // A salary advance is the school's own money lent ahead of pay day: recovering it reduces the
  // asset rather than creating something owed to someone else.
  advance: { code: '1310', name: 'Salary advances to staff', type: 'asset' },
};

/** A department's own salaries account under SF-5210, so the books show wages by department. */
export const departmentCode = (departmentId: number) => `${accountCode(PAYROLL_FUND, SALARIES)}-${departmentId}`;

export interface PayrollChart {
  readonly fundId: number;
  readonly bankId: number;
  readonly peVoteHeadId: number | null;
  account(kind: PayrollAccount): number;
  /** The salaries account of a department (made on first use), or SF-5210 without one. */
  salaries(departmentId: number | null): number;
}

const stampsOf = (branchId: number, userId: number | null) => {
  const now = new Date().toISOString();
  return { branch_id: branchId, created_at: now, updated_at: now, created_by: userId, updated_by: userId };
};

async function schoolFund(db: Db, branchId: number): Promise<number | undefined> {
  const fund = await db
    .selectFrom('funds')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', PAYROLL_FUND)
    .executeTakeFirst();
  return fund ? Number(fund.id) : undefined;
}

/**
 * Adds the payroll accounts the School Fund lacks (safe to run again; an account the school
 * renamed keeps its name). The migration gives every existing school them; paying a payroll
 * runs it too, so a school made later has them before its first payroll is posted.
 */
export async function topUpPayrollChart(db: Db, branchId: number, userId: number | null = null): Promise<void> {
  const fundId = await schoolFund(db, branchId);
  if (fundId === undefined) return;
  const rows = await db
    .selectFrom('accounts')
    .select(['code', 'name', 'fund_id'])
    .where('branch_id', '=', branchId)
    .execute();
  const codes = new Set(rows.map((a) => String(a.code)));
  // A fund's account names are unique too: an account of that name the school made itself is left be.
  const names = new Set(rows.filter((a) => Number(a.fund_id) === fundId).map((a) => String(a.name)));
  const missing = Object.values(PAYROLL_ACCOUNTS).filter(
    (a) => !codes.has(accountCode(PAYROLL_FUND, a.code)) && !names.has(a.name),
  );
  if (missing.length === 0) return;
  await db
    .insertInto('accounts')
    .values(
      missing.map((a) => ({
        code: accountCode(PAYROLL_FUND, a.code),
        name: a.name,
        type: a.type,
        purpose: 'general',
        fund_id: fundId,
        parent_id: null,
        closed: false,
        ...stampsOf(branchId, userId),
      })),
    )
    .execute();
}

/**
 * The accounts a payroll's posting needs, read once (department accounts are added as the
 * payroll meets a department without one, audited). Refuses (409) when the school has no
 * School Fund or its PE or bank account is missing: the bursar must set the chart up first.
 */
export async function loadPayrollChart(
  db: Db,
  user: SessionUser,
  departments: readonly number[],
): Promise<PayrollChart> {
  await topUpPayrollChart(db, user.branchId, user.id);
  const fundId = await schoolFund(db, user.branchId);
  if (fundId === undefined) throw refusal(409, say('shule.hr.payroll.no_school_fund'));
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'code', 'closed'])
    .where('branch_id', '=', user.branchId)
    .where('fund_id', '=', fundId)
    .execute();
  const byCode = new Map(rows.filter((r) => !r.closed).map((r) => [String(r.code), Number(r.id)]));
  const codeOf = (kind: PayrollAccount) =>
    accountCode(PAYROLL_FUND, kind === 'salaries' ? SALARIES : PAYROLL_ACCOUNTS[kind].code);
  const need = (code: string) => {
    const id = byCode.get(code);
    if (id === undefined) throw refusal(409, say('shule.hr.payroll.no_account', { code }));
    return id;
  };
  const salariesId = need(codeOf('salaries'));
  const bankId = need(accountCode(PAYROLL_FUND, '1100'));
  const names = await db
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('branch_id', '=', user.branchId)
    .where('id', 'in', departments.length > 0 ? [...departments] : [0])
    .execute();
  const missing = names.filter((d) => !byCode.has(departmentCode(Number(d.id))));
  if (missing.length > 0) {
    const added = await db
      .insertInto('accounts')
      .values(
        missing.map((d) => ({
          code: departmentCode(Number(d.id)),
          name: `Salaries and wages: ${String(d.name)}`.slice(0, 120),
          type: 'expense',
          purpose: 'general',
          fund_id: fundId,
          parent_id: salariesId,
          closed: false,
          ...stampsOf(user.branchId, user.id),
        })),
      )
      .returning(['id', 'code'])
      .execute();
    for (const a of added) byCode.set(String(a.code), Number(a.id));
    await insertAudit(
      db,
      { branchId: user.branchId, userId: user.id, username: user.username },
      'create',
      'accounts',
      added[0]?.id,
      { codes: { after: added.map((a) => String(a.code)).join(', ') } },
    );
  }
  const pe = await db
    .selectFrom('vote_heads')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('code', '=', 'PE')
    .executeTakeFirst();
  return {
    fundId,
    bankId,
    peVoteHeadId: pe ? Number(pe.id) : null,
    account: (kind) => need(codeOf(kind)),
    salaries: (departmentId) =>
      departmentId === null ? salariesId : (byCode.get(departmentCode(departmentId)) ?? salariesId),
  };
}
