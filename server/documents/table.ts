import { type Cell, type CellFormat, defaultAlign, formatCell } from './format';
import { contentBox, FONT, INK, type Pdf, SIZE } from './pdf';

export type Align = 'left' | 'center' | 'right';

export interface Column<R> {
  /** Names the column for `totals`, and is the row's property read when there is no `value`. */
  readonly key: string;
  readonly header: string;
  readonly value?: (row: R) => Cell;
  /** A fixed width in points; columns without one share what is left by `flex` (default 1). */
  readonly width?: number;
  readonly flex?: number;
  /** Defaults to right for numbers and money, left otherwise. */
  readonly align?: Align;
  readonly format?: CellFormat;
}

export interface TableOptions {
  /** Zebra shades every other row; ruled draws a hairline under each. */
  readonly style?: 'zebra' | 'ruled';
  /** A bold last row by column key; the first column says "Total" unless given. */
  readonly totals?: Readonly<Record<string, Cell>>;
  readonly fontSize?: number;
}

const PAD_X = 4;
const PAD_Y = 3;

/** Column widths in points: fixed ones as given, the rest sharing what remains by flex. */
export function columnWidths<R>(columns: readonly Column<R>[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const shares = columns.reduce((sum, c) => sum + (c.width === undefined ? (c.flex ?? 1) : 0), 0);
  const left = Math.max(0, total - fixed);
  return columns.map((c) => c.width ?? (shares > 0 ? (left * (c.flex ?? 1)) / shares : 0));
}

const cellOf = <R>(column: Column<R>, row: R): Cell =>
  column.value ? column.value(row) : ((row as Record<string, unknown>)[column.key] as Cell);

interface Line {
  readonly cells: readonly { readonly text: string; readonly width: number; readonly align: Align }[];
  readonly font: string;
}

/**
 * Draws a table from doc.y down, starting new pages as rows need and repeating the header at the
 * top of each. Rows never split across pages; long cell text wraps within its column. Leaves
 * doc.y under the table at the left margin.
 */
export function drawTable<R>(doc: Pdf, columns: readonly Column<R>[], rows: readonly R[], options: TableOptions = {}) {
  const box = contentBox(doc);
  const widths = columnWidths(columns, box.width);
  const size = options.fontSize ?? SIZE.table;
  const aligns = columns.map((c) => c.align ?? defaultAlign(c.format));
  const style = options.style ?? 'zebra';

  const lineOf = (texts: readonly string[], font: string): Line => ({
    cells: texts.map((text, i) => ({ text, width: widths[i], align: aligns[i] })),
    font,
  });

  const heightOf = (line: Line): number => {
    doc.font(line.font).fontSize(size);
    const heights = line.cells.map(({ text, width }) => doc.heightOfString(text || ' ', { width: width - 2 * PAD_X }));
    return Math.max(...heights) + 2 * PAD_Y;
  };

  const drawLine = (line: Line, y: number, height: number): void => {
    let x = box.left;
    doc.font(line.font).fontSize(size).fillColor(INK.text);
    for (const { text, width, align } of line.cells) {
      // The height bound keeps pdfkit from starting a page of its own inside a cell.
      doc.text(text, x + PAD_X, y + PAD_Y, { width: width - 2 * PAD_X, height: height - PAD_Y, align });
      x += width;
    }
  };

  const header = lineOf(
    columns.map((c) => c.header),
    FONT.bold,
  );
  const drawHeader = (y: number): number => {
    const height = heightOf(header);
    doc.save().rect(box.left, y, box.width, height).fill(INK.band).restore();
    drawLine(header, y, height);
    doc.save().strokeColor(INK.rule).lineWidth(0.8);
    doc
      .moveTo(box.left, y + height)
      .lineTo(box.right, y + height)
      .stroke()
      .restore();
    return y + height;
  };

  /** The y to draw a line of this height at: here, or under a repeated header on a new page. */
  const place = (y: number, height: number): number => {
    if (y + height <= box.bottom) return y;
    doc.addPage();
    return drawHeader(doc.page.margins.top);
  };

  // A header alone at the foot of a page is no use: it needs room for a row under it.
  const start = doc.y;
  const opening = heightOf(header) + heightOf(lineOf([' '], FONT.regular));
  let y = start + opening <= box.bottom ? drawHeader(start) : place(start, opening);
  rows.forEach((row, index) => {
    const line = lineOf(
      columns.map((c) => formatCell(cellOf(c, row), c.format)),
      FONT.regular,
    );
    const height = heightOf(line);
    y = place(y, height);
    if (style === 'zebra' && index % 2 === 1) doc.save().rect(box.left, y, box.width, height).fill(INK.zebra).restore();
    drawLine(line, y, height);
    if (style === 'ruled') {
      doc.save().strokeColor(INK.hairline).lineWidth(0.4);
      doc
        .moveTo(box.left, y + height)
        .lineTo(box.right, y + height)
        .stroke()
        .restore();
    }
    y += height;
  });

  if (options.totals) {
    const line = totalsLine(columns, options.totals, lineOf);
    const height = heightOf(line);
    y = place(y, height);
    doc.save().strokeColor(INK.text).lineWidth(0.8);
    doc.moveTo(box.left, y).lineTo(box.right, y).stroke();
    doc
      .moveTo(box.left, y + height)
      .lineTo(box.right, y + height)
      .stroke()
      .restore();
    drawLine(line, y, height);
    y += height;
  }
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  doc.x = box.left;
  doc.y = y + PAD_Y * 2;
}

/** The totals row; "Total" spans the leading columns that have no total of their own. */
function totalsLine<R>(
  columns: readonly Column<R>[],
  totals: Readonly<Record<string, Cell>>,
  lineOf: (texts: readonly string[], font: string) => Line,
): Line {
  const texts = columns.map((c) => formatCell(totals[c.key], c.format));
  const full = lineOf(texts, FONT.bold);
  const span = columns.findIndex((c) => totals[c.key] !== undefined);
  if (span === 0) return full;
  const leading = span < 0 ? columns.length : span;
  const width = full.cells.slice(0, leading).reduce((sum, cell) => sum + cell.width, 0);
  return { ...full, cells: [{ text: 'Total', width, align: 'left' }, ...full.cells.slice(leading)] };
}
