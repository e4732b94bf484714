import { contentBox, FONT, formatDate, INK, type Pdf, SIZE } from '../../../documents';
import { fillOf, inkOn } from './colours';
import type { GradingKeyBand, RankedPosition, ReportFormData } from './form-data';
import { oneLine } from './form-text';

const ofN = (p: RankedPosition | null) => (p ? `${p.position} / ${p.out_of}` : '—');
const FIGURE = new Intl.NumberFormat('en-KE');
const figure = (n: number) => FIGURE.format(n);
const SHILLINGS = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
/** formatMoney's "KES 12,300.00" with one formatter for the whole document (60 forms ask 120 times). */
const kes = (cents: number) => {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}KES ${SHILLINGS.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The results in a row of boxes under the subjects: total marks out of the subjects taken, total
 * points, mean points, the mean grade on its report colour, stream and class position "n / N".
 */
export function drawSummary(doc: Pdf, form: ReportFormData, colours: ReadonlyMap<string, string>): void {
  const box = contentBox(doc);
  const y = doc.y + 6;
  const height = 34;
  const cells: { label: string; value: string; colour?: string }[] = [
    { label: 'Total marks', value: `${figure(form.total_marks)} / ${figure(form.subjects_taken * 100)}` },
    { label: 'Total points', value: figure(form.total_points) },
    { label: 'Mean points', value: form.mean_points === null ? '—' : form.mean_points.toFixed(2) },
    {
      label: 'Mean grade',
      value: form.mean_grade ?? '—',
      colour: form.mean_grade ? colours.get(form.mean_grade) : undefined,
    },
    { label: 'Stream position', value: ofN(form.stream_position) },
    { label: 'Class position', value: ofN(form.class_position) },
  ];
  const width = box.width / cells.length;
  cells.forEach((cell, i) => {
    const x = box.left + i * width;
    doc
      .save()
      .rect(x + 1, y, width - 2, height)
      .fill(cell.colour ?? INK.zebra)
      .restore();
    const ink = cell.colour ? inkOn(cell.colour) : INK.text;
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small)
      .fillColor(cell.colour ? ink : INK.muted);
    oneLine(doc, cell.label.toUpperCase(), x + 1, y + 4, { width: width - 2, align: 'center' });
    doc.font(FONT.bold).fontSize(SIZE.title).fillColor(ink);
    oneLine(doc, cell.value, x + 1, y + 14, { width: width - 2, align: 'center' });
  });
  doc.save().rect(box.left, y, box.width, height).lineWidth(0.6).strokeColor(INK.rule).stroke().restore();
  doc.fillColor(INK.text);
  doc.y = y + height;
}

/**
 * A remark with its author's line: the remark in a ruled box (written lines when empty, so a
 * teacher can write it by hand), then name, signature and date lines.
 */
export function drawRemark(doc: Pdf, title: string, text: string | null, name: string | null, y: number): number {
  const box = contentBox(doc);
  doc.font(FONT.bold).fontSize(SIZE.table).fillColor(INK.text);
  oneLine(doc, title, box.left, y, { width: box.width });
  const top = y + 12;
  const height = 40;
  doc.save().rect(box.left, top, box.width, height).lineWidth(0.5).strokeColor(INK.hairline).stroke().restore();
  if (text) {
    // Three lines hold the 300 characters a remark may have.
    doc
      .font(FONT.italic)
      .fontSize(SIZE.table - 0.5)
      .fillColor(INK.text);
    doc.text(text, box.left + 6, top + 3, { width: box.width - 12, height: height - 3, ellipsis: true });
  } else {
    doc.save().strokeColor(INK.hairline).lineWidth(0.4).dash(1, { space: 2 });
    doc
      .moveTo(box.left + 6, top + 14)
      .lineTo(box.right - 6, top + 14)
      .stroke();
    doc.restore();
  }
  const line = top + height + 14;
  signatureLines(doc, line, [
    { label: 'Name', value: name, share: 0.45 },
    { label: 'Signature', value: null, share: 0.3 },
    { label: 'Date', value: null, share: 0.25 },
  ]);
  return line + 6;
}

/** Label and a dotted line to sign on, side by side, with a printed value above the line when given. */
export function signatureLines(
  doc: Pdf,
  y: number,
  items: readonly { label: string; value: string | null; share: number }[],
): void {
  const box = contentBox(doc);
  let x = box.left;
  for (const item of items) {
    const width = box.width * item.share;
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small + 0.5)
      .fillColor(INK.muted);
    oneLine(doc, `${item.label}:`, x, y - 8);
    const start = x + doc.widthOfString(`${item.label}:`) + 4;
    if (item.value) {
      doc
        .font(FONT.bold)
        .fontSize(SIZE.small + 0.5)
        .fillColor(INK.text);
      oneLine(doc, item.value, start + 2, y - 8, { width: x + width - start - 14 });
    }
    doc.save().strokeColor(INK.rule).lineWidth(0.5).dash(1, { space: 2 });
    doc
      .moveTo(start, y + 1)
      .lineTo(x + width - 12, y + 1)
      .stroke();
    doc.restore();
    x += width;
  }
  doc.fillColor(INK.text);
}

/**
 * Closing and opening dates, then the fee balance and next term's fees when finance keeps an
 * account for the student (no line at all otherwise: a blank balance would read as paid up).
 */
export function drawDatesAndFees(doc: Pdf, form: ReportFormData, y: number): number {
  const box = contentBox(doc);
  const parts: { label: string; value: string }[] = [];
  if (form.dates.closing) parts.push({ label: 'Closing date', value: formatDate(form.dates.closing) });
  if (form.dates.opening) parts.push({ label: 'Next term opens', value: formatDate(form.dates.opening) });
  if (form.fees) {
    parts.push({
      label: 'Fee balance',
      value: form.fees.balance < 0 ? `${kes(0)} (credit ${kes(-form.fees.balance)})` : kes(form.fees.balance),
    });
    if (form.fees.next_term !== null) parts.push({ label: 'Next term’s fees', value: kes(form.fees.next_term) });
  }
  if (parts.length === 0) return y;
  const width = box.width / 2;
  parts.forEach((part, i) => {
    const x = box.left + (i % 2) * width;
    const rowY = y + Math.floor(i / 2) * 13;
    doc.font(FONT.regular).fontSize(SIZE.table).fillColor(INK.muted);
    oneLine(doc, `${part.label}: `, x, rowY);
    const after = x + doc.widthOfString(`${part.label}: `);
    doc.font(FONT.bold).fillColor(INK.text);
    oneLine(doc, part.value, after, rowY, { width: x + width - after - 6 });
  });
  return y + Math.ceil(parts.length / 2) * 13;
}

/** The grading key: each grade on its report colour with its marks and points, in one row. */
export function drawGradingKey(doc: Pdf, bands: readonly GradingKeyBand[], y: number): number {
  const box = contentBox(doc);
  if (bands.length === 0) return y;
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small + 0.5)
    .fillColor(INK.text);
  oneLine(doc, 'Grading key', box.left, y);
  const top = y + 11;
  const width = box.width / bands.length;
  const height = 24;
  bands.forEach((band, i) => {
    const x = box.left + i * width;
    const fill = fillOf(band.colour);
    doc
      .save()
      .rect(x + 0.5, top, width - 1, height)
      .fill(fill)
      .restore();
    const ink = inkOn(fill);
    doc.font(FONT.bold).fontSize(SIZE.table).fillColor(ink);
    oneLine(doc, band.grade, x, top + 2.5, { width, align: 'center' });
    doc.font(FONT.regular).fontSize(5.6).fillColor(ink);
    oneLine(doc, `${band.min_mark}–${band.max_mark} · ${band.points} pt`, x, top + 14, { width, align: 'center' });
  });
  doc.fillColor(INK.text);
  return top + height;
}
