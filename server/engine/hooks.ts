import type { AnyResource } from '../../src/schema';
import type { SessionUser } from '../context';
import type { Db, Engine, Row } from '../db/database';
import type { Writer } from './writer';

/**
 * Behaviour hooked onto the generic writes, as lists per resource and event (Frappe's doc_events,
 * Payload's hooks): any module may add to any resource's lists, and nothing overwrites anything.
 *
 * - validate, beforeSave: before the row is stored; may change `data` or throw a 400/409.
 * - afterSave, afterDelete: after the row is stored or removed, in the same transaction.
 * - beforeDelete: may refuse a deletion.
 * - onSubmit, onCancel, onTransition: after a workflow action has moved the state (`record`),
 *   with the action's `input`; onSubmit for 'submit' actions, onCancel for 'cancel' (reversals),
 *   onTransition for every action.
 */
export type HookEvent =
  'validate' | 'beforeSave' | 'afterSave' | 'beforeDelete' | 'afterDelete' | 'onSubmit' | 'onCancel' | 'onTransition';

export const HOOK_EVENTS: readonly HookEvent[] = [
  'validate',
  'beforeSave',
  'afterSave',
  'beforeDelete',
  'afterDelete',
  'onSubmit',
  'onCancel',
  'onTransition',
];

export interface HookArgs {
  readonly db: Db;
  readonly user: SessionUser;
  readonly engine: Engine;
  readonly resource: AnyResource;
  /** Writes of other records go through the same path, hooks and audit included. */
  readonly writer: Writer;
  /** 'create', 'update', 'delete', or the workflow action's name. */
  readonly action: string;
  /** The values being written; validate and beforeSave may change them. */
  readonly data: Record<string, unknown>;
  /** The stored record before the write (update, delete, actions). */
  readonly before?: Row;
  /** The stored record after the write (afterSave, actions); the removed one on afterDelete. */
  readonly record?: Row;
  /** A workflow action's validated input. */
  readonly input?: Record<string, unknown>;
  /** An engine's own write (a record filed by an action, a number it keeps), not a user's. */
  readonly system?: boolean;
}

export type Hook = (args: HookArgs) => void | Promise<void>;
export type ResourceHookLists = Partial<Record<HookEvent, readonly Hook[]>>;
/** One module's contribution: resource name → event → handlers, run in the order listed. */
export type HookTable = Readonly<Record<string, ResourceHookLists>>;

export class Hooks {
  private readonly lists = new Map<string, Map<HookEvent, Hook[]>>();

  constructor(tables: readonly HookTable[]) {
    for (const table of tables) {
      for (const [resource, events] of Object.entries(table)) {
        const byEvent = this.lists.get(resource) ?? new Map<HookEvent, Hook[]>();
        this.lists.set(resource, byEvent);
        for (const event of HOOK_EVENTS) {
          const hooks = events[event];
          if (hooks) byEvent.set(event, [...(byEvent.get(event) ?? []), ...hooks]);
        }
      }
    }
  }

  /** How many handlers a resource has for an event (tests and /api/meta read it). */
  count(resource: string, event: HookEvent): number {
    return this.lists.get(resource)?.get(event)?.length ?? 0;
  }

  /** Runs a view's own handlers and then its base table's: a teacher is an employee too. */
  async run(event: HookEvent, args: HookArgs): Promise<void> {
    const names = args.resource.view ? [args.resource.name, args.resource.view.resource] : [args.resource.name];
    for (const name of names) for (const hook of this.lists.get(name)?.get(event) ?? []) await hook(args);
  }
}
