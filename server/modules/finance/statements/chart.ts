import { sql } from 'kysely';
import type { AccountPurpose } from '../../../../src/schema/finance-ledger';
import type { Db } from '../../../db/database';

/** An account as the statements group it: its fund, type and purpose. */
export interface ChartAccount {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly type: 'asset' | 'liability' | 'net_assets' | 'income' | 'expense';
  readonly purpose: AccountPurpose;
  readonly fund_id: number;
  readonly fund_code: string;
  /** The fund's place in the school's list (Tuition, Operations, School Fund, Pocket money). */
  readonly fund_order: number;
}

export interface ChartVoteHead {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly fund_id: number;
  readonly income_account_id: number | null;
  readonly priority: number;
}

export interface Chart {
  readonly accounts: readonly ChartAccount[];
  readonly byId: ReadonlyMap<number, ChartAccount>;
  readonly funds: readonly { readonly id: number; readonly code: string; readonly name: string }[];
  readonly voteHeads: ReadonlyMap<number, ChartVoteHead>;
  /** Income accounts that vote heads bill to: fee income, as against grants and other income. */
  readonly feeIncome: ReadonlySet<number>;
}

/** The money accounts of the receipts and payments statement and the cash book. */
export const CASH_PURPOSES: readonly AccountPurpose[] = ['bank', 'cash', 'mpesa_clearing'];

/** The standard chart's capitation grant accounts (TUI-4300, OPS-4300). */
export const isCapitation = (account: ChartAccount) => account.type === 'income' && account.code.endsWith('-4300');

/** Accounts in the order a statement lists them: by fund as the school lists its funds, then by code. */
const byFundThenCode = (a: ChartAccount, b: ChartAccount) =>
  a.fund_order - b.fund_order || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

export async function chartOf(db: Db, branchId: number): Promise<Chart> {
  const funds = (
    await db
      .selectFrom('funds')
      .select(['id', 'code', 'name'])
      .where('branch_id', '=', branchId)
      .orderBy('id')
      .execute()
  ).map((f) => ({ id: Number(f.id), code: String(f.code), name: String(f.name) }));
  const order = new Map(funds.map((f, i) => [f.id, i]));
  const codes = new Map(funds.map((f) => [f.id, f.code]));
  const accounts = (
    await db
      .selectFrom('accounts')
      .select(['id', 'code', 'name', 'type', 'purpose', 'fund_id'])
      .where('branch_id', '=', branchId)
      .execute()
  )
    .map((a): ChartAccount => ({
      id: Number(a.id),
      code: String(a.code),
      name: String(a.name),
      type: String(a.type) as ChartAccount['type'],
      purpose: String(a.purpose ?? 'general') as AccountPurpose,
      fund_id: Number(a.fund_id),
      fund_code: codes.get(Number(a.fund_id)) ?? '',
      fund_order: order.get(Number(a.fund_id)) ?? funds.length,
    }))
    .sort(byFundThenCode);
  const heads = await db
    .selectFrom('vote_heads')
    .select(['id', 'code', 'name', 'fund_id', 'income_account_id', 'priority'])
    .where('branch_id', '=', branchId)
    .execute();
  const voteHeads = new Map(
    heads.map((v) => [
      Number(v.id),
      {
        id: Number(v.id),
        code: String(v.code),
        name: String(v.name),
        fund_id: Number(v.fund_id),
        income_account_id: v.income_account_id === null ? null : Number(v.income_account_id),
        priority: Number(v.priority ?? 0),
      },
    ]),
  );
  return {
    accounts,
    byId: new Map(accounts.map((a) => [a.id, a])),
    funds,
    voteHeads,
    feeIncome: new Set(heads.map((v) => Number(v.income_account_id)).filter((id) => id > 0)),
  };
}

/** An account's postings: net debit before the period, and its debits and credits within it. */
export interface Movement {
  readonly before: number;
  readonly debit: number;
  readonly credit: number;
}

/**
 * Every account's postings up to the period's end, in one pass over the journal: what an account
 * held before the period (net debit) and what moved within it. The trial balance, income and
 * expenditure and financial position are drawn from this; `onlyPeriod` skips what came before
 * (income and expenditure needs nothing earlier), so the date index bounds the scan on both sides.
 */
export async function movements(
  db: Db,
  branchId: number,
  period: { readonly from: string; readonly to: string },
  options: { readonly onlyPeriod?: boolean } = {},
): Promise<Map<number, Movement>> {
  const inPeriod = sql`e.posted_on >= ${period.from}`;
  const rows = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select([
      'l.account_id',
      sql<string>`sum(case when ${inPeriod} then 0 else l.debit - l.credit end)`.as('before'),
      sql<string>`sum(case when ${inPeriod} then l.debit else 0 end)`.as('debit'),
      sql<string>`sum(case when ${inPeriod} then l.credit else 0 end)`.as('credit'),
    ])
    .where('e.branch_id', '=', branchId)
    .where('l.branch_id', '=', branchId)
    .where('e.posted_on', '<=', period.to)
    .$if(options.onlyPeriod === true, (qb) => qb.where('e.posted_on', '>=', period.from))
    .groupBy('l.account_id')
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.account_id),
      { before: Number(r.before ?? 0), debit: Number(r.debit ?? 0), credit: Number(r.credit ?? 0) },
    ]),
  );
}

/** An account's net debit at the period's end (before + debits − credits). */
export const closingDebit = (m: Movement | undefined) => (m ? m.before + m.debit - m.credit : 0);
