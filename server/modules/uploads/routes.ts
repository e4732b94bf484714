import fs from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { canAccess, getResource } from '../../../src/schema';
import type { AppContext, AppEnv, SessionUser } from '../../context';
import { parseId } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { IMAGE_TYPES, type ImageType } from '../images';
import {
  assemble,
  checkMeta,
  chunkFolder,
  chunksPresent,
  type ChunkInfo,
  finishFolder,
  readChunkInfo,
  readHead,
  readResult,
  saveChunk,
  sweepStale,
} from './chunks';
import { recordUpload, type StoredUpload } from './record';
import { serveUpload } from './serve';
import { acceptedType, MAX_FILE_BYTES, tooBig, typeByName, WRONG_TYPE } from './sniff';
import { newStoredFile, removeQuietly, withLock } from './storage';
import { assertTargetExists, parseTarget, type UploadTarget } from './targets';

const unsupported = () => new HttpError(415, WRONG_TYPE);

/** Multipart form fields keep a little room besides the file itself. */
const REQUEST_LIMIT = MAX_FILE_BYTES + 1024 * 1024;

/** The file in one request, all of it: checked by name and content, stored, recorded. */
async function singleShot(ctx: AppContext, user: SessionUser, target: UploadTarget, file: File): Promise<StoredUpload> {
  if (file.size > MAX_FILE_BYTES) throw new HttpError(413, tooBig(file.size));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = acceptedType(file.name, bytes.subarray(0, 64), target.allowed);
  if (!mime) throw unsupported();
  const stored = newStoredFile(ctx, user.branchId);
  await fs.promises.writeFile(stored.absolute, bytes, { mode: 0o600 });
  return recordUpload(ctx, user, target, { ...stored, mime, size: bytes.length, name: file.name });
}

type ChunkAnswer = { status: 200 | 201; body: StoredUpload | { chunk: number } };

/** One Dropzone chunk: kept until all have come, then assembled, checked and recorded exactly once. */
async function oneChunk(
  ctx: AppContext,
  user: SessionUser,
  target: UploadTarget,
  file: File,
  otherdata: string,
  info: ChunkInfo,
): Promise<ChunkAnswer> {
  const folder = chunkFolder(ctx, info.uuid);
  return withLock(folder, async () => {
    const meta = { userId: user.id, branchId: user.branchId, name: file.name, otherdata, ...info };
    const { uuid: _uuid, index: _index, ...agreed } = meta;
    await checkMeta(folder, agreed);
    const done = await readResult<StoredUpload>(folder);
    if (done) return { status: 200, body: done };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (info.index === 0 && !acceptedType(file.name, bytes.subarray(0, 64), target.allowed)) {
      await removeQuietly(folder);
      throw unsupported();
    }
    await saveChunk(folder, info.index, bytes);
    if ((await chunksPresent(folder)) < info.count) return { status: 200, body: { chunk: info.index } };
    const stored = newStoredFile(ctx, user.branchId);
    try {
      const size = await assemble(folder, info.count, stored.absolute);
      const mime = acceptedType(file.name, await readHead(stored.absolute), target.allowed);
      if (size !== info.total) throw badRequest('The chunks do not add up to dztotalfilesize');
      if (!mime) throw unsupported();
      const result = await recordUpload(ctx, user, target, { ...stored, mime, size, name: file.name });
      await finishFolder(folder, result);
      return { status: 201, body: result };
    } catch (error) {
      await removeQuietly(stored.absolute);
      await removeQuietly(folder);
      throw error;
    }
  });
}

/**
 * POST /api/uploads (multipart: file, otherdata, optional Dropzone chunk fields) and GET
 * /api/uploads/:id for stored documents; images are served by /api/images/getimage.
 */
export function uploadRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: REQUEST_LIMIT,
    onError: (c) => c.json({ message: tooBig(Number(c.req.header('content-length') ?? REQUEST_LIMIT)) }, 413),
  });

  routes.post('/uploads', limit, async (c) => {
    const user = c.get('user');
    const form = await c.req.parseBody().catch(() => {
      throw badRequest('Send the upload as multipart/form-data with a file and otherdata');
    });
    const file = form.file;
    if (!(file instanceof File)) throw badRequest('The file field is missing', { file: 'Required' });
    const otherdata = typeof form.otherdata === 'string' ? form.otherdata : '';
    const target = parseTarget(otherdata, user);
    await inBranch(ctx, user, 'read', (db) => assertTargetExists(db, user, target));
    const named = typeByName(file.name);
    if (!named || !target.allowed.includes(named)) throw unsupported();
    const info = readChunkInfo(form, file.size);
    if (!info) return c.json(await singleShot(ctx, user, target, file), 201);
    if (info.index === 0) await sweepStale(ctx);
    const answer = await oneChunk(ctx, user, target, file, otherdata, info);
    return c.json(answer.body, answer.status);
  });

  routes.get('/uploads/:id', async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const row = await inBranch(ctx, user, 'read', (db) =>
      db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', id)
        .where('branch_id', '=', user.branchId)
        .executeTakeFirst(),
    );
    if (!row) throw notFound(`No upload with id ${id}`);
    const resource = getResource(IMAGE_TYPES[String(row.owner_type) as ImageType] ?? '');
    if (resource && !canAccess(user.roles, resource.access, 'read'))
      throw forbidden(`You do not have permission to view ${resource.label.toLowerCase()}`);
    return serveUpload(c, ctx, row);
  });

  return routes;
}
