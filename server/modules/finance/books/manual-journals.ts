import { englishText } from '../../../../src/schema';
import { todayAtSchool } from '../../../../src/schema/display';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { type FieldCode, fieldsRefused, refusal, say } from '../../../errors';
import { formatCents } from '../ledger/cents';
import { lockBooks, postEntries } from '../ledger/journal';
import { reverseSource } from '../ledger/reverse';
import { staffName } from './staff';

const PREFIX = 'MJ-';

const linesOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const cents = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * What is wrong with a manual entry's lines, per line: it must be a balanced entry of whole cents
 * (the declaration checks whole cents), two lines at least, each one side of one open account of
 * the school. Empty when it may post.
 */
async function journalProblems(db: Db, branchId: number, lines: readonly Row[]): Promise<Record<string, FieldCode>> {
  const refused: Record<string, FieldCode> = {};
  let debit = 0;
  let credit = 0;
  lines.forEach((line, i) => {
    const d = cents(line.debit);
    const c = cents(line.credit);
    if (d > 0 && c > 0) refused[`lines.${i}.credit`] = say('shule.finance.books.one_side');
    else if (d === 0 && c === 0) refused[`lines.${i}.debit`] = say('shule.finance.books.no_amount');
    debit += d;
    credit += c;
  });
  const ids = [...new Set(lines.map((l) => Number(l.account_id)).filter((id) => Number.isSafeInteger(id)))];
  // The school's own accounts only: a line's reference is not scoped to the branch by the engine.
  const found =
    ids.length === 0
      ? []
      : await db
          .selectFrom('accounts')
          .select(['id', 'code', 'closed'])
          .where('branch_id', '=', branchId)
          .where('id', 'in', ids)
          .execute();
  const accounts = new Map(found.map((a) => [Number(a.id), { code: String(a.code), closed: Boolean(a.closed) }]));
  lines.forEach((line, i) => {
    const account = accounts.get(Number(line.account_id));
    if (!account)
      refused[`lines.${i}.account_id`] = say('shule.finance.books.not_our_account', { id: String(line.account_id) });
    else if (account.closed)
      refused[`lines.${i}.account_id`] = say('shule.finance.books.account_closed', { account: account.code });
  });
  if (Object.keys(refused).length > 0) return refused;
  if (lines.length < 2) refused.lines = say('shule.finance.books.two_lines');
  else if (debit !== credit)
    refused.lines = say('shule.finance.books.unbalanced', { debit: formatCents(debit), credit: formatCents(credit) });
  return refused;
}

/**
 * validate: lines sent with a create or an edit are checked before anything is stored. A draft may
 * be saved without lines and completed later; approving checks them all again (journalSteps).
 */
export const checkJournal: Hook = async ({ db, user, action, data, system }) => {
  if ((action !== 'create' && action !== 'update') || system || !Array.isArray(data.lines)) return;
  const refused = await journalProblems(db, user.branchId, linesOf(data.lines));
  if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
};

/** The next MJ number of the branch, read under the books' lock so two drafts never share one. */
async function nextJournalNo(db: Db, branchId: number): Promise<string> {
  await lockBooks(db, branchId);
  const last = await db
    .selectFrom('manual_journals')
    .select((eb) => eb.fn.max('journal_no').as('journal_no'))
    .where('branch_id', '=', branchId)
    .where('journal_no', 'like', `${PREFIX}%`)
    .executeTakeFirst();
  const n = Number(/\d+$/.exec(String(last?.journal_no ?? ''))?.[0] ?? 0) + 1;
  return `${PREFIX}${String(n).padStart(6, '0')}`;
}

/** beforeSave of a new entry: its number and who prepared it. */
export const numberJournal: Hook = async ({ db, user, action, data }) => {
  if (action !== 'create') return;
  data.journal_no = await nextJournalNo(db, user.branchId);
  if (!data.prepared_by) data.prepared_by = await staffName(db, user);
};

const setJournal = (db: Db, user: SessionUser, id: number, values: Record<string, unknown>) =>
  db.updateTable('manual_journals').set(values).where('id', '=', id).where('branch_id', '=', user.branchId).execute();

/**
 * onTransition. Approve: never by the one who prepared it (409: the approver may approve others'
 * entries, so it is this record's conflict, not a missing role), then the entry posts through
 * postEntries in the same transaction (a locked period or a closed account undoes the approval).
 * Reverse: the mirror entry, dated no earlier than the original.
 */
export const journalSteps: Hook = async ({ db, user, action, before, record, input }) => {
  if (!before || !record) return;
  const id = Number(record.id);
  const journalNo = String(record.journal_no);
  if (action === 'approve') {
    if (Number(before.created_by) === user.id) {
      const message = say('shule.finance.books.own_journal');
      throw refusal(409, message, { status: message });
    }
    const refused = await journalProblems(db, user.branchId, linesOf(before.lines));
    if (Object.keys(refused).length > 0) throw fieldsRefused(refused);
    const [entryId] = await postEntries(db, user, [
      {
        posted_on: String(record.posted_on).slice(0, 10),
        narration: `${journalNo}: ${String(record.narration)}`,
        source: 'manual',
        source_id: id,
        lines: linesOf(before.lines).map((l) => ({
          account_id: Number(l.account_id),
          debit: cents(l.debit),
          credit: cents(l.credit),
        })),
      },
    ]);
    await setJournal(db, user, id, {
      approved_by: await staffName(db, user),
      approved_on: todayAtSchool(),
      journal_entry_id: entryId,
    });
    return;
  }
  if (action !== 'reverse') return;
  const on = String(input?.reversed_on ?? todayAtSchool());
  const postedOn = String(record.posted_on).slice(0, 10);
  if (on < postedOn) {
    const message = say('shule.finance.books.reversal_before_entry', { date: postedOn });
    throw refusal(400, message, { reversed_on: message });
  }
  const reason = String(input?.reason ?? '');
  const narration = englishText(say('shule.finance.books.reversal_narration', { journal_no: journalNo, reason }));
  await reverseSource(db, user, ['manual'], id, on, narration.slice(0, 300));
  await setJournal(db, user, id, { reversed_by: await staffName(db, user), reversed_on: on, reversal_reason: reason });
};
