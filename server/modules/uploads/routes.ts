import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { getResource } from '../../../src/schema';
import type { AppContext, AppEnv, SessionUser } from '../../context';
import { parseId } from '../../crud/repository';
import { inBranch } from '../../crud/scope';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { IMAGE_TYPES, type ImageType, mayReadUploadsOf } from '../images';
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
import { boundaryOf, type ReceivedFile, receiveForm } from './multipart';
import { recordUpload, type StoredUpload } from './record';
import { serveUpload } from './serve';
import { acceptedType, MAX_FILE_BYTES, tooBig, typeByName, WRONG_TYPE } from './sniff';
import { newStoredFile, removeQuietly, uploadsRoot, withLock } from './storage';
import { assertTargetExists, parseTarget, type UploadTarget } from './targets';

const unsupported = () => new HttpError(415, WRONG_TYPE);

/** Multipart form fields keep a little room besides the file itself. */
const REQUEST_LIMIT = MAX_FILE_BYTES + 1024 * 1024;
const MALFORMED = 'Send the upload as multipart/form-data with a file and otherdata';

/** The file in one request, all of it, already on disk: checked by name and content, moved into place, recorded. */
async function singleShot(
  ctx: AppContext,
  user: SessionUser,
  target: UploadTarget,
  file: ReceivedFile,
): Promise<StoredUpload> {
  const mime = acceptedType(file.name, file.head, target.allowed);
  if (!mime) throw unsupported();
  const stored = newStoredFile(ctx, user.branchId);
  await fs.promises.rename(file.path, stored.absolute);
  return recordUpload(ctx, user, target, { ...stored, mime, size: file.size, name: file.name });
}

type ChunkAnswer = { status: 200 | 201; body: StoredUpload | { chunk: number } };

/** One Dropzone chunk: kept until all have come, then assembled, checked and recorded exactly once. */
async function oneChunk(
  ctx: AppContext,
  user: SessionUser,
  target: UploadTarget,
  file: ReceivedFile,
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
    if (info.index === 0 && !acceptedType(file.name, file.head, target.allowed)) {
      await removeQuietly(folder);
      throw unsupported();
    }
    await saveChunk(folder, info.index, file.path);
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

  /** The target of otherdata, there in the user's branch, and a file name of a type it takes. */
  const checked = async (user: SessionUser, otherdata: string, name: string): Promise<UploadTarget> => {
    const target = parseTarget(otherdata, user);
    await inBranch(ctx, user, 'read', (db) => assertTargetExists(db, user, target));
    const named = typeByName(name);
    if (!named || !target.allowed.includes(named)) throw unsupported();
    return target;
  };

  // The body streams to a temporary file as it comes (never whole in memory) and is counted as
  // it comes: Content-Length is only a first check, a chunked body has none.
  routes.post('/uploads', async (c) => {
    const user = c.get('user');
    const boundary = boundaryOf(c.req.header('content-type'));
    if (!boundary) throw badRequest(MALFORMED);
    const declared = Number(c.req.header('content-length') ?? NaN);
    const refuseSize = (bytes: number) => new HttpError(413, tooBig(Number.isFinite(declared) ? declared : bytes));
    if (declared > REQUEST_LIMIT) throw refuseSize(declared);
    const form = await receiveForm(c.req.raw.body, boundary, {
      folder: path.join(uploadsRoot(ctx), 'tmp'),
      bodyLimit: REQUEST_LIMIT,
      fileLimit: MAX_FILE_BYTES,
      tooBig: refuseSize,
      // Dropzone sends its fields before the file: a wrong target or type is refused before a byte is stored.
      onFile: async (name, fields) => {
        if (fields.otherdata !== undefined) await checked(user, fields.otherdata, name);
      },
    });
    const file = form.file;
    try {
      if (!file) throw badRequest('The file field is missing', { file: 'Required' });
      const otherdata = form.fields.otherdata ?? '';
      const target = await checked(user, otherdata, file.name);
      const info = readChunkInfo(form.fields, file.size);
      if (!info) return c.json(await singleShot(ctx, user, target, file), 201);
      if (info.index === 0) await sweepStale(ctx);
      const answer = await oneChunk(ctx, user, target, file, otherdata, info);
      return c.json(answer.body, answer.status);
    } finally {
      // Moved into place on success; anything left here was refused.
      if (file) await removeQuietly(file.path);
    }
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
    // A document another module keeps (a newsletter's attachment, a payment voucher's invoice) is
    // served by that module's route, which checks its readers; here it would reach any user.
    if (!row || !Object.hasOwn(IMAGE_TYPES, String(row.owner_type))) throw notFound(`No upload with id ${id}`);
    const type = String(row.owner_type) as ImageType;
    const resource = getResource(IMAGE_TYPES[type]);
    if (resource && !mayReadUploadsOf(user.roles, type))
      throw forbidden(`You do not have permission to view ${resource.label.toLowerCase()}`);
    return serveUpload(c, ctx, row);
  });

  return routes;
}
