import { PostgresAdapter, sql } from 'kysely';
import { englishText } from '../../../../src/schema';
import type { JournalSource } from '../../../../src/schema/finance-ledger';
import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import { bulkInsert, writeStamps } from '../../../db/bulk-insert';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { assertOpen } from '../books/periods';
import { formatCents } from './cents';

/** One side of a posting: a debit or a credit of whole cents to one account. */
export interface PostingLine {
  readonly account_id: number;
  readonly debit: number;
  readonly credit: number;
  readonly student_id?: number | null;
  readonly vote_head_id?: number | null;
}

/** A balanced journal entry as an engine hands it in. */
export interface Posting {
  readonly posted_on: string;
  readonly narration: string;
  readonly source: JournalSource;
  readonly source_id: number | null;
  readonly reversal_of_id?: number | null;
  readonly lines: readonly PostingLine[];
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Refuses a posting that is not a balanced entry of whole, non-negative cents. An engine that
 * builds one has a bug; refusing it undoes the whole write it is part of, so the books never
 * hold half of a money event.
 */
export function assertBalanced(posting: Posting): void {
  let debit = 0;
  let credit = 0;
  for (const line of posting.lines) {
    if (!isCents(line.debit) || !isCents(line.credit) || (line.debit > 0 && line.credit > 0))
      throw new Error(`A posting line must be whole cents on one side: ${JSON.stringify(line)}`);
    debit += line.debit;
    credit += line.credit;
  }
  if (debit !== credit || debit === 0 || posting.lines.length < 2)
    throw new Error(
      englishText(say('shule.finance.ledger.unbalanced', { debit: formatCents(debit), credit: formatCents(credit) })),
    );
}

/** Zero lines carry nothing: a fully discounted vote head, a payment with nothing left over. */
const withoutZeroLines = (posting: Posting): Posting => ({
  ...posting,
  lines: posting.lines.filter((l) => l.debit !== 0 || l.credit !== 0),
});

/**
 * Postings serialise per branch: entry numbers and receipt numbers are gapless per branch, so two
 * transactions must not read the same "last number". On PostgreSQL the branch row is locked until
 * the caller's transaction ends; SQLite has one writer at a time already. NO KEY UPDATE, not
 * UPDATE: a transaction that already inserted a row referencing the branch holds KEY SHARE on it,
 * which UPDATE waits for, so two such transactions (two M-Pesa confirmations) deadlocked.
 */
export async function lockBooks(db: Db, branchId: number): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select id from branches where id = ${branchId} for no key update`.execute(db);
}

/**
 * Refuses a posting to a closed account or to one of another branch, and answers each account's
 * fund: an entry keeps the accounts and funds it touches, so the journal filters by them.
 */
async function fundsOfOpenAccounts(
  db: Db,
  branchId: number,
  postings: readonly Posting[],
): Promise<Map<number, number>> {
  const ids = [...new Set(postings.flatMap((p) => p.lines.map((l) => l.account_id)))];
  const found = new Map<number, { code: string; closed: boolean; fund_id: number }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('accounts')
      .select(['id', 'code', 'closed', 'fund_id'])
      .where('branch_id', '=', branchId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows)
      found.set(Number(row.id), { code: String(row.code), closed: Boolean(row.closed), fund_id: Number(row.fund_id) });
  }
  const funds = new Map<number, number>();
  for (const id of ids) {
    const account = found.get(id);
    if (!account) throw new Error(`Account ${id} is not an account of branch ${branchId}`);
    if (account.closed) throw refusal(409, say('shule.finance.ledger.closed_account', { account: account.code }));
    funds.set(id, account.fund_id);
  }
  return funds;
}

/** The ids an entry touches, as a list field stores them (JSON, ascending, each once). */
const idList = (ids: Iterable<number>): string => JSON.stringify([...new Set(ids)].sort((a, b) => a - b));

const ENTRY_COLUMNS = [
  ['entry_no', 'bigint'],
  ['posted_on', 'date'],
  ['narration', 'text'],
  ['source', 'text'],
  ['source_id', 'bigint'],
  ['reversal_of_id', 'bigint'],
  ['total', 'bigint'],
  ['account_ids', 'text'],
  ['fund_ids', 'text'],
] as const;

const LINE_COLUMNS = [
  ['parent_id', 'bigint'],
  ['position', 'bigint'],
  ['account_id', 'bigint'],
  ['debit', 'bigint'],
  ['credit', 'bigint'],
  ['student_id', 'bigint'],
  ['vote_head_id', 'bigint'],
] as const;

/**
 * Posts balanced entries in the caller's transaction, numbered on from the branch's last entry,
 * lines and all, with one audit row for the lot (a billing run posts thousands). Returns the new
 * entries' ids in the order given. Refused whole (409) when any entry is dated in a locked
 * accounting period (books/periods.ts) or touches a closed account.
 */
export async function postEntries(db: Db, user: SessionUser, postings: readonly Posting[]): Promise<number[]> {
  const entries = postings.map(withoutZeroLines);
  if (entries.length === 0) return [];
  entries.forEach(assertBalanced);
  await lockBooks(db, user.branchId);
  await assertOpen(
    db,
    user.branchId,
    entries.map((e) => e.posted_on),
  );
  const fundOf = await fundsOfOpenAccounts(db, user.branchId, entries);
  const last = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.max('entry_no').as('last'))
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  const first = Number(last?.last ?? 0) + 1;
  const stamps = writeStamps(user, new Date().toISOString());
  // Numbered in the order given, so the ids come back matched by number, not by position: neither
  // engine promises RETURNING's order.
  const rows = await bulkInsert(db, {
    table: 'journal_entries',
    columns: ENTRY_COLUMNS,
    rows: entries.map((p, j) => [
      first + j,
      p.posted_on,
      p.narration.slice(0, 300),
      p.source,
      p.source_id,
      p.reversal_of_id ?? null,
      p.lines.reduce((sum, l) => sum + l.debit, 0),
      idList(p.lines.map((l) => l.account_id)),
      idList(p.lines.map((l) => fundOf.get(l.account_id) as number)),
    ]),
    shared: stamps,
    returning: ['id', 'entry_no'],
  });
  const byNumber = new Map(rows.map((r) => [Number(r.entry_no), Number(r.id)]));
  const ids = entries.map((_, j) => byNumber.get(first + j) as number);
  await bulkInsert(db, {
    table: 'journal_entries_lines',
    columns: LINE_COLUMNS,
    rows: entries.flatMap((p, k) =>
      p.lines.map((l, position) => [
        ids[k],
        position,
        l.account_id,
        l.debit,
        l.credit,
        l.student_id ?? null,
        l.vote_head_id ?? null,
      ]),
    ),
    shared: stamps,
  });
  await insertAudit(
    db,
    { branchId: user.branchId, userId: user.id, username: user.username },
    'post',
    'journal_entries',
    ids[0],
    {
      entries: { after: ids.length },
      numbers: { after: ids.length === 1 ? String(first) : `${first}–${first + ids.length - 1}` },
      sources: { after: [...new Set(entries.map((e) => e.source))].join(', ') },
    },
  );
  return ids;
}
