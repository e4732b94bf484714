import { Hono, type Context } from 'hono';
import { type Action, type AnyResource, canAccess, getResource } from '../../src/schema';
import type { AppContext, AppEnv } from '../context';
import { badRequest, forbidden, notFound } from '../errors';
import { exportResponse } from './export';
import { parseListParams } from './params';
import type { Repository } from './repository';
import { parseUndo, undoChanges } from './undo';

type C = Context<AppEnv>;

/** The resource named in the path, after the server's own permission check. */
function authorised(c: C, action: Action): AnyResource {
  const resource = getResource(c.req.param('resource') ?? '');
  if (!resource) throw notFound(`Unknown resource "${c.req.param('resource')}"`);
  if (!canAccess(c.get('user').roles, resource.access, action)) {
    throw forbidden(
      `You do not have permission to ${action === 'read' ? 'view' : 'change'} ${resource.label.toLowerCase()}`,
    );
  }
  return resource;
}

/** The resource named in the path, for a workflow action: its own roles are checked by the engine. */
function declared(c: C): AnyResource {
  const resource = getResource(c.req.param('resource') ?? '');
  if (!resource) throw notFound(`Unknown resource "${c.req.param('resource')}"`);
  if (!canAccess(c.get('user').roles, resource.access, 'read'))
    throw forbidden(`You do not have permission to view ${resource.label.toLowerCase()}`);
  return resource;
}

export async function jsonObject(c: C, optional = false): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (optional && text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be a JSON object');
  return value as Record<string, unknown>;
}

/** The REST protocol of ra-data-simple-rest for every registry resource, plus bulk writes, actions and export. */
export function crudRoutes(ctx: AppContext, repository: Repository): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:resource/export', (c) => exportResponse(ctx, c.get('user'), authorised(c, 'read'), c.req.query()));

  routes.get('/:resource', async (c) => {
    const resource = authorised(c, 'read');
    const params = parseListParams(resource, c.req.query());
    const { rows, total } = await repository.list(c.get('user'), resource, params);
    const [start] = params.range;
    // An empty page past the end says so (RFC 7233's unsatisfied form) instead of claiming a row.
    const span = rows.length > 0 ? `${start}-${start + rows.length - 1}` : '*';
    c.header('Content-Range', `${resource.name} ${span}/${total}`);
    return c.json(rows);
  });

  routes.get('/:resource/current', async (c) => {
    const resource = authorised(c, 'read');
    if (!resource.singleton) throw notFound(`${resource.label} are not a single settings record`);
    return c.json(await repository.current(c.get('user'), resource));
  });

  routes.get('/:resource/:id', async (c) =>
    c.json(await repository.getOne(c.get('user'), authorised(c, 'read'), c.req.param('id'))),
  );

  routes.post('/:resource/bulk-update', async (c) => {
    const resource = authorised(c, 'write');
    const { ids, data } = await jsonObject(c);
    return c.json({ data: await repository.bulkUpdate(c.get('user'), resource, ids, data) });
  });

  routes.post('/:resource/bulk-delete', async (c) => {
    const resource = authorised(c, 'write');
    const { ids } = await jsonObject(c);
    return c.json({ data: await repository.bulkDelete(c.get('user'), resource, ids) });
  });

  // Takes back the user's own last edit of each record, if nobody changed it since (undo.ts).
  routes.post('/:resource/undo', async (c) => {
    const resource = authorised(c, 'write');
    const { records } = await jsonObject(c);
    return c.json({ data: await undoChanges(ctx, repository.writer, c.get('user'), resource, parseUndo(records)) });
  });

  routes.post('/:resource', async (c) => {
    const resource = authorised(c, 'write');
    return c.json(await repository.create(c.get('user'), resource, await jsonObject(c)), 201);
  });

  routes.post('/:resource/:id/:action', async (c) => {
    const resource = declared(c);
    const input = await jsonObject(c, true);
    return c.json(await repository.act(c.get('user'), resource, c.req.param('id'), c.req.param('action'), input));
  });

  routes.put('/:resource/:id', async (c) => {
    const resource = authorised(c, 'write');
    return c.json(await repository.update(c.get('user'), resource, c.req.param('id'), await jsonObject(c)));
  });

  routes.delete('/:resource/:id', async (c) => {
    const resource = authorised(c, 'write');
    return c.json(await repository.remove(c.get('user'), resource, c.req.param('id')));
  });

  return routes;
}
