import Dropzone, { type DropzoneFile, type DropzoneOptions } from 'dropzone';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { currentAccessToken, isTokenExpired } from '../../../providers/httpClient';
import { getAccessToken } from '../../../providers/session';
import { dropzoneOptions, errorText, isUploadResult, type Translate, type UploadResult } from './uploadConfig';

/** One file as the screen shows it; `status` is Dropzone's (added, queued, uploading, canceled, error, success). */
export interface UploadItem {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly status: string;
  readonly progress: number;
  readonly error?: string;
  readonly thumbnail?: string;
}

export interface DropzoneConfig {
  readonly translate: Translate;
  readonly options?: DropzoneOptions;
  /** The otherdata text sent with each request; null while the owner record does not exist. */
  readonly otherdata: () => string | null;
  /** Upload as soon as a file is accepted (edit screens); otherwise wait for upload(). */
  readonly autoUpload: boolean;
  readonly onSuccess?: (result: UploadResult) => void;
}

export interface DropzoneApi {
  readonly items: readonly UploadItem[];
  readonly supported: boolean;
  /** Uploads the queued files and resolves with the results once the queue is done. */
  readonly upload: () => Promise<UploadResult[]>;
  readonly remove: (key: string) => void;
  readonly browse: () => void;
  readonly hasQueued: () => boolean;
}

const snapshot = (file: DropzoneFile, errors: Map<string, string>, thumbs: Map<string, string>): UploadItem => ({
  key: file.upload.uuid,
  name: file.name,
  size: file.size,
  status: file.status,
  progress: Math.round(file.upload.progress),
  error: errors.get(file.upload.uuid),
  thumbnail: thumbs.get(file.upload.uuid),
});

/** Dropzone.js on an element, mirrored into React state; the bearer token is refreshed when expired. */
export function useDropzone(element: RefObject<HTMLElement | null>, config: DropzoneConfig): DropzoneApi {
  const [items, setItems] = useState<UploadItem[]>([]);
  const zone = useRef<Dropzone | null>(null);
  const latest = useRef(config);
  latest.current = config;
  const results = useRef<UploadResult[]>([]);
  const supported = Dropzone.isBrowserSupported();

  const authorise = useCallback(async (dz: Dropzone) => {
    const token = await currentAccessToken();
    dz.options.headers = token ? { Authorization: `Bearer ${token}` } : {};
  }, []);

  const upload = useCallback(async (): Promise<UploadResult[]> => {
    const dz = zone.current;
    if (!dz || dz.getQueuedFiles().length === 0) return [];
    results.current = [];
    await authorise(dz);
    return new Promise((resolve) => {
      dz.on('queuecomplete', function done() {
        dz.off('queuecomplete', done);
        resolve(results.current);
      });
      dz.processQueue();
    });
  }, [authorise]);

  useEffect(() => {
    const el = element.current;
    if (!el || !supported) return;
    const { translate, options } = latest.current;
    const errors = new Map<string, string>();
    const thumbs = new Map<string, string>();
    const dz = new Dropzone(el, dropzoneOptions(translate, options));
    zone.current = dz;
    const sync = () => setItems(dz.files.map((f) => snapshot(f, errors, thumbs)));
    dz.on('addedfile', () => {
      sync();
      // Accepting runs right after `addedfile`; queue the upload once that has happened.
      setTimeout(() => {
        sync();
        if (latest.current.autoUpload && latest.current.otherdata() !== null) void upload();
      }, 0);
    });
    dz.on('thumbnail', (file: DropzoneFile, dataUrl: string | Event) => {
      if (typeof dataUrl === 'string') thumbs.set(file.upload.uuid, dataUrl);
      sync();
    });
    dz.on('error', (file: DropzoneFile, message: unknown) => {
      errors.set(file.upload.uuid, errorText(message, latest.current.translate));
      sync();
    });
    dz.on('sending', (_file: DropzoneFile, _xhr: XMLHttpRequest, form?: FormData) => {
      // Besides Dropzone's own chunk fields: what the file belongs to (spec.md section 7).
      form?.append('otherdata', latest.current.otherdata() ?? '');
      // A long chunked upload can outlive the token: refresh for the chunks still to come.
      const token = getAccessToken();
      if (token && isTokenExpired(token, Date.now() / 1000 + 30)) void authorise(dz);
    });
    dz.on('success', (_file: DropzoneFile, response: unknown) => {
      if (isUploadResult(response)) {
        results.current.push(response);
        latest.current.onSuccess?.(response);
      }
    });
    for (const event of ['removedfile', 'processing', 'uploadprogress', 'canceled'] as const) dz.on(event, sync);
    dz.on('complete', () => {
      sync();
      // The queue is started by hand (autoProcessQueue is off), so keep it going past the parallel limit.
      if (dz.getQueuedFiles().length > 0) dz.processQueue();
    });
    return () => {
      dz.destroy();
      zone.current = null;
    };
  }, [element, supported, upload, authorise]);

  const remove = useCallback((key: string) => {
    const dz = zone.current;
    const file = dz?.files.find((f) => f.upload.uuid === key);
    if (dz && file) dz.removeFile(file);
  }, []);
  const browse = useCallback(() => zone.current?.hiddenFileInput?.click(), []);
  const hasQueued = useCallback(() => (zone.current?.getQueuedFiles().length ?? 0) > 0, []);

  return { items, supported, upload, remove, browse, hasQueued };
}
