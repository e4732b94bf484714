import type { AccountPurpose } from '../../../../src/schema/finance-ledger';
import type { Db } from '../../../db/database';

interface FundSeed {
  readonly code: string;
  readonly name: string;
  readonly kind: string;
}

/** The books a Kenyan public secondary school keeps (domain note 1.1 and 5). */
export const STANDARD_FUNDS: readonly FundSeed[] = [
  { code: 'TUI', name: 'Tuition', kind: 'tuition' },
  { code: 'OPS', name: 'Operations', kind: 'operations' },
  { code: 'SF', name: 'School Fund', kind: 'school_fund' },
  { code: 'PM', name: 'Pocket money', kind: 'pocket_money' },
];

interface AccountSeed {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly purpose: AccountPurpose;
  /** Fund kinds that get this account; every fund when absent. */
  readonly only?: readonly string[];
  readonly except?: readonly string[];
}

/** Every fund's working accounts, coded `<fund>-<number>` so codes stay unique per school. */
const FUND_ACCOUNTS: readonly AccountSeed[] = [
  { code: '1100', name: 'Bank', type: 'asset', purpose: 'bank' },
  { code: '1110', name: 'Cash in hand', type: 'asset', purpose: 'cash' },
  { code: '1120', name: 'M-Pesa clearing', type: 'asset', purpose: 'mpesa_clearing' },
  { code: '1200', name: 'Fees receivable', type: 'asset', purpose: 'fees_receivable', except: ['pocket_money'] },
  { code: '1300', name: 'Imprest advances', type: 'asset', purpose: 'imprest', except: ['pocket_money'] },
  { code: '2100', name: 'Fees in advance', type: 'liability', purpose: 'fees_in_advance', except: ['pocket_money'] },
  { code: '2300', name: 'Creditors', type: 'liability', purpose: 'creditors', except: ['pocket_money'] },
  { code: '2200', name: 'Pocket money held', type: 'liability', purpose: 'pocket_money_held', only: ['pocket_money'] },
  { code: '3000', name: 'Accumulated fund', type: 'net_assets', purpose: 'accumulated_fund' },
  { code: '5800', name: 'Bank charges', type: 'expense', purpose: 'bank_charges' },
  { code: '5900', name: 'Fee discounts and waivers', type: 'expense', purpose: 'discounts', except: ['pocket_money'] },
];

/**
 * The common vote heads (Gazette Notice 1555 of 2015, as schools bill them) with their fund, the
 * income account the chart gives each, and the order a payment settles them in. Billing seeds a
 * school's vote heads from this list; the school edits priorities and adds its own.
 */
export const STANDARD_VOTE_HEADS = [
  { code: 'TUI', name: 'Tuition', fund: 'TUI', income: '4100', expense: '5100', priority: 1, kind: 'fees' },
  {
    code: 'BES',
    name: 'Boarding equipment and stores (BES)',
    fund: 'SF',
    income: '4200',
    expense: '5200',
    priority: 2,
    kind: 'fees',
  },
  {
    code: 'PE',
    name: 'Personal emoluments (PE)',
    fund: 'SF',
    income: '4210',
    expense: '5210',
    priority: 3,
    kind: 'fees',
  },
  {
    code: 'RMI',
    name: 'Repairs, maintenance and improvement (RMI)',
    fund: 'OPS',
    income: '4110',
    expense: '5110',
    priority: 4,
    kind: 'fees',
  },
  {
    code: 'LTT',
    name: 'Local travel and transport (LT&T)',
    fund: 'OPS',
    income: '4120',
    expense: '5120',
    priority: 5,
    kind: 'fees',
  },
  {
    code: 'EWC',
    name: 'Electricity, water and conservancy (EWC)',
    fund: 'OPS',
    income: '4130',
    expense: '5130',
    priority: 6,
    kind: 'fees',
  },
  { code: 'ADM', name: 'Administration', fund: 'OPS', income: '4140', expense: '5140', priority: 7, kind: 'fees' },
  {
    code: 'MED',
    name: 'Medical and insurance',
    fund: 'OPS',
    income: '4150',
    expense: '5150',
    priority: 8,
    kind: 'fees',
  },
  { code: 'ACT', name: 'Activity', fund: 'OPS', income: '4160', expense: '5160', priority: 9, kind: 'fees' },
  {
    code: 'TRN',
    name: 'School transport',
    fund: 'SF',
    income: '4220',
    expense: '5220',
    priority: 10,
    kind: 'transport',
  },
  { code: 'OTH', name: 'Other charges', fund: 'SF', income: '4230', expense: '5230', priority: 11, kind: 'other' },
] as const;

/** The vote heads' income accounts, and the income that is not fees, by fund. */
const INCOME_ACCOUNTS: readonly { readonly fund: string; readonly code: string; readonly name: string }[] = [
  { fund: 'TUI', code: '4100', name: 'Tuition income' },
  { fund: 'TUI', code: '4300', name: 'Capitation grants (tuition)' },
  { fund: 'OPS', code: '4110', name: 'RMI income' },
  { fund: 'OPS', code: '4120', name: 'LT&T income' },
  { fund: 'OPS', code: '4130', name: 'EWC income' },
  { fund: 'OPS', code: '4140', name: 'Administration income' },
  { fund: 'OPS', code: '4150', name: 'Medical income' },
  { fund: 'OPS', code: '4160', name: 'Activity income' },
  { fund: 'OPS', code: '4300', name: 'Capitation grants (operations)' },
  { fund: 'SF', code: '4200', name: 'Boarding (BES) income' },
  { fund: 'SF', code: '4210', name: 'PE income' },
  { fund: 'SF', code: '4220', name: 'Transport income' },
  { fund: 'SF', code: '4230', name: 'Other charges income' },
  { fund: 'SF', code: '4400', name: 'Hire of facilities' },
  { fund: 'SF', code: '4410', name: 'Sale of farm produce' },
  { fund: 'SF', code: '4420', name: 'Donations and grants' },
  { fund: 'SF', code: '4490', name: 'Other income' },
];

/** What a payment voucher charged to a vote head spends from, by fund (the vote heads' `expense`). */
const EXPENSE_ACCOUNTS: readonly { readonly fund: string; readonly code: string; readonly name: string }[] = [
  { fund: 'TUI', code: '5100', name: 'Teaching and learning materials' },
  { fund: 'OPS', code: '5110', name: 'Repairs, maintenance and improvement' },
  { fund: 'OPS', code: '5120', name: 'Local travel and transport' },
  { fund: 'OPS', code: '5130', name: 'Electricity, water and conservancy' },
  { fund: 'OPS', code: '5140', name: 'Administration costs' },
  { fund: 'OPS', code: '5150', name: 'Medical and insurance' },
  { fund: 'OPS', code: '5160', name: 'Activities' },
  { fund: 'SF', code: '5200', name: 'Boarding: food and stores' },
  { fund: 'SF', code: '5210', name: 'Personal emoluments (BOM staff wages)' },
  { fund: 'SF', code: '5220', name: 'Transport running costs' },
  { fund: 'SF', code: '5230', name: 'Other charges spent' },
];

/** `TUI-1100`: an account's code within a school. */
export const accountCode = (fundCode: string, code: string) => `${fundCode}-${code}`;

interface AccountRow {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly purpose: AccountPurpose;
  readonly fund_id: number;
}

/** The standard accounts of the funds a school has, by code. */
function standardAccounts(fundId: ReadonlyMap<string, number>): AccountRow[] {
  const rows: AccountRow[] = [];
  for (const fund of STANDARD_FUNDS) {
    const id = fundId.get(fund.code);
    if (id === undefined) continue;
    for (const a of FUND_ACCOUNTS)
      if ((!a.only || a.only.includes(fund.kind)) && !a.except?.includes(fund.kind))
        rows.push({
          code: accountCode(fund.code, a.code),
          name: `${fund.name}: ${a.name}`,
          type: a.type,
          purpose: a.purpose,
          fund_id: id,
        });
    for (const a of INCOME_ACCOUNTS.filter((i) => i.fund === fund.code))
      rows.push({
        code: accountCode(fund.code, a.code),
        name: a.name,
        type: 'income',
        purpose: 'general',
        fund_id: id,
      });
    for (const a of EXPENSE_ACCOUNTS.filter((e) => e.fund === fund.code))
      rows.push({
        code: accountCode(fund.code, a.code),
        name: a.name,
        type: 'expense',
        purpose: 'general',
        fund_id: id,
      });
  }
  return rows;
}

const stampsOf = (branchId: number) => {
  const now = new Date().toISOString();
  return { branch_id: branchId, created_at: now, updated_at: now, created_by: null, updated_by: null };
};

/**
 * Adds the standard accounts a school's standard funds lack (a school created before the
 * accounting issue has no creditors, imprest, expense or other-income accounts) and gives each
 * standard vote head without one its expense account. An account the school renamed keeps its
 * name; one it coded differently is left alone. Safe to run again.
 */
export async function topUpStandardChart(db: Db, branchId: number): Promise<void> {
  const funds = await db.selectFrom('funds').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const fundId = new Map(funds.map((f) => [String(f.code), Number(f.id)]));
  const existing = await db.selectFrom('accounts').select(['id', 'code']).where('branch_id', '=', branchId).execute();
  const accountId = new Map(existing.map((a) => [String(a.code), Number(a.id)]));
  const missing = standardAccounts(fundId).filter((a) => !accountId.has(a.code));
  if (missing.length > 0) {
    const stamps = stampsOf(branchId);
    const added = await db
      .insertInto('accounts')
      .values(missing.map((a) => ({ ...a, parent_id: null, closed: false, ...stamps })))
      .returning(['id', 'code'])
      .execute();
    for (const a of added) accountId.set(String(a.code), Number(a.id));
  }
  for (const v of STANDARD_VOTE_HEADS) {
    const expense = accountId.get(accountCode(v.fund, v.expense));
    if (expense === undefined) continue;
    await db
      .updateTable('vote_heads')
      .set({ expense_account_id: expense })
      .where('branch_id', '=', branchId)
      .where('code', '=', v.code)
      .where('expense_account_id', 'is', null)
      .execute();
  }
}

/**
 * Gives a new school its funds, standard accounts, the common vote heads and the Boarding and Day
 * fee categories, in the caller's transaction, unless it has funds already (the school then edits
 * priorities, adds its own vote heads and sets its fee structures). Called when a school is
 * created (the demo, the super administrator's "New school"), so the chart of accounts is never
 * empty when money first arrives.
 */
export async function seedStandardChart(db: Db, branchId: number): Promise<void> {
  const existing = await db.selectFrom('funds').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (existing) return;
  const stamps = stampsOf(branchId);
  const fundRows = await db
    .insertInto('funds')
    .values(STANDARD_FUNDS.map((f) => ({ ...f, ...stamps })))
    .returning(['id', 'code'])
    .execute();
  const fundId = new Map(fundRows.map((r) => [String(r.code), Number(r.id)]));
  const accountRows = await db
    .insertInto('accounts')
    .values(standardAccounts(fundId).map((a) => ({ ...a, parent_id: null, closed: false, ...stamps })))
    .returning(['id', 'code'])
    .execute();
  const accountId = new Map(accountRows.map((r) => [String(r.code), Number(r.id)]));
  await db
    .insertInto('vote_heads')
    .values(
      STANDARD_VOTE_HEADS.map((v) => ({
        code: v.code,
        name: v.name,
        fund_id: fundId.get(v.fund),
        income_account_id: accountId.get(accountCode(v.fund, v.income)),
        expense_account_id: accountId.get(accountCode(v.fund, v.expense)),
        priority: v.priority,
        kind: v.kind,
        active: true,
        ...stamps,
      })),
    )
    .execute();
  await db
    .insertInto('fee_categories')
    .values([
      { name: 'Boarding', residence: 'boarding', ...stamps },
      { name: 'Day', residence: 'day', ...stamps },
    ])
    .execute();
}
