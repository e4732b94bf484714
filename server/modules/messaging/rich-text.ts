import sanitizeHtml from 'sanitize-html';
import type { AnyResource } from '../../../src/schema';
import { isAllowedImageSource, isAllowedLink } from '../../../src/resources/generic/richText/safeSources';
import type { Hook } from '../../engine/hooks';
import { refusal, say } from '../../errors';

/**
 * Rich text as notices and newsletters store it (spec.md section 5). What the editor makes is
 * kept: paragraphs, headings, bold, italic, underline, strike, code, quotes, lists, rules, links,
 * pictures, and its colours, highlights and alignment as those three style properties only.
 * Everything else (scripts, event handlers, other styles, frames, forms) is dropped without a
 * word: the editor never makes them, so only pasted or hand-made HTML carries them and nothing the
 * writer meant is lost. A link or picture the spec forbids is refused instead (400 on the field),
 * because dropping it would silently change what the school meant to say.
 */

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'span',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    mark: ['data-color', 'style'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    h5: ['style'],
    h6: ['style'],
  },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  // The checks below have refused anything else already; these keep sanitize-html's own guard.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Every link opens apart from the app and tells the other site nothing.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export type RichTextVerdict =
  | { readonly ok: true; readonly html: string }
  | { readonly ok: false; readonly reason: 'link_protocol' | 'image_source' };

/**
 * The first forbidden link or picture, read by the same parser that cleans the HTML (so what is
 * judged is what would be kept): an href or src is judged as the browser would read it, entities
 * decoded, and anything not plainly one of the allowed schemes is refused (`java&#x0A;script:`).
 */
function forbidden(html: string): RichTextVerdict | undefined {
  let found: RichTextVerdict | undefined;
  sanitizeHtml(html, {
    allowedTags: ['a', 'img'],
    allowedAttributes: { a: ['href'], img: ['src'] },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => {
      if (found) return false;
      const { href, src } = frame.attribs;
      if (frame.tag === 'a' && href !== undefined && href !== '' && !isAllowedLink(href))
        found = { ok: false, reason: 'link_protocol' };
      if (frame.tag === 'img' && !isAllowedImageSource(src)) found = { ok: false, reason: 'image_source' };
      return false;
    },
  });
  return found;
}

/** The stored form of a rich-text value, or why it is refused. */
export function cleanRichText(html: string): RichTextVerdict {
  const refused = forbidden(html);
  if (refused) return refused;
  return { ok: true, html: sanitizeHtml(html, OPTIONS) };
}

/** No words and no picture: what is left of a script pasted alone. */
const isBlank = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * HTML safe to show whatever is stored (rows written before these rules, or by an engine): cleaned
 * as on save, a forbidden link losing its address and a forbidden picture left out, never refused.
 */
export function safeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
    transformTags: {
      a: (tagName, attribs) => {
        const kept: Record<string, string> = { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' };
        if (!isAllowedLink(attribs.href)) delete kept.href;
        return { tagName, attribs: kept };
      },
    },
  });
}

const richTextFields = (resource: AnyResource): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => field.kind === 'rich_text')
    .map(([name]) => name);

/**
 * validate hook: every rich-text value written is cleaned before it is stored, and one holding a
 * forbidden link or picture is refused with a 400 naming the field; nothing is written.
 */
export const cleanRichTextFields: Hook = ({ resource, data }) => {
  const errors: Record<string, ReturnType<typeof say>> = {};
  for (const name of richTextFields(resource)) {
    const value = data[name];
    if (typeof value !== 'string') continue;
    const verdict = cleanRichText(value);
    if (!verdict.ok) errors[name] = say(`shule.messaging.notices.${verdict.reason}`);
    // Nothing but what was dropped (a pasted script alone): as empty as a required field may not be.
    else if (resource.fields[name].required && isBlank(verdict.html)) errors[name] = say('shule.validation.required');
    else data[name] = verdict.html;
  }
  if (Object.keys(errors).length > 0) throw refusal(400, say('shule.errors.fields'), errors);
};
