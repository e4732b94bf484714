import { createMiddleware } from 'hono/factory';
import {
  type Action,
  type AnyReport,
  type AnyResource,
  canAccess,
  canOpenRoute,
  type Role,
  SUPER_ROLE,
} from '../../src/schema';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';

/** What a custom endpoint needs: a resource's read or write access, a report's roles, or a role list. */
export type AccessRule =
  | { readonly resource: AnyResource; readonly action: Action }
  | { readonly resources: readonly AnyResource[]; readonly action: Action }
  | { readonly report: AnyReport }
  | { readonly roles: readonly Role[] }
  | { readonly signedIn: true };

/** The decision, from the same pure functions the browser's guard calls. */
export function allows(roles: readonly string[], rule: AccessRule): boolean {
  if ('signedIn' in rule) return true;
  if ('resource' in rule) return canAccess(roles, rule.resource.access, rule.action);
  if ('resources' in rule) return rule.resources.every((r) => canAccess(roles, r.access, rule.action));
  if ('report' in rule) return canOpenRoute(roles, rule.report.path, rule.report.roles);
  return roles.includes(SUPER_ROLE) || rule.roles.some((role) => roles.includes(role));
}

function refusal(rule: AccessRule): string {
  if ('resource' in rule)
    return `You do not have permission to ${rule.action === 'read' ? 'view' : 'change'} ${rule.resource.label.toLowerCase()}`;
  if ('resources' in rule)
    return `You do not have permission to ${rule.action === 'read' ? 'view' : 'change'} ${rule.resources
      .map((r) => r.label.toLowerCase())
      .join(' and ')}`;
  if ('report' in rule) return `You do not have permission to run the ${rule.report.label.toLowerCase()} report`;
  return 'You do not have permission to do this';
}

/**
 * Guards a custom endpoint. Every module route declares its rule with this middleware, so no
 * handler checks roles by hand and a route without a rule stands out in review and in tests.
 */
export const requireAccess = (rule: AccessRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!allows(c.get('user').roles, rule)) throw forbidden(refusal(rule));
    await next();
  });
