import { type AnyResource, type FieldDef, getResource, represent, representationFields } from '../../src/schema';

export interface ExportColumn {
  readonly name: string;
  readonly header: string;
  readonly field?: FieldDef;
}

/** Every readable field (not only the list's columns): an export is for working on the data. */
export function exportColumns(resource: AnyResource): ExportColumn[] {
  const fields = Object.entries(resource.fields).filter(([, f]) => f.kind !== 'password' && f.kind !== 'table');
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

/** The human value of a stored value; references are handled by rowReader. */
export function formatValue(field: FieldDef | undefined, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (!field) return typeof value === 'number' ? value : String(value);
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 1 ? 'Yes' : 'No'; // 1: rows the export reads raw, past Kysely
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

/**
 * The cells of a row given as an array in query order (`names`), compiled once per export.
 * A reference is shown by its representation, read from the joined ref_<field>__<name> columns and
 * memoised by id: an export names the same few classes on every row, and one query's rows agree.
 */
export function rowReader(
  resource: AnyResource,
  columns: readonly ExportColumn[],
  names: readonly string[],
): (row: readonly unknown[]) => (string | number)[] {
  const at = new Map(names.map((n, i) => [n, i]));
  const cells = columns.map((column): ((row: readonly unknown[]) => string | number) => {
    const index = at.get(column.name) ?? -1;
    const target = column.field?.kind === 'reference' ? getResource(column.field.reference ?? '') : undefined;
    if (!target) return (row) => formatValue(column.field, row[index]);
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

/** CSV per RFC 4180, with cells that a spreadsheet would run as a formula neutralised. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value); // no quote, comma or formula to guard against
  let text = value;
  // A leading = @ + - starts a formula in a spreadsheet; phone numbers and signed numbers stay as they are.
  if (FORMULA_START.has(text.charAt(0)) && /^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
