import type { AnyResource } from '../../src/schema';
import { describe, expect, it } from 'vitest';
import { classes, students } from '../../src/schema/admissions';
import { terms, users } from '../../src/schema/settings';
import {
  centsToDecimal,
  csvCell,
  type ExportColumn,
  exportColumns,
  formatValue,
  numberFormatOf,
  rowReader,
  xlsxValue,
} from './export-format';

describe('exportColumns', () => {
  it('every field with its label, then the stamps; no internal id', () => {
    const headers = exportColumns(classes).map((c) => c.header);
    const labels = Object.values(classes.fields).map((f) => f.label);
    expect(headers).toEqual([...labels, 'Created', 'Updated']);
    expect(headers).toContain(classes.fields.students_count.label);
    expect(exportColumns(classes).map((c) => c.name)).not.toContain('id');
  });

  it('no upload id and no child rows: a photo or a file means nothing in a spreadsheet', () => {
    const names = exportColumns(students).map((c) => c.name);
    expect(names).not.toContain('photo');
    expect(names).not.toContain('guardians');
    expect(exportColumns(students).find((c) => c.name === 'fee_balance')?.kind).toBe('money');
    expect(exportColumns(students).find((c) => c.name === 'date_of_birth')?.kind).toBe('date');
  });

  it('never a password', () => {
    expect(exportColumns(users).map((c) => c.name)).not.toContain('password');
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [150_000, '1500.00'],
    [123_456, '1234.56'],
    [-1, '-0.01'],
    [-123_456, '-1234.56'],
    [900_719_925_474_099, '9007199254740.99'],
  ])('%d cents is %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('formatValue', () => {
  const field = (resource: AnyResource, name: string) => resource.fields[name];

  it('empty values are empty cells', () => {
    expect(formatValue(field(students, 'middle_name'), null)).toBe('');
    expect(formatValue(field(students, 'middle_name'), undefined)).toBe('');
  });

  it('booleans from either engine read Yes/No', () => {
    const active = field(classes, 'active');
    expect(formatValue(active, true)).toBe('Yes');
    expect(formatValue(active, 1)).toBe('Yes');
    expect(formatValue(active, false)).toBe('No');
    expect(formatValue(active, 0)).toBe('No');
  });

  it('money is a decimal string, numbers stay numbers, system columns as they are', () => {
    expect(formatValue(field(students, 'fee_balance'), 150_050)).toBe('1500.50');
    expect(formatValue(field(classes, 'level'), '3')).toBe(3);
    expect(formatValue(undefined, 42)).toBe(42);
    expect(formatValue(undefined, '2024-01-01T00:00:00.000Z')).toBe('2024-01-01T00:00:00.000Z');
  });

  it('lists are joined, stored as JSON text or as arrays', () => {
    const roles = field(users, 'roles');
    expect(formatValue(roles, '["ROLE_All","ROLE_View_Only"]')).toBe('All; View Only');
    expect(formatValue(roles, ['ROLE_All'])).toBe('All');
  });
});

describe('what a person reads', () => {
  const field = (resource: AnyResource, name: string) => resource.fields[name];

  it('choices by their label, phones as dialled, dates the Kenyan way, times in Nairobi', () => {
    expect(formatValue(field(students, 'gender'), 'male')).toBe('Male');
    expect(formatValue(field(students, 'status'), 'alumni')).toBe('Alumni');
    expect(formatValue(field(students, 'guardian_phone'), '+254710023757')).toBe('0710 023 757');
    expect(formatValue(field(students, 'date_of_birth'), '2011-03-09')).toBe('09/03/2011');
    const stamp = exportColumns(students).find((c) => c.name === 'created_at');
    expect(stamp && rowReader([stamp], ['created_at'])(['2026-11-23T21:30:00.000Z'])).toEqual(['24/11/2026 00:30']);
  });
});

describe('workbook cells', () => {
  const column = (name: string) => exportColumns(students).find((c) => c.name === name) as ExportColumn;

  it('money in shillings and numbers as numbers, so a SUM adds them', () => {
    expect(xlsxValue(column('fee_balance'), 150_050)).toBe(1500.5);
    expect(typeof xlsxValue(column('fee_balance'), 0)).toBe('number');
  });

  it('dates as dates, and stamps as the Nairobi wall clock', () => {
    expect(xlsxValue(column('date_of_birth'), '2011-03-09')).toEqual(new Date(Date.UTC(2011, 2, 9)));
    expect(xlsxValue(column('created_at'), '2026-11-23T21:30:00.000Z')).toEqual(
      new Date(Date.UTC(2026, 10, 24, 0, 30)),
    );
  });

  it('text as the screen shows it, empty values empty', () => {
    expect(xlsxValue(column('gender'), 'female')).toBe('Female');
    expect(xlsxValue(column('guardian_phone'), '+254710023757')).toBe('0710 023 757');
    expect(xlsxValue(column('middle_name'), null)).toBe('');
  });
});

describe('rowReader', () => {
  const columns = exportColumns(students);
  const names = [...columns.map((c) => c.name), 'ref_class_id__name', 'ref_stream_id__name'];
  const read = rowReader(columns, names);
  const row = (values: Record<string, unknown>) => names.map((n) => values[n] ?? null);
  const at = (name: string) => columns.findIndex((c) => c.name === name);

  it('answers one cell per export column, in order', () => {
    const cells = read(row({ id: 7, first_name: 'Akinyi', fee_balance: 2500 }));
    expect(cells).toHaveLength(columns.length);
    expect(cells[at('first_name')]).toBe('Akinyi');
    expect(cells[at('fee_balance')]).toBe('25.00');
  });

  it('shows a reference by its representation from the joined columns', () => {
    const cells = read(
      row({ id: 1, class_id: 4, ref_class_id__name: 'Form 4', stream_id: 9, ref_stream_id__name: 'East' }),
    );
    expect(cells[at('class_id')]).toBe('Form 4');
    expect(cells[at('stream_id')]).toBe('East');
  });

  it('an empty reference is an empty cell; a dangling one shows its id', () => {
    const cells = read(row({ id: 1, class_id: 77, stream_id: null }));
    expect(cells[at('class_id')]).toBe('77');
    expect(cells[at('stream_id')]).toBe('');
  });

  it('each row reads its own values', () => {
    expect(read(row({ id: 1, first_name: 'A' }))[at('first_name')]).toBe('A');
    expect(read(row({ id: 2, first_name: 'B' }))[at('first_name')]).toBe('B');
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=1+1', "'=1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+cmd|x', "'+cmd|x"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['+254 712 345 678', '+254 712 345 678'],
    ['-12.50', '-12.50'],
    ['(0712) 345-678', '(0712) 345-678'],
    ['0712345678', '"=""0712345678"""'],
    ['205123456789', '"=""205123456789"""'],
    ['12345', '12345'],
  ])('%j becomes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('numbers are written as they are, negative ones too', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(3.25)).toBe('3.25');
  });
});

describe('a year', () => {
  const year = exportColumns(terms).find((c) => c.name === 'academic_year') as ExportColumn;

  it('is a number cell formatted as digits only: 2026, never 2,026', () => {
    expect(xlsxValue(year, 2026)).toBe(2026);
    expect(numberFormatOf(year)).toBe('0');
    expect(csvCell(formatValue(year.field, 2026))).toBe('2026');
  });

  it('other numbers keep the default format', () => {
    const capacity = exportColumns(classes).find((c) => c.name === 'capacity') as ExportColumn;
    expect(numberFormatOf(capacity)).toBeUndefined();
  });
});
