import { describe, expect, it } from 'vitest';
import { columnWidths, contentBox, createPdf, FONT } from '../../../../documents';
import { CARD_FONT_SIZE, cardColumns } from './p9a-pdf';

/** The room a cell's text has: its column less the table's padding (4 points a side). */
const room = (width: number) => width - 8;

describe('the P9A card’s columns', () => {
  for (const year of [2024, 2026]) {
    it(`fit a year's totals and the month names without wrapping (${year} card)`, () => {
      const doc = createPdf({ title: 'P9A', layout: 'landscape' });
      const columns = cardColumns(year);
      const widths = columnWidths(columns, contentBox(doc).width);
      expect(widths.reduce((s, w) => s + w, 0)).toBeCloseTo(contentBox(doc).width, 3);
      doc.font(FONT.regular).fontSize(CARD_FONT_SIZE);
      expect(doc.widthOfString('September')).toBeLessThanOrEqual(room(widths[0]));
      doc.font(FONT.bold).fontSize(CARD_FONT_SIZE);
      columns.slice(1).forEach((column, i) => {
        const width = room(widths[i + 1]);
        // Every column holds a six-figure year; the pay and tax columns a seven-figure one.
        expect(doc.widthOfString('360,000.00'), column.key).toBeLessThanOrEqual(width);
        if ((column.flex ?? 1) > 1) expect(doc.widthOfString('2,400,000.00'), column.key).toBeLessThanOrEqual(width);
      });
      expect(columns.filter((c) => (c.flex ?? 1) > 1).map((c) => c.key)).toContain('A');
    });
  }
});
