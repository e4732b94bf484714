import fs from 'node:fs';
import type { AppContext } from '../context';
import type { Db, Row } from '../db/database';
import { latestUpload } from '../modules/uploads/serve';
import { storedPath } from '../modules/uploads/storage';
import type { School } from './letterhead';
import { displayPhone } from '../../src/schema/phone';

/** The image types a PDF can embed; a GIF, BMP or icon badge is left off the letterhead. */
const PRINTABLE = new Set(['image/png', 'image/jpeg']);
/**
 * A badge is read whole into every document that prints it: one larger than this (an upload may
 * be 256 MiB) is left off the letterhead rather than held in memory for each certificate.
 */
export const MAX_BADGE_BYTES = 4 * 1024 * 1024;

const optional = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value);

/** The upload the branch's logo field points at, else the newest image uploaded for the school. */
async function logoUpload(db: Db, branchId: number, logo: unknown): Promise<Row | undefined> {
  const id = typeof logo === 'number' || (typeof logo === 'string' && /^\d{1,15}$/.test(logo)) ? Number(logo) : NaN;
  if (Number.isSafeInteger(id)) {
    const pointed = await db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .where('branch_id', '=', branchId)
      .executeTakeFirst();
    if (pointed) return pointed;
  }
  return latestUpload(db, branchId, 'school', branchId);
}

async function logoBytes(ctx: AppContext, upload: Row | undefined): Promise<Buffer | null> {
  if (!upload || !PRINTABLE.has(String(upload.mime)) || Number(upload.size) > MAX_BADGE_BYTES) return null;
  const file = storedPath(ctx, String(upload.path));
  return file ? fs.promises.readFile(file).catch(() => null) : null;
}

/**
 * The letterhead's school from its branch record. The badge is read from the uploads store,
 * which only the app context can locate; without it the letterhead prints without a badge.
 */
export async function schoolOf(db: Db, branchId: number, ctx?: AppContext): Promise<School> {
  const branch: Row =
    (await db
      .selectFrom('branches')
      .select(['name', 'motto', 'address', 'phone', 'email', 'logo'])
      .where('id', '=', branchId)
      .executeTakeFirst()) ?? {};
  return {
    name: optional(branch.name) ?? '',
    motto: optional(branch.motto),
    address: optional(branch.address),
    phone: branch.phone ? displayPhone(String(branch.phone)) : null,
    email: optional(branch.email),
    logo: ctx ? await logoBytes(ctx, await logoUpload(db, branchId, branch.logo)) : null,
  };
}
