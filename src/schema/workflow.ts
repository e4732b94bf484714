import { canAccess } from './access';
import { type AnyResource, fieldsDeclaration, type WorkflowAction } from './resource';
import { SUPER_ROLE } from './roles';

/**
 * Workflow decisions shared by the server (which enforces them) and the screens (which offer only
 * the actions a user may take from the record's state).
 */
export function mayTakeAction(userRoles: readonly string[], resource: AnyResource, action: WorkflowAction): boolean {
  if (userRoles.includes(SUPER_ROLE)) return true;
  if (!action.roles) return canAccess(userRoles, resource.access, 'write');
  return action.roles.some((role) => userRoles.includes(role));
}

/** The actions a user may take on a record in its present state, in declaration order. */
export function availableActions(
  userRoles: readonly string[],
  resource: AnyResource,
  record: Record<string, unknown>,
): [string, WorkflowAction][] {
  const workflow = resource.workflow;
  if (!workflow) return [];
  const state = String(record[workflow.field] ?? '');
  return Object.entries(workflow.actions).filter(
    ([, action]) => action.from.includes(state) && mayTakeAction(userRoles, resource, action),
  );
}

/** Whether the record's state forbids edits and deletion (a submitted or cancelled document). */
export function isLocked(resource: AnyResource, record: Record<string, unknown>): boolean {
  const workflow = resource.workflow;
  return workflow?.locked?.includes(String(record[workflow.field] ?? '')) ?? false;
}

/** An action's input as a declaration of its own, so the validator and the form can read it. */
export function actionInputResource(resource: AnyResource, name: string, action: WorkflowAction): AnyResource {
  return fieldsDeclaration(resource, `${resource.name}_${name}`, action.input ?? {});
}
