import { useEffect, useState } from 'react';
import { saveBlob, filenameFrom } from '../../providers/download';
import { API_URL, authorisedFetch, httpClient } from '../../providers/httpClient';

/** A newsletter attachment's file, as GET /api/messaging/newsletter-files answers it. */
export interface AttachmentFile {
  readonly id: number;
  readonly name: string;
  readonly mime: string;
  readonly size: number;
}

export const FILES_URL = `${API_URL}/messaging/newsletter-files`;
/** What the server takes (server/modules/messaging/newsletter-files.ts): the picker offers the same. */
export const ATTACH_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.bmp,.doc,.docx,.xls,.xlsx,.ppt,.pptx';
export const MAX_ATTACHMENTS = 10;

export const sizeText = (bytes: number): string =>
  bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function isAttachmentFile(value: unknown): value is AttachmentFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AttachmentFile).id === 'number' &&
    typeof (value as AttachmentFile).name === 'string'
  );
}

/**
 * The files named by these upload ids, fetched once per set of ids; `add` records one just uploaded.
 * `url` is another document's files endpoint answering the same shape (a payment voucher's).
 */
export function useAttachmentFiles(ids: readonly string[], url: string = FILES_URL) {
  const [files, setFiles] = useState<ReadonlyMap<string, AttachmentFile>>(new Map());
  const missing = ids.filter((id) => /^\d+$/.test(id) && !files.has(id)).join(',');
  useEffect(() => {
    if (missing === '') return;
    let live = true;
    httpClient(`${url}?ids=${missing}`)
      .then(({ json }) => {
        if (!live || !Array.isArray(json)) return;
        setFiles((known) => {
          const next = new Map(known);
          for (const file of json) if (isAttachmentFile(file)) next.set(String(file.id), file);
          return next;
        });
      })
      .catch((error: unknown) => console.error('Loading attachment names failed', error));
    return () => {
      live = false;
    };
  }, [missing, url]);
  const add = (file: AttachmentFile) => setFiles((known) => new Map(known).set(String(file.id), file));
  return { files, add };
}

/** Opens a file behind the bearer header: fetched, then saved under its own name. */
export async function downloadFile(url: string, fallback: string): Promise<void> {
  const response = await authorisedFetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveBlob(await response.blob(), filenameFrom(response.headers.get('Content-Disposition'), fallback));
}
