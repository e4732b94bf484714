import { MONTH_NAMES } from '../../../../../src/schema/display';
import { contentBox, FONT, INK, type Pdf, SIZE } from '../../../../documents';

/** Shared pieces of the payroll's documents (payslips, the P9A card). */

// Made once: building a NumberFormat costs more than drawing the figure (200 payslips print thousands).
const GROUPED = new Intl.NumberFormat('en-KE');

/** 123456 → "1,234.56": a table headed in shillings needs no "KES" on every line. */
export function shillings(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = GROUPED.format(Math.floor(abs / 100));
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 2026-11 → "November 2026". */
export const monthName = (period: string) => `${MONTH_NAMES[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
export const shortMonth = (period: string) => MONTH_NAMES[Number(period.slice(5, 7)) - 1];

export interface Figure {
  readonly label: string;
  readonly amount: number | null;
  /** A subtotal or total: printed bold with a rule above. */
  readonly strong?: boolean;
}

const ROW = 15;
const PAD = 4;

/**
 * A titled two-column table (what, KES) in a column of the page from `y`, drawn line by line
 * without wrapping: a payslip's labels are short, and measuring and wrapping every cell (the house
 * table's way, right for long text) was most of the time 200 payslips took. Same look: a banded
 * header, hairlines between rows, a bold total between rules. Answers the y under it.
 */
export function figureTable(
  doc: Pdf,
  at: { readonly x: number; readonly y: number; readonly width: number },
  title: string,
  figures: readonly Figure[],
): number {
  const line = { lineBreak: false } as const;
  const labelWidth = at.width - 78 - 2 * PAD;
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small + 0.5)
    .fillColor(INK.accent);
  doc.text(title.toUpperCase(), at.x, at.y, { ...line, characterSpacing: 0.6 });
  let y = at.y + 12;
  const size = SIZE.table - 0.5;
  // No width is given to pdfkit: with one, every string goes through its line wrapper, which was
  // most of a 200-page PDF's time. Amounts are right-aligned by their measured width instead, and
  // a label too long for its column (rare: they are short) is cut with an ellipsis.
  const fitted = (text: string) => {
    if (doc.widthOfString(text) <= labelWidth) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > labelWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  };
  const row = (label: string, amount: string, bold: boolean) => {
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(INK.text);
    doc.text(fitted(label), at.x + PAD, y + 3, line);
    doc.text(amount, at.x + at.width - PAD - doc.widthOfString(amount), y + 3, line);
  };
  doc.save().rect(at.x, y, at.width, ROW).fill(INK.band).restore();
  row('Item', 'KES', true);
  doc
    .save()
    .strokeColor(INK.rule)
    .lineWidth(0.8)
    .moveTo(at.x, y + ROW)
    .lineTo(at.x + at.width, y + ROW)
    .stroke()
    .restore();
  y += ROW;
  for (const f of figures.filter((x) => !x.strong)) {
    row(f.label, f.amount === null ? '' : shillings(f.amount), false);
    y += ROW;
    doc
      .save()
      .strokeColor(INK.hairline)
      .lineWidth(0.4)
      .moveTo(at.x, y)
      .lineTo(at.x + at.width, y)
      .stroke()
      .restore();
  }
  const total = figures.filter((x) => x.strong).at(-1);
  if (total) {
    doc
      .save()
      .strokeColor(INK.text)
      .lineWidth(0.8)
      .moveTo(at.x, y)
      .lineTo(at.x + at.width, y)
      .stroke();
    doc
      .moveTo(at.x, y + ROW)
      .lineTo(at.x + at.width, y + ROW)
      .stroke()
      .restore();
    row(total.label, shillings(total.amount ?? 0), true);
    y += ROW;
  }
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  return y + 6;
}

/** Two blocks side by side from the same y; leaves doc.y under the taller. */
export function sideBySide(
  doc: Pdf,
  left: (at: { x: number; y: number; width: number }) => number,
  right: typeof left,
) {
  const box = contentBox(doc);
  const gap = 18;
  const width = (box.width - gap) / 2;
  const y = doc.y;
  const a = left({ x: box.left, y, width });
  const b = right({ x: box.left + width + gap, y, width });
  doc.x = box.left;
  doc.y = Math.max(a, b) + 10;
}

/** A word across the page (DRAFT, CANCELLED), faint, under nothing important. */
export function watermark(doc: Pdf, word: string): void {
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc.font(FONT.bold).fontSize(96).fillColor('#c62828').opacity(0.14);
  doc.text(word, 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
}
