import { drawFooters, drawLetterhead, type School } from './letterhead';
import { createPdf, type Pdf, pdfBuffer } from './pdf';

export interface DocumentOptions {
  readonly school: School;
  /** Printed in capitals under the letterhead and used as the PDF's title. */
  readonly title: string;
  readonly subtitle?: string;
  /** The footer's print time; defaults to now. */
  readonly printedAt?: Date;
  readonly generatedBy?: string;
  readonly compress?: boolean;
  readonly layout?: 'portrait' | 'landscape';
}

/**
 * A school document: letterhead on the first page, `draw` for the body (tables and details
 * blocks add pages as they need), and a footer with "Page n of N" on every page.
 */
export async function printDocument(
  options: DocumentOptions,
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> {
  const printedAt = options.printedAt ?? new Date();
  const doc = createPdf({
    title: options.title,
    author: options.school.name,
    compress: options.compress,
    layout: options.layout,
  });
  drawLetterhead(doc, options.school, options.title, options.subtitle);
  await draw(doc);
  const caption = [options.school.name, options.title].filter(Boolean).join('  ·  ');
  drawFooters(doc, { caption, printedAt, generatedBy: options.generatedBy });
  return pdfBuffer(doc);
}
