import { type AnyResource, canAccess, getResource, tableOf } from '../../../src/schema';
import type { SessionUser } from '../../context';
import { writeAudit } from '../../crud/audit';
import { scopeColumn } from '../../crud/scope';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../errors';
import { IMAGE_TYPES, type ImageType } from '../images';
import { DOCUMENT_MIMES, IMAGE_MIMES } from './sniff';

/** What an upload belongs to, from its `otherdata`: a student, a staff member or the school itself. */
export interface UploadTarget {
  readonly type: ImageType;
  readonly resource: AnyResource;
  readonly ownerId: number;
  /** The field named (or the resource's first image field); null when there is none. */
  readonly field: string | null;
  /** Whether the declaration has that field, so the record can point at the upload. */
  readonly settable: boolean;
  readonly allowed: readonly string[];
}

const OTHERDATA = 'otherdata must be JSON such as {"type":"student","id":12,"field":"photo"} or {"type":"school"}';

function parseOtherdata(raw: unknown): Record<string, unknown> {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(OTHERDATA, { otherdata: 'Invalid' });
  return value as Record<string, unknown>;
}

const positiveId = (value: unknown): number => {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : NaN;
};

/**
 * The target named by otherdata, checked against the uploader's rights: write access to the
 * resource (403 otherwise). Whether the record exists in the uploader's branch is checked by
 * assertTargetExists (404). For the school, an id other than the uploader's branch is a 404.
 */
export function parseTarget(raw: unknown, user: SessionUser): UploadTarget {
  const data = parseOtherdata(raw);
  const type = String(data.type ?? '');
  if (!Object.hasOwn(IMAGE_TYPES, type))
    throw badRequest(`${OTHERDATA}; type is one of ${Object.keys(IMAGE_TYPES).join(', ')}`, {
      otherdata: 'Unknown type',
    });
  const owner = type as ImageType;
  const resource = getResource(IMAGE_TYPES[owner]);
  if (!resource) throw notFound(`There are no ${owner} records to attach a file to`);
  if (!canAccess(user.roles, resource.access, 'write'))
    throw forbidden(`You do not have permission to change ${resource.label.toLowerCase()}`);
  let ownerId = positiveId(data.id);
  if (owner === 'school') {
    if (data.id !== undefined && data.id !== null && ownerId !== user.branchId)
      throw notFound(`No school with id ${String(data.id)}`);
    ownerId = user.branchId;
  } else if (Number.isNaN(ownerId))
    throw badRequest(`${OTHERDATA}; id must be a record id`, { otherdata: 'Invalid id' });
  if (data.field !== undefined && (typeof data.field !== 'string' || !/^[a-z][a-z0-9_]{0,62}$/.test(data.field)))
    throw badRequest(`${OTHERDATA}; field must be a field name`, { otherdata: 'Invalid field' });
  const fields = Object.entries(resource.fields);
  const field = (data.field as string | undefined) ?? fields.find(([, f]) => f.kind === 'image')?.[0] ?? null;
  const declared = field ? resource.fields[field] : undefined;
  if (declared && declared.kind !== 'image' && declared.kind !== 'file')
    throw badRequest(`${field} is not an image or file field`, { otherdata: 'Not a file field' });
  return {
    type: owner,
    resource,
    ownerId,
    field,
    settable: declared !== undefined,
    allowed: declared?.kind === 'file' ? [...IMAGE_MIMES, ...DOCUMENT_MIMES] : IMAGE_MIMES,
  };
}

export async function assertTargetExists(db: Db, user: SessionUser, target: UploadTarget): Promise<void> {
  const row = await db
    .selectFrom(tableOf(target.resource))
    .select('id')
    .where('id', '=', target.ownerId)
    .where(scopeColumn(target.resource), '=', user.branchId)
    .executeTakeFirst();
  if (!row) throw notFound(`No ${target.resource.singular.toLowerCase()} with id ${target.ownerId}`);
}

/** Points the record's image field at the upload, audited like any other change of the record. */
export async function pointTargetAt(db: Db, user: SessionUser, target: UploadTarget, uploadId: number): Promise<void> {
  if (!target.settable || !target.field) return;
  const { name } = target.resource;
  const table = tableOf(target.resource);
  const scope = scopeColumn(target.resource);
  const before = await db
    .selectFrom(table)
    .select(target.field)
    .where('id', '=', target.ownerId)
    .where(scope, '=', user.branchId)
    .executeTakeFirst();
  const after = String(uploadId);
  await db
    .updateTable(table)
    .set({ [target.field]: after, updated_at: new Date().toISOString(), updated_by: user.id })
    .where('id', '=', target.ownerId)
    .where(scope, '=', user.branchId)
    .execute();
  const changes = { [target.field]: { before: before?.[target.field] ?? null, after } };
  await writeAudit(db, user, 'update', name, target.ownerId, changes);
}
