import ExcelJS from 'exceljs';

/**
 * A return as the authorities' upload tools read it: one header row, then one row per employee,
 * no totals, no blank rows, no formulas. Text stays text (an ID or account number keeps its
 * leading zero; in the workbook it is a text cell); amounts are plain decimals without thousands
 * separators ("52345.50"), or whole shillings where the receiver pays no cents (M-Pesa).
 */
export type ReturnCellKind = 'text' | 'amount' | 'shillings';

export interface ReturnColumn {
  readonly header: string;
  readonly kind: ReturnCellKind;
}

export type ReturnCell = string | number | null;

export interface ReturnTable {
  readonly columns: readonly ReturnColumn[];
  /** Amounts in cents; text as it is to appear. */
  readonly rows: readonly (readonly ReturnCell[])[];
  /** The sheet's name in a workbook (31 characters at most). */
  readonly sheet: string;
  /**
   * The return's own particulars (the P10's A_Basic_Info: the employer's PIN, the period), a sheet
   * of label and value rows before the table's in the workbook; the CSV is the table alone.
   */
  readonly preface?: { readonly sheet: string; readonly rows: readonly (readonly [string, string])[] };
}

/** Cents as the upload tools want them: 5234550 → "52345.50", exact. */
export function amountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const cellText = (column: ReturnColumn, value: ReturnCell): string => {
  if (value === null || value === '') return '';
  if (column.kind === 'amount') return amountText(Number(value));
  if (column.kind === 'shillings') return String(Math.floor(Number(value) / 100));
  // A name typed as "=SUM(...)" or "+254..." must not run as a formula when the file is opened.
  const text = String(value);
  return /^[=+@\t\r-]/.test(text) && !/^[+-]?\d/.test(text) ? `'${text}` : text;
};

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** RFC 4180 with CRLF line ends, UTF-8 without a byte-order mark (the upload tools reject one). */
export function toCsv(table: ReturnTable): string {
  const lines = [table.columns.map((c) => quoted(c.header)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c, i) => quoted(cellText(c, row[i] ?? null))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** One sheet: text cells as text, amounts as numbers to two places. */
export async function toXlsx(table: ReturnTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shule';
  if (table.preface) {
    const info = workbook.addWorksheet(table.preface.sheet.slice(0, 31));
    for (const [label, value] of table.preface.rows) info.addRow([label, value]);
    info.getColumn(1).width = 24;
    info.getColumn(1).font = { bold: true };
    info.getColumn(2).width = 20;
    info.getColumn(2).numFmt = '@';
  }
  const sheet = workbook.addWorksheet(table.sheet.slice(0, 31));
  sheet.addRow(table.columns.map((c) => c.header)).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(
      table.columns.map((c, i) => {
        const value = row[i] ?? null;
        if (value === null || value === '') return null;
        if (c.kind === 'amount') return Math.round(Number(value)) / 100;
        if (c.kind === 'shillings') return Math.floor(Number(value) / 100);
        return String(value);
      }),
    );
  table.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, Math.min(40, c.header.length + 2));
    if (c.kind === 'amount') column.numFmt = '0.00';
    else if (c.kind === 'shillings') column.numFmt = '0';
    else column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
