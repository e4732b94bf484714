import { RESOURCES } from '../schema/registry';

/**
 * react-admin names a resource by its API name and builds links as /<name>/...; the screens live at
 * the spec's paths (streams at /settingstreams, branches at /settings). This is the one mapping.
 */
const SCREEN_OF = new Map(RESOURCES.filter((r) => r.path !== `/${r.name}`).map((r) => [r.name, r.path]));

export function toScreenPath(path: string): string {
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  if (!match) return path;
  const screen = SCREEN_OF.get(match[1]);
  return screen ? `${screen}${match[2]}` : path;
}

/** Screen path of a resource view, for links the app builds itself. */
export function screenPath(
  resourceName: string,
  view: 'list' | 'create' | 'show' | 'edit' = 'list',
  id?: string | number,
): string {
  const base = toScreenPath(`/${resourceName}`);
  if (view === 'create') return `${base}/create`;
  if (view === 'show' && id !== undefined) return `${base}/${encodeURIComponent(id)}/show`;
  if (view === 'edit' && id !== undefined) return `${base}/${encodeURIComponent(id)}`;
  return base;
}
