import { parseCsv, readAmount, readDate } from '../mpesa/bank-csv';

/**
 * A whole bank statement read from a CSV export (KCB, Equity, Co-op, NCBA, Absa, or an M-Pesa
 * organisation statement): every line with money in and money out, and the running balance the
 * bank prints. The M-Pesa area's reader keeps only deposits; this one keeps both sides, so it
 * reuses that reader's CSV, date and amount parsing but finds more columns.
 */
export interface ReadLine {
  /** 1-based line of the file, for messages. */
  readonly line: number;
  readonly line_date: string;
  readonly description: string;
  readonly reference: string;
  readonly money_in: number;
  readonly money_out: number;
  readonly balance: number | null;
}

export type ReadProblem =
  | { readonly line: number; readonly kind: 'date' | 'amount'; readonly value: string }
  | { readonly line: number; readonly kind: 'both_sides' }
  | { readonly line: number; readonly kind: 'balance'; readonly stated: number; readonly expected: number };

export type StatementFile =
  | {
      readonly ok: true;
      readonly lines: ReadLine[];
      /** The balance before the first line, when the file prints balances. */
      readonly opening: number | null;
      readonly closing: number | null;
    }
  | { readonly ok: false; readonly columns: string[] }
  | { readonly ok: false; readonly problems: ReadProblem[] };

const HEADERS = {
  date: [
    'date',
    'transaction date',
    'trans date',
    'txn date',
    'value date',
    'posting date',
    'tran date',
    'booking date',
    'completion time',
  ],
  reference: [
    'reference',
    'ref',
    'ref no',
    'reference number',
    'transaction reference',
    'bank reference',
    'bank reference number',
    'customer reference',
    'cheque/ref no',
    'cheque no',
    'cheque number',
    'ref number',
    'transaction id',
    'receipt no',
  ],
  description: ['description', 'narrative', 'narration', 'details', 'transaction details', 'particulars', 'remarks'],
  debit: ['debit', 'debits', 'debit amount', 'money out', 'paid out', 'withdrawals', 'withdrawal', 'withdrawn', 'dr'],
  credit: ['credit', 'credits', 'credit amount', 'money in', 'paid in', 'deposits', 'deposit', 'cr', 'receipts'],
  amount: ['amount', 'transaction amount', 'amount (kes)', 'amount kes'],
  balance: ['balance', 'running balance', 'ledger balance', 'book balance', 'balance (kes)', 'available balance'],
} as const;

const simplify = (header: string) => header.toLowerCase().replace(/[._]/g, ' ').replace(/\s+/g, ' ').trim();
const find = (header: readonly string[], names: readonly string[]) =>
  header.findIndex((h) => names.includes(simplify(h)));

interface Columns {
  readonly date: number;
  readonly reference: number;
  readonly description: number;
  readonly debit: number;
  readonly credit: number;
  readonly amount: number;
  readonly balance: number;
}

function columnsOf(header: readonly string[]): Columns {
  return {
    date: find(header, HEADERS.date),
    reference: find(header, HEADERS.reference),
    description: find(header, HEADERS.description),
    debit: find(header, HEADERS.debit),
    credit: find(header, HEADERS.credit),
    amount: find(header, HEADERS.amount),
    balance: find(header, HEADERS.balance),
  };
}

const usable = (c: Columns) =>
  c.date >= 0 && (c.reference >= 0 || c.description >= 0) && ((c.debit >= 0 && c.credit >= 0) || c.amount >= 0);

/** Each line's balance follows from the one before; banks that list newest first are read oldest first. */
function checkBalances(lines: ReadLine[]): { lines: ReadLine[]; problems: ReadProblem[] } {
  const descending = lines.length > 1 && lines[0].line_date > lines[lines.length - 1].line_date;
  const ordered = descending ? [...lines].reverse() : lines;
  const problems: ReadProblem[] = [];
  let previous: number | null = null;
  for (const l of ordered) {
    if (l.balance === null) {
      previous = previous === null ? null : previous + l.money_in - l.money_out;
      continue;
    }
    const expected: number | null = previous === null ? null : previous + l.money_in - l.money_out;
    if (expected !== null && expected !== l.balance)
      problems.push({ line: l.line, kind: 'balance', stated: l.balance, expected });
    previous = l.balance;
  }
  return { lines: ordered, problems };
}

/** The statement's lines, opening and closing balance, or why the file cannot be read (every bad line named). */
export function readBankStatement(text: string): StatementFile {
  const numbered = parseCsv(text)
    .map((cells, i) => ({ cells, line: i + 1 }))
    .filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  const headerAt = numbered.slice(0, 20).findIndex((r) => usable(columnsOf(r.cells)));
  if (headerAt < 0) return { ok: false, columns: (numbered[0]?.cells ?? []).map((c) => c.trim()).filter(Boolean) };
  const at = columnsOf(numbered[headerAt].cells);
  const lines: ReadLine[] = [];
  const problems: ReadProblem[] = [];
  let opening: number | null = null;
  for (const { cells, line } of numbered.slice(headerAt + 1)) {
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    // Summary rows ("Closing balance", "Total") carry no date: not a transaction.
    if (cell(at.date) === '') continue;
    const line_date = readDate(cell(at.date));
    if (!line_date) {
      problems.push({ line, kind: 'date', value: cell(at.date).slice(0, 40) });
      continue;
    }
    const amounts: { column: number; value: number | undefined }[] = [at.debit, at.credit, at.amount, at.balance]
      .filter((c) => c >= 0)
      .map((column) => ({ column, value: readAmount(cell(column)) }));
    const bad = amounts.find((a) => a.value === undefined);
    if (bad) {
      problems.push({ line, kind: 'amount', value: cell(bad.column).slice(0, 40) });
      continue;
    }
    const value = (column: number) => (column >= 0 ? (readAmount(cell(column)) ?? 0) : 0);
    // Debits may be printed negative ("-1,500.00"); a signed amount column says the side by its sign.
    let money_out = Math.abs(value(at.debit));
    let money_in = Math.abs(value(at.credit));
    if (at.debit < 0 || at.credit < 0) {
      const amount = value(at.amount);
      money_in = Math.max(amount, 0);
      money_out = Math.max(-amount, 0);
    }
    const balance = at.balance >= 0 && cell(at.balance) !== '' ? value(at.balance) : null;
    if (money_in > 0 && money_out > 0) {
      problems.push({ line, kind: 'both_sides' });
      continue;
    }
    if (money_in === 0 && money_out === 0) {
      // "Balance brought forward": the opening balance, not a transaction.
      if (lines.length === 0 && balance !== null) opening = balance;
      continue;
    }
    lines.push({
      line,
      line_date,
      description: cell(at.description).slice(0, 300),
      reference: cell(at.reference).slice(0, 120),
      money_in,
      money_out,
      balance,
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  const checked = checkBalances(lines);
  if (checked.problems.length > 0) return { ok: false, problems: checked.problems };
  const ordered = checked.lines;
  const first = ordered.find((l) => l.balance !== null);
  const firstIndex = first ? ordered.indexOf(first) : -1;
  const before = ordered.slice(0, firstIndex + 1).reduce((sum, l) => sum + l.money_in - l.money_out, 0);
  const last = [...ordered].reverse().find((l) => l.balance !== null);
  const after = last ? ordered.slice(ordered.indexOf(last) + 1).reduce((s, l) => s + l.money_in - l.money_out, 0) : 0;
  return {
    ok: true,
    lines: ordered,
    opening: opening ?? (first && first.balance !== null ? first.balance - before : null),
    closing: last && last.balance !== null ? last.balance + after : null,
  };
}
