// @vitest-environment jsdom
import Dropzone, { type DropzoneFile } from 'dropzone';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../providers/i18nProvider';
import type { Messages } from '../../../i18n/registryMessages';
import { chunkPlan, dropzoneOptions, errorText, IMAGE_ACCEPT, UPLOAD_LIMITS } from './uploadConfig';

/** English messages as the screens get them, %{name} filled in as polyglot does. */
function translate(key: string, args: Record<string, unknown> = {}): string {
  let node: string | Messages | undefined = MESSAGES.en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k]));
}

/** Records what Dropzone sends and answers as the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => { status: number; body: string } = () => ({ status: 201, body: '{}' });
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  readyState = 0;
  timeout = 0;
  withCredentials = false;
  upload = { onprogress: null };
  onload: ((e: unknown) => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open() {
    this.readyState = 1;
  }
  abort() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' && this.responseText !== '' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      const { status, body: text } = FakeXhr.answer(this);
      this.status = status;
      this.responseText = text;
      this.readyState = 4;
      this.onload?.({});
    }, 0);
  }
}

let zone: Dropzone;
function make(extra: ConstructorParameters<typeof Dropzone>[1] = {}) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  zone = new Dropzone(el, dropzoneOptions(translate, { createImageThumbnails: false, ...extra }));
  return zone;
}
function fileOf(name: string, type: string, size: number): DropzoneFile {
  const file = new File([new Uint8Array(Math.min(size, 5_000_000))], name, { type });
  if (size > 5_000_000) Object.defineProperty(file, 'size', { value: size });
  return file as DropzoneFile;
}
const errors: string[] = [];
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  errors.length = 0;
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  zone.destroy();
  vi.unstubAllGlobals();
});

describe('drop zone (spec.md sections 4, 5, 8 and 9)', () => {
  it('uses the spec limits', () => {
    const o = make().options;
    expect([o.timeout, o.parallelUploads, o.maxFilesize, o.chunkSize, o.retryChunksLimit]).toEqual([
      30_000, 2, 256, 2_000_000, 3,
    ]);
    expect([o.thumbnailWidth, o.thumbnailHeight, o.maxThumbnailFilesize, o.chunking, o.retryChunks]).toEqual([
      120,
      120,
      10,
      true,
      true,
    ]);
  });

  it('moves an accepted file from added to queued', () => {
    const dz = make();
    const seen: string[] = [];
    dz.on('addedfile', (f: DropzoneFile) => seen.push(f.status));
    const file = fileOf('a.png', 'image/png', 10);
    dz.addFile(file);
    expect(seen).toEqual(['added']);
    expect(file.status).toBe('queued');
  });

  it('refuses a file over 256 MiB with the verbatim message, leaving it in error', () => {
    const dz = make();
    dz.on('error', (_f: DropzoneFile, message: string) => errors.push(message));
    const file = fileOf('huge.png', 'image/png', 300 * 1024 * 1024);
    dz.addFile(file);
    expect(file.status).toBe('error');
    expect(errors).toEqual(['File is too big (300MiB). Max filesize: 256MiB.']);
  });

  it('refuses a type not accepted and a file beyond the count', () => {
    const dz = make({ acceptedFiles: IMAGE_ACCEPT, maxFiles: 1 });
    dz.on('error', (_f: DropzoneFile, message: string) => errors.push(message));
    dz.addFile(fileOf('a.exe', 'application/x-msdownload', 10));
    dz.addFile(fileOf('a.png', 'image/png', 10));
    const third = fileOf('b.png', 'image/png', 10);
    dz.addFile(third);
    expect(errors).toEqual(["You can't upload files of this type.", 'You can not upload any more files.']);
    expect(third.status).toBe('error');
    expect(dz.getQueuedFiles()).toHaveLength(1);
  });

  it('uploads 4.5 MB in 2,000,000-byte chunks with the dz fields and headers, to success', async () => {
    const dz = make({ headers: { Authorization: 'Bearer t' } });
    FakeXhr.answer = (xhr) =>
      xhr.body?.get('dzchunkindex') === '2'
        ? { status: 201, body: '{"id":1,"url":"/u"}' }
        : { status: 200, body: '{}' };
    const file = fileOf('big.png', 'image/png', 4_500_000);
    dz.on('sending', (_f: DropzoneFile, _x: unknown, form: FormData) => form.append('otherdata', '{"type":"student"}'));
    dz.addFile(file);
    dz.processQueue();
    expect(file.status).toBe('uploading');
    for (let i = 0; i < 20 && file.status === 'uploading'; i++) await tick();
    expect(file.status).toBe('success');
    const plan = chunkPlan(4_500_000);
    expect(plan).toEqual([
      { index: 0, offset: 0, size: 2_000_000 },
      { index: 1, offset: 2_000_000, size: 2_000_000 },
      { index: 2, offset: 4_000_000, size: 500_000 },
    ]);
    expect(FakeXhr.sent).toHaveLength(3);
    FakeXhr.sent.forEach((xhr, i) => {
      const form = xhr.body as FormData;
      expect(form.get('dzchunkindex')).toBe(String(i));
      expect(form.get('dzchunkbyteoffset')).toBe(String(plan[i].offset));
      expect(form.get('dztotalchunkcount')).toBe('3');
      expect(form.get('dztotalfilesize')).toBe('4500000');
      expect(form.get('dzchunksize')).toBe('2000000');
      expect(form.get('dzuuid')).toBe(file.upload.uuid);
      expect(form.get('otherdata')).toBe('{"type":"student"}');
      expect((form.get('file') as Blob).size).toBe(plan[i].size);
      expect(xhr.headers).toMatchObject({
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: 'Bearer t',
      });
      expect(xhr.timeout).toBe(30_000);
    });
  });

  it('retries a failed chunk up to 3 times, then errors with the status message', async () => {
    const dz = make();
    FakeXhr.answer = () => ({ status: 500, body: '' });
    dz.on('error', (_f: DropzoneFile, message: string) => errors.push(message));
    const file = fileOf('a.png', 'image/png', 2_500_000);
    dz.addFile(file);
    dz.processQueue();
    for (let i = 0; i < 40 && file.status === 'uploading'; i++) await tick();
    expect(file.status).toBe('error');
    expect(FakeXhr.sent).toHaveLength(1 + UPLOAD_LIMITS.retryChunksLimit);
    expect(errors).toEqual(['Server responded with 500 code.']);
  });

  it('cancels an upload with the verbatim message', () => {
    const dz = make();
    FakeXhr.answer = () => ({ status: 201, body: '{}' });
    const file = fileOf('a.png', 'image/png', 10);
    dz.on('error', (_f: DropzoneFile, message: string) => errors.push(message));
    dz.addFile(file);
    dz.processQueue();
    dz.cancelUpload(file);
    expect(file.status).toBe('canceled');
  });

  it('translates the messages Dropzone builds itself', () => {
    expect(errorText('Request timedout after 30 seconds', translate)).toBe('Request timedout after 30 seconds');
    expect(errorText('Invalid JSON response from server.', translate)).toBe('Invalid JSON response from server.');
    expect(errorText({ message: "You can't upload files of this type." }, translate)).toBe(
      "You can't upload files of this type.",
    );
    expect(translate('shule.upload.unsupported')).toBe("Your browser does not support drag'n'drop file uploads.");
    expect(translate('shule.upload.canceled')).toBe('Upload canceled.');
  });
});

describe('image owners', () => {
  it('maps every declared image field to an owner type of the image API', async () => {
    const { RESOURCES } = await import('../../../schema/registry');
    const { imageOwnerOf } = await import('./uploadConfig');
    const withImages = RESOURCES.filter((r) => Object.values(r.fields).some((f) => f.kind === 'image'));
    expect(withImages.map((r) => [r.name, imageOwnerOf(r.name)])).toEqual(
      withImages.map((r) => [r.name, expect.any(String)]),
    );
  });
});
