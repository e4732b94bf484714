import { IMAGE_MIME_TYPES } from './safeSources';

/**
 * A picture put into rich text is stored inside the text as a data: address, so it must be small:
 * a notice holds 100,000 characters, and a parent opens a newsletter on a phone. A small PNG, GIF
 * or JPEG (a badge, a logo) is kept as it is, transparency and animation included; anything
 * larger is redrawn at most 1000 pixels wide as a JPEG, smaller and plainer until it fits.
 */
export const MAX_PICTURE_CHARS = 60_000;
/** Files kept byte for byte: their data: address stays under MAX_PICTURE_CHARS. */
const KEEP_AS_IS_BYTES = 44_000;
/** Larger sources are not even decoded: a camera's raw photo would freeze a phone's tab. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
const KEPT_TYPES = new Set(['image/png', 'image/gif', 'image/jpeg']);
const SIDES = [1000, 800, 640, 480, 360] as const;
const QUALITIES = [0.82, 0.68, 0.55] as const;

export type PictureResult =
  { readonly src: string } | { readonly error: 'picture_type' | 'picture_too_big' | 'picture_unreadable' };

export const isPictureType = (type: string): boolean => (IMAGE_MIME_TYPES as readonly string[]).includes(type);

/** The sizes to try, largest first, for a picture of this size: never larger than it is. */
export function sizesToTry(width: number, height: number): { width: number; height: number }[] {
  const longest = Math.max(width, height);
  const sides = [Math.min(longest, SIDES[0]), ...SIDES.filter((side) => side < longest)];
  return [...new Set(sides)].map((side) => ({
    width: Math.max(1, Math.round((width * side) / longest)),
    height: Math.max(1, Math.round((height * side) / longest)),
  }));
}

/** Whether the file can go in unchanged. */
export const keptAsIs = (file: { readonly type: string; readonly size: number }): boolean =>
  KEPT_TYPES.has(file.type) && file.size <= KEEP_AS_IS_BYTES;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The data: address to insert for a chosen file, or why it is not inserted. */
export async function pictureForEditor(file: File): Promise<PictureResult> {
  if (!isPictureType(file.type)) return { error: 'picture_type' };
  if (file.size > MAX_SOURCE_BYTES) return { error: 'picture_too_big' };
  try {
    if (keptAsIs(file)) return { src: await readAsDataUrl(file) };
    const image = await loadImage(file);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return { error: 'picture_unreadable' };
    for (const size of sizesToTry(image.naturalWidth, image.naturalHeight)) {
      canvas.width = size.width;
      canvas.height = size.height;
      // JPEG has no transparency: a transparent logo goes on white, as on paper.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(image, 0, 0, size.width, size.height);
      for (const quality of QUALITIES) {
        const src = canvas.toDataURL('image/jpeg', quality);
        if (src.startsWith('data:image/jpeg') && src.length <= MAX_PICTURE_CHARS) return { src };
      }
    }
    return { error: 'picture_too_big' };
  } catch {
    return { error: 'picture_unreadable' };
  }
}
