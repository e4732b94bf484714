import type { AnyResource } from '../../schema/registry';

type Values = Readonly<Record<string, unknown>>;

/** The same value whatever the order of an object's keys, so two reads of a line compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Values)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether the Undo of a saved edit is offered: the save changed one of the record's own fields, and
 * neither its lines (a student's guardians) nor a password, which the server cannot put back
 * faithfully (server/crud/undo.ts refuses them too). `sent` is what the form sent, since a new
 * password never comes back in the record.
 */
export function offersUndo(resource: AnyResource, before: Values | undefined, after: Values, sent: Values): boolean {
  if (!before || typeof after.updated_at !== 'string') return false;
  let changed = false;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'password') {
      if (!blank(sent[name])) return false;
      continue;
    }
    if (field.count || name === resource.workflow?.field) continue;
    const differs = canonical(before[name]) !== canonical(after[name]);
    if (differs && field.kind === 'table') return false;
    if (differs && !field.readOnly) changed = true;
  }
  return changed;
}
