/**
 * A bank statement exported as CSV, read forgivingly: the header row may sit below a few lines of
 * account details; columns are found by the names Kenyan banks use (Equity, KCB, Co-op, NCBA,
 * Absa: "Transaction Date", "Narrative", "Money In", "Credit", "Bank Reference Number"...); the
 * separator is a comma, semicolon or tab; amounts may carry "KES" and thousands separators; dates
 * are day-first. Only money in is a deposit: debit lines are skipped.
 */
export interface StatementLine {
  /** 1-based line of the file, for messages. */
  readonly line: number;
  readonly value_date: string;
  readonly reference: string;
  readonly amount: number;
  readonly description: string;
}

export type LineProblem = { readonly line: number; readonly kind: 'date' | 'amount'; readonly value: string };

export type StatementRead =
  | { readonly ok: true; readonly lines: StatementLine[]; readonly skipped: number }
  | { readonly ok: false; readonly columns: string[] }
  | { readonly ok: false; readonly problems: LineProblem[] };

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
    'ref number',
    'transaction id',
  ],
  amount: ['amount', 'transaction amount', 'amount (kes)', 'amount kes'],
  credit: ['credit', 'credits', 'credit amount', 'money in', 'paid in', 'deposits', 'deposit', 'cr', 'receipts'],
  description: ['description', 'narrative', 'narration', 'details', 'transaction details', 'particulars', 'remarks'],
} as const;

const simplify = (header: string) => header.toLowerCase().replace(/[._]/g, ' ').replace(/\s+/g, ' ').trim();

/** RFC 4180 rows: quoted fields may hold the separator, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = [',', ';', '\t'].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2026-02-14", "14/02/2026", "14-Feb-2026", "14 Feb 26", "14.02.2026" as 2026-02-14. */
export function readDate(value: string): string | undefined {
  const v = value.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i, '');
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})$/.exec(v)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ,]+(\d{2}|\d{4})$/.exec(v))) {
    [d, m, y] = [Number(match[1]), MONTHS.indexOf(match[2].toLowerCase()) + 1, Number(match[3])];
  } else return undefined;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 2000 || y > 2100) return undefined;
  return date.toISOString().slice(0, 10);
}

/** "KES 1,500.00", "1 500", "1500.5" as cents; 0 for an empty cell; undefined for anything else. */
export function readAmount(value: string): number | undefined {
  const v = value
    .trim()
    .replace(/^(KES|KSH|KSHS)\.?\s*/i, '')
    .replace(/\s*(KES|KSH|CR)$/i, '')
    .replace(/[\s,'’]/g, '');
  if (v === '' || v === '-') return 0;
  const match = /^(-|\()?(\d{1,12})(?:\.(\d{1,2}))?\)?$/.exec(v);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** The statement's lines of money in, or why the file cannot be read. */
export function readStatement(text: string): StatementRead {
  const numbered = parseCsv(text)
    .map((cells, i) => ({ cells, line: i + 1 }))
    .filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  const rows = numbered.map((r) => r.cells);
  const find = (header: string[], names: readonly string[]) => header.findIndex((h) => names.includes(simplify(h)));
  const headerAt = rows
    .slice(0, 20)
    .findIndex((r) => find(r, HEADERS.date) >= 0 && (find(r, HEADERS.amount) >= 0 || find(r, HEADERS.credit) >= 0));
  if (headerAt < 0) return { ok: false, columns: (rows[0] ?? []).map((c) => c.trim()).filter(Boolean) };
  const header = rows[headerAt];
  const at = {
    date: find(header, HEADERS.date),
    reference: find(header, HEADERS.reference),
    amount: find(header, HEADERS.amount),
    credit: find(header, HEADERS.credit),
    description: find(header, HEADERS.description),
  };
  if (at.reference < 0 && at.description < 0) return { ok: false, columns: header.map((c) => c.trim()) };
  const lines: StatementLine[] = [];
  const problems: LineProblem[] = [];
  let skipped = 0;
  rows.slice(headerAt + 1).forEach((row, index) => {
    const line = numbered[headerAt + 1 + index].line;
    const cell = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
    const rawAmount = cell(at.credit >= 0 ? at.credit : at.amount);
    // Summary rows ("Closing balance", "Total") carry no date: not a transaction.
    if (cell(at.date) === '') return void (skipped += 1);
    const date = readDate(cell(at.date));
    const amount = readAmount(rawAmount);
    if (!date) return void problems.push({ line, kind: 'date', value: cell(at.date).slice(0, 40) });
    if (amount === undefined) return void problems.push({ line, kind: 'amount', value: rawAmount.slice(0, 40) });
    if (amount <= 0) return void (skipped += 1);
    lines.push({
      line,
      value_date: date,
      reference: cell(at.reference).slice(0, 120),
      amount,
      description: cell(at.description).slice(0, 300),
    });
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, lines, skipped };
}
