import { Hono } from 'hono';
import { canAccess, getResource, tableOf } from '../../src/schema';
import { allows } from '../auth/require-access';
import type { AppContext, AppEnv } from '../context';
import { inBranch, scopeColumn } from '../crud/scope';
import { badRequest, forbidden, notFound } from '../errors';
import { latestUpload, serveUpload } from './uploads/serve';

/** Image owners of GET /api/images/getimage/:type/:id and the resource each id points into. */
export const IMAGE_TYPES = {
  student: 'students',
  teacher: 'teachers',
  staff: 'staff',
  employee: 'employees',
  school: 'branches',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/**
 * Teachers and staff are views of employees (issue 14): one person, one id, whichever screen
 * uploaded the photo. Their uploads are one owner's, and whoever reads any of the three sees them.
 */
const PEOPLE: readonly ImageType[] = ['teacher', 'staff', 'employee'];

/** The owner types an owner's uploads may be filed under. */
export const ownerTypesOf = (type: ImageType): readonly ImageType[] => (PEOPLE.includes(type) ? PEOPLE : [type]);

/** Whether these roles may see the uploads of an owner of this type. */
export function mayReadUploadsOf(roles: readonly string[], type: ImageType): boolean {
  return ownerTypesOf(type).some((t) => {
    const resource = getResource(IMAGE_TYPES[t]);
    return resource !== undefined && canAccess(roles, resource.access, 'read');
  });
}

const isImageType = (value: string): value is ImageType => Object.hasOwn(IMAGE_TYPES, value);

/**
 * Photos and the school badge: the newest image uploaded for the owner, to the users who may read
 * the owner's record (its resource's read roles, as /api/<resource>/:id: 403 otherwise) in the
 * owner's branch only (an owner in another branch is a 404, as if it did not exist). For 'school'
 * the id must be the user's own branch id (the branchId of the sign-in answer).
 */
export function imageRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/images/getimage/:type/:id', async (c) => {
    const user = c.get('user');
    const type = c.req.param('type');
    const rawId = c.req.param('id');
    if (!isImageType(type))
      throw badRequest(`Unknown image type "${type}": use ${Object.keys(IMAGE_TYPES).join(', ')}`, {
        type: 'Unknown image type',
      });
    const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0)
      throw badRequest(`The ${type} id must be a positive whole number`, { id: 'Invalid id' });
    const resource = getResource(IMAGE_TYPES[type]);
    if (!resource) throw notFound(`No ${type} with id ${id}`);
    // A photo is part of its record: whoever may not open the record may not see the face either.
    if (!allows(user.roles, { resource, action: 'read' }))
      throw forbidden(`You do not have permission to view ${resource.label.toLowerCase()}`);
    const upload = await inBranch(ctx, user, 'read', async (db) => {
      const owner = await db
        .selectFrom(tableOf(resource))
        .select('id')
        .where('id', '=', id)
        .where(scopeColumn(resource), '=', user.branchId)
        .executeTakeFirst();
      if (!owner) throw notFound(`No ${resource.singular.toLowerCase()} with id ${id}`);
      return latestUpload(db, user.branchId, ownerTypesOf(type), id);
    });
    if (!upload) throw notFound(`No image is stored for this ${type} yet`);
    return serveUpload(c, ctx, upload);
  });

  return routes;
}
