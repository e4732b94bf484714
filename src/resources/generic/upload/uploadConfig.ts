import type { DropzoneOptions } from 'dropzone';

/** POST /api/uploads: multipart `file` + `otherdata`, Dropzone.js chunk fields when chunked. */
export const UPLOAD_URL = '/api/uploads';

/** spec.md section 9: upload defaults. */
export const UPLOAD_LIMITS = {
  timeoutMs: 30_000,
  parallelUploads: 2,
  maxFilesizeMiB: 256,
  chunkSize: 2_000_000,
  retryChunksLimit: 3,
  thumbnailSize: 120,
  maxThumbnailFilesizeMiB: 10,
} as const;

/** Image types the server accepts (spec.md section 5: png, gif, jpeg, bmp, x-icon). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,image/x-icon';

/** Owners of GET /api/images/getimage/{type}/{id}, by the resource whose image field they fill. */
export type ImageOwner = 'student' | 'teacher' | 'staff' | 'employee' | 'school';
const IMAGE_OWNERS: Readonly<Record<string, ImageOwner>> = {
  students: 'student',
  teachers: 'teacher',
  staff: 'staff',
  employees: 'employee',
  branches: 'school',
};

export function imageOwnerOf(resource: string): ImageOwner | undefined {
  return Object.hasOwn(IMAGE_OWNERS, resource) ? IMAGE_OWNERS[resource] : undefined;
}

export function otherdataOf(type: ImageOwner, id: number | string, field: string): string {
  return JSON.stringify({ type, id: Number(id), field });
}

/** What the server answers on the last chunk (201). */
export interface UploadResult {
  readonly id: number;
  readonly url: string;
  readonly mime: string;
  readonly size: number;
}

export function isUploadResult(value: unknown): value is UploadResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'url' in value &&
    typeof value.url === 'string' &&
    'id' in value &&
    typeof value.id === 'number'
  );
}

/** The chunks Dropzone.js sends for a file: dzchunkindex, dzchunkbyteoffset and the chunk's size. */
export function chunkPlan(
  size: number,
  chunkSize: number = UPLOAD_LIMITS.chunkSize,
): { index: number; offset: number; size: number }[] {
  const count = Math.max(1, Math.ceil(size / chunkSize));
  return Array.from({ length: count }, (_, index) => ({
    index,
    offset: index * chunkSize,
    size: Math.min(chunkSize, size - index * chunkSize),
  }));
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Dropzone's options with the spec's limits; its messages come from i18n, keeping Dropzone's own
 * {{placeholders}} (polyglot leaves them alone, Dropzone fills them in).
 */
export function dropzoneOptions(translate: Translate, extra: DropzoneOptions = {}): DropzoneOptions {
  return {
    url: UPLOAD_URL,
    method: 'post',
    paramName: 'file',
    timeout: UPLOAD_LIMITS.timeoutMs,
    parallelUploads: UPLOAD_LIMITS.parallelUploads,
    maxFilesize: UPLOAD_LIMITS.maxFilesizeMiB,
    chunking: true,
    forceChunking: false,
    parallelChunkUploads: false,
    chunkSize: UPLOAD_LIMITS.chunkSize,
    retryChunks: true,
    retryChunksLimit: UPLOAD_LIMITS.retryChunksLimit,
    createImageThumbnails: true,
    thumbnailWidth: UPLOAD_LIMITS.thumbnailSize,
    thumbnailHeight: UPLOAD_LIMITS.thumbnailSize,
    maxThumbnailFilesize: UPLOAD_LIMITS.maxThumbnailFilesizeMiB,
    // The token is checked (and refreshed) before each queue run: see DropZone.tsx.
    autoProcessQueue: false,
    // Previews are drawn by React from the files' state, not by Dropzone's template.
    disablePreviews: true,
    dictFallbackMessage: translate('shule.upload.unsupported'),
    dictFileTooBig: translate('shule.upload.too_big'),
    dictInvalidFileType: translate('shule.upload.wrong_type'),
    dictMaxFilesExceeded: translate('shule.upload.max_files'),
    dictResponseError: translate('shule.upload.server_error'),
    dictUploadCanceled: translate('shule.upload.canceled'),
    ...extra,
  };
}

/** Dropzone's own English errors (not options) and a server's {message}, as one translated line. */
export function errorText(message: unknown, translate: Translate): string {
  if (typeof message === 'object' && message !== null && 'message' in message && typeof message.message === 'string')
    return message.message;
  const text = typeof message === 'string' ? message : '';
  const timeout = /^Request timedout after ([\d.]+) seconds$/.exec(text);
  if (timeout) return translate('shule.upload.timeout', { seconds: timeout[1] });
  if (text === 'Invalid JSON response from server.') return translate('shule.upload.invalid_json');
  return text;
}
