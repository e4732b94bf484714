import { DomUtils, parseDOM } from 'htmlparser2';
import { contentBox, FONT, INK, keepTogether, type Pdf, SIZE } from '../../documents';

/**
 * Draws the rich text of a notice or newsletter (already cleaned by rich-text.ts, so only the
 * editor's tags arrive) on a pdfkit page: headings, paragraphs with bold, italic, underline,
 * strike-through and coloured runs, links that stay clickable, bulleted and numbered lists (nested),
 * quotes, rules and pictures. Pictures are drawn when they are PNG or JPEG data (what a PDF takes);
 * a picture from a web address is not fetched by the server (it would fetch whatever a writer
 * names) and is printed as a link instead, as is a GIF, BMP or icon picture.
 */

type Node = ReturnType<typeof parseDOM>[number];
type Element = Extract<Node, { attribs: unknown; children: unknown }>;
/** pdfkit reads a picture's size with openImage, which its published types leave out. */
type WithOpenImage = Pdf & { openImage(src: Buffer): { readonly width: number; readonly height: number } };

interface Style {
  readonly bold: boolean;
  readonly italic: boolean;
  readonly underline: boolean;
  readonly strike: boolean;
  readonly link?: string;
  readonly color?: string;
}

interface Run extends Style {
  readonly text: string;
}

interface Block {
  readonly left: number;
  readonly width: number;
  readonly size: number;
  readonly align: 'left' | 'center' | 'right' | 'justify';
  readonly base: Style;
  readonly after: number;
}

const PLAIN: Style = { bold: false, italic: false, underline: false, strike: false };
const HEADING_SIZES: Readonly<Record<string, number>> = { h1: 15, h2: 13, h3: 11.5, h4: 10.5, h5: 10, h6: 10 };
const LIST_INDENT = 16;
/** Tallest a picture is drawn: a phone photo pasted whole would otherwise take a page. */
const MAX_PICTURE_HEIGHT = 260;

const elementOf = (node: Node): Element | undefined => (DomUtils.isTag(node) ? (node as Element) : undefined);

/** style="color: #c62828; text-align: center" → the one property asked for. */
function styleValue(element: Element, property: string): string | undefined {
  const style = element.attribs.style ?? '';
  for (const declaration of style.split(';')) {
    const [name, ...value] = declaration.split(':');
    if (name?.trim().toLowerCase() === property) return value.join(':').trim();
  }
  return undefined;
}

/** A colour pdfkit draws: #rgb, #rrggbb or rgb(…); anything else keeps the ink. */
function pdfColour(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return value;
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(value);
  if (!rgb) return undefined;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

function styled(style: Style, element: Element): Style {
  switch (element.name) {
    case 'strong':
    case 'b':
      return { ...style, bold: true };
    case 'em':
    case 'i':
      return { ...style, italic: true };
    case 'u':
      return { ...style, underline: true };
    case 's':
    case 'strike':
    case 'del':
      return { ...style, strike: true };
    case 'a':
      return element.attribs.href ? { ...style, link: element.attribs.href, underline: true, color: '#1a56a6' } : style;
    case 'span':
      return { ...style, color: pdfColour(styleValue(element, 'color')) ?? style.color };
    default:
      return style;
  }
}

const fontOf = (run: Style): string => (run.bold ? FONT.bold : run.italic ? FONT.italic : FONT.regular);

/** Draws one paragraph's runs as a single flow of text that wraps across lines and pages. */
function drawRuns(doc: Pdf, runs: readonly Run[], block: Block): void {
  const text = runs.filter((run) => run.text !== '');
  if (text.length === 0) return;
  doc.x = block.left;
  text.forEach((run, index) => {
    doc
      .font(fontOf(run))
      .fontSize(block.size)
      .fillColor(run.color ?? INK.text);
    const options = {
      continued: index < text.length - 1,
      underline: run.underline,
      strike: run.strike,
      link: run.link ?? null,
      // pdfkit justifies a run of mixed fonts with gaps at every change; such paragraphs go flush left.
      ...(index === 0
        ? {
            width: block.width,
            align: block.align === 'justify' && text.length > 1 ? 'left' : block.align,
            lineGap: 1.5,
          }
        : {}),
    };
    if (index === 0) doc.text(run.text, block.left, doc.y, options);
    else doc.text(run.text, options);
  });
  doc.fillColor(INK.text).font(FONT.regular);
  doc.y += block.after;
  doc.x = block.left;
}

/** A picture's bytes when it is PNG or JPEG data; undefined otherwise. */
function pictureBytes(src: string): Buffer | undefined {
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src.trim());
  return match ? Buffer.from(match[2], 'base64') : undefined;
}

function drawPicture(doc: Pdf, element: Element, block: Block): void {
  const src = element.attribs.src ?? '';
  const alt = element.attribs.alt?.trim() || element.attribs.title?.trim() || '';
  const bytes = pictureBytes(src);
  if (bytes) {
    try {
      // pdfkit reads the size from the file; the writer's width (the editor's resize) is kept if smaller.
      const image = (doc as WithOpenImage).openImage(bytes);
      const wanted = Number(element.attribs.width) || image.width;
      const width = Math.min(block.width, wanted, (image.width * MAX_PICTURE_HEIGHT) / image.height);
      const height = (image.height * width) / image.width;
      keepTogether(doc, height + 6);
      doc.image(bytes, block.left + (block.width - width) / 2, doc.y, { width, height });
      doc.y += height + 6;
      doc.x = block.left;
      return;
    } catch {
      // A broken picture prints as its caption below, never as no newsletter.
    }
  }
  const web = /^https?:\/\//i.test(src) ? src : undefined;
  const label = `[Picture${alt ? `: ${alt}` : ''}${web ? ` — ${web}` : ''}]`;
  drawRuns(doc, [{ ...PLAIN, italic: true, color: INK.muted, link: web, text: label }], block);
}

/** The inline content of a block as runs; pictures inside it are drawn as blocks of their own. */
function drawInline(doc: Pdf, nodes: readonly Node[], block: Block): void {
  let runs: Run[] = [];
  const flush = () => {
    drawRuns(doc, runs, { ...block, after: 0 });
    runs = [];
  };
  const walk = (children: readonly Node[], style: Style) => {
    for (const node of children) {
      if (DomUtils.isText(node)) {
        const text = node.data.replace(/\s+/g, ' ');
        if (text !== '') runs.push({ ...style, text });
        continue;
      }
      const element = elementOf(node);
      if (!element) continue;
      if (element.name === 'br') runs.push({ ...style, text: '\n' });
      else if (element.name === 'img') {
        flush();
        drawPicture(doc, element, block);
      } else walk(element.children, styled(style, element));
    }
  };
  walk(nodes, block.base);
  // Leading spaces of a line come from the HTML's layout, not from the writer.
  if (runs.length > 0) runs[0] = { ...runs[0], text: runs[0].text.replace(/^ +/, '') };
  flush();
  doc.y += block.after;
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr']);

function alignOf(element: Element): Block['align'] {
  const value = styleValue(element, 'text-align');
  return value === 'center' || value === 'right' || value === 'justify' ? value : 'left';
}

function drawList(doc: Pdf, list: Element, left: number, width: number): void {
  const ordered = list.name === 'ol';
  let number = Number(list.attribs.start) || 1;
  for (const item of list.children.map(elementOf)) {
    if (!item || item.name !== 'li') continue;
    const marker = ordered ? `${number++}.` : '•';
    keepTogether(doc, SIZE.body * 1.6);
    const top = doc.y;
    const page = doc.bufferedPageRange().count;
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text);
    doc.text(marker, left, top, { width: LIST_INDENT - 3, align: 'right', lineBreak: false });
    doc.y = doc.bufferedPageRange().count === page ? top : doc.y;
    drawBlocks(doc, item.children, left + LIST_INDENT, width - LIST_INDENT, 2);
  }
  doc.x = left;
}

/**
 * Block-level content: consecutive inline nodes form a paragraph (a list item's text without a
 * <p>), each block element is drawn in turn. `after` is the space under each paragraph.
 */
function drawBlocks(doc: Pdf, nodes: readonly Node[], left: number, width: number, after: number): void {
  let inline: Node[] = [];
  const paragraph = () => {
    if (inline.some((n) => !DomUtils.isText(n) || n.data.trim() !== ''))
      drawInline(doc, inline, { left, width, size: SIZE.body, align: 'left', base: PLAIN, after });
    inline = [];
  };
  for (const node of nodes) {
    const element = elementOf(node);
    if (!element || !BLOCK_TAGS.has(element.name)) {
      inline.push(node);
      continue;
    }
    paragraph();
    const name = element.name;
    if (name === 'p') {
      drawInline(doc, element.children, { left, width, size: SIZE.body, align: alignOf(element), base: PLAIN, after });
    } else if (name in HEADING_SIZES) {
      const size = HEADING_SIZES[name];
      // A heading never ends a page alone: it moves down with the first lines under it.
      keepTogether(doc, size * 2 + SIZE.body * 3);
      doc.y += name === 'h1' || name === 'h2' ? 6 : 3;
      const base = { ...PLAIN, bold: true, color: name === 'h1' || name === 'h2' ? INK.accent : undefined };
      drawInline(doc, element.children, { left, width, size, align: alignOf(element), base, after: 3 });
    } else if (name === 'ul' || name === 'ol') {
      drawList(doc, element, left, width);
      doc.y += after;
    } else if (name === 'li') {
      drawBlocks(doc, element.children, left, width, after);
    } else if (name === 'blockquote') {
      const top = doc.y;
      const page = doc.bufferedPageRange().count;
      drawBlocks(doc, element.children, left + 14, width - 14, after);
      if (doc.bufferedPageRange().count === page)
        doc
          .save()
          .moveTo(left + 3, top)
          .lineTo(left + 3, doc.y - after)
          .lineWidth(2)
          .strokeColor(INK.hairline)
          .stroke()
          .restore();
    } else if (name === 'pre') {
      const text = DomUtils.textContent(element);
      doc.font(FONT.regular).fontSize(SIZE.table).fillColor(INK.text);
      doc.text(text, left + 8, doc.y, { width: width - 16 });
      doc.y += after;
    } else if (name === 'hr') {
      keepTogether(doc, 12);
      const y = doc.y + 4;
      doc
        .save()
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.6)
        .strokeColor(INK.rule)
        .stroke()
        .restore();
      doc.y = y + 8;
    }
  }
  paragraph();
  doc.x = left;
}

/** Draws cleaned rich text from the current position, across as many pages as it needs. */
export function drawRichText(doc: Pdf, html: string): void {
  const box = contentBox(doc);
  drawBlocks(doc, parseDOM(html), box.left, box.width, 6);
}
