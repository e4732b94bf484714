import type { AccountPurpose } from '../../../../src/schema/finance-ledger';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';

/** The open accounts of a branch by fund and purpose: what the engines post to. */
export interface AccountMap {
  /** The fund's account for a purpose; refuses (409, naming fund and purpose) when the chart lacks it. */
  get(fundId: number, purpose: AccountPurpose): number;
  /** The first fund of a kind (the School Fund holds student credits). */
  fundOfKind(kind: string): number;
}

/**
 * Reads the chart once for an engine's whole write: a billing run of 5,000 invoices looks up a few
 * accounts, not 20,000. The lowest code wins when a fund has two accounts of one purpose.
 */
export async function loadAccounts(db: Db, branchId: number): Promise<AccountMap> {
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('funds', 'funds.id', 'accounts.fund_id')
    .select(['accounts.id', 'accounts.fund_id', 'accounts.purpose', 'funds.name as fund_name', 'funds.kind'])
    .where('accounts.branch_id', '=', branchId)
    .where('accounts.closed', '=', false)
    .orderBy('accounts.code')
    .execute();
  const byKey = new Map<string, number>();
  const fundNames = new Map<number, string>();
  const fundsByKind = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.fund_id}:${row.purpose}`;
    if (!byKey.has(key)) byKey.set(key, Number(row.id));
    fundNames.set(Number(row.fund_id), String(row.fund_name));
    if (!fundsByKind.has(String(row.kind))) fundsByKind.set(String(row.kind), Number(row.fund_id));
  }
  const funds = await db
    .selectFrom('funds')
    .select(['id', 'name', 'kind'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  for (const fund of funds) {
    fundNames.set(Number(fund.id), String(fund.name));
    if (!fundsByKind.has(String(fund.kind))) fundsByKind.set(String(fund.kind), Number(fund.id));
  }
  return {
    get(fundId, purpose) {
      const id = byKey.get(`${fundId}:${purpose}`);
      if (id === undefined)
        throw refusal(
          409,
          say('shule.finance.ledger.no_account', { fund: fundNames.get(fundId) ?? String(fundId), purpose }),
        );
      return id;
    },
    fundOfKind(kind) {
      const id = fundsByKind.get(kind);
      if (id === undefined) throw refusal(409, say('shule.finance.ledger.no_fund', { kind }));
      return id;
    },
  };
}
