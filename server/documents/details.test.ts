import { describe, expect, it } from 'vitest';
import { type Detail, drawDetails } from './details';
import { createPdf, pdfBuffer } from './pdf';
import { pdfRuns, type TextRun } from './pdf-text';

const render = async (items: readonly Detail[], columns?: 1 | 2): Promise<TextRun[][]> => {
  const doc = createPdf({ title: 'details', compress: false });
  drawDetails(doc, items, { columns });
  return pdfRuns(await pdfBuffer(doc));
};

const at = (runs: readonly TextRun[], text: string): TextRun => {
  const run = runs.find((r) => r.text === text);
  if (!run) throw new Error(`"${text}" not printed: ${runs.map((r) => r.text).join(' | ')}`);
  return run;
};

describe('drawDetails', () => {
  const RECEIPT: Detail[] = [
    { label: 'Receipt No.', value: 'RCT/2026/00042' },
    { label: 'Date', value: '2026-02-03', format: 'date' },
    { label: 'Received from', value: 'Mũthoni Wanjirũ' },
    { label: 'Amount', value: 1500000, format: 'money' },
    { label: 'Cheque No.', value: null },
  ];

  it('prints labels beside bold values, formatted, with a dash for what is missing', async () => {
    const [page] = await render(RECEIPT);
    for (const [label, value] of [
      ['Receipt No.', 'RCT/2026/00042'],
      ['Date', '03/02/2026'],
      ['Received from', 'Mũthoni Wanjirũ'],
      ['Amount', 'KES 15,000.00'],
      ['Cheque No.', '—'],
    ]) {
      const l = at(page, label);
      const v = at(page, value);
      expect(v.y, label).toBeCloseTo(l.y, 3);
      expect(v.x, label).toBeGreaterThan(l.x);
      expect(v.font, label).toMatch(/Bold/);
      expect(l.font, label).not.toMatch(/Bold/);
    }
    const labels = RECEIPT.map((d) => at(page, d.label));
    expect(new Set(labels.map((r) => r.x)).size).toBe(1);
    expect(labels.map((r) => r.y)).toEqual(labels.map((r) => r.y).sort((a, b) => b - a));
  });

  it('sets pairs side by side in two columns', async () => {
    const [page] = await render(RECEIPT, 2);
    expect(at(page, 'Date').y).toBeCloseTo(at(page, 'Receipt No.').y, 3);
    expect(at(page, 'Date').x).toBeGreaterThan(at(page, 'RCT/2026/00042').x);
    expect(at(page, 'Received from').x).toBe(at(page, 'Receipt No.').x);
    expect(at(page, 'Received from').y).toBeLessThan(at(page, 'Receipt No.').y);
  });

  it('continues on a new page rather than past the foot of this one', async () => {
    const items = Array.from({ length: 80 }, (_, i) => ({ label: `Item ${i + 1}`, value: `Value ${i + 1}` }));
    const pages = await render(items);
    expect(pages.length).toBe(2);
    const printed = pages.flat().filter((r) => r.text.startsWith('Value '));
    expect(printed.map((r) => r.text)).toEqual(items.map((i) => i.value));
    for (const run of printed) expect(run.y).toBeGreaterThan(60);
  });
});
