/**
 * The little of fontkit (pdfkit's own font engine, which ships no types) that pdf.ts uses: a
 * parsed font that pdfkit embeds as it is, so the font files are parsed once per process.
 */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    readonly characterSet: readonly number[];
    glyphForCodePoint(codePoint: number): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
