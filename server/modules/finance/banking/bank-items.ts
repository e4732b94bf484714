import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { postEntries, type Posting } from '../ledger/journal';
import type { BankAccount } from './accounts';
import { dateOf } from './cash-items';
import { createMatches } from './matches';

export interface BankItemInput {
  readonly statement_line_ids: readonly number[];
  /** The other side: an expense account of the fund for money out, an income account for money in. */
  readonly account_id?: number;
  readonly narration?: string;
}

const field = (key: Parameters<typeof say>[0]) => {
  const message = say(key);
  return refusal(400, message, { account_id: message });
};

/** The account a bank item posts against, checked: the fund's, open, of the right type. */
async function otherSide(
  db: Db,
  branchId: number,
  bank: BankAccount,
  moneyIn: boolean,
  chosen: number | undefined,
): Promise<number> {
  if (chosen === undefined) {
    if (!moneyIn) return (await loadAccounts(db, branchId)).get(bank.fund_id, 'bank_charges');
    // Interest and other direct credits default to the fund's "Other income", where it has one.
    const other = await db
      .selectFrom('accounts')
      .select('id')
      .where('branch_id', '=', branchId)
      .where('fund_id', '=', bank.fund_id)
      .where('code', 'like', '%-4490')
      .where('closed', '=', false)
      .executeTakeFirst();
    if (!other) throw field('shule.finance.banking.post_choose_income');
    return Number(other.id);
  }
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'type', 'fund_id', 'closed'])
    .where('branch_id', '=', branchId)
    .where('id', '=', chosen)
    .executeTakeFirst();
  const type = moneyIn ? 'income' : 'expense';
  if (!account || account.type !== type || Number(account.fund_id) !== bank.fund_id || Boolean(account.closed))
    throw field(moneyIn ? 'shule.finance.banking.post_account_in' : 'shule.finance.banking.post_account_out');
  return Number(account.id);
}

/**
 * Posts statement lines the cash book lacks (bank charges, interest, a direct credit) to the cash
 * book, one entry each dated as the bank dated it (source 'bank', the statement as its record):
 * money out Dr the chosen expense (bank charges by default) Cr the bank; money in Dr the bank Cr
 * the chosen income. Each new posting is matched to its line at once. Returns the entry ids.
 */
export async function postBankItems(
  db: Db,
  user: SessionUser,
  bank: BankAccount,
  asAt: string,
  input: BankItemInput,
): Promise<number[]> {
  const ids = [...new Set(input.statement_line_ids)];
  if (ids.length === 0) throw refusal(400, say('shule.finance.banking.match_empty'));
  const lines = await db
    .selectFrom('bank_statements_lines as l')
    .innerJoin('bank_statements as s', 's.id', 'l.parent_id')
    .leftJoin('bank_matches as m', (join) => join.onRef('m.statement_line_id', '=', 'l.id'))
    .select(['l.id', 'l.parent_id', 'l.line_date', 'l.description', 'l.reference', 'l.money_in', 'l.money_out'])
    .select('m.id as match_id')
    .where('s.branch_id', '=', user.branchId)
    .where('s.bank_account_id', '=', bank.id)
    .where('l.id', 'in', ids)
    .execute();
  if (lines.length !== ids.length) throw refusal(409, say('shule.finance.banking.match_taken'));
  if (lines.some((l) => l.match_id !== null)) throw refusal(409, say('shule.finance.banking.post_taken'));
  const postings: Posting[] = [];
  for (const line of lines) {
    const moneyIn = Number(line.money_in) > 0;
    const amount = moneyIn ? Number(line.money_in) : Number(line.money_out);
    const other = await otherSide(db, user.branchId, bank, moneyIn, input.account_id);
    const what = [line.description, line.reference].filter(Boolean).join(' ') || bank.name;
    postings.push({
      posted_on: dateOf(line.line_date),
      narration: input.narration?.trim() || `${moneyIn ? 'Bank credit' : 'Bank charges'}: ${String(what)}`,
      source: 'bank',
      source_id: Number(line.parent_id),
      lines: moneyIn
        ? [
            { account_id: bank.account_id, debit: amount, credit: 0 },
            { account_id: other, debit: 0, credit: amount },
          ]
        : [
            { account_id: other, debit: amount, credit: 0 },
            { account_id: bank.account_id, debit: 0, credit: amount },
          ],
    });
  }
  const entries = await postEntries(db, user, postings);
  await createMatches(
    db,
    user,
    bank,
    lines.map((line, i) => ({ statementLineIds: [Number(line.id)], entryIds: [entries[i]] })),
    'posted',
    asAt,
  );
  return entries;
}
