import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppContext, SessionUser } from '../../context';
import { writeAudit } from '../../crud/audit';
import { inBranch } from '../../crud/scope';
import type { Db, Row } from '../../db/database';
import { badRequest, refusal, say } from '../../errors';
import { boundaryOf, receiveForm } from '../uploads/multipart';
import { typeByContent } from '../uploads/sniff';
import { newStoredFile, removeQuietly, uploadsRoot } from '../uploads/storage';

/**
 * A newsletter's attachments are uploads of their own kind (owner_type 'newsletter'), made before
 * the newsletter is saved (a new one has no id yet) and named by id in its attachment lines. Only
 * such uploads may be attached: a line naming a pupil's photo would otherwise hand it to every
 * parent through the public link. The published PDF itself is an upload too ('newsletter_pdf').
 */
export const ATTACHMENT_OWNER = 'newsletter';
export const PDF_OWNER = 'newsletter_pdf';

/** A parent opens these on a phone, often on bundles: 20 MB is a long school report, not a video. */
export const MAX_ATTACHMENT_MB = 20;
const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MB * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What a school attaches to a newsletter, by extension, and the first bytes each must start with. */
const TYPES: Readonly<Record<string, { readonly mime: string; readonly magic?: readonly number[] }>> = {
  pdf: { mime: 'application/pdf' },
  png: { mime: 'image/png' },
  jpg: { mime: 'image/jpeg' },
  jpeg: { mime: 'image/jpeg' },
  gif: { mime: 'image/gif' },
  bmp: { mime: 'image/bmp' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: ZIP },
  doc: { mime: 'application/msword', magic: OLE },
  xls: { mime: 'application/vnd.ms-excel', magic: OLE },
  ppt: { mime: 'application/vnd.ms-powerpoint', magic: OLE },
};

export const ATTACHMENT_EXTENSIONS = Object.keys(TYPES);

const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,5})$/.exec(name.trim())?.[1].toLowerCase() ?? '';

/** The type of a file whose name and first bytes agree; undefined otherwise (a renamed .exe). */
export function attachmentType(name: string, head: Uint8Array): string | undefined {
  const type = TYPES[extensionOf(name)];
  if (!type) return undefined;
  if (type.magic) return type.magic.every((b, i) => head[i] === b) ? type.mime : undefined;
  return typeByContent(head) === type.mime ? type.mime : undefined;
}

const wrongType = () => refusal(415, say('shule.messaging.notices.attachment_type'));

export interface AttachmentFile {
  readonly id: number;
  readonly name: string;
  readonly mime: string;
  readonly size: number;
}

const asFile = (row: Row): AttachmentFile => ({
  id: Number(row.id),
  name: String(row.original_name ?? 'file'),
  mime: String(row.mime),
  size: Number(row.size),
});

/**
 * POST /api/messaging/newsletter-files: one multipart `file`, checked by name and content, stored.
 * `owner` names another document's attachments kept the same way (a payment voucher's).
 */
export async function receiveAttachment(
  c: Context,
  ctx: AppContext,
  user: SessionUser,
  owner: string = ATTACHMENT_OWNER,
): Promise<AttachmentFile> {
  const boundary = boundaryOf(c.req.header('content-type'));
  if (!boundary) throw badRequest('Send the file as multipart/form-data', { file: 'Required' });
  const tooBig = (bytes: number) =>
    refusal(
      413,
      say('shule.messaging.notices.attachment_too_big', { size: (bytes / 1048576).toFixed(1), max: MAX_ATTACHMENT_MB }),
    );
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > MAX_ATTACHMENT_BYTES + 65536) throw tooBig(declared);
  const form = await receiveForm(c.req.raw.body, boundary, {
    folder: path.join(uploadsRoot(ctx), 'tmp'),
    bodyLimit: MAX_ATTACHMENT_BYTES + 65536,
    fileLimit: MAX_ATTACHMENT_BYTES,
    tooBig,
    onFile: (name) => {
      if (!TYPES[extensionOf(name)]) throw wrongType();
    },
  });
  const file = form.file;
  if (!file)
    throw refusal(400, say('shule.errors.fields'), { file: say('shule.messaging.notices.attachment_no_file') });
  try {
    const mime = attachmentType(file.name, file.head);
    if (!mime) throw wrongType();
    const stored = newStoredFile(ctx, user.branchId);
    await fs.promises.rename(file.path, stored.absolute);
    try {
      return await inBranch(ctx, user, 'write', async (db) => {
        const values = {
          branch_id: user.branchId,
          owner_type: owner,
          // Not yet any newsletter's: the lines that name it say which.
          owner_id: 0,
          field: 'attachments',
          mime,
          size: file.size,
          original_name: file.name.slice(0, 255),
          path: stored.relative,
          created_at: new Date().toISOString(),
          created_by: user.id,
        };
        const inserted = await db.insertInto('uploads').values(values).returning('id').executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        const { path: _p, created_at: _a, created_by: _b, branch_id: _c, ...audited } = values;
        await writeAudit(db, user, 'create', 'uploads', id, { file: { after: audited } });
        return { id, name: values.original_name, mime, size: file.size };
      });
    } catch (error) {
      await removeQuietly(stored.absolute);
      throw error;
    }
  } finally {
    await removeQuietly(file.path);
  }
}

/** The newsletter attachments (or `owner`'s) of a branch among these ids (others are left out). */
export async function attachmentFiles(
  db: Db,
  branchId: number,
  ids: readonly number[],
  owner: string = ATTACHMENT_OWNER,
): Promise<AttachmentFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'original_name', 'mime', 'size'])
    .where('branch_id', '=', branchId)
    .where('owner_type', '=', owner)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(asFile);
}

/** The stored row of one attachment (a newsletter's, or `owner`'s) of the branch, for serving. */
export async function attachmentRow(
  db: Db,
  branchId: number,
  id: number,
  owner: string = ATTACHMENT_OWNER,
): Promise<Row | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('branch_id', '=', branchId)
    .where('owner_type', '=', owner)
    .executeTakeFirst();
}

/** An upload id as a line holds it ('12'); NaN for anything else. */
export const uploadIdOf = (value: unknown): number =>
  typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;

/** The newsletter's attachment lines as stored (lines are read in position order). */
export const attachmentLines = (record: Row): Row[] =>
  Array.isArray(record.attachments) ? (record.attachments as Row[]) : [];

/** Refuses a write whose attachment lines name anything but newsletter attachments of the branch. */
export async function checkAttachments(db: Db, branchId: number, lines: readonly Row[]): Promise<void> {
  const ids = lines.map((line) => uploadIdOf(line.upload_id));
  const known = new Set((await attachmentFiles(db, branchId, ids.filter(Number.isSafeInteger))).map((f) => f.id));
  const errors = Object.fromEntries(
    ids.flatMap((id, i) =>
      known.has(id)
        ? []
        : [[`attachments.${i}.upload_id`, say('shule.messaging.notices.attachment_unknown', { n: i + 1 })]],
    ),
  );
  if (Object.keys(errors).length > 0) throw refusal(400, say('shule.errors.fields'), errors);
}

/** The PDF kept when the newsletter was published (the newest, should there be more). */
export async function storedPdf(db: Db, branchId: number, newsletterId: number): Promise<Row | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('branch_id', '=', branchId)
    .where('owner_type', '=', PDF_OWNER)
    .where('owner_id', '=', newsletterId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
