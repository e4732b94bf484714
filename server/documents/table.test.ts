import { describe, expect, it } from 'vitest';
import { printDocument } from './document';
import { formatMoney } from './format';
import type { School } from './letterhead';
import { contentBox, createPdf, FONT, pdfBuffer, SIZE } from './pdf';
import { pdfRuns, type TextRun } from './pdf-text';
import { type Column, columnWidths, drawTable, type TableOptions } from './table';

const SCHOOL: School = { name: 'Demo High School', motto: null, address: null, phone: null, email: null, logo: null };

interface Student {
  readonly no: number;
  readonly name: string;
  readonly born: string;
  readonly balance: number;
}

const COLUMNS: Column<Student>[] = [
  { key: 'no', header: 'No.', width: 30, format: 'number' },
  { key: 'name', header: 'Name', flex: 2 },
  { key: 'born', header: 'Born', width: 70, format: 'date' },
  { key: 'balance', header: 'Balance', width: 100, format: 'money' },
];

const students = (count: number): Student[] =>
  Array.from({ length: count }, (_, i) => ({
    no: i + 1,
    name: `Student ${String(i + 1).padStart(3, '0')}`,
    born: `2011-0${(i % 9) + 1}-15`,
    balance: (i + 1) * 123457,
  }));

const render = async (rows: readonly Student[], options?: TableOptions): Promise<TextRun[][]> =>
  pdfRuns(
    await printDocument({ school: SCHOOL, title: 'Class list', compress: false }, (doc) =>
      drawTable(doc, COLUMNS, rows, options),
    ),
  );

/** The right edge of a run as pdfkit measures it in the table's font. */
function rightEdge(run: TextRun): number {
  const doc = createPdf({ title: 'measure' });
  doc.font(run.font.includes('Bold') ? FONT.bold : FONT.regular).fontSize(run.size);
  return run.x + doc.widthOfString(run.text);
}

describe('drawTable', () => {
  it('breaks 120 rows over pages, repeats the header on each and keeps every row once, in order', async () => {
    const pages = await render(students(120));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const names: string[] = [];
    pages.forEach((runs, index) => {
      const header = runs.find((r) => r.text === 'Balance' && r.font.includes('Bold'));
      expect(header, `header on page ${index + 1}`).toBeDefined();
      const rows = runs.filter((r) => r.text.startsWith('Student '));
      expect(rows.length, `rows on page ${index + 1}`).toBeGreaterThan(0);
      // The header sits above every row of its page (PDF y grows upwards).
      for (const row of rows) expect(row.y).toBeLessThan(header?.y ?? 0);
      names.push(...rows.map((r) => r.text));
      expect(runs.map((r) => r.text)).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(names).toEqual(students(120).map((s) => s.name));
  });

  it('prints money as shillings, right-aligned on one edge, and dates day/month/year', async () => {
    const rows = students(12);
    const [page] = await render(rows);
    const amounts = rows.map((row) => {
      const run = page.find((r) => r.text === formatMoney(row.balance));
      expect(run, formatMoney(row.balance)).toBeDefined();
      return run as TextRun;
    });
    expect(amounts[0].text).toBe('KES 1,234.57');
    expect(amounts[11].text).toBe('KES 14,814.84');
    const edges = amounts.map(rightEdge);
    for (const edge of edges) expect(edge).toBeCloseTo(edges[0], 1);
    expect(edges[0]).toBeCloseTo(contentBox(createPdf({ title: 'box' })).right - 4, 1);
    expect(amounts[0].x).toBeGreaterThan(amounts[11].x); // shorter amounts start further right
    expect(page.map((r) => r.text)).toContain('15/01/2011');
  });

  it('adds a bold totals row, "Total" spanning the columns without a total', async () => {
    const rows = students(3);
    const sum = rows.reduce((total, row) => total + row.balance, 0);
    const [page] = await render(rows, { totals: { balance: sum } });
    const label = page.find((r) => r.text === 'Total');
    const total = page.find((r) => r.text === formatMoney(sum));
    expect(label?.font).toMatch(/Bold/);
    expect(total?.font).toMatch(/Bold/);
    expect(label?.y).toBeCloseTo(total?.y ?? 0, 3);
    const lastRow = page.find((r) => r.text === 'Student 003');
    expect(label?.y).toBeLessThan(lastRow?.y ?? 0);
  });

  it('wraps long cell text inside its column and keeps the row together', async () => {
    const long = 'Wanjirũ Mũthoni Kĩmani wa Ng’ang’a, daughter of the late Hon. Kariuki, boarder in Kilimanjaro House';
    const [page] = await render([{ no: 1, name: long, born: '2011-01-15', balance: 100 }, ...students(2).slice(1)]);
    const pieces = page.filter((r) => long.includes(r.text.trim()) && r.text.trim().length > 3);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((r) => r.text.trim()).join(' ')).toBe(long);
    expect(new Set(pieces.map((r) => r.x)).size).toBe(1);
    const next = page.find((r) => r.text === 'Student 002');
    for (const piece of pieces) expect(piece.y).toBeGreaterThan(next?.y ?? Infinity);
  });

  it('gives fixed columns their width and shares the rest by flex', () => {
    expect(
      columnWidths(
        [
          { key: 'a', header: '', width: 30 },
          { key: 'b', header: '', flex: 2 },
          { key: 'c', header: '' },
        ],
        330,
      ),
    ).toEqual([30, 200, 100]);
  });

  it('starts on a new page when only the header would fit at the foot of this one', async () => {
    const doc = createPdf({ title: 'foot', compress: false });
    doc.y = contentBox(doc).bottom - SIZE.table;
    drawTable(doc, COLUMNS, students(1));
    const pages = pdfRuns(await pdfBuffer(doc));
    expect(pages).toHaveLength(2);
    expect(pages[0].map((r) => r.text)).not.toContain('Balance');
    expect(pages[1].map((r) => r.text)).toEqual(expect.arrayContaining(['Balance', 'Student 001']));
  });
});
