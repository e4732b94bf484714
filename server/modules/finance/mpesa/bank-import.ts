import { englishText } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import { writeAudit } from '../../../crud/audit';
import type { Db } from '../../../db/database';
import { school } from '../../../db/typed';
import type { Writer } from '../../../engine/writer';
import { refusal, say } from '../../../errors';
import { lockBooks } from '../ledger/journal';
import { normaliseAccount } from './accounts';
import { readStatement, type StatementLine } from './bank-csv';
import { receiptMoney } from './receipt';

export interface ImportResult {
  /** Lines of money in found in the file. */
  readonly lines: number;
  readonly matched: number;
  readonly unmatched: number;
  /** Lines already imported before (the same file twice): left as they were. */
  readonly duplicates: number;
  /** Debits and summary rows. */
  readonly skipped: number;
}

/** The branch's admission numbers by their reduced form; a form two students share matches nobody. */
async function admissionIndex(db: Db, branchId: number): Promise<Map<string, number | null>> {
  const rows = await school(db)
    .selectFrom('students')
    .select(['id', 'admission_no'])
    .where('branch_id', '=', branchId)
    .where('admission_no', 'is not', null)
    .execute();
  const index = new Map<string, number | null>();
  for (const row of rows) {
    const key = normaliseAccount(String(row.admission_no));
    if (key === '') continue;
    index.set(key, index.has(key) ? null : Number(row.id));
  }
  return index;
}

/** Runs of one to four consecutive words: "ADM DHS 2026 00002" typed with spaces is four words. */
const runs = (words: readonly string[]) =>
  words.flatMap((_, start) => [1, 2, 3, 4].map((n) => words.slice(start, start + n).join(' '))).filter(Boolean);

/**
 * The student a line names: its whole reference, then runs of its words; then, in the description,
 * runs starting at a word with "ADM" or a slash (banks put the depositor's reference in either
 * column, but a description's other numbers are not admission numbers).
 */
export function studentOfLine(index: ReadonlyMap<string, number | null>, line: StatementLine): number | undefined {
  const words = (text: string) => text.split(/[\s,;:()]+/).filter(Boolean);
  const described = words(line.description);
  const marked = described.flatMap((word, i) =>
    /ADM|\//i.test(word) ? runs(described.slice(i, i + 5)).filter((r) => r.startsWith(word)) : [],
  );
  for (const candidate of [line.reference, ...runs(words(line.reference)), ...marked]) {
    const id = index.get(normaliseAccount(candidate));
    if (id) return id;
  }
  return undefined;
}

/** What makes a line the same line when the statement is imported again; repeats within a file are counted apart. */
function lineKeys(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = [
      l.value_date,
      l.reference.toUpperCase().replace(/\s+/g, ' '),
      l.amount,
      l.description.toUpperCase().replace(/\s+/g, ' '),
    ].join('|');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}|#${n}`.slice(0, 400);
  });
}

/**
 * Imports a statement in the caller's transaction: each new line is kept, a line naming a student
 * is receipted at once (mode bank), the rest wait unmatched; a line imported before is skipped.
 * 400 naming the lines when a date or amount cannot be read (nothing imported then).
 */
export async function importStatement(db: Db, user: SessionUser, writer: Writer, csv: string): Promise<ImportResult> {
  const read = readStatement(csv);
  if (!read.ok && 'columns' in read)
    throw refusal(400, say('shule.finance.mpesa.csv_columns', { found: read.columns.join(', ') || '—' }));
  if (!read.ok) {
    const problems = read.problems.slice(0, 10).map((p) =>
      englishText(
        say('shule.finance.mpesa.csv_line', {
          line: p.line,
          problem: englishText(say(`shule.finance.mpesa.csv_bad_${p.kind}`, { value: p.value })),
        }),
      ),
    );
    throw refusal(
      400,
      say('shule.finance.mpesa.csv_line', { line: read.problems[0].line, problem: problems.join('; ') }),
    );
  }
  if (read.lines.length === 0) throw refusal(400, say('shule.finance.mpesa.csv_empty'));
  // The books' lock before the first insert (see incoming.ts: inserts first would deadlock).
  await lockBooks(db, user.branchId);
  const index = await admissionIndex(db, user.branchId);
  const keys = lineKeys(read.lines);
  const result = { lines: read.lines.length, matched: 0, unmatched: 0, duplicates: 0, skipped: read.skipped };
  for (const [i, line] of read.lines.entries()) {
    const studentId = studentOfLine(index, line);
    const now = new Date().toISOString();
    const values = {
      value_date: line.value_date,
      reference: line.reference || null,
      amount: line.amount,
      description: line.description || null,
      line_key: keys[i],
      status: studentId ? 'matched' : 'unmatched',
      student_id: studentId ?? null,
    };
    const inserted = await db
      .insertInto('bank_deposits')
      .values({
        ...values,
        branch_id: user.branchId,
        created_at: now,
        updated_at: now,
        created_by: user.id,
        updated_by: user.id,
      })
      .onConflict((oc) => oc.columns(['branch_id', 'line_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      result.duplicates += 1;
      continue;
    }
    const id = Number(inserted.id);
    await writeAudit(
      db,
      user,
      'create',
      'bank_deposits',
      id,
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { after: v }])),
    );
    if (!studentId) {
      result.unmatched += 1;
      continue;
    }
    const paymentId = await receiptMoney(db, user, writer, {
      student_id: studentId,
      amount: line.amount,
      mode: 'bank',
      reference: (line.reference || line.description).slice(0, 60),
      paid_on: line.value_date,
      payer: null,
    });
    await school(db)
      .updateTable('bank_deposits')
      .set({ payment_id: paymentId })
      .where('id', '=', id)
      .where('branch_id', '=', user.branchId)
      .execute();
    result.matched += 1;
  }
  return result;
}
