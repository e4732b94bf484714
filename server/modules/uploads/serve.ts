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
  ownerType: string,
  ownerId: number,
): Promise<Row | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .where('mime', 'like', 'image/%')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Streams a stored file with its recorded type; private, so shared caches never keep a pupil's photo. */
export async function serveUpload(c: Context, ctx: AppContext, row: Row): Promise<Response> {
  const file = storedPath(ctx, String(row.path));
  const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
  if (!file || !stat?.isFile()) throw notFound('The stored file is missing');
  const name = encodeURIComponent(String(row.original_name ?? 'file'));
  const bytes = await fs.promises.readFile(file);
  return c.body(bytes, 200, {
    'Content-Type': String(row.mime),
    'Content-Length': String(bytes.length),
    'Cache-Control': 'private',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `inline; filename*=UTF-8''${name}`,
  });
}
