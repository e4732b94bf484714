import type ExcelJS from 'exceljs';
import { type AnyResource, type FieldDef, getResource, represent, representationFields } from '../../src/schema';
import { choiceLabel, formatDate, formatDateTime, humanizeChoice, nairobiClock } from '../../src/schema/display';
import { displayPhone } from '../../src/schema/phone';

/** How a column's cells are written: as text, or as numbers and dates a spreadsheet can sum and sort. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime';

export interface ExportColumn {
  readonly name: string;
  readonly header: string;
  readonly field?: FieldDef;
  readonly kind: ColumnKind;
}

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | Date;

/** A field's column kind: money, numbers and dates stay values, everything else is the text a person reads. */
export function columnKind(field: FieldDef | undefined): ColumnKind {
  switch (field?.kind) {
    case 'money':
      return 'money';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'text';
  }
}

/** Kinds whose value means nothing in a spreadsheet: an upload's id, a secret, rows of their own. */
const NOT_EXPORTED = new Set(['password', 'table', 'image', 'file']);

/**
 * What the screens show of each readable field (not only the list's columns: an export is for
 * working on the data), then when the record was created and last changed. No internal ids.
 */
export function exportColumns(resource: AnyResource): ExportColumn[] {
  const fields = Object.entries(resource.fields).filter(([, f]) => !NOT_EXPORTED.has(f.kind));
  return [
    ...fields.map(([name, field]) => ({ name, header: field.label, field, kind: columnKind(field) })),
    { name: 'created_at', header: 'Created', kind: 'datetime' },
    { name: 'updated_at', header: 'Updated', kind: 'datetime' },
  ];
}

/** Cents to a decimal string by integer arithmetic: 123456 -> "1234.56", exact. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const listOf = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : (value as unknown[])).map(String);

/** The text a person reads for a stored value (a CSV cell, a report cell); references are handled by rowReader. */
export function formatValue(field: FieldDef | undefined, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (!field) return typeof value === 'number' ? value : String(value);
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 1 ? 'Yes' : 'No'; // 1: rows the export reads raw, past Kysely
    case 'money':
      return centsToDecimal(Number(value));
    case 'choice':
      return choiceLabel(field, String(value));
    case 'multi_choice':
      return listOf(value).map(humanizeChoice).join('; ');
    case 'references':
      return listOf(value).join('; ');
    case 'number':
      return Number(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'phone':
      return displayPhone(String(value));
    default:
      return String(value);
  }
}

/** A stored instant as the spreadsheet's (zone-less) date-time a person in Nairobi reads. */
function nairobiDate(value: unknown): Date | string {
  const instant = new Date(String(value));
  if (Number.isNaN(instant.getTime())) return String(value);
  const c = nairobiClock(instant);
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute));
}

/** A workbook cell: numbers, money in shillings and dates as values (a bursar's SUM works), else text. */
export function xlsxValue(column: ExportColumn, value: unknown): Cell {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money':
      return Number(value) / 100;
    case 'number':
      return Number(value);
    case 'date': {
      const date = new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? String(value) : date;
    }
    case 'datetime':
      return nairobiDate(value);
    default:
      return formatValue(column.field, value);
  }
}

/** The cell of one stored value in the chosen format. */
function cellOf(format: ExportFormat, column: ExportColumn, value: unknown): Cell {
  if (format === 'xlsx') return xlsxValue(column, value);
  return column.field
    ? formatValue(column.field, value)
    : column.kind === 'datetime'
      ? formatDateTime(String(value ?? ''))
      : formatValue(undefined, value);
}

/**
 * The cells of a row given as an array in query order (`names`), compiled once per export.
 * A reference is shown by its representation, read from the joined ref_<field>__<name> columns and
 * memoised by id: an export names the same few classes on every row, and one query's rows agree.
 */
export function rowReader(
  columns: readonly ExportColumn[],
  names: readonly string[],
  format: ExportFormat = 'csv',
): (row: readonly unknown[]) => Cell[] {
  const at = new Map(names.map((n, i) => [n, i]));
  const cells = columns.map((column): ((row: readonly unknown[]) => Cell) => {
    const index = at.get(column.name) ?? -1;
    const target = column.field?.kind === 'reference' ? getResource(column.field.reference ?? '') : undefined;
    if (!target) return (row) => cellOf(format, column, row[index]);
    const parts = representationFields(target).map((rf) => [rf, at.get(`ref_${column.name}__${rf}`) ?? -1] as const);
    const memo = new Map<unknown, string>();
    return (row) => {
      const id = row[index];
      if (id === null || id === undefined) return '';
      let text = memo.get(id);
      if (text === undefined) {
        const values = Object.fromEntries(parts.map(([rf, i]) => [rf, row[i]]));
        const found = parts.some(([, i]) => row[i] !== null && row[i] !== undefined);
        text = found ? represent(target, values) : String(id);
        memo.set(id, text);
      }
      return text;
    };
  });
  return (row) => cells.map((cell) => cell(row));
}

const FORMULA_START = new Set(['=', '@', '\t', '\r', '+', '-']);

/**
 * CSV per RFC 4180, with cells that a spreadsheet would run as a formula neutralised, and digit
 * strings a spreadsheet would turn into a number and damage (an index number's leading zero, a
 * 12-digit number shown as 1.2E+11) written as ="..." so they open as the text they are.
 */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value); // no quote, comma or formula to guard against
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^\d+$/.test(text) && (text.startsWith('0') || text.length >= 12)) return `"=""${text}"""`;
  // A leading = @ + - starts a formula in a spreadsheet; signed numbers stay as they are.
  if (FORMULA_START.has(text.charAt(0)) && /^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: '"KES "#,##0.00;[Red]-"KES "#,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** A column's number format: a year (grouping: false) is digits only, 2026 and never 2,026. */
export const numberFormatOf = (column: ExportColumn): string | undefined =>
  column.kind === 'number' && column.field?.grouping === false ? '0' : NUMBER_FORMATS[column.kind];

const WIDTHS: Record<ColumnKind, number> = { text: 18, number: 10, money: 16, date: 12, datetime: 17 };

/** Options of a sheet as an office expects it: the header row stays in view and filters. */
export function sheetOptions(columns: readonly ExportColumn[]): Partial<ExcelJS.AddWorksheetOptions> {
  return {
    views: [{ state: 'frozen', ySplit: 1 }],
    ...(columns.length > 0
      ? { autoFilter: { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } } }
      : {}),
  } as Partial<ExcelJS.AddWorksheetOptions>;
}

/**
 * Columns as an office expects them: a bold header, widths that fit each kind, shillings and dates
 * formatted as such. Set before the first row is written (a streamed sheet cannot go back).
 */
export function layoutSheet(sheet: ExcelJS.Worksheet, columns: readonly ExportColumn[]): void {
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.name,
    width: Math.min(40, Math.max(WIDTHS[c.kind], c.header.length + 4)),
    style: numberFormatOf(c) ? { numFmt: numberFormatOf(c) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
}
