import fs from 'node:fs';
import type { Context } from 'hono';
import type { AppContext } from '../../context';
import type { Db, Row } from '../../db/database';
import { notFound } from '../../errors';
import { storedPath } from './storage';

/** The newest upload of an owner in the user's branch, images only unless told otherwise. */
export async function latestUpload(
  db: Db,
  branchId: number,
  ownerType: string | readonly string[],
  ownerId: number,
): Promise<Row | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('owner_type', 'in', typeof ownerType === 'string' ? [ownerType] : [...ownerType])
    .where('owner_id', '=', ownerId)
    .where('mime', 'like', 'image/%')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Bytes read at a time: a download holds this much, whatever the file's size. */
const PIECE = 256 * 1024;

/**
 * The file's bytes as a stream read a piece at a time as the client takes them (a slow client
 * holds one piece, not the file). The handle is open before the answer starts, so a file removed
 * meanwhile still streams whole; it closes at the end or when the client goes away.
 */
function fileStream(handle: fs.promises.FileHandle, size: number): ReadableStream<Uint8Array> {
  let position = 0;
  const close = () => handle.close().catch(() => undefined);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const buffer = Buffer.allocUnsafe(Math.min(PIECE, size - position));
      const { bytesRead } =
        buffer.length > 0 ? await handle.read(buffer, 0, buffer.length, position) : { bytesRead: 0 };
      position += bytesRead;
      if (bytesRead > 0) controller.enqueue(buffer.subarray(0, bytesRead));
      if (bytesRead === 0 || position >= size) {
        await close();
        controller.close();
      }
    },
    cancel: close,
  });
}

/** Streams a stored file with its recorded type; private, so shared caches never keep a pupil's photo. */
export async function serveUpload(c: Context, ctx: AppContext, row: Row): Promise<Response> {
  const file = storedPath(ctx, String(row.path));
  const handle = file ? await fs.promises.open(file, 'r').catch(() => undefined) : undefined;
  const stat = await handle?.stat();
  if (!handle || !stat?.isFile()) {
    await handle?.close();
    throw notFound('The stored file is missing');
  }
  const name = encodeURIComponent(String(row.original_name ?? 'file'));
  return c.body(fileStream(handle, stat.size), 200, {
    'Content-Type': String(row.mime),
    'Content-Length': String(stat.size),
    'Cache-Control': 'private',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `inline; filename*=UTF-8''${name}`,
  });
}
