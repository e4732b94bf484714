import type { Db } from '../../../db/database';

export interface TrialBalanceRow {
  readonly account_id: number;
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly fund_id: number;
  readonly debit: number;
  readonly credit: number;
}

export interface TrialBalance {
  readonly rows: readonly TrialBalanceRow[];
  readonly debit: number;
  readonly credit: number;
}

/**
 * Each account's net debit or credit over the period (every entry when no dates are given), and
 * the two totals, which must be equal to the cent: the check an auditor runs first.
 */
export async function trialBalance(
  db: Db,
  branchId: number,
  period: { readonly from?: string; readonly to?: string } = {},
): Promise<TrialBalance> {
  const sums = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select((eb) => [
      'a.id',
      'a.code',
      'a.name',
      'a.type',
      'a.fund_id',
      eb.fn.sum<number>('l.debit').as('debit'),
      eb.fn.sum<number>('l.credit').as('credit'),
    ])
    .where('e.branch_id', '=', branchId)
    .$if(period.from !== undefined, (qb) => qb.where('e.posted_on', '>=', period.from as string))
    .$if(period.to !== undefined, (qb) => qb.where('e.posted_on', '<=', period.to as string))
    .groupBy(['a.id', 'a.code', 'a.name', 'a.type', 'a.fund_id'])
    .orderBy('a.code')
    .execute();
  const rows = sums
    .map((s) => {
      const net = Number(s.debit) - Number(s.credit);
      return {
        account_id: Number(s.id),
        code: String(s.code),
        name: String(s.name),
        type: String(s.type),
        fund_id: Number(s.fund_id),
        debit: net > 0 ? net : 0,
        credit: net < 0 ? -net : 0,
      };
    })
    .filter((r) => r.debit !== 0 || r.credit !== 0);
  return {
    rows,
    debit: rows.reduce((sum, r) => sum + r.debit, 0),
    credit: rows.reduce((sum, r) => sum + r.credit, 0),
  };
}
