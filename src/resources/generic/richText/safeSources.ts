/**
 * spec.md section 5: links may use http, https, mailto and tel; images may come from http, https
 * or data; the image picker accepts png, gif, jpeg, bmp and x-icon.
 */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'] as const;
/** Undo history of the editor: 100 steps, typing within 1,000 ms merged into one step (spec.md section 9). */
export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 1000;

export function isAllowedLink(url: string | undefined | null): boolean {
  if (!url) return false;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return match !== null && (LINK_PROTOCOLS as readonly string[]).includes(match[1].toLowerCase());
}

/** A data: source must also be one of the picker's image types; never svg (it can carry script). */
export function isAllowedImageSource(src: string | undefined | null): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return true;
  const data = /^data:([a-z/+.-]+)[;,]/i.exec(value);
  return data !== null && (IMAGE_MIME_TYPES as readonly string[]).includes(data[1].toLowerCase());
}

export function isAcceptedImageFile(file: { type: string }): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}
