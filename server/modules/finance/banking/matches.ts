import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import { bulkInsert, writeStamps } from '../../../db/bulk-insert';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { formatCents } from '../ledger/cents';
import { lockBooks } from '../ledger/journal';
import type { BankAccount } from './accounts';
import { dateOf } from './cash-items';

/** One row of a match: a statement line or one journal line of a cash-book item. */
export interface MatchRow {
  readonly match_no: number;
  readonly side: 'statement' | 'cash_book';
  readonly statement_line_id: number | null;
  readonly entry_id: number | null;
  readonly line_date: string;
  readonly locked: boolean;
}

export async function loadMatches(db: Db, branchId: number, bankAccountId: number): Promise<MatchRow[]> {
  const rows = await db
    .selectFrom('bank_matches')
    .select(['match_no', 'side', 'statement_line_id', 'entry_id', 'line_date', 'locked'])
    .where('branch_id', '=', branchId)
    .where('bank_account_id', '=', bankAccountId)
    .execute();
  return rows.map((r) => ({
    match_no: Number(r.match_no),
    side: r.side === 'statement' ? 'statement' : 'cash_book',
    statement_line_id: r.statement_line_id === null ? null : Number(r.statement_line_id),
    entry_id: r.entry_id === null ? null : Number(r.entry_id),
    line_date: dateOf(r.line_date),
    locked: Boolean(r.locked),
  }));
}

export type MatchMethod = 'auto' | 'hand' | 'posted' | 'contra';

export interface MatchRequest {
  readonly statementLineIds: readonly number[];
  readonly entryIds: readonly number[];
}

const MATCH_COLUMNS = [
  ['bank_account_id', 'bigint'],
  ['match_no', 'bigint'],
  ['side', 'text'],
  ['statement_id', 'bigint'],
  ['statement_line_id', 'bigint'],
  ['entry_id', 'bigint'],
  ['journal_line_id', 'bigint'],
  ['line_date', 'date'],
  ['amount', 'bigint'],
  ['method', 'text'],
  ['locked', 'boolean'],
] as const;

const taken = () => refusal(409, say('shule.finance.banking.match_taken'));

/**
 * Matches statement lines to cash-book items (whole entries on the bank's ledger account) in the
 * caller's transaction: every line of the account and unmatched, none after `asAt`, the two sides
 * equal; or cash-book items alone that cancel out (an entry and its reversal). Several matches in
 * one call are numbered on; one audit row for the lot. Returns the match numbers.
 */
export async function createMatches(
  db: Db,
  user: SessionUser,
  account: BankAccount,
  requests: readonly MatchRequest[],
  method: MatchMethod,
  asAt: string,
): Promise<number[]> {
  if (requests.length === 0) return [];
  await lockBooks(db, user.branchId);
  const lineIds = [...new Set(requests.flatMap((r) => r.statementLineIds))];
  const entryIds = [...new Set(requests.flatMap((r) => r.entryIds))];
  const lines = new Map<number, { statement_id: number; date: string; net: number }>();
  for (let i = 0; i < lineIds.length; i += 500) {
    const rows = await db
      .selectFrom('bank_statements_lines as l')
      .innerJoin('bank_statements as s', 's.id', 'l.parent_id')
      .select(['l.id', 'l.parent_id', 'l.line_date', 'l.money_in', 'l.money_out'])
      .where('s.branch_id', '=', user.branchId)
      .where('s.bank_account_id', '=', account.id)
      .where('l.id', 'in', lineIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      lines.set(Number(r.id), {
        statement_id: Number(r.parent_id),
        date: dateOf(r.line_date),
        net: Number(r.money_in) - Number(r.money_out),
      });
  }
  const postings = new Map<number, { id: number; date: string; net: number }[]>();
  for (let i = 0; i < entryIds.length; i += 500) {
    const rows = await db
      .selectFrom('journal_entries_lines as l')
      .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
      .select(['l.id', 'l.parent_id', 'e.posted_on', 'l.debit', 'l.credit'])
      .where('l.branch_id', '=', user.branchId)
      .where('l.account_id', '=', account.account_id)
      .where('l.parent_id', 'in', entryIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      postings.set(Number(r.parent_id), [
        ...(postings.get(Number(r.parent_id)) ?? []),
        { id: Number(r.id), date: dateOf(r.posted_on), net: Number(r.debit) - Number(r.credit) },
      ]);
  }
  if (lines.size !== lineIds.length || postings.size !== entryIds.length) throw taken();
  const journalLineIds = [...postings.values()].flat().map((p) => p.id);
  const already = await db
    .selectFrom('bank_matches')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where((eb) =>
      eb.or([
        ...(lineIds.length > 0 ? [eb('statement_line_id', 'in', lineIds)] : []),
        ...(journalLineIds.length > 0 ? [eb('journal_line_id', 'in', journalLineIds)] : []),
      ]),
    )
    .executeTakeFirst();
  if (already) throw taken();
  const last = await db
    .selectFrom('bank_matches')
    .select((eb) => eb.fn.max('match_no').as('last'))
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  let next = Number(last?.last ?? 0);
  const rows: (string | number | boolean | null)[][] = [];
  const numbers: number[] = [];
  for (const request of requests) {
    const mine = request.statementLineIds.map((id) => ({
      id,
      ...(lines.get(id) as { statement_id: number; date: string; net: number }),
    }));
    const cash = request.entryIds.map((id) => ({ entry: id, parts: postings.get(id) ?? [] }));
    const bank = mine.reduce((s, l) => s + l.net, 0);
    const book = cash.reduce((s, c) => s + c.parts.reduce((t, p) => t + p.net, 0), 0);
    if (mine.length + cash.length < 2 || (mine.length === 0 && cash.length < 2))
      throw refusal(400, say('shule.finance.banking.match_empty'));
    if (bank !== book || (mine.length === 0 && book !== 0))
      throw refusal(
        409,
        say('shule.finance.banking.match_unequal', { statement: formatCents(bank), cash_book: formatCents(book) }),
      );
    const late = [...mine.map((l) => l.date), ...cash.flatMap((c) => c.parts.map((p) => p.date))].some((d) => d > asAt);
    if (late) throw refusal(409, say('shule.finance.banking.match_after', { as_at: asAt }));
    next += 1;
    numbers.push(next);
    for (const l of mine)
      rows.push([account.id, next, 'statement', l.statement_id, l.id, null, null, l.date, l.net, method, false]);
    for (const c of cash)
      for (const p of c.parts)
        rows.push([account.id, next, 'cash_book', null, null, c.entry, p.id, p.date, p.net, method, false]);
  }
  await bulkInsert(db, {
    table: 'bank_matches',
    columns: MATCH_COLUMNS,
    rows,
    shared: writeStamps(user, new Date().toISOString()),
  });
  await insertAudit(
    db,
    { branchId: user.branchId, userId: user.id, username: user.username },
    'match',
    'bank_accounts',
    account.id,
    {
      matches: { after: numbers.length === 1 ? String(numbers[0]) : `${numbers[0]}–${numbers[numbers.length - 1]}` },
      statement_lines: { after: lineIds.length },
      entries: { after: entryIds.length },
      method: { after: method },
    },
  );
  return numbers;
}

/** Undoes a match that no finalised reconciliation relies on. */
export async function removeMatch(db: Db, user: SessionUser, account: BankAccount, matchNo: number): Promise<void> {
  const rows = await db
    .selectFrom('bank_matches')
    .select(['id', 'locked'])
    .where('branch_id', '=', user.branchId)
    .where('bank_account_id', '=', account.id)
    .where('match_no', '=', matchNo)
    .execute();
  if (rows.length === 0) throw refusal(404, say('shule.finance.banking.no_match', { match: matchNo }));
  if (rows.some((r) => Boolean(r.locked)))
    throw refusal(409, say('shule.finance.banking.match_locked', { match: matchNo }));
  await db
    .deleteFrom('bank_matches')
    .where('branch_id', '=', user.branchId)
    .where('bank_account_id', '=', account.id)
    .where('match_no', '=', matchNo)
    .execute();
  await insertAudit(
    db,
    { branchId: user.branchId, userId: user.id, username: user.username },
    'unmatch',
    'bank_accounts',
    account.id,
    { matches: { before: String(matchNo) } },
  );
}
