import { type contentBox, FONT, formatMoney, INK, type Pdf, SIZE } from '../../../../documents';
import { shillingsInWords } from './words';

type Box = ReturnType<typeof contentBox>;

/**
 * The parts every official receipt of the school shares (fees, other income): the framed amount
 * in figures and in words, and the foot with who received it, a signature line, the stamp's
 * circle, and VOID across a voided receipt.
 */
export function drawAmountReceived(doc: Pdf, box: Box, amount: number): void {
  const top = doc.y;
  doc.save().roundedRect(box.left, top, box.width, 58, 4).lineWidth(1).strokeColor(INK.accent).stroke().restore();
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(INK.muted);
  doc.text('AMOUNT RECEIVED', box.left + 12, top + 8);
  doc.font(FONT.bold).fontSize(SIZE.display).fillColor(INK.accent);
  doc.text(formatMoney(amount), box.left + 12, top + 19);
  doc.font(FONT.italic).fontSize(SIZE.body).fillColor(INK.text);
  doc.text(shillingsInWords(amount), box.left + 12, top + 40, { width: box.width - 24 });
  doc.x = box.left;
  doc.y = top + 70;
}

/** A line to sign on, 190 points long, with its caption under it. */
export function signatureLine(doc: Pdf, x: number, y: number, caption: string): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + 190, y)
    .lineWidth(0.5)
    .strokeColor(INK.muted)
    .stroke()
    .restore();
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(INK.muted)
    .text(caption, x, y + 4);
}

/** The receipt's foot at the current line: received by, signature, stamp, and VOID when voided. */
export function drawReceiptFoot(doc: Pdf, box: Box, receivedBy: string, voided: boolean): void {
  const lineY = doc.y;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  doc.text(`Received by: ${receivedBy}`, box.left, lineY);
  signatureLine(doc, box.left, lineY + 40, 'Signature');
  doc
    .save()
    .circle(box.right - 55, lineY + 22, 40)
    .dash(2, { space: 2 })
    .lineWidth(0.6)
    .strokeColor(INK.muted)
    .stroke()
    .restore();
  doc.text('School stamp', box.right - 95, lineY + 64, { width: 80, align: 'center' });
  doc.fillColor(INK.text);
  if (voided) {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font(FONT.bold).fontSize(96).fillColor('#c62828').opacity(0.18);
    doc.text('VOID', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center' });
    doc.restore();
  }
}
