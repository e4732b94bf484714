import { type AnyResource, type Coded, fieldSchema, resolveDefault, SYSTEM_COLUMNS } from '../../src/schema';
import { fieldsRefused, say } from '../errors';

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Values an engine writes (a student's state, a number it generated, a ledger entry): every field
 * may be set, read-only and state fields included, but each value still has its field's format.
 * A malformed value here is a bug in the engine, and the 400 names it.
 */
export function systemValues(
  resource: AnyResource,
  input: Record<string, unknown>,
  mode: 'create' | 'update' = 'update',
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const errors: Record<string, Coded> = {};
  for (const [name, value] of Object.entries(input)) {
    if (SYSTEM.has(name)) continue;
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (!field || field.count) {
      errors[name] = say('shule.validation.unknown_field');
      continue;
    }
    if (field.kind === 'table') {
      data[name] = value;
      continue;
    }
    if (blank(value)) {
      data[name] = field.kind === 'boolean' ? false : null;
      continue;
    }
    const parsed = fieldSchema(field).safeParse(value);
    if (parsed.success) data[name] = parsed.data;
    else
      errors[name] = say(
        (parsed.error.issues[0]?.message as `shule.validation.${string}` | undefined) ?? 'shule.validation.invalid',
      );
  }
  if (mode === 'create')
    for (const [name, field] of Object.entries(resource.fields))
      if (field.required && field.kind !== 'boolean' && field.kind !== 'table' && blank(data[name]))
        errors[name] ??= say('shule.validation.required');
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
  return data;
}

/** Declared defaults of a new record that the input does not set. */
export function withDefaults(resource: AnyResource, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const [name, field] of Object.entries(resource.fields))
    if (field.default !== undefined && !field.count && !Object.hasOwn(out, name)) out[name] = resolveDefault(field);
  return out;
}
