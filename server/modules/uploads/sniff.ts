/**
 * File types accepted by uploads, told apart by their first bytes (never trusting the name alone)
 * and by the extension of their name: both must agree and be allowed for the target.
 */
export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/x-icon'] as const;
export const DOCUMENT_MIMES = ['application/pdf'] as const;
export type UploadType = (typeof IMAGE_MIMES)[number] | (typeof DOCUMENT_MIMES)[number];

export const MAX_FILE_BYTES = 256 * 1024 * 1024;
export const MAX_FILE_MIB = 256;
export const WRONG_TYPE = "You can't upload files of this type.";

/** spec.md section 5, with the size rounded as Dropzone rounds it (MiB, two decimals). */
export const tooBig = (bytes: number): string =>
  `File is too big (${Math.round(bytes / 1024 / 10.24) / 100}MiB). Max filesize: ${MAX_FILE_MIB}MiB.`;

const EXTENSIONS: Record<string, UploadType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
};

export function typeByName(name: string): UploadType | undefined {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name.trim());
  return match ? EXTENSIONS[match[1].toLowerCase()] : undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** The type the content itself declares, from its magic bytes; undefined for anything else. */
export function typeByContent(head: Uint8Array): UploadType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  // 'BM' alone is weak; the DIB header size that follows the 14-byte file header makes it sure.
  if (startsWith(head, ascii('BM')) && head.length >= 18) {
    const dib = head[14] | (head[15] << 8) | (head[16] << 16) | (head[17] << 24);
    if (BMP_HEADER_SIZES.has(dib)) return 'image/bmp';
  }
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00]) && head.length >= 6 && (head[4] | (head[5] << 8)) > 0)
    return 'image/x-icon';
  return undefined;
}

/** The accepted type of a file, or undefined when its name or content is not allowed or they disagree. */
export function acceptedType(name: string, head: Uint8Array, allowed: readonly string[]): UploadType | undefined {
  const named = typeByName(name);
  if (!named || !allowed.includes(named)) return undefined;
  return typeByContent(head) === named ? named : undefined;
}
