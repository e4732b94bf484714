import { FONT, INK, type Pdf, SIZE } from '../../../documents';
import type { ReportFormData, TrendPoint } from './form-data';
import { oneLine } from './form-text';

export interface Frame {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const UP = '#2e7d32';
const DOWN = '#c62828';

/** A signed figure as the office writes a deviation: +0.43, −0.20 (a true minus), 0.00. */
export const deviationText = (value: number): string =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}`;

/** A small up or down triangle: the house font has no arrows, so the sign is drawn. */
function drawTriangle(doc: Pdf, x: number, y: number, up: boolean): void {
  const s = 4;
  doc.save().fillColor(up ? UP : DOWN);
  if (up)
    doc
      .moveTo(x, y + s)
      .lineTo(x + s, y - s * 0.4)
      .lineTo(x + 2 * s, y + s)
      .fill();
  else
    doc
      .moveTo(x, y - s * 0.4)
      .lineTo(x + s, y + s)
      .lineTo(x + 2 * s, y - s * 0.4)
      .fill();
  doc.restore();
}

/** Grid lines every this many points: 2 on the 12-point scale and the 8 levels, 1 on the 4 levels. */
const stepOf = (max: number) => (max > 6 ? 2 : 1);

/**
 * The student's mean points over the exams of the year, drawn with pdfkit's vector paths: a
 * fixed 0..max scale (so two students' charts compare at a glance), grid, the line and its
 * points each labelled with its value, the exams named underneath.
 */
export function drawTrendChart(doc: Pdf, frame: Frame, points: readonly TrendPoint[], max: number): void {
  const title = 12;
  const axis = 16;
  const labels = 18;
  const plot = { x: frame.x + axis, y: frame.y + title + 4, w: frame.w - axis - 6, h: frame.h - title - labels - 8 };
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small + 0.5)
    .fillColor(INK.text);
  oneLine(doc, 'Mean points over the year', frame.x, frame.y, { width: frame.w });

  const yOf = (value: number) => plot.y + plot.h - (Math.max(0, Math.min(max, value)) / max) * plot.h;
  doc.font(FONT.regular).fontSize(6).fillColor(INK.muted);
  for (let v = 0; v <= max; v += stepOf(max)) {
    const y = yOf(v);
    doc
      .save()
      .strokeColor(v === 0 ? INK.rule : INK.hairline)
      .lineWidth(v === 0 ? 0.7 : 0.3)
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .stroke()
      .restore();
    oneLine(doc, String(v), frame.x, y - 3, { width: axis - 3, align: 'right' });
  }
  if (points.length === 0) {
    doc.font(FONT.italic).fontSize(SIZE.small).fillColor(INK.muted);
    doc.text('No published exam yet this year', plot.x, plot.y + plot.h / 2 - 4, { width: plot.w, align: 'center' });
    doc.fillColor(INK.text);
    return;
  }
  const slot = plot.w / points.length;
  const xOf = (i: number) => plot.x + slot * (i + 0.5);
  if (points.length > 1) {
    doc.save().strokeColor(INK.accent).lineWidth(1.4).lineJoin('round');
    points.forEach((p, i) =>
      i === 0 ? doc.moveTo(xOf(i), yOf(p.mean_points)) : doc.lineTo(xOf(i), yOf(p.mean_points)),
    );
    doc.stroke().restore();
  }
  points.forEach((p, i) => {
    const x = xOf(i);
    const y = yOf(p.mean_points);
    doc.save().circle(x, y, 2.2).fill(INK.accent).restore();
    doc.font(FONT.bold).fontSize(6).fillColor(INK.text);
    // Near the top of the scale the figure goes under its point, clear of the chart's title.
    const high = p.mean_points > max * 0.8;
    oneLine(doc, p.mean_points.toFixed(2), x - 15, high ? y + 3.5 : y - 9.5, { width: 30, align: 'center' });
    doc.font(FONT.regular).fontSize(5.8).fillColor(INK.muted);
    oneLine(doc, p.label, x - slot / 2 + 1, plot.y + plot.h + 3, { width: slot - 2, align: 'center' });
  });
  doc.fillColor(INK.text);
}

/**
 * The previous exam beside this one: its mean points and grade, and the deviation with its sign
 * and a green up or red down triangle. Without an earlier exam it says so.
 */
export function drawProgress(doc: Pdf, frame: Frame, form: ReportFormData): void {
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small + 0.5)
    .fillColor(INK.text);
  oneLine(doc, 'Progress', frame.x, frame.y, { width: frame.w });
  const row = (label: string, value: string, y: number) => {
    doc
      .font(FONT.regular)
      .fontSize(SIZE.table - 0.5)
      .fillColor(INK.muted);
    oneLine(doc, label, frame.x, y, { width: frame.w * 0.5 });
    doc.font(FONT.bold).fillColor(INK.text);
    oneLine(doc, value, frame.x + frame.w * 0.5, y, { width: frame.w * 0.5 });
  };
  const mean = (points: number | null, grade: string | null) =>
    points === null ? '—' : `${points.toFixed(2)}${grade ? ` (${grade})` : ''}`;
  let y = frame.y + 16;
  row('This exam', mean(form.mean_points, form.mean_grade), y);
  y += 13;
  const previous = form.previous;
  if (!previous) {
    doc.font(FONT.italic).fontSize(SIZE.small).fillColor(INK.muted);
    doc.text('No earlier exam to compare with.', frame.x, y, { width: frame.w });
    doc.fillColor(INK.text);
    return;
  }
  row('Previous exam', previous.exam, y);
  y += 13;
  row('Its mean', mean(previous.mean_points, previous.mean_grade), y);
  y += 13;
  doc
    .font(FONT.regular)
    .fontSize(SIZE.table - 0.5)
    .fillColor(INK.muted);
  oneLine(doc, 'Deviation', frame.x, y + 2, { width: frame.w * 0.5 });
  const text = deviationText(previous.deviation);
  const colour = previous.deviation > 0 ? UP : previous.deviation < 0 ? DOWN : INK.text;
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(colour);
  const at = frame.x + frame.w * 0.5;
  oneLine(doc, text, at, y);
  if (previous.deviation !== 0) drawTriangle(doc, at + doc.widthOfString(text) + 4, y + 6, previous.deviation > 0);
  doc.fillColor(INK.text);
}
