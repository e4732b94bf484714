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
  { code: '2100', name: 'Fees in advance', type: 'liability', purpose: 'fees_in_advance', except: ['pocket_money'] },
  { code: '2200', name: 'Pocket money held', type: 'liability', purpose: 'pocket_money_held', only: ['pocket_money'] },
  { code: '3000', name: 'Accumulated fund', type: 'net_assets', purpose: 'accumulated_fund' },
  { code: '5900', name: 'Fee discounts and waivers', type: 'expense', purpose: 'discounts', except: ['pocket_money'] },
];

/**
 * The common vote heads (Gazette Notice 1555 of 2015, as schools bill them) with their fund, the
 * income account the chart gives each, and the order a payment settles them in. Billing seeds a
 * school's vote heads from this list; the school edits priorities and adds its own.
 */
export const STANDARD_VOTE_HEADS = [
  { code: 'TUI', name: 'Tuition', fund: 'TUI', income: '4100', priority: 1, kind: 'fees' },
  { code: 'BES', name: 'Boarding equipment and stores (BES)', fund: 'SF', income: '4200', priority: 2, kind: 'fees' },
  { code: 'PE', name: 'Personal emoluments (PE)', fund: 'SF', income: '4210', priority: 3, kind: 'fees' },
  {
    code: 'RMI',
    name: 'Repairs, maintenance and improvement (RMI)',
    fund: 'OPS',
    income: '4110',
    priority: 4,
    kind: 'fees',
  },
  { code: 'LTT', name: 'Local travel and transport (LT&T)', fund: 'OPS', income: '4120', priority: 5, kind: 'fees' },
  {
    code: 'EWC',
    name: 'Electricity, water and conservancy (EWC)',
    fund: 'OPS',
    income: '4130',
    priority: 6,
    kind: 'fees',
  },
  { code: 'ADM', name: 'Administration', fund: 'OPS', income: '4140', priority: 7, kind: 'fees' },
  { code: 'MED', name: 'Medical and insurance', fund: 'OPS', income: '4150', priority: 8, kind: 'fees' },
  { code: 'ACT', name: 'Activity', fund: 'OPS', income: '4160', priority: 9, kind: 'fees' },
  { code: 'TRN', name: 'School transport', fund: 'SF', income: '4220', priority: 10, kind: 'transport' },
  { code: 'OTH', name: 'Other charges', fund: 'SF', income: '4230', priority: 11, kind: 'other' },
] as const;

const INCOME_NAMES: Readonly<Record<string, string>> = {
  '4100': 'Tuition income',
  '4110': 'RMI income',
  '4120': 'LT&T income',
  '4130': 'EWC income',
  '4140': 'Administration income',
  '4150': 'Medical income',
  '4160': 'Activity income',
  '4200': 'Boarding (BES) income',
  '4210': 'PE income',
  '4220': 'Transport income',
  '4230': 'Other charges income',
};

/** `TUI-1100`: an account's code within a school. */
export const accountCode = (fundCode: string, code: string) => `${fundCode}-${code}`;

/**
 * Gives a new school its funds, standard accounts, the common vote heads and the Boarding and Day
 * fee categories, in the caller's transaction, unless it has funds already (the school then edits
 * priorities, adds its own vote heads and sets its fee structures). Called when a school is created (the demo, the super administrator's "New
 * school"), so the chart of accounts is never empty when money first arrives.
 */
export async function seedStandardChart(db: Db, branchId: number): Promise<void> {
  const existing = await db.selectFrom('funds').select('id').where('branch_id', '=', branchId).executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  const stamps = { branch_id: branchId, created_at: now, updated_at: now, created_by: null, updated_by: null };
  const fundRows = await db
    .insertInto('funds')
    .values(STANDARD_FUNDS.map((f) => ({ ...f, ...stamps })))
    .returning(['id', 'code'])
    .execute();
  const fundId = new Map(fundRows.map((r) => [String(r.code), Number(r.id)]));
  const accounts = STANDARD_FUNDS.flatMap((fund) => [
    ...FUND_ACCOUNTS.filter((a) => (!a.only || a.only.includes(fund.kind)) && !a.except?.includes(fund.kind)).map(
      (a) => ({
        code: accountCode(fund.code, a.code),
        name: `${fund.name}: ${a.name}`,
        type: a.type,
        purpose: a.purpose,
        fund_id: fundId.get(fund.code),
      }),
    ),
    ...Object.entries(INCOME_NAMES)
      .filter(([code]) => STANDARD_VOTE_HEADS.some((v) => v.fund === fund.code && v.income === code))
      .map(([code, name]) => ({
        code: accountCode(fund.code, code),
        name,
        type: 'income',
        purpose: 'general',
        fund_id: fundId.get(fund.code),
      })),
  ]);
  const accountRows = await db
    .insertInto('accounts')
    .values(accounts.map((a) => ({ ...a, parent_id: null, closed: false, ...stamps })))
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
