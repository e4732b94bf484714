import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { boundaryOf, receiveForm, type ReceiveOptions } from './multipart';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-multipart-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const options = (more: Partial<ReceiveOptions> = {}): ReceiveOptions => ({
  folder,
  bodyLimit: 1024 * 1024,
  fileLimit: 64 * 1024,
  tooBig: (bytes) => new HttpError(413, `too big: ${bytes}`),
  ...more,
});

/** A body as a browser's FormData serialises it, cut into pieces of `piece` bytes. */
async function bodyOf(
  form: FormData,
  piece: number,
): Promise<{ stream: ReadableStream<Uint8Array>; boundary: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined) ?? '';
  const bytes = new Uint8Array(await request.arrayBuffer());
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + piece));
      at += piece;
    },
  });
  return { stream, boundary };
}

const leftovers = () => fs.readdirSync(folder);

/** Bytes with the delimiter's own start inside them, as a file may well hold. */
const tricky = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.from('\r\n--\r\n-'), Buffer.alloc(300, 7)]);

describe('receiveForm: a multipart body streamed to disk', () => {
  it.each([1, 2, 7, 64, 100_000])('reads fields and the file whatever the pieces (%i bytes)', async (piece) => {
    const form = new FormData();
    form.set('file', new File([tricky], 'C:\\fakepath\\Jina la picha.png'));
    form.set('otherdata', '{"type":"student","id":3}');
    form.set('dzuuid', 'abc-123-def');
    const { stream, boundary } = await bodyOf(form, piece);
    const received = await receiveForm(stream, boundary, options());
    expect(received.fields).toEqual({ otherdata: '{"type":"student","id":3}', dzuuid: 'abc-123-def' });
    expect(received.file?.name).toBe('Jina la picha.png');
    expect(received.file?.size).toBe(tricky.length);
    expect(Buffer.from(received.file?.head ?? []).equals(tricky.subarray(0, 64))).toBe(true);
    expect(fs.readFileSync(received.file?.path ?? '').equals(tricky)).toBe(true);
    fs.rmSync(received.file?.path ?? '');
  });

  it('asks before storing a file, with the fields sent before it, and keeps nothing when refused', async () => {
    const form = new FormData();
    form.set('otherdata', 'early');
    form.set('file', new File([tricky], 'a.png'));
    const { stream, boundary } = await bodyOf(form, 16);
    const seen: unknown[] = [];
    const refusal = receiveForm(
      stream,
      boundary,
      options({
        onFile: (name, fields) => {
          seen.push(name, { ...fields });
          throw new HttpError(403, 'no');
        },
      }),
    );
    await expect(refusal).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual(['a.png', { otherdata: 'early' }]);
    expect(leftovers()).toEqual([]);
  });

  it('counts the body as it comes: past the limit, a refusal and no file left behind', async () => {
    const form = new FormData();
    form.set('file', new File([Buffer.alloc(200_000, 1)], 'big.png'));
    const { stream, boundary } = await bodyOf(form, 4096);
    await expect(receiveForm(stream, boundary, options({ bodyLimit: 100_000 }))).rejects.toMatchObject({ status: 413 });
    expect(leftovers()).toEqual([]);
    const again = await bodyOf(form, 4096);
    // The file alone past its limit (64 KiB here), though the body is within its own.
    await expect(receiveForm(again.stream, again.boundary, options())).rejects.toMatchObject({ status: 413 });
    expect(leftovers()).toEqual([]);
  });

  it('refuses a body cut short, two files, and an over-long field, leaving nothing', async () => {
    const form = new FormData();
    form.set('file', new File([tricky], 'a.png'));
    const whole = await bodyOf(form, 1_000_000);
    const bytes = new Uint8Array(await new Response(whole.stream).arrayBuffer());
    const cut = new Response(bytes.slice(0, bytes.length - 10)).body;
    await expect(receiveForm(cut, whole.boundary, options())).rejects.toMatchObject({ status: 400 });

    const two = new FormData();
    two.append('file', new File([tricky], 'a.png'));
    two.append('file', new File([tricky], 'b.png'));
    const twice = await bodyOf(two, 1000);
    await expect(receiveForm(twice.stream, twice.boundary, options())).rejects.toMatchObject({ status: 400 });

    const long = new FormData();
    long.set('otherdata', 'x'.repeat(70_000));
    const longBody = await bodyOf(long, 1000);
    await expect(receiveForm(longBody.stream, longBody.boundary, options())).rejects.toMatchObject({ status: 400 });
    expect(leftovers()).toEqual([]);
  });

  it('takes the boundary of multipart/form-data only', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});
