import type { ChartOfAccounts } from '../../../../src/schema/chart-of-accounts';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';

/**
 * beforeDelete of an account: one that has ever been posted to stays, since the journal's lines
 * point at it and the books must still add up; the bookkeeper closes it instead. Asked before the
 * engine's generic "held by" check so the answer says what to do.
 */
export const keepPostedAccounts: Hook = async ({ db, user, before }) => {
  if (!before) return;
  const row = await db
    .selectFrom('journal_entries_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('branch_id', '=', user.branchId)
    .where('account_id', '=', Number(before.id))
    .executeTakeFirst();
  const count = Number(row?.n ?? 0);
  if (count > 0)
    throw refusal(
      409,
      say('shule.finance.books.account_has_postings', {
        account: `${String(before.code)} ${String(before.name)}`,
        count,
      }),
    );
};

/** Debit-natured accounts grow by debits; the others (liabilities, net assets, income) by credits. */
const DEBIT_NATURED = new Set(['asset', 'expense']);

/**
 * The chart as the tree screen draws it: every fund, every account with its parent, and each
 * account's balance to a date (to date when none is given) in its natural sign, from the journal.
 */
export async function chartOfAccounts(db: Db, branchId: number, to?: string): Promise<ChartOfAccounts> {
  const funds = await db
    .selectFrom('funds')
    .select(['id', 'code', 'name'])
    .where('branch_id', '=', branchId)
    .orderBy('code')
    .execute();
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'code', 'name', 'type', 'fund_id', 'parent_id', 'purpose', 'closed'])
    .where('branch_id', '=', branchId)
    .orderBy('code')
    .execute();
  const sums = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select((eb) => [
      'l.account_id',
      eb.fn.sum<number>('l.debit').as('debit'),
      eb.fn.sum<number>('l.credit').as('credit'),
      eb.fn.countAll<number>().as('postings'),
    ])
    .where('l.branch_id', '=', branchId)
    .$if(to !== undefined, (qb) => qb.where('e.posted_on', '<=', to as string))
    .groupBy('l.account_id')
    .execute();
  const byAccount = new Map(sums.map((s) => [Number(s.account_id), s]));
  return {
    as_at: to ?? null,
    funds: funds.map((f) => ({ id: Number(f.id), code: String(f.code), name: String(f.name) })),
    accounts: accounts.map((a) => {
      const sum = byAccount.get(Number(a.id));
      const net = Number(sum?.debit ?? 0) - Number(sum?.credit ?? 0);
      return {
        id: Number(a.id),
        code: String(a.code),
        name: String(a.name),
        type: String(a.type) as ChartOfAccounts['accounts'][number]['type'],
        fund_id: Number(a.fund_id),
        parent_id: a.parent_id === null ? null : Number(a.parent_id),
        purpose: String(a.purpose),
        closed: Boolean(a.closed),
        postings: Number(sum?.postings ?? 0),
        balance: DEBIT_NATURED.has(String(a.type)) ? net : -net,
      };
    }),
  };
}
