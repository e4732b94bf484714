import { contentBox, FONT, INK, type Pdf, SIZE } from '../../../documents';
import { inkOn } from './colours';
import type { ReportSubjectLine } from './form-data';
import { oneLine } from './form-text';

interface Column {
  readonly header: string;
  readonly width: number;
  readonly align: 'left' | 'center' | 'right';
  readonly text: (line: ReportSubjectLine) => string;
}

const position = (line: ReportSubjectLine) =>
  line.position ? `${line.position.position}/${line.position.out_of}` : '';

/** A subject's score as the office writes it: the percent, X for absent, a dash when not taken. */
export const scoreText = (line: ReportSubjectLine): string =>
  line.absent ? 'X' : line.score === null ? '—' : String(line.score);

/** Widths in points over the 495 of an A4 page between the house margins; Subject and Remarks share the rest. */
function columns(width: number): Column[] {
  const fixed: Column[] = [
    { header: 'Marks', width: 46, align: 'center', text: scoreText },
    { header: 'Grade', width: 40, align: 'center', text: (l) => l.grade ?? '' },
    { header: 'Points', width: 40, align: 'center', text: (l) => (l.points === null ? '' : String(l.points)) },
    { header: 'Position', width: 50, align: 'center', text: position },
    { header: 'Teacher', width: 46, align: 'center', text: (l) => l.teacher_initials ?? '' },
  ];
  const rest = width - fixed.reduce((s, c) => s + c.width, 0);
  return [
    { header: 'Subject', width: Math.round(rest * 0.52), align: 'left', text: (l) => l.subject },
    ...fixed,
    { header: 'Remarks', width: rest - Math.round(rest * 0.52), align: 'left', text: (l) => l.remark ?? '' },
  ];
}

const PAD = 4;

/**
 * Every subject in one ruled table: header band, zebra rows, the grade on its report colour.
 * Drawn by hand rather than with drawTable, which colours no cell; the rows are sized to fit the
 * page (a report form is one page), from 15 points down to 11.5 for a Form 1 with 13 subjects.
 */
export function drawSubjectTable(
  doc: Pdf,
  lines: readonly ReportSubjectLine[],
  colours: ReadonlyMap<string, string>,
  room: number,
): void {
  const box = contentBox(doc);
  const cols = columns(box.width);
  const rowHeight = Math.max(11.5, Math.min(15, room / (lines.length + 1.3)));
  const size = rowHeight >= 13.5 ? SIZE.table : SIZE.table - 1;
  const headerHeight = rowHeight + 2;
  let y = doc.y;

  doc.save().rect(box.left, y, box.width, headerHeight).fill(INK.band).restore();
  let x = box.left;
  doc.font(FONT.bold).fontSize(size).fillColor(INK.text);
  for (const c of cols) {
    oneLine(doc, c.header, x + PAD, y + (headerHeight - size) / 2 - 1, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  }
  y += headerHeight;
  doc.save().strokeColor(INK.rule).lineWidth(0.8).moveTo(box.left, y).lineTo(box.right, y).stroke().restore();

  const gradeColumn = cols.findIndex((c) => c.header === 'Grade');
  lines.forEach((subject, index) => {
    if (index % 2 === 1) doc.save().rect(box.left, y, box.width, rowHeight).fill(INK.zebra).restore();
    x = box.left;
    cols.forEach((c, i) => {
      const text = c.text(subject);
      const colour = i === gradeColumn && subject.grade ? colours.get(subject.grade) : undefined;
      if (colour) {
        const chip = { w: Math.min(c.width - 10, 26), h: rowHeight - 3.5 };
        doc
          .save()
          .roundedRect(x + (c.width - chip.w) / 2, y + 1.75, chip.w, chip.h, 2)
          .fill(colour)
          .restore();
      }
      doc
        .font(i === 0 || i === gradeColumn ? FONT.bold : FONT.regular)
        .fontSize(size)
        .fillColor(colour ? inkOn(colour) : INK.text);
      // One line per cell: ellipsis rather than a wrapped row that would push the page over.
      oneLine(doc, text, x + PAD, y + (rowHeight - size) / 2 - 1, { width: c.width - 2 * PAD, align: c.align });
      x += c.width;
    });
    y += rowHeight;
    doc.save().strokeColor(INK.hairline).lineWidth(0.4).moveTo(box.left, y).lineTo(box.right, y).stroke().restore();
  });
  doc.save().strokeColor(INK.rule).lineWidth(0.8).moveTo(box.left, y).lineTo(box.right, y).stroke().restore();
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  doc.x = box.left;
  doc.y = y;
}
