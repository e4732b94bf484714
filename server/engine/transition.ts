import { type AnyResource, actionInputResource, mayTakeAction, validateRecord } from '../../src/schema';
import type { SessionUser } from '../context';
import { diff, writeAudit } from '../crud/audit';
import type { Db, Row } from '../db/database';
import { conflict, forbidden, notFound } from '../errors';
import { fieldErrors, type Writer } from './writer';

/**
 * A workflow action: the only way a record's state changes. Checked in this order so each answer
 * says the most useful thing: unknown action 404, not the user's 403, not from this state 409,
 * its input 400. The state moves, the audit names the action, then the modules' hooks run
 * (onSubmit or onCancel, and onTransition) in the same transaction, so a failing hook undoes it.
 */
export async function transition(
  writer: Writer,
  db: Db,
  user: SessionUser,
  resource: AnyResource,
  id: number,
  name: string,
  rawInput: unknown,
): Promise<Row> {
  const workflow = resource.workflow;
  const action = workflow && Object.hasOwn(workflow.actions, name) ? workflow.actions[name] : undefined;
  if (!workflow || !action) throw notFound(`${resource.label} have no action "${name}"`);
  if (!mayTakeAction(user.roles, resource, action))
    throw forbidden(`You do not have permission to ${action.label.toLowerCase()} ${resource.label.toLowerCase()}`);
  const before = await writer.load(db, user, resource, id);
  const state = String(before[workflow.field] ?? '');
  if (!action.from.includes(state))
    throw conflict(
      `${action.label} is not possible: this ${resource.singular.toLowerCase()} is ${state}, and ${action.label.toLowerCase()} starts from ${action.from.join(' or ')}`,
      { [workflow.field]: `Now ${state}` },
    );
  const checked = validateRecord(actionInputResource(resource, name, action), rawInput ?? {}, 'create');
  if (!checked.ok) throw fieldErrors(checked.errors);
  const input = checked.data;
  const table = resource.view?.resource ?? resource.name;
  await db
    .updateTable(table)
    .set({ [workflow.field]: action.to, updated_at: new Date().toISOString(), updated_by: user.id })
    .where('id', '=', id)
    .where('branch_id', '=', user.branchId)
    .execute();
  const moved = await writer.load(db, user, resource, id);
  await writeAudit(db, user, name, resource.name, id, {
    ...diff(before, moved, []),
    ...(Object.keys(input).length > 0 ? { input: { after: input } } : {}),
  });
  const args = {
    db,
    user,
    engine: writer.engine,
    resource,
    writer,
    action: name,
    data: {},
    before,
    record: moved,
    input,
  };
  if (action.kind === 'submit') await writer.hooks.run('onSubmit', args);
  if (action.kind === 'cancel') await writer.hooks.run('onCancel', args);
  await writer.hooks.run('onTransition', args);
  return writer.load(db, user, resource, id);
}
