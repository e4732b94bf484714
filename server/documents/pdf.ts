import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { drawMissingLettersInFallbackFonts } from './fallback-fonts';

export type Pdf = PDFKit.PDFDocument;

/**
 * Noto Sans (OFL, from @embedpdf/fonts-latin) instead of the PDF standard fonts: those cover
 * Windows-1252 only, so Gĩkũyũ names (Mũthoni, Wanjirũ) and any Greek or Cyrillic would print as
 * gibberish. Letters it lacks (Amharic, Arabic, Indian scripts, Chinese) are drawn in Noto faces
 * that have them (fallback-fonts.ts). pdfkit embeds only the glyphs a document uses, so a
 * certificate stays small.
 */
export const FONT = { regular: 'Sans', bold: 'Sans-Bold', italic: 'Sans-Italic' } as const;

/** One type scale for every document, in points. */
export const SIZE = { display: 17, title: 13, heading: 11, body: 10, table: 9, small: 7.5 } as const;

export const INK = {
  text: '#1b1b1b',
  muted: '#5f6368',
  accent: '#1d3557',
  rule: '#8a9199',
  hairline: '#c9ced3',
  band: '#e4e9ef',
  zebra: '#f4f6f8',
} as const;

/** A4 with room at the foot for the page footer. */
export const MARGINS = { top: 42, bottom: 64, left: 50, right: 50 } as const;

const FILES: Record<keyof typeof FONT, string> = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  italic: 'NotoSans-Italic.ttf',
};

let fontCache: Record<keyof typeof FONT, Font> | undefined;

/**
 * The fonts, read and parsed once per process: parsing and shaping tables for three faces cost
 * about 150 ms, which every document would otherwise pay again. The package exports no file
 * paths, so the files are found beside its entry.
 */
function fonts(): Record<keyof typeof FONT, Font> {
  if (!fontCache) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-latin');
    const folder = path.join(path.dirname(entry), '..', 'fonts');
    const read = (file: string) => {
      const font = parseFont(fs.readFileSync(path.join(folder, file)));
      // fontkit keeps the first glyph object made for an id, with the characters it was made
      // from; shaping "ũ" makes the plain "u" glyph with none, and the PDF's text layer would
      // then lose every later "u" (copy, search). Making each glyph from its character first
      // gives every glyph its character; ligatures (U+FB00-FB4F) are left to shaping, which
      // gives "ffi" its three letters rather than the one presentation form.
      for (const codePoint of font.characterSet)
        if (codePoint < 0xfb00 || codePoint > 0xfb4f) font.glyphForCodePoint(codePoint);
      return font;
    };
    fontCache = { regular: read(FILES.regular), bold: read(FILES.bold), italic: read(FILES.italic) };
  }
  return fontCache;
}

export interface PdfOptions {
  readonly title: string;
  readonly author?: string;
  /** false leaves the page text readable in the file (tests); served documents are compressed. */
  readonly compress?: boolean;
  /** Wide tables (a merit list's subjects across) print landscape. */
  readonly layout?: 'portrait' | 'landscape';
}

/** An A4 document with the house fonts registered and its pages kept so footers can count them. */
export function createPdf(options: PdfOptions): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margins: { ...MARGINS },
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: options.author ?? '', Creator: 'Shule' },
  });
  const parsed = fonts();
  // pdfkit embeds a parsed fontkit font as it is (PDFFontFactory.open); its types list only files.
  for (const key of Object.keys(FONT) as (keyof typeof FONT)[])
    doc.registerFont(FONT[key], parsed[key] as unknown as Buffer);
  drawMissingLettersInFallbackFonts(doc);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/** The printable box of the current page. */
export const contentBox = (doc: Pdf) => ({
  left: doc.page.margins.left,
  right: doc.page.width - doc.page.margins.right,
  width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  bottom: doc.page.height - doc.page.margins.bottom,
});

/**
 * Starts a new page unless `height` points still fit above the bottom margin: a block that must not
 * be split (a signature box, ruled lines with their heading) moves whole to the next page.
 */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height <= contentBox(doc).bottom) return;
  doc.addPage();
  doc.x = contentBox(doc).left;
  doc.y = doc.page.margins.top;
}
