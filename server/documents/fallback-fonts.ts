import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create as parseFont, type Font } from 'fontkit';

/**
 * Scripts the house font (Noto Sans: Latin, Greek, Cyrillic) lacks, each with a Noto face that
 * has it: a name in Amharic, Arabic, Gujarati or Chinese prints in its own letters, never as
 * empty boxes. Most are files under assets/fonts (OFL, see README.md there); Chinese comes from
 * @embedpdf/fonts-sc, too large to keep in the repository. Each font is read the first time a
 * document needs one of its letters, and pdfkit embeds only the glyphs a document uses.
 */
interface Script {
  readonly name: string;
  /** Code point ranges worth asking this font about; the font itself decides. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly files: { readonly regular: () => string; readonly bold: () => string };
  /**
   * Right to left. pdfkit lays text out a word at a time, in reading order, unless it is given
   * OpenType features; with them it lays out the whole run at once, which fontkit puts in visual
   * order, so such runs go with an (empty) feature list.
   */
  readonly rtl?: boolean;
}

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'fonts');
const asset = (family: string) => ({
  regular: () => path.join(ASSETS, `NotoSans${family}-Regular.ttf`),
  bold: () => path.join(ASSETS, `NotoSans${family}-Bold.ttf`),
});
/** The package exports no file paths, so the files are found beside its entry. */
const chinese = (file: string) => () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts', file);

const SCRIPTS: readonly Script[] = [
  {
    name: 'Ethiopic',
    ranges: [
      [0x1200, 0x139f],
      [0x2d80, 0x2ddf],
      [0xab00, 0xab2f],
    ],
    files: asset('Ethiopic'),
  },
  {
    name: 'Arabic',
    rtl: true,
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x08a0, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
    files: asset('Arabic'),
  },
  {
    name: 'Hebrew',
    rtl: true,
    ranges: [
      [0x0590, 0x05ff],
      [0xfb1d, 0xfb4f],
    ],
    files: asset('Hebrew'),
  },
  {
    name: 'Devanagari',
    ranges: [
      [0x0900, 0x097f],
      [0xa8e0, 0xa8ff],
    ],
    files: asset('Devanagari'),
  },
  { name: 'Bengali', ranges: [[0x0980, 0x09ff]], files: asset('Bengali') },
  { name: 'Gujarati', ranges: [[0x0a80, 0x0aff]], files: asset('Gujarati') },
  { name: 'Tamil', ranges: [[0x0b80, 0x0bff]], files: asset('Tamil') },
  {
    name: 'Chinese',
    // CJK symbols, kana, ideographs and their extensions, full-width forms.
    ranges: [
      [0x2e80, 0x9fff],
      [0xf900, 0xfaff],
      [0xfe30, 0xfe4f],
      [0xff00, 0xffef],
      [0x20000, 0x3ffff],
    ],
    files: { regular: chinese('NotoSansHans-Regular.otf'), bold: chinese('NotoSansHans-Bold.otf') },
  },
];

type Style = 'regular' | 'bold';

const parsed = new Map<string, Font>();

/** A fallback font, read and parsed once per process. */
function fontOf(script: Script, style: Style): Font {
  const file = script.files[style]();
  let font = parsed.get(file);
  if (!font) {
    font = parseFont(fs.readFileSync(file));
    parsed.set(file, font);
  }
  return font;
}

const scriptOf = new Map<number, Script | null>();

/** The fallback script whose font has this letter; null when none has. */
function fallbackFor(codePoint: number): Script | null {
  let script = scriptOf.get(codePoint);
  if (script === undefined) {
    script =
      SCRIPTS.find(
        (s) =>
          s.ranges.some(([from, to]) => codePoint >= from && codePoint <= to) &&
          fontOf(s, 'regular').hasGlyphForCodePoint(codePoint),
      ) ?? null;
    if (scriptOf.size < 100_000) scriptOf.set(codePoint, script);
  }
  return script;
}

/** A piece of a string drawn in one font: the current one (script undefined) or a fallback. */
interface Run {
  text: string;
  readonly script?: Script;
}

/** The options a run is measured and drawn with: right-to-left runs laid out whole (see Script.rtl). */
const runOptions = <T extends object>(run: Run, options: T): T =>
  run.script?.rtl ? { ...options, features: (options as { features?: unknown }).features ?? [] } : options;

/** Marks, joiners and variation selectors belong to the letter before them. */
const CLINGS = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;
/** Spaces, punctuation, digits and symbols stay in the run they are in when its font has them. */
const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u;

/**
 * The runs of a string by font, or undefined when the current font has every letter (nearly
 * always: the check is all most strings pay).
 */
function runsOf(text: string, current: Font, style: Style): Run[] | undefined {
  let missing = false;
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) as number;
    if (codePoint > 0x7e && !current.hasGlyphForCodePoint(codePoint) && !CLINGS.test(ch)) {
      missing = true;
      break;
    }
  }
  if (!missing) return undefined;
  const runs: Run[] = [];
  let run: Run | undefined;
  for (const ch of text) {
    const codePoint = ch.codePointAt(0) as number;
    const runFont = run && (run.script ? fontOf(run.script, style) : current);
    if (run && runFont && (CLINGS.test(ch) || (NEUTRAL.test(ch) && runFont.hasGlyphForCodePoint(codePoint)))) {
      run.text += ch;
      continue;
    }
    const script = current.hasGlyphForCodePoint(codePoint) ? undefined : (fallbackFor(codePoint) ?? undefined);
    if (run && run.script === script) run.text += ch;
    else runs.push((run = { text: ch, script }));
  }
  for (const r of runs) {
    if (!r.script) continue;
    // fontkit keeps the first glyph object made for an id with the characters it was made from;
    // making each glyph from its character before shaping keeps the PDF's text layer whole (pdf.ts).
    const font = fontOf(r.script, style);
    for (const ch of r.text) font.glyphForCodePoint(ch.codePointAt(0) as number);
  }
  return runs;
}

type TextOptions = Record<string, unknown> & {
  readonly align?: string;
  readonly width?: number;
  readonly lineWidth?: number;
  readonly textWidth?: number;
  readonly baseline?: unknown;
};

/** The parts of a pdfkit document this file works with: pdfkit's own, not in its published types. */
interface Internals {
  _font: { readonly font?: Font; readonly ascender: number };
  _fontSource: unknown;
  _fontFamily: unknown;
  _fontSize: number;
  _fragment(text: string, x: number, y: number, options: TextOptions): void;
  widthOfString(text: string, options?: TextOptions): number;
  font(name: string): unknown;
  registerFont(name: string, src: unknown): unknown;
}

/**
 * Makes a document draw every letter its house font lacks in a fallback font, at the level where
 * pdfkit measures (widthOfString, which line wrapping, alignment and the tables use) and draws one
 * line's piece of text (_fragment): text(), heightOfString() and every document helper are served
 * without knowing. The runs of one line share the house font's baseline. Justified lines that mix
 * fonts are set flush left.
 */
export function drawMissingLettersInFallbackFonts(doc: PDFKit.PDFDocument): void {
  const pdf = doc as unknown as Internals;
  const measure = pdf.widthOfString.bind(pdf);
  const fragment = pdf._fragment.bind(pdf);
  const registered = new Set<string>();

  const styleNow = (): Style => (/bold/i.test(pdf._font.font?.postscriptName ?? '') ? 'bold' : 'regular');
  const runsNow = (text: string): Run[] | undefined => {
    const current = pdf._font.font;
    return current && text ? runsOf(text, current, styleNow()) : undefined;
  };

  /** Runs work with the run's font as the current one, then puts the caller's font back. */
  function inFont<T>(run: Run, style: Style, work: () => T): T {
    if (!run.script) return work();
    const saved = { font: pdf._font, source: pdf._fontSource, family: pdf._fontFamily };
    const name = `Fallback-${run.script.name}-${style}`;
    if (!registered.has(name)) {
      pdf.registerFont(name, fontOf(run.script, style));
      registered.add(name);
    }
    pdf.font(name);
    try {
      return work();
    } finally {
      pdf._font = saved.font;
      pdf._fontSource = saved.source;
      pdf._fontFamily = saved.family;
    }
  }

  pdf.widthOfString = (text, options = {}) => {
    const runs = runsNow(text);
    if (!runs) return measure(text, options);
    const style = styleNow();
    const plain = { ...options, characterSpacing: 0, horizontalScaling: 100 };
    const width = runs.reduce(
      (sum, run) => sum + inFont(run, style, () => measure(run.text, runOptions(run, plain))),
      0,
    );
    const spacing = Number(options.characterSpacing ?? 0) * (text.length - 1);
    return ((width + spacing) * Number(options.horizontalScaling ?? 100)) / 100;
  };

  pdf._fragment = (text, x, y, options) => {
    const line = String(text).replace(/\n/g, '');
    const runs = runsNow(line);
    if (!runs) return fragment(text, x, y, options);
    const style = styleNow();
    let left = x;
    if (options.width && options.align === 'right')
      left += Number(options.lineWidth) - pdf.widthOfString(line.replace(/\s+$/, ''), options);
    else if (options.width && options.align === 'center')
      left += Number(options.lineWidth) / 2 - Number(options.textWidth ?? pdf.widthOfString(line, options)) / 2;
    const baseline = options.baseline ?? -((pdf._font.ascender / 1000) * pdf._fontSize);
    for (const run of runs)
      inFont(run, style, () => {
        const own = runOptions(run, options);
        fragment(run.text, left, y, { ...own, align: 'left', baseline, textWidth: undefined, wordCount: undefined });
        left += measure(run.text, own);
      });
  };
}
