import { Navigate, useLocation } from 'react-router-dom';
import { canAccess, canCreate, canUpdate, represent, type AnyResource } from '../schema/registry';
import { toScreenPath } from '../providers/screenPaths';
import { ICONS } from './generic/icons';
import { ResourceScreens } from './moduleScreens';

interface RegistryResourceProps {
  readonly name: string;
  readonly resource: AnyResource;
}

/**
 * Registers a declaration with react-admin under its API name (so data, i18n and references use
 * that name) and serves /<name>/*: the screens themselves when the spec path is /<name>, otherwise a
 * redirect to the spec path, where App mounts the screens.
 */
export function RegistryResource({ resource }: RegistryResourceProps) {
  const location = useLocation();
  if (resource.path !== `/${resource.name}`) {
    return <Navigate replace to={`${toScreenPath(location.pathname)}${location.search}${location.hash}`} />;
  }
  return <ResourceScreens resource={resource} />;
}

/** react-admin recognises a resource element by these two statics (see useConfigureAdminRouterFromChildren). */
RegistryResource.raName = 'Resource';
RegistryResource.registerResource = ({ name, resource }: RegistryResourceProps, permissions: unknown) => {
  const roles = Array.isArray(permissions) ? (permissions as string[]) : [];
  const write = canAccess(roles, resource.access, 'write');
  return {
    name,
    options: { label: resource.label },
    hasList: true,
    hasShow: true,
    // Ledgers, national tables and other engine-written records are never edited on screen.
    hasEdit: write && canUpdate(resource),
    hasCreate: write && canCreate(resource),
    icon: ICONS[resource.icon],
    recordRepresentation: (record: Record<string, unknown>) => represent(resource, record),
  };
};
