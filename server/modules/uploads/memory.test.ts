import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryOf, type ServerChild, startServer } from '../../../bench/server';
import { PNG } from '../../../tests/helpers/uploads';
import { ENGINE } from '../../../tests/helpers/harness';

const MiB = 1024 * 1024;
const FILE_SIZE = 200 * MiB;
/** What the server may grow by, whatever the file's size: buffers, not the file. */
const ALLOWED_GROWTH = 150 * MiB;

/**
 * A multipart body with otherdata and a PNG-headed file of `size` bytes, made while it is sent:
 * the test holds one mebibyte at a time, so only the server's memory is measured. The file part
 * comes first, as FormData in a browser may order it, so the server cannot check the target first.
 */
function multipartStream(
  size: number,
  otherdata: string,
): { body: ReadableStream<Uint8Array>; boundary: string; length: number; sha256: () => string } {
  const boundary = `----shule${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="otherdata"\r\n\r\n${otherdata}\r\n--${boundary}--\r\n`,
  );
  const hash = createHash('sha256');
  const block = Buffer.alloc(MiB, 0x5a);
  let sent = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(head);
        stage = 'file';
      } else if (stage === 'file') {
        const n = Math.min(MiB, size - sent);
        const chunk = Buffer.from(block.subarray(0, n));
        if (sent === 0) PNG.copy(chunk, 0, 0, 16);
        chunk.writeUInt32BE(sent / MiB, n - 4); // every mebibyte differs, so a shuffled copy shows
        hash.update(chunk);
        controller.enqueue(chunk);
        sent += n;
        if (sent === size) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(tail);
        stage = 'done';
      } else controller.close();
    },
  });
  return { body, boundary, length: head.length + size + tail.length, sha256: () => hash.digest('hex') };
}

/** Reads a download to its end, one piece at a time, answering its size and digest. */
async function drain(response: Response): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    hash.update(value);
  }
  return { size, sha256: hash.digest('hex') };
}

// One pass is enough: the stream handling is the same on both engines, and the child runs on SQLite.
describe.runIf(ENGINE === 'sqlite')('a 200 MiB upload and its downloads keep the server flat', () => {
  let server: ServerChild;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-upload-memory-'));
    server = await startServer(process.cwd(), {
      engine: 'sqlite',
      dataDir,
      branchId: 0,
      classId: 0,
      students: 0,
      seedSeconds: 0,
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams the upload to disk and the file out: growth stays under 150 MiB', async () => {
    const auth = { authorization: `Bearer ${server.token}` };
    const students = (await (await fetch(`${server.base}/api/students?range=[0,0]`, { headers: auth })).json()) as {
      id: number;
    }[];
    const student = students[0].id;
    const before = memoryOf(server.pid).hwm;

    const upload = multipartStream(FILE_SIZE, JSON.stringify({ type: 'student', id: student, field: 'photo' }));
    const answer = await fetch(`${server.base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': `multipart/form-data; boundary=${upload.boundary}`,
        'content-length': String(upload.length),
      },
      body: upload.body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const stored = (await answer.json()) as { url: string; size: number };
    expect(stored.size).toBe(FILE_SIZE);
    const uploaded = upload.sha256();
    const afterUpload = memoryOf(server.pid).hwm;

    const downloads = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await fetch(`${server.base}${stored.url}`, { headers: auth });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-length')).toBe(String(FILE_SIZE));
        return drain(response);
      }),
    );
    for (const download of downloads) expect(download).toEqual({ size: FILE_SIZE, sha256: uploaded });
    const afterDownloads = memoryOf(server.pid).hwm;

    const growth = { upload: (afterUpload - before) / MiB, downloads: (afterDownloads - before) / MiB };
    console.log(`server peak memory growth (MiB): ${JSON.stringify(growth)}`);
    expect(afterUpload - before).toBeLessThan(ALLOWED_GROWTH);
    expect(afterDownloads - before).toBeLessThan(ALLOWED_GROWTH);
  }, 180_000);
});
