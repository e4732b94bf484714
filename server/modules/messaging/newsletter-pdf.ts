import type { AppContext } from '../../context';
import type { Db, Row } from '../../db/database';
import { contentBox, FONT, formatDate, INK, keepTogether, printDocument, schoolOf, SIZE } from '../../documents';
import { attachmentFiles, attachmentLines, uploadIdOf } from './newsletter-files';
import { drawRichText } from './rich-text-pdf';

export interface NewsletterPdfOptions {
  /** The public link of the newsletter once published: its attachments are links under it. */
  readonly publicLink?: string;
  readonly printedAt?: Date;
  readonly compress?: boolean;
}

const sizeText = (bytes: number): string =>
  bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A newsletter as a school hands it out: the letterhead (badge, name, motto, address, contacts),
 * "NEWSLETTER" and the issue date, the newsletter's own title, the body as written, and the list
 * of what comes with it, each a link on the published copy.
 */
export async function newsletterPdf(
  db: Db,
  branchId: number,
  newsletter: Row,
  ctx?: AppContext,
  options: NewsletterPdfOptions = {},
): Promise<Buffer> {
  const school = await schoolOf(db, branchId, ctx);
  const lines = attachmentLines(newsletter);
  const files = new Map(
    (await attachmentFiles(db, branchId, lines.map((l) => uploadIdOf(l.upload_id)).filter(Number.isSafeInteger))).map(
      (f) => [f.id, f],
    ),
  );
  const title = String(newsletter.title ?? '');
  return printDocument(
    {
      school,
      title: 'Newsletter',
      subtitle: newsletter.issue_date ? formatDate(String(newsletter.issue_date)) : undefined,
      printedAt: options.printedAt,
      compress: options.compress,
    },
    (doc) => {
      const box = contentBox(doc);
      doc.font(FONT.bold).fontSize(18).fillColor(INK.accent);
      doc.text(title, box.left, doc.y, { width: box.width, align: 'center' });
      doc.fillColor(INK.text);
      doc.moveDown(0.8);
      drawRichText(doc, String(newsletter.body ?? ''));
      if (lines.length === 0) return;
      keepTogether(doc, 60);
      doc.moveDown(0.6);
      const ruleY = doc.y;
      doc
        .save()
        .moveTo(box.left, ruleY)
        .lineTo(box.right, ruleY)
        .lineWidth(0.6)
        .strokeColor(INK.rule)
        .stroke()
        .restore();
      doc.y = ruleY + 8;
      doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(INK.accent).text('Attachments', box.left, doc.y);
      doc.fillColor(INK.text).moveDown(0.3);
      lines.forEach((line, index) => {
        const file = files.get(uploadIdOf(line.upload_id));
        const caption = String(line.caption ?? '').trim();
        const name = file?.name ?? 'file';
        const link = options.publicLink ? `${options.publicLink}/attachments/${index + 1}` : undefined;
        doc.font(FONT.regular).fontSize(SIZE.body);
        doc.text(`${index + 1}.  `, box.left, doc.y, { continued: true });
        doc
          .font(FONT.bold)
          .fillColor(link ? '#1a56a6' : INK.text)
          .text(caption || name, { continued: true, link: link ?? null, underline: link !== undefined });
        doc
          .font(FONT.regular)
          .fillColor(INK.muted)
          .text(`   ${caption ? `${name}, ` : ''}${file ? sizeText(file.size) : ''}`, { link: null, underline: false });
        doc.fillColor(INK.text);
      });
      if (options.publicLink) {
        doc.moveDown(0.6);
        keepTogether(doc, 30);
        doc.font(FONT.italic).fontSize(SIZE.table).fillColor(INK.muted);
        doc.text('Read it online and download the attachments at:', box.left, doc.y, { width: box.width });
        // A line of its own, so the address is never broken across lines.
        doc.font(FONT.regular).fillColor('#1a56a6');
        doc.text(options.publicLink, { width: box.width, link: options.publicLink, underline: true });
        doc.fillColor(INK.text);
      }
    },
  );
}
