import { contentBox, FONT, INK, keepTogether, type Pdf, SIZE } from '../../../documents';

export interface Signer {
  readonly role: string;
  readonly name: string;
  readonly date: string;
  /** The payee signs with an ID number, written in by hand. */
  readonly withId?: boolean;
}

/**
 * The signatures as a ruled grid, one row per signer: role, name (printed when the system knows
 * it), signature and date, each cell tall enough to sign in by hand; the payee's row asks for the
 * ID number too. Drawn whole on one page.
 */
export function drawSignatures(doc: Pdf, signers: readonly Signer[]): void {
  const box = contentBox(doc);
  const widths = [190, 135, 95, box.width - 420];
  const heights = signers.map((s) => (s.withId ? 42 : 30));
  keepTogether(doc, 16 + heights.reduce((a, b) => a + b, 0) + 4);
  const xs = widths.map((_, i) => box.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  let y = doc.y;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(INK.muted);
  ['', 'Name', 'Signature', 'Date'].forEach((head, i) => doc.text(head, xs[i] + 4, y + 3, { width: widths[i] - 8 }));
  y += 14;
  const rule = (x1: number, y1: number, x2: number, y2: number) =>
    doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.5).strokeColor(INK.rule).stroke().restore();
  signers.forEach((signer, row) => {
    const h = heights[row];
    rule(box.left, y, box.right, y);
    doc
      .font(FONT.bold)
      .fontSize(SIZE.table)
      .fillColor(INK.text)
      .text(signer.role, xs[0] + 4, y + 4, { width: widths[0] - 8 });
    doc.font(FONT.bold).fontSize(SIZE.body - 0.5);
    if (signer.name) doc.text(signer.name, xs[1] + 4, y + 4, { width: widths[1] - 8 });
    if (signer.date) doc.text(signer.date, xs[3] + 4, y + 4, { width: widths[3] - 8 });
    if (signer.withId)
      doc
        .font(FONT.regular)
        .fontSize(SIZE.small)
        .fillColor(INK.muted)
        .text('ID number', xs[1] + 4, y + 29);
    [...xs, box.right].forEach((x) => rule(x, y, x, y + h));
    y += h;
  });
  rule(box.left, y, box.right, y);
  doc.x = box.left;
  doc.y = y + 6;
  doc.fillColor(INK.text);
}
