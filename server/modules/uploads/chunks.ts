import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError } from '../../errors';
import { MAX_FILE_BYTES, tooBig } from './sniff';
import { removeQuietly, uploadsRoot } from './storage';

/** Dropzone.js chunk fields of one request, checked against each other. */
export interface ChunkInfo {
  readonly uuid: string;
  readonly index: number;
  readonly count: number;
  readonly total: number;
  readonly chunkSize: number;
}

/** What every chunk of one upload must agree on; kept in meta.json beside the chunks. */
export interface ChunkMeta {
  readonly userId: number;
  readonly branchId: number;
  readonly name: string;
  readonly otherdata: string;
  readonly count: number;
  readonly total: number;
  readonly chunkSize: number;
}

const STALE_MS = 24 * 3600_000;
const INCONSISTENT = 'The chunk does not match its upload: sizes, counts, file name or target differ';

const whole = (value: unknown): number => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN);

/** The chunk fields when the request has them, undefined for a single-shot upload. */
export function readChunkInfo(form: Record<string, unknown>, size: number): ChunkInfo | undefined {
  if (form.dzuuid === undefined) return undefined;
  const uuid = String(form.dzuuid);
  const [index, count, total, chunkSize] = [
    form.dzchunkindex,
    form.dztotalchunkcount,
    form.dztotalfilesize,
    form.dzchunksize,
  ].map(whole);
  if (!/^[A-Za-z0-9-]{8,64}$/.test(uuid) || [index, count, total, chunkSize].some(Number.isNaN))
    throw badRequest('Chunked uploads need dzuuid, dzchunkindex, dztotalchunkcount, dztotalfilesize and dzchunksize');
  if (total > MAX_FILE_BYTES) throw new HttpError(413, tooBig(total));
  const offset = form.dzchunkbyteoffset === undefined ? index * chunkSize : whole(form.dzchunkbyteoffset);
  const expected = index === count - 1 ? total - index * chunkSize : chunkSize;
  const consistent =
    total > 0 &&
    chunkSize > 0 &&
    count === Math.ceil(total / chunkSize) &&
    index < count &&
    offset === index * chunkSize &&
    size === expected;
  if (!consistent) throw badRequest(INCONSISTENT);
  return { uuid, index, count, total, chunkSize };
}

/** The folder of one upload's chunks: <root>/tmp/<uuid>. */
export function chunkFolder(ctx: AppContext, uuid: string): string {
  return path.join(uploadsRoot(ctx), 'tmp', uuid);
}

async function readJsonFile<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The same upload from the same user with the same totals, or a clear refusal; the first chunk sets it. */
export async function checkMeta(folder: string, meta: ChunkMeta): Promise<void> {
  const file = path.join(folder, 'meta.json');
  const stored = await readJsonFile<ChunkMeta>(file);
  if (!stored) {
    await fs.promises.mkdir(folder, { recursive: true });
    await fs.promises.writeFile(file, JSON.stringify(meta));
    return;
  }
  if (stored.userId !== meta.userId || stored.branchId !== meta.branchId)
    throw conflict('This upload id belongs to another upload');
  const keys = ['name', 'otherdata', 'count', 'total', 'chunkSize'] as const;
  if (keys.some((k) => stored[k] !== meta[k])) throw badRequest(INCONSISTENT);
}

/** Moves a received chunk into its place by rename, so a retried chunk simply replaces the earlier copy. */
export async function saveChunk(folder: string, index: number, received: string): Promise<void> {
  await fs.promises.rename(received, path.join(folder, String(index)));
}

export async function chunksPresent(folder: string): Promise<number> {
  return (await fs.promises.readdir(folder)).filter((name) => /^\d+$/.test(name)).length;
}

/** Concatenates the chunks in order into target, a piece at a time (a chunk may be large); answers the size written. */
export async function assemble(folder: string, count: number, target: string): Promise<number> {
  const handle = await fs.promises.open(target, 'wx', 0o600);
  let size = 0;
  try {
    for (let i = 0; i < count; i++) {
      for await (const piece of fs.createReadStream(path.join(folder, String(i)))) {
        const bytes = piece as Buffer;
        await handle.write(bytes);
        size += bytes.length;
      }
    }
  } finally {
    await handle.close();
  }
  return size;
}

export async function readHead(file: string, length = 64): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The answer of a finished upload, kept so a chunk retried after assembly gets it again. */
export const readResult = <T>(folder: string) => readJsonFile<T>(path.join(folder, 'result.json'));

export async function finishFolder(folder: string, result: unknown): Promise<void> {
  for (const name of await fs.promises.readdir(folder))
    if (name !== 'meta.json') await removeQuietly(path.join(folder, name));
  await fs.promises.writeFile(path.join(folder, 'result.json'), JSON.stringify(result));
}

/** Drops chunk folders untouched for a day: abandoned uploads. */
export async function sweepStale(ctx: AppContext, now = Date.now()): Promise<void> {
  const tmp = path.join(uploadsRoot(ctx), 'tmp');
  const names = await fs.promises.readdir(tmp).catch(() => [] as string[]);
  for (const name of names) {
    const stat = await fs.promises.stat(path.join(tmp, name)).catch(() => undefined);
    if (stat && now - stat.mtimeMs > STALE_MS) await removeQuietly(path.join(tmp, name));
  }
}
