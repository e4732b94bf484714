import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { chunkFolder } from './chunks';
import { uploadsRoot } from './storage';
import { bigPng, EXE, firstStudent, storedFiles, upload, uploadForm, uploadRows } from '../../../tests/helpers/uploads';

let t: TestApp;
let token: string;
let student: number;
beforeAll(async () => {
  t = await createTestApp();
  const registrar = await t.signIn('registrar');
  token = registrar.accessToken;
  student = await firstStudent(t, registrar.branchId);
});
afterAll(async () => {
  fs.rmSync(uploadsRoot(t.ctx), { recursive: true, force: true });
  await t.close();
});

const CHUNK = 2_000_000;
type Stored = { id: number; url: string; mime: string; size: number };

/** The request Dropzone.js sends for chunk `index` of `bytes`. */
function chunkForm(bytes: Buffer, index: number, uuid: string, name = 'scan.png', total = bytes.length) {
  const count = Math.ceil(total / CHUNK);
  return uploadForm(
    bytes.subarray(index * CHUNK, (index + 1) * CHUNK),
    name,
    { type: 'student', id: student },
    {
      dzuuid: uuid,
      dzchunkindex: index,
      dztotalfilesize: total,
      dzchunksize: CHUNK,
      dztotalchunkcount: count,
      dzchunkbyteoffset: index * CHUNK,
    },
  );
}

const send = (bytes: Buffer, index: number, uuid: string, name?: string) =>
  upload(t, token, chunkForm(bytes, index, uuid, name));

describe(`chunked uploads (Dropzone.js fields) on ${ENGINE}`, () => {
  it('assembles 3 chunks of 2,000,000 bytes, one of them retried, into one stored image', async () => {
    const file = bigPng(3 * CHUNK);
    const uuid = randomUUID();
    const rows = await uploadRows(t);
    const first = await send(file, 0, uuid);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ chunk: 0 });
    expect(await (await send(file, 1, uuid)).json()).toEqual({ chunk: 1 });
    expect(await (await send(file, 1, uuid)).json()).toEqual({ chunk: 1 }); // the retry
    expect(await uploadRows(t)).toBe(rows);
    const last = await send(file, 2, uuid);
    expect(last.status).toBe(201);
    const stored = (await last.json()) as Stored;
    expect(stored).toMatchObject({
      url: `/api/images/getimage/student/${student}`,
      mime: 'image/png',
      size: file.length,
    });
    expect(await uploadRows(t)).toBe(rows + 1);

    const image = await t.call('GET', stored.url, { token });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(file)).toBe(true);
    // The chunks are gone; only the note that answers a late retry is kept.
    expect(fs.readdirSync(chunkFolder(t.ctx, uuid)).sort()).toEqual(['meta.json', 'result.json']);

    const late = await send(file, 2, uuid);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual(stored);
    expect(await uploadRows(t)).toBe(rows + 1);
  });

  it('assembles exactly once when chunks arrive together and out of order', async () => {
    const file = bigPng(2 * CHUNK + 12_345);
    const uuid = randomUUID();
    const rows = await uploadRows(t);
    const answers = await Promise.all([2, 0, 1, 2].map((i) => send(file, i, uuid)));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Record<string, unknown>[];
    expect(answers.every((a) => a.ok)).toBe(true);
    const finals = bodies.filter((b) => 'id' in b);
    expect(new Set(finals.map((b) => b.id)).size).toBe(1);
    expect(await uploadRows(t)).toBe(rows + 1);
    const image = await t.call('GET', `/api/images/getimage/student/${student}`, { token });
    expect(Buffer.from(await image.arrayBuffer()).equals(file)).toBe(true);
  });

  it('refuses an EXE renamed .png at its first chunk (415) and keeps nothing', async () => {
    const file = Buffer.concat([EXE, Buffer.alloc(CHUNK + 10)]);
    const uuid = randomUUID();
    const rows = await uploadRows(t);
    const files = storedFiles(t).length;
    const response = await send(file, 0, uuid);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "You can't upload files of this type." });
    expect(fs.existsSync(chunkFolder(t.ctx, uuid))).toBe(false);
    expect(await uploadRows(t)).toBe(rows);
    expect(storedFiles(t)).toHaveLength(files);
  });

  it('refuses a file over 256 MiB with the message of spec.md (413)', async () => {
    const total = 300 * 1024 * 1024;
    const form = uploadForm(
      bigPng(CHUNK),
      'huge.png',
      { type: 'student', id: student },
      {
        dzuuid: randomUUID(),
        dzchunkindex: 0,
        dztotalfilesize: total,
        dzchunksize: CHUNK,
        dztotalchunkcount: Math.ceil(total / CHUNK),
        dzchunkbyteoffset: 0,
      },
    );
    const response = await upload(t, token, form);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'File is too big (300MiB). Max filesize: 256MiB.' });
  });

  it('refuses a single request larger than the limit before reading it (413)', async () => {
    const response = await upload(t, token, uploadForm(bigPng(100), 'x.png', { type: 'student', id: student }), {
      'content-length': String(300 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^File is too big \(300MiB\)\. Max filesize: 256MiB\.$/,
    );
  });

  it('refuses chunks whose totals disagree (400) and a chunk of the wrong size', async () => {
    const file = bigPng(3 * CHUNK);
    const uuid = randomUUID();
    expect((await send(file, 0, uuid)).status).toBe(200);
    const other = await upload(t, token, chunkForm(file, 1, uuid, 'scan.png', 3 * CHUNK - 1000));
    expect(other.status).toBe(400);
    const renamed = await send(file, 1, uuid, 'other.png');
    expect(renamed.status).toBe(400);
    const short = uploadForm(
      file.subarray(0, 1000),
      'scan.png',
      { type: 'student', id: student },
      {
        dzuuid: uuid,
        dzchunkindex: 1,
        dztotalfilesize: file.length,
        dzchunksize: CHUNK,
        dztotalchunkcount: 3,
        dzchunkbyteoffset: CHUNK,
      },
    );
    expect((await upload(t, token, short)).status).toBe(400);
    const wrongCount = uploadForm(
      file.subarray(0, CHUNK),
      'scan.png',
      { type: 'student', id: student },
      {
        dzuuid: randomUUID(),
        dzchunkindex: 0,
        dztotalfilesize: file.length,
        dzchunksize: CHUNK,
        dztotalchunkcount: 5,
      },
    );
    expect((await upload(t, token, wrongCount)).status).toBe(400);
  });

  it("does not let another user add chunks to someone's upload", async () => {
    const file = bigPng(2 * CHUNK);
    const uuid = randomUUID();
    expect((await send(file, 0, uuid)).status).toBe(200);
    const admin = await t.signIn('admin');
    const intruder = await upload(t, admin.accessToken, chunkForm(file, 1, uuid));
    expect(intruder.status).toBe(409);
  });
});
