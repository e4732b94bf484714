import type { Pdf } from '../../../documents';

export interface LineOptions {
  /** The box the text must fit: longer text ends in an ellipsis. */
  readonly width?: number;
  readonly align?: 'left' | 'center' | 'right';
}

/**
 * One line of text in the current font, placed by hand: pdfkit runs its line wrapper for every
 * text given a width (a tenth of a millisecond and much garbage each), and a stream's 60 report
 * forms draw some 11,000 short texts. Measuring is cached per string by pdfkit, so a figure
 * that repeats ("A", "12") costs nothing after the first page. Never starts a page of its own.
 */
export function oneLine(doc: Pdf, text: string, x: number, y: number, options: LineOptions = {}): void {
  let shown = text;
  let dx = 0;
  if (options.width !== undefined) {
    let width = doc.widthOfString(shown);
    if (width > options.width) {
      while (shown.length > 1 && doc.widthOfString(`${shown}…`) > options.width) shown = shown.slice(0, -1);
      shown = `${shown.trimEnd()}…`;
      width = doc.widthOfString(shown);
    }
    const room = options.width - width;
    dx = options.align === 'right' ? room : options.align === 'center' ? room / 2 : 0;
  }
  doc.text(shown, x + dx, y, { lineBreak: false });
}
