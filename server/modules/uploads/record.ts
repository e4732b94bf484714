import fs from 'node:fs';
import type { AppContext, SessionUser } from '../../context';
import { writeAudit } from '../../crud/audit';
import { inBranch } from '../../crud/scope';
import { assertTargetExists, pointTargetAt, type UploadTarget } from './targets';

/** The answer to the request that completes an upload. */
export interface StoredUpload {
  readonly id: number;
  readonly url: string;
  readonly mime: string;
  readonly size: number;
}

export interface StoredFile {
  readonly relative: string;
  readonly absolute: string;
  readonly mime: string;
  readonly size: number;
  readonly name: string;
}

/** Images are served by the image endpoint of their owner; other files by their own id. */
export const uploadUrl = (target: UploadTarget, id: number, mime: string): string =>
  mime.startsWith('image/') ? `/api/images/getimage/${target.type}/${target.ownerId}` : `/api/uploads/${id}`;

/**
 * Records a stored file in one transaction: the uploads row, the target record's image field and
 * their audit rows. Should anything fail (the target deleted meanwhile), the file goes too.
 */
export async function recordUpload(
  ctx: AppContext,
  user: SessionUser,
  target: UploadTarget,
  file: StoredFile,
): Promise<StoredUpload> {
  try {
    return await inBranch(ctx, user, 'write', async (db) => {
      await assertTargetExists(db, user, target);
      const values = {
        branch_id: user.branchId,
        owner_type: target.type,
        owner_id: target.ownerId,
        field: target.field,
        mime: file.mime,
        size: file.size,
        original_name: file.name.slice(0, 255),
        path: file.relative,
        created_at: new Date().toISOString(),
        created_by: user.id,
      };
      const inserted = await db.insertInto('uploads').values(values).returning('id').executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      const { path: _path, created_at: _at, created_by: _by, branch_id: _branch, ...audited } = values;
      await writeAudit(db, user, 'create', 'uploads', id, { file: { after: audited } });
      await pointTargetAt(db, user, target, id);
      return { id, url: uploadUrl(target, id, file.mime), mime: file.mime, size: file.size };
    });
  } catch (error) {
    await fs.promises.rm(file.absolute, { force: true });
    throw error;
  }
}
