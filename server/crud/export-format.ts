import { type AnyResource, type FieldDef, represent } from '../../src/schema';
import type { Row } from '../db/database';

export interface ExportColumn {
  readonly name: string;
  readonly header: string;
  readonly field?: FieldDef;
}

/** Every readable field (not only the list's columns): an export is for working on the data. */
export function exportColumns(resource: AnyResource): ExportColumn[] {
  const fields = Object.entries(resource.fields).filter(([, f]) => f.kind !== 'password');
  return [
    { name: 'id', header: 'ID' },
    ...fields.map(([name, field]) => ({ name, header: field.label, field })),
    { name: 'created_at', header: 'Created' },
    { name: 'updated_at', header: 'Updated' },
  ];
}

/** Cents to a decimal string by integer arithmetic: 123456 -> "1234.56", exact. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The human value of one cell; references are shown by their representation. */
export function cellValue(
  column: ExportColumn,
  row: Row,
  referenceOf: (field: string, row: Row) => string | undefined,
): string | number {
  const value = row[column.name];
  const field = column.field;
  if (value === null || value === undefined) return '';
  if (!field) return typeof value === 'number' ? value : String(value);
  switch (field.kind) {
    case 'reference':
      return referenceOf(column.name, row) ?? String(value);
    case 'boolean':
      return value === true || value === 1 ? 'Yes' : 'No';
    case 'money':
      return centsToDecimal(Number(value));
    case 'multi_choice':
    case 'references': {
      const list = typeof value === 'string' ? (JSON.parse(value) as unknown[]) : (value as unknown[]);
      return list.join('; ');
    }
    case 'number':
      return Number(value);
    default:
      return String(value);
  }
}

/** Reads the joined representation columns (ref_<field>__<name>) back into the template. */
export function joinedReference(target: AnyResource, field: string, row: Row): string | undefined {
  const prefix = `ref_${field}__`;
  const values: Row = {};
  let found = false;
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(prefix)) {
      values[key.slice(prefix.length)] = value;
      if (value !== null && value !== undefined) found = true;
    }
  }
  return found ? represent(target, values) : undefined;
}

/** CSV per RFC 4180, with cells that a spreadsheet would run as a formula neutralised. */
export function csvCell(value: string | number): string {
  let text = String(value);
  // A leading = @ + - starts a formula in a spreadsheet; phone numbers and signed numbers stay as they are.
  if (typeof value === 'string' && /^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
