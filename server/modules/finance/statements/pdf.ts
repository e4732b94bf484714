import { type FinancialReport, type ReportLine, termText } from '../../../../src/schema/financial-report';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { contentBox, FONT, INK, keepTogether, type Pdf, printDocument, schoolOf, SIZE } from '../../../documents';
import { blankZeros, cellText, columnHeading, figure, fundText, periodText } from './wording';

interface PrintColumn {
  readonly header: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly text: (line: ReportLine) => string;
  /** Figures get the rules of subtotals and totals; the label is indented under sub-headings. */
  readonly role: 'label' | 'code' | 'fund' | 'figure';
}

const PAD_X = 4;
const PAD_Y = 2.5;
const INDENT = 10;
/** A section no taller than this (points, under half a page, the signatures included when it is last) is never split. */
const SHORT_SECTION = 340;

/** The printed columns: the label, code and fund, then the figures in KES. Wide statements drop the code. */
function columnsOf(report: FinancialReport, width: number): PrintColumn[] {
  const wide = report.columns.length >= 4;
  const money = wide ? 70 : 92;
  const blank = blankZeros(report);
  const figures: PrintColumn[] = report.columns.map((c) => ({
    header: columnHeading(c.term, c.kind),
    width: c.kind === 'percent' ? 56 : money,
    align: 'right',
    text: (line) => cellText(line, c.key, c.kind, blank),
    role: 'figure' as const,
  }));
  const texts: PrintColumn[] = report.text_columns
    .filter((c) => !(wide && c === 'code'))
    .map((c) => ({
      header: termText(c),
      width: c === 'code' ? 60 : 34,
      align: 'left',
      text: (line) => (c === 'code' ? (line.code ?? '') : (line.fund ?? '')),
      role: c,
    }));
  const fixed = [...texts, ...figures].reduce((s, c) => s + c.width, 0);
  const label: PrintColumn = {
    header: termText(report.label_column),
    width: width - fixed,
    align: 'left',
    text: (line) => (line.kind === 'section' ? line.label.toUpperCase() : line.label),
    role: 'label',
  };
  // The code leads, as in a ledger; the fund follows the name.
  const code = texts.filter((c) => c.role === 'code');
  const rest = texts.filter((c) => c.role !== 'code');
  return [...code, label, ...rest, ...figures];
}

const FONT_OF: Record<ReportLine['kind'], string> = {
  section: FONT.bold,
  heading: FONT.bold,
  line: FONT.regular,
  subtotal: FONT.regular,
  total: FONT.bold,
  grand: FONT.bold,
};

/**
 * Draws a statement's lines as an accountant sets them out: section headings in capitals, the lines
 * under a sub-heading indented, a rule over the figures of a subtotal or total and a double rule
 * under the figure a statement ends on. Rows never split; the column heads repeat on each page.
 */
function drawStatement(doc: Pdf, report: FinancialReport, reserve: number): void {
  const box = contentBox(doc);
  const columns = columnsOf(report, box.width);
  const size = report.columns.length >= 4 ? SIZE.table - 0.5 : SIZE.table;
  const labelIndex = columns.findIndex((c) => c.role === 'label');

  const heightOf = (texts: readonly string[], font: string, indent: number) => {
    doc.font(font).fontSize(size);
    return (
      Math.max(
        ...texts.map((t, i) =>
          doc.heightOfString(t || ' ', { width: columns[i].width - 2 * PAD_X - (i === labelIndex ? indent : 0) }),
        ),
      ) +
      2 * PAD_Y
    );
  };
  const drawRow = (texts: readonly string[], font: string, y: number, height: number, indent: number) => {
    let x = box.left;
    doc.font(font).fontSize(size).fillColor(INK.text);
    texts.forEach((text, i) => {
      const shift = i === labelIndex ? indent : 0;
      doc.text(text, x + PAD_X + shift, y + PAD_Y, {
        width: columns[i].width - 2 * PAD_X - shift,
        height: height - PAD_Y,
        align: columns[i].align,
      });
      x += columns[i].width;
    });
  };
  const headers = columns.map((c) => c.header);
  const drawHeader = (y: number) => {
    const height = heightOf(headers, FONT.bold, 0);
    doc.save().rect(box.left, y, box.width, height).fill(INK.band).restore();
    drawRow(headers, FONT.bold, y, height, 0);
    doc
      .save()
      .strokeColor(INK.rule)
      .lineWidth(0.8)
      .moveTo(box.left, y + height)
      .lineTo(box.right, y + height)
      .stroke();
    doc.restore();
    return y + height;
  };
  const place = (y: number, height: number) => {
    if (y + height <= box.bottom) return y;
    doc.addPage();
    return drawHeader(doc.page.margins.top);
  };
  /** A rule across the figure columns that have a figure on this line, at y (twice, for a double rule). */
  const ruleFigures = (line: ReportLine, y: number, double = false) => {
    let x = box.left;
    doc.save().strokeColor(INK.text).lineWidth(0.6);
    for (const c of columns) {
      if (c.role === 'figure' && c.text(line) !== '') {
        doc
          .moveTo(x + PAD_X, y)
          .lineTo(x + c.width - PAD_X / 2, y)
          .stroke();
        if (double)
          doc
            .moveTo(x + PAD_X, y + 2)
            .lineTo(x + c.width - PAD_X / 2, y + 2)
            .stroke();
      }
      x += c.width;
    }
    doc.restore();
  };

  // Each line's text, indent and height first, so a line can look ahead when choosing its page.
  let indent = 0;
  const rows = report.lines.map((line) => {
    if (line.kind === 'section' || line.kind === 'total' || line.kind === 'grand') indent = 0;
    const own = line.kind === 'line' || line.kind === 'subtotal' ? indent : 0;
    if (line.kind === 'heading') indent = INDENT;
    const texts = columns.map((c) => c.text(line));
    const gap = line.kind === 'section' ? 6 : line.kind === 'grand' || line.kind === 'total' ? 2 : 0;
    return { line, texts, own, gap, height: heightOf(texts, FONT_OF[line.kind], own) + gap };
  });
  const closes = (kind: ReportLine['kind'] | undefined) => kind === 'subtotal' || kind === 'total' || kind === 'grand';
  // What must share a page with each line, from the end back: a heading stays with what it heads,
  // a total never starts a page alone (the line above goes over with it), and the last line keeps
  // room for the signatures under it, so they are never a page of their own.
  const needed = new Array<number>(rows.length);
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const { line, height } = rows[i];
    const next = rows[i + 1];
    const heads = line.kind === 'section' || line.kind === 'heading';
    needed[i] = height + (!next ? reserve : heads || closes(next.line.kind) ? needed[i + 1] : 0);
    if (line.kind !== 'section') continue;
    // A short section (the cash and bank balances) is read as one: it moves over whole.
    let end = i + 1;
    while (end < rows.length && rows[end].line.kind !== 'section') end += 1;
    const whole = rows.slice(i, end).reduce((sum, r) => sum + r.height, 0) + (end === rows.length ? reserve : 0);
    if (whole <= SHORT_SECTION) needed[i] = Math.max(needed[i], whole);
  }
  let y = drawHeader(doc.y);
  rows.forEach(({ line, texts, own, gap, height }, i) => {
    y = place(y, needed[i]);
    const top = y + gap;
    if (closes(line.kind)) ruleFigures(line, top + 0.5);
    drawRow(texts, FONT_OF[line.kind], top, height - gap, own);
    if (line.kind === 'grand') ruleFigures(line, top + height - gap - 0.5, true);
    if (line.kind === 'total') ruleFigures(line, top + height - gap - 0.5);
    y += height + (line.kind === 'grand' ? 3 : 0);
  });
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  doc.x = box.left;
  doc.y = y + 6;
}

/** A check the statement failed, said plainly under it; a statement that passes needs no note. */
function drawChecks(doc: Pdf, report: FinancialReport): void {
  const box = contentBox(doc);
  for (const c of report.checks.filter((k) => !k.ok)) {
    doc.font(FONT.bold).fontSize(SIZE.body).fillColor('#b3261e');
    doc.text(`${termText(c.term)}: out by KES ${figure(c.difference)}`, box.left, doc.y, { width: box.width });
  }
  if (report.note) {
    doc.font(FONT.italic).fontSize(SIZE.body).fillColor(INK.muted);
    doc.text(termText(report.note, report.note_args), box.left, doc.y, { width: box.width });
  }
  doc.fillColor(INK.text);
}

/** The signature block's height, and the gap above it (after the 6 points under the statement). */
const SIGNATURES_HEIGHT = 76;
const SIGNATURES_GAP = 14;

/** Who prepares, examines and approves the statement, with lines to sign and date, kept on one page. */
function drawSignatures(doc: Pdf): void {
  const box = contentBox(doc);
  const roles = [
    'Prepared by (Bursar / Accountant)',
    'Examined by (Principal, Secretary BOM)',
    'Approved by (Chairperson, BOM)',
  ];
  doc.y += SIGNATURES_GAP;
  keepTogether(doc, SIGNATURES_HEIGHT);
  const top = doc.y;
  const width = (box.width - 2 * 16) / 3;
  roles.forEach((role, i) => {
    const x = box.left + i * (width + 16);
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(INK.muted).text(role, x, top, { width });
    for (const [n, label] of ['Name', 'Signature', 'Date'].entries()) {
      const y = top + 18 + n * 18;
      doc
        .save()
        .strokeColor(INK.rule)
        .lineWidth(0.5)
        .moveTo(x + 40, y + 8)
        .lineTo(x + width, y + 8)
        .stroke()
        .restore();
      doc.fillColor(INK.text).text(label, x, y, { width: 38 });
    }
  });
  doc.fillColor(INK.text);
  doc.x = box.left;
  doc.y = top + 74;
}

/** A financial statement on the school's letterhead: the fund and period under the title, then the statement. */
export async function reportPdf(
  db: Db,
  branchId: number,
  report: FinancialReport,
  ctx?: AppContext,
  options: { compress?: boolean; printedAt?: Date } = {},
): Promise<Buffer> {
  const school = await schoolOf(db, branchId, ctx);
  return printDocument(
    {
      school,
      title: report.title,
      subtitle: `${fundText(report)}  ·  ${periodText(report)}`,
      printedAt: options.printedAt,
      compress: options.compress,
    },
    (doc) => {
      doc.font(FONT.italic).fontSize(SIZE.small).fillColor(INK.muted);
      doc.text('Amounts in Kenya shillings (KES). Figures in brackets are negative.', { align: 'right' });
      doc.fillColor(INK.text).moveDown(0.4);
      drawStatement(
        doc,
        report,
        6 + SIGNATURES_GAP + SIGNATURES_HEIGHT + (report.checks.some((c) => !c.ok) || report.note ? 30 : 0),
      );
      drawChecks(doc, report);
      drawSignatures(doc);
    },
  );
}
