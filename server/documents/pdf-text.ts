import { inflateSync } from 'node:zlib';

/** One piece of text as drawn: its page position (PDF units, y up from the foot) and its font. */
export interface TextRun {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** The embedded font's name, such as "DZZZZZ+NotoSans-Bold". */
  readonly font: string;
}

/**
 * The text runs of each page of a PDF that pdfkit wrote, for tests: enough of a reader for
 * pdfkit's own output (objects in one file, Type0 fonts with a ToUnicode map, standard fonts in
 * WinAnsi), not for PDFs in general.
 */
export function pdfRuns(pdf: Buffer): TextRun[][] {
  const objects = readObjects(pdf);
  const kids = /\/Type\s*\/Pages\b[\s\S]*?\/Kids\s*\[([^\]]*)\]/.exec(
    [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dict))?.dict ?? '',
  );
  const pageIds = kids ? [...kids[1].matchAll(/(\d+)\s+0\s+R/g)].map((m) => Number(m[1])) : [];
  return pageIds.map((id) => pageRuns(objects, objects.get(id)?.dict ?? ''));
}

/** The text of each page, one line per text run. */
export const pdfPages = (pdf: Buffer): string[] => pdfRuns(pdf).map((runs) => runs.map((r) => r.text).join('\n'));

/** All pages' text, one line per text run. */
export const pdfText = (pdf: Buffer): string => pdfPages(pdf).join('\n');

interface PdfObject {
  readonly dict: string;
  readonly stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+)\s+0\s+obj\b/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const start = m.index + m[0].length;
    const streamAt = raw.indexOf('stream', start);
    const endAt = raw.indexOf('endobj', start);
    if (streamAt < 0 || (endAt >= 0 && endAt < streamAt)) {
      objects.set(Number(m[1]), { dict: raw.slice(start, endAt) });
      header.lastIndex = endAt;
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const bodyStart = streamAt + (raw[streamAt + 6] === '\r' ? 8 : 7);
    // The stated length, not a search for "endstream": font programs are binary.
    const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1] ?? NaN);
    const bodyEnd = Number.isFinite(length) ? bodyStart + length : raw.indexOf('endstream', bodyStart);
    let stream = pdf.subarray(bodyStart, bodyEnd);
    if (/\/Filter\s*\/FlateDecode/.test(dict)) stream = inflateSync(stream);
    objects.set(Number(m[1]), { dict, stream });
    header.lastIndex = bodyEnd;
  }
  return objects;
}

const refOf = (dict: string, key: string): number | undefined => {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** A ToUnicode CMap's glyph codes and the text each stands for (a ligature stands for several letters). */
function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit writes a ligature's letters with spaces between them: <0066 0069>.
  const HEX = /<([0-9a-fA-F\s]+)>/g;
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1], 16);
      const to = parseInt(m[2], 16);
      if (m[3].startsWith('[')) {
        [...m[3].matchAll(HEX)].forEach((d, i) => map.set(from + i, unicode(d[1])));
      } else {
        const base = parseInt(m[3].slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(m[1], 16), unicode(m[2]));
  return map;
}

const winAnsi = new TextDecoder('windows-1252');

type Decoder = (hex: string) => string;

interface Font {
  readonly name: string;
  readonly decode: Decoder;
}

const winAnsiFont: Font = { name: 'WinAnsi', decode: (hex) => winAnsi.decode(Buffer.from(hex, 'hex')) };

function fontsOf(objects: Map<number, PdfObject>, pageDict: string): Map<string, Font> {
  const resourcesId = refOf(pageDict, 'Resources');
  const resources = resourcesId !== undefined ? (objects.get(resourcesId)?.dict ?? '') : pageDict;
  const fontId = refOf(resources, 'Font');
  const fonts =
    fontId !== undefined ? (objects.get(fontId)?.dict ?? '') : (/\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '');
  const decoders = new Map<string, Font>();
  for (const m of fonts.matchAll(/\/([A-Za-z0-9_.-]+)\s+(\d+)\s+0\s+R/g)) {
    const font = objects.get(Number(m[2]))?.dict ?? '';
    const cmapId = refOf(font, 'ToUnicode');
    const cmap = cmapId !== undefined ? objects.get(cmapId)?.stream : undefined;
    const name = /\/BaseFont\s*\/([^\s/>]+)/.exec(font)?.[1] ?? m[1];
    if (cmap) {
      const map = parseCmap(cmap.toString('latin1'));
      const decode: Decoder = (hex) =>
        (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD').join('');
      decoders.set(m[1], { name, decode });
    } else decoders.set(m[1], { ...winAnsiFont, name });
  }
  return decoders;
}

function pageRuns(objects: Map<number, PdfObject>, pageDict: string): TextRun[] {
  const fonts = fontsOf(objects, pageDict);
  const contents = /\/Contents\s+(\d+)\s+0\s+R/.exec(pageDict);
  const stream = contents ? (objects.get(Number(contents[1]))?.stream?.toString('latin1') ?? '') : '';
  const runs: TextRun[] = [];
  let font = winAnsiFont;
  let size = 0;
  let x = 0;
  let y = 0;
  const NUM = '(-?[\\d.]+)';
  const ops = new RegExp(
    `${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+Tm|\\/([A-Za-z0-9_.-]+)\\s+${NUM}\\s+Tf|\\[(.*?)\\]\\s*TJ|<([0-9a-fA-F]*)>\\s*Tj`,
    'g',
  );
  for (const op of stream.matchAll(ops)) {
    if (op[6] !== undefined) {
      x = Number(op[5]);
      y = Number(op[6]);
    } else if (op[7] !== undefined) {
      font = fonts.get(op[7]) ?? font;
      size = Number(op[8]);
    } else {
      const pieces = op[9] !== undefined ? [...op[9].matchAll(/<([0-9a-fA-F]*)>/g)].map((p) => p[1]) : [op[10]];
      runs.push({ text: pieces.map(font.decode).join(''), x, y, size, font: font.name });
    }
  }
  return runs;
}
