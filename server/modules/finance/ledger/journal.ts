import { PostgresAdapter, sql } from 'kysely';
import { englishText } from '../../../../src/schema';
import type { JournalSource } from '../../../../src/schema/finance-ledger';
import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
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

async function refuseClosedAccounts(db: Db, branchId: number, postings: readonly Posting[]): Promise<void> {
  const ids = [...new Set(postings.flatMap((p) => p.lines.map((l) => l.account_id)))];
  const found = new Map<number, { code: string; closed: boolean }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('accounts')
      .select(['id', 'code', 'closed'])
      .where('branch_id', '=', branchId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(Number(row.id), { code: String(row.code), closed: Boolean(row.closed) });
  }
  for (const id of ids) {
    const account = found.get(id);
    if (!account) throw new Error(`Account ${id} is not an account of branch ${branchId}`);
    if (account.closed) throw refusal(409, say('shule.finance.ledger.closed_account', { account: account.code }));
  }
}

const CHUNK = 400;

/**
 * Posts balanced entries in the caller's transaction, numbered on from the branch's last entry,
 * lines and all, with one audit row for the lot (a billing run posts thousands). Returns the new
 * entries' ids in the order given.
 */
export async function postEntries(db: Db, user: SessionUser, postings: readonly Posting[]): Promise<number[]> {
  const entries = postings.map(withoutZeroLines);
  if (entries.length === 0) return [];
  entries.forEach(assertBalanced);
  await lockBooks(db, user.branchId);
  await refuseClosedAccounts(db, user.branchId, entries);
  const last = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.max('entry_no').as('last'))
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst();
  const first = Number(last?.last ?? 0) + 1;
  const now = new Date().toISOString();
  const stamps = {
    branch_id: user.branchId,
    created_at: now,
    updated_at: now,
    created_by: user.id,
    updated_by: user.id,
  };
  const ids: number[] = [];
  for (let i = 0; i < entries.length; i += CHUNK) {
    const part = entries.slice(i, i + CHUNK);
    const rows = await db
      .insertInto('journal_entries')
      .values(
        part.map((p, j) => ({
          entry_no: first + i + j,
          posted_on: p.posted_on,
          narration: p.narration.slice(0, 300),
          source: p.source,
          source_id: p.source_id,
          reversal_of_id: p.reversal_of_id ?? null,
          total: p.lines.reduce((sum, l) => sum + l.debit, 0),
          ...stamps,
        })),
      )
      .returning(['id', 'entry_no'])
      .execute();
    // Matched by number, not by position: neither engine promises RETURNING's order.
    const byNumber = new Map(rows.map((r) => [Number(r.entry_no), Number(r.id)]));
    part.forEach((_, j) => ids.push(byNumber.get(first + i + j) as number));
  }
  const lines = entries.flatMap((p, k) =>
    p.lines.map((l, position) => ({
      ...stamps,
      parent_id: ids[k],
      position,
      account_id: l.account_id,
      debit: l.debit,
      credit: l.credit,
      student_id: l.student_id ?? null,
      vote_head_id: l.vote_head_id ?? null,
    })),
  );
  for (let i = 0; i < lines.length; i += CHUNK)
    await db
      .insertInto('journal_entries_lines')
      .values(lines.slice(i, i + CHUNK))
      .execute();
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
