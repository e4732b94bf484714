import { Hono } from 'hono';
import {
  type AnyResource,
  canAccess,
  canCreate,
  canDelete,
  canOpenRoute,
  canUpdate,
  type FieldDef,
  mayTakeAction,
  PAGE_ROUTES,
  REPORTS,
  RESOURCES,
} from '../../src/schema';
import type { AppEnv } from '../context';
import { HOOK_EVENTS, type Hooks } from '../engine/hooks';

/** A field as a client needs it: no functions, nothing internal. */
function fieldMeta(field: FieldDef): Record<string, unknown> {
  const { kind, label, required, unique, default: defaultValue, min, max, pattern, help, choices, reference } = field;
  return {
    kind,
    label,
    ...(required ? { required } : {}),
    ...(unique ? { unique } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(pattern ? { pattern } : {}),
    ...(help ? { help } : {}),
    ...(choices ? { choices } : {}),
    ...(reference ? { reference } : {}),
    ...(field.readOnly || field.count || field.derive ? { readOnly: true } : {}),
    ...(field.within ? { within: field.within } : {}),
    ...(field.showWhen ? { showWhen: field.showWhen } : {}),
    ...(field.table ? { lines: { ...field.table, fields: field.table.fields && fieldsMeta(field.table.fields) } } : {}),
  };
}

const fieldsMeta = (fields: Readonly<Record<string, FieldDef>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, fieldMeta(f)]));

function resourceMeta(roles: readonly string[], resource: AnyResource, hooks: Hooks) {
  const write = canAccess(roles, resource.access, 'write');
  return {
    name: resource.name,
    path: resource.path,
    label: resource.label,
    singular: resource.singular,
    module: resource.module,
    icon: resource.icon,
    fields: fieldsMeta(resource.fields),
    list: resource.list,
    filters: resource.filters,
    sort: resource.sort,
    search: resource.search,
    represent: resource.represent,
    access: {
      read: true,
      create: write && canCreate(resource),
      update: write && canUpdate(resource),
      delete: write && canDelete(resource),
    },
    ...(resource.form ? { form: resource.form } : {}),
    ...(resource.workflow
      ? {
          workflow: {
            field: resource.workflow.field,
            locked: resource.workflow.locked ?? [],
            actions: Object.entries(resource.workflow.actions).map(([name, a]) => ({
              name,
              label: a.label,
              from: a.from,
              to: a.to,
              allowed: mayTakeAction(roles, resource, a),
              ...(a.input ? { input: fieldsMeta(a.input) } : {}),
            })),
          },
        }
      : {}),
    ...(resource.singleton ? { singleton: true } : {}),
    ...(resource.national ? { national: true } : {}),
    ...(resource.writtenBy === 'engine' ? { ledger: true } : {}),
    ...(resource.view ? { view: resource.view } : {}),
    hooks: Object.fromEntries(
      HOOK_EVENTS.map((e) => [e, hooks.count(resource.name, e)]).filter(([, n]) => Number(n) > 0),
    ),
  };
}

/**
 * GET /api/meta: what the caller may open, described from the declarations, so generic clients
 * and tools discover the API without reading the source.
 */
export function metaRoutes(hooks: Hooks): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/meta', (c) => {
    const { roles } = c.get('user');
    return c.json({
      resources: RESOURCES.filter((r) => canAccess(roles, r.access, 'read')).map((r) => resourceMeta(roles, r, hooks)),
      pages: PAGE_ROUTES.filter((p) => !p.public && canOpenRoute(roles, p.path, p.roles)).map(
        ({ path, label, module, icon, menu }) => ({ path, label, module, icon: icon ?? 'page', menu: menu !== false }),
      ),
      reports: REPORTS.filter((r) => canOpenRoute(roles, r.path, r.roles)).map((r) => ({
        name: r.name,
        path: r.path,
        label: r.label,
        module: r.module,
        api: `/api/reports/${r.name}`,
        filters: fieldsMeta(r.filters),
        columns: fieldsMeta(r.columns),
        sort: r.sort,
        ...(r.chart ? { chart: r.chart } : {}),
      })),
    });
  });
  return routes;
}
