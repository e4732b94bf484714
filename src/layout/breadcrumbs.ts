import { RESOURCES } from '../schema/registry';
import { routeNameKey } from './navigation';

export interface Crumb {
  /** i18n key with its arguments, or literal text (a record id). */
  readonly key?: string;
  readonly args?: Record<string, number>;
  readonly text?: string;
  /** A record, shown by its representation once loaded (`text` until then). */
  readonly record?: { readonly resource: string; readonly id: string };
  /** Absent on the last crumb, the current page. */
  readonly to?: string;
}

/**
 * Home › screen › record › view, derived from the path so every screen has a trail without wiring;
 * the record is named by its representation (ShuleBreadcrumbs loads it), its id until then.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const trail: Crumb[] = [{ key: 'shule.routes.home', to: '/home' }];
  const name = clean === '/home' ? null : routeNameKey(clean);
  if (name) {
    const resource = RESOURCES.find((r) => clean === r.path || clean.startsWith(`${r.path}/`));
    if (!resource) {
      trail.push({ key: name.key });
    } else {
      trail.push({ key: name.key, args: name.args, to: resource.path });
      const [id, view] = clean.slice(resource.path.length).split('/').filter(Boolean);
      if (id === 'create') trail.push({ key: 'ra.action.create' });
      else if (id) {
        const recordId = decodeURIComponent(id);
        trail.push({
          text: `#${recordId}`,
          record: { resource: resource.name, id: recordId },
          to: `${resource.path}/${id}/show`,
        });
        if (view !== 'show') trail.push({ key: 'ra.action.edit' });
      }
    }
  }
  const last = trail[trail.length - 1];
  trail[trail.length - 1] = { ...last, to: undefined };
  return trail;
}
