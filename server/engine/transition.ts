import { type AnyResource, actionInputResource, mayTakeAction, validateRecord } from '../../src/schema';
import type { SessionUser } from '../context';
import { diff, writeAudit } from '../crud/audit';
import type { Db, Row } from '../db/database';
import { joinEnglish } from '../../src/schema';
import { refusal, say, singularKey } from '../errors';
import { fieldErrors, stateKey, type Writer } from './writer';

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
  const plural = { key: `resources.${resource.name}.name`, count: 2 };
  if (!workflow || !action)
    throw refusal(404, say('shule.errors.no_action', { resource: resource.label, action: name }, { resource: plural }));
  const actionKey = { key: `resources.${resource.name}.actions.${name}` };
  if (!mayTakeAction(user.roles, resource, action))
    throw refusal(
      403,
      say(
        'shule.errors.action_forbidden',
        { action: action.label.toLowerCase(), resource: resource.label.toLowerCase() },
        { action: { ...actionKey, lower: true }, resource: { ...plural, lower: true } },
      ),
    );
  const before = await writer.load(db, user, resource, id);
  const state = String(before[workflow.field] ?? '');
  if (!action.from.includes(state))
    throw refusal(
      409,
      say(
        'shule.errors.action_not_from',
        {
          action: action.label,
          singular: resource.singular.toLowerCase(),
          state,
          action_lower: action.label.toLowerCase(),
          from: joinEnglish(action.from, 'or'),
        },
        {
          action: actionKey,
          singular: singularKey(resource),
          state: stateKey(resource, state),
          action_lower: { ...actionKey, lower: true },
          from: { key: action.from.map((s) => stateKey(resource, s).key), join: 'or', lower: true },
        },
      ),
      { [workflow.field]: say('shule.errors.now_state', { state }, { state: stateKey(resource, state) }) },
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
