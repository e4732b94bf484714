import { usePermissions } from 'ra-core';
import { canAccess, type AnyResource } from '../../schema/registry';

/** Write buttons show only when the registry's canAccess allows writing; the server checks again. */
export function useCanWrite(resource: AnyResource): boolean {
  const { permissions } = usePermissions<string[]>();
  return canAccess(Array.isArray(permissions) ? permissions : [], resource.access, 'write');
}
