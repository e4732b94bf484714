import type { JournalSource } from '../../../../src/schema/finance-ledger';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { postEntries, type Posting } from './journal';

/**
 * Posts the mirror of every entry of a source record that is not reversed yet (an invoice
 * cancelled, a receipt voided or moved): debits become credits, dated `on`, each pointing at the
 * entry it reverses. The originals stay as they were; the books show both. Returns the new ids.
 */
export async function reverseSource(
  db: Db,
  user: SessionUser,
  sources: readonly JournalSource[],
  sourceId: number,
  on: string,
  narration: string,
): Promise<number[]> {
  const entries = await db
    .selectFrom('journal_entries as e')
    .select(['e.id'])
    .where('e.branch_id', '=', user.branchId)
    .where('e.source', 'in', [...sources])
    .where('e.source_id', '=', sourceId)
    .where('e.reversal_of_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('journal_entries as r').select('r.id').whereRef('r.reversal_of_id', '=', 'e.id'))),
    )
    .orderBy('e.id')
    .execute();
  if (entries.length === 0) return [];
  const ids = entries.map((e) => Number(e.id));
  const lines = await db
    .selectFrom('journal_entries_lines')
    .select(['parent_id', 'account_id', 'debit', 'credit', 'student_id', 'vote_head_id'])
    .where('parent_id', 'in', ids)
    .orderBy('parent_id')
    .orderBy('position')
    .execute();
  const postings: Posting[] = ids.map((id) => ({
    posted_on: on,
    narration,
    source: 'reversal',
    source_id: sourceId,
    reversal_of_id: id,
    lines: lines
      .filter((l) => Number(l.parent_id) === id)
      .map((l) => ({
        account_id: Number(l.account_id),
        debit: Number(l.credit),
        credit: Number(l.debit),
        student_id: l.student_id === null ? null : Number(l.student_id),
        vote_head_id: l.vote_head_id === null ? null : Number(l.vote_head_id),
      })),
  }));
  return postEntries(db, user, postings);
}
