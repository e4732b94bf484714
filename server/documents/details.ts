import { type Cell, type CellFormat, formatCell } from './format';
import { contentBox, FONT, INK, type Pdf, SIZE } from './pdf';

export interface Detail {
  readonly label: string;
  readonly value: Cell;
  readonly format?: CellFormat;
}

export interface DetailsOptions {
  /** Pairs side by side: 1 for a certificate's particulars, 2 for a receipt's header. */
  readonly columns?: 1 | 2;
  /** The label's share of a pair's width. */
  readonly labelShare?: number;
  /** The label's width in points, instead of a share: blocks of one and two columns then line up. */
  readonly labelWidth?: number;
  /** A dotted line under each value, as on a form filled in by hand. */
  readonly underline?: boolean;
  /** What a missing value prints as. */
  readonly empty?: string;
  readonly fontSize?: number;
}

const GAP = 18;

/**
 * Label: value pairs in rows from doc.y down, labels muted, values in bold and wrapping in their
 * column; a new page when a row does not fit. Leaves doc.y under the block at the left margin.
 */
export function drawDetails(doc: Pdf, items: readonly Detail[], options: DetailsOptions = {}): void {
  const box = contentBox(doc);
  const columns = options.columns ?? 1;
  const size = options.fontSize ?? SIZE.body;
  const rowGap = options.underline ? 9 : 4;
  const pairWidth = (box.width - GAP * (columns - 1)) / columns;
  const labelWidth = options.labelWidth ?? Math.round(pairWidth * (options.labelShare ?? (columns === 1 ? 0.3 : 0.42)));
  const valueWidth = pairWidth - labelWidth;
  const texts = items.map((item) => ({
    label: item.label,
    value: formatCell(item.value, item.format) || (options.empty ?? '—'),
  }));

  let y = doc.y;
  for (let start = 0; start < texts.length; start += columns) {
    const row = texts.slice(start, start + columns);
    const height =
      Math.max(
        ...row.map(({ label, value }) => {
          const labelHeight = doc
            .font(FONT.regular)
            .fontSize(size)
            .heightOfString(label, { width: labelWidth - 6 });
          const valueHeight = doc.font(FONT.bold).fontSize(size).heightOfString(value, { width: valueWidth });
          return Math.max(labelHeight, valueHeight);
        }),
      ) + rowGap;
    if (y + height > box.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    row.forEach(({ label, value }, i) => {
      const x = box.left + i * (pairWidth + GAP);
      doc.font(FONT.regular).fontSize(size).fillColor(INK.muted);
      doc.text(label, x, y, { width: labelWidth - 6, height });
      doc
        .font(FONT.bold)
        .fillColor(INK.text)
        .text(value, x + labelWidth, y, { width: valueWidth, height });
      if (options.underline) {
        const lineY = y + height - rowGap / 2;
        doc.save().strokeColor(INK.rule).lineWidth(0.5).dash(1, { space: 2 });
        doc
          .moveTo(x + labelWidth, lineY)
          .lineTo(x + pairWidth, lineY)
          .stroke()
          .undash()
          .restore();
      }
    });
    y += height;
  }
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  doc.x = box.left;
  doc.y = y;
}
