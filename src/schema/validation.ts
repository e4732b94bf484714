import { z } from 'zod';
import type { DateBound, FieldDef } from './fields';
import { dateLimits, notBeforeBound, notBeforeField, resolveDefault, SYSTEM_COLUMNS, TODAY } from './fields';
import { todayAtSchool } from './display';
import { type AnyResource, isOmitted } from './resource';
import type { FieldError } from './validation-messages';
import { fitsGroup } from './offers';
import { toE164 } from './phone';

export type { FieldError } from './validation-messages';

/**
 * The validator derived from a declaration. The server runs it on every write; the forms run the
 * same function so a user sees the same message before the round trip. Messages are i18n keys
 * (shule.validation.*) with their parameters; `formatValidationMessage` gives the English text.
 */
export type ValidationMode = 'create' | 'update';

export type ValidationResult =
  | { readonly ok: true; readonly data: Record<string, unknown> }
  | { readonly ok: false; readonly errors: Record<string, FieldError> };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const key = (code: string) => `shule.validation.${code}`;

/** Years a school record can hold; also keeps out year 0, which PostgreSQL refuses. */
const YEARS = { min: 1800, max: 2200 };

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < YEARS.min || year > YEARS.max) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function textSchema(field: FieldDef, base: z.ZodString): z.ZodType {
  let schema = base;
  if (field.min !== undefined) schema = schema.min(field.min, { error: key('too_short') });
  if (field.max !== undefined) schema = schema.max(field.max, { error: key('too_long') });
  if (field.pattern) schema = schema.regex(new RegExp(field.pattern), { error: key('pattern') });
  return schema;
}

function numberSchema(field: FieldDef): z.ZodType {
  let schema = z.number({ error: key('not_a_number') }).finite({ error: key('not_a_number') });
  if (field.integer) schema = schema.int({ error: key('not_integer') });
  if (field.min !== undefined) schema = schema.min(field.min, { error: key('too_small') });
  if (field.max !== undefined) schema = schema.max(field.max, { error: key('too_big') });
  // Forms and CSV imports may send numbers as strings; accept only a complete numeric string.
  return z.preprocess((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v), schema);
}

const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: key('invalid_reference') })
    .int({ error: key('invalid_reference') })
    .positive({ error: key('invalid_reference') }),
);

const schemas = new WeakMap<FieldDef, z.ZodType>();

/**
 * The zod schema of one field's non-empty value, built once per declared field: building a zod
 * schema costs more than running it, and every write and every filter needs it.
 */
export function fieldSchema(field: FieldDef): z.ZodType {
  let schema = schemas.get(field);
  if (!schema) {
    schema = buildFieldSchema(field);
    schemas.set(field, schema);
  }
  return schema;
}

function buildFieldSchema(field: FieldDef): z.ZodType {
  // A NUL character is never text a user typed, and PostgreSQL cannot store it.
  const str = z
    .string({ error: key('not_text') })
    .trim()
    .refine((v) => !v.includes('\u0000'), { error: key('invalid') });
  switch (field.kind) {
    case 'text':
    case 'long_text':
      return textSchema(
        field,
        str.max(field.max ?? (field.kind === 'text' ? 255 : 10_000), { error: key('too_long') }),
      );
    case 'rich_text':
      return textSchema(field, str.max(field.max ?? 200_000, { error: key('too_long') }));
    case 'email':
      return z.email({ error: key('invalid_email') }).max(254, { error: key('too_long') });
    case 'phone':
      // Stored as E.164 however typed, so one guardian's number matches everywhere (phone.ts).
      return str
        .refine((v) => toE164(v) !== undefined, { error: key('invalid_phone') })
        .transform((v) => toE164(v) as string);
    case 'password':
      return z
        .string({ error: key('not_text') })
        .min(8, { error: key('too_short') })
        .max(128, { error: key('too_long') });
    case 'image':
      // The id of an upload of this server (uploads/record.ts sets it), never a web address that
      // every viewer's browser would fetch: a tracking pixel.
      return str.regex(/^[1-9]\d{0,14}$/, { error: key('invalid') });
    case 'file':
      return str.max(500, { error: key('too_long') });
    case 'number':
    case 'money':
      return numberSchema(field);
    case 'date':
      return str.refine(isRealDate, { error: key('invalid_date') });
    case 'datetime':
      return str
        .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)) && isRealDate(v.slice(0, 10)), {
          error: key('invalid_datetime'),
        })
        .transform((v) => new Date(v).toISOString());
    case 'boolean':
      return z.boolean({ error: key('not_boolean') });
    case 'choice':
      return z.enum(field.choices as [string, ...string[]], { error: key('invalid_choice') });
    case 'multi_choice':
      return z.array(z.enum(field.choices as [string, ...string[]], { error: key('invalid_choice') }), {
        error: key('not_list'),
      });
    case 'reference':
      return idSchema;
    case 'references':
      return z.array(idSchema, { error: key('not_list') });
    case 'table':
      // Child rows are validated row by row (validateChildRows); here only the shape.
      return z.array(z.record(z.string(), z.unknown()), { error: key('not_list') });
  }
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);

/**
 * Validates a client's record. Create: every required field must be present (or defaulted).
 * Update: only the fields sent are checked and changed. System columns are ignored, read-only
 * fields and unknown fields are refused, so nothing a client sends is silently lost. `stored` is
 * the record being edited, for the rules between fields (notBefore) on an update.
 */
export function validateRecord(
  resource: AnyResource,
  input: unknown,
  mode: ValidationMode,
  stored?: Record<string, unknown>,
): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { _: { message: key('not_an_object'), args: {} } } };
  }
  const record = input as Record<string, unknown>;
  const errors: Record<string, FieldError> = {};
  const data: Record<string, unknown> = {};
  const stateField = resource.workflow?.field;
  // What the client may not set is ignored when it sends back the stored value (react-admin and
  // ra-data-simple-rest send the whole record), and refused, named, when it differs.
  const unchanged = (name: string) =>
    mode === 'update' ? stored !== undefined && sameValue(record[name], stored[name]) : isEmpty(record[name]);
  for (const name of Object.keys(record)) {
    if (SYSTEM.has(name)) {
      if (mode === 'update' && stored !== undefined && !unchanged(name))
        errors[name] = { message: key('read_only'), args: {} };
      continue;
    }
    // A field a view leaves out (a teacher's salary at /teachers) is not the view's to write.
    const field =
      Object.hasOwn(resource.fields, name) && !isOmitted(resource, name) ? resource.fields[name] : undefined;
    if (!field) errors[name] = { message: key('unknown_field'), args: {} };
    else if ((field.readOnly || field.count) && !unchanged(name))
      errors[name] = { message: key('read_only'), args: {} };
    else if (name === stateField && mode === 'update' && !unchanged(name))
      errors[name] = { message: key('state_by_action'), args: { actions: actionLabels(resource) } };
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly && mode === 'create' && field.default !== undefined) data[name] = resolveDefault(field);
    if (field.readOnly || field.count || errors[name]) continue;
    if (name === stateField) {
      // A new record starts in the declared default state; only actions move it on.
      if (mode === 'create') {
        const sent = record[name];
        if (!isEmpty(sent) && sent !== field.default)
          errors[name] = { message: key('state_by_action'), args: { actions: actionLabels(resource) } };
        else if (field.default !== undefined) data[name] = resolveDefault(field);
      }
      continue;
    }
    if (field.kind === 'table') {
      // Child rows are checked and stored by the engine (server/crud/child-rows.ts).
      if (Object.hasOwn(record, name) && !errors[name]) {
        if (Array.isArray(record[name])) data[name] = record[name];
        else errors[name] = { message: key('not_list'), args: {} };
      }
      continue;
    }
    const present = Object.prototype.hasOwnProperty.call(record, name);
    let value = record[name];
    if (!present && mode === 'update') continue;
    if (isEmpty(value)) {
      if (field.kind === 'password' && mode === 'update') continue; // empty password keeps the old one
      if (mode === 'create' && field.default !== undefined && !present) value = resolveDefault(field);
      else if (field.required && !(field.kind === 'boolean' && value === false)) {
        errors[name] = { message: key('required'), args: {} };
        continue;
      } else {
        data[name] = field.kind === 'boolean' ? false : null;
        continue;
      }
    }
    const parsed = fieldSchema(field).safeParse(value);
    // Bounds are about what is typed now: a stored date kept as it is (an alumnus born 35 years
    // ago) is not refused when the rest of the record is saved.
    const kept = mode === 'update' && stored !== undefined && sameValue(value, stored[name]);
    const outOfBounds =
      parsed.success && field.kind === 'date' && !kept ? dateBoundError(field, String(parsed.data)) : undefined;
    if (outOfBounds) errors[name] = outOfBounds;
    else if (parsed.success) data[name] = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      errors[name] = { message: issue?.message ?? key('invalid'), args: limitArgs(field, issue) };
    }
  }
  // Rules between fields are checked on every field that is valid on its own, so a form checking
  // one field as it is left hears of them even while another field still needs attention.
  for (const [name, error] of Object.entries(crossFieldErrors(resource, data, stored))) errors[name] ??= error;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}

/**
 * Rules between two fields of one record (a date not before another), on the values it will hold:
 * what `data` changes, else what is `stored`. Only checked when `data` touches one of the two.
 */
export function crossFieldErrors(
  resource: AnyResource,
  data: Record<string, unknown>,
  stored: Record<string, unknown> = {},
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const other = notBeforeField(field);
    if (!other || !(Object.hasOwn(data, name) || Object.hasOwn(data, other))) continue;
    const value = Object.hasOwn(data, name) ? data[name] : stored[name];
    const floor = Object.hasOwn(data, other) ? data[other] : stored[other];
    if (typeof value === 'string' && typeof floor === 'string' && value < floor)
      errors[name] = {
        message: key('not_before'),
        args: { other: resource.fields[other]?.label ?? other },
        keys: { other: { key: `resources.${resource.name}.fields.${other}` } },
      };
  }
  return { ...errors, ...groupErrors(resource, data, stored) };
}

/** A choice that does not go with the other field it depends on (a subcounty of another county). */
function groupErrors(
  resource: AnyResource,
  data: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const rule = field.choicesBy;
    if (!rule || !(Object.hasOwn(data, name) || Object.hasOwn(data, rule.field))) continue;
    const record = { ...stored, ...data };
    if (!fitsGroup(rule, record, record[name]))
      errors[name] = {
        message: key('not_within'),
        args: { other: resource.fields[rule.field]?.label ?? rule.field },
        keys: { other: { key: `resources.${resource.name}.fields.${rule.field}` } },
      };
  }
  return errors;
}

/** The message of a bound a date breaks, in the words of the bound ("Must not be in the future"). */
function boundMessage(bound: DateBound, side: 'after' | 'before'): FieldError {
  if (bound === TODAY) return { message: key(side === 'after' ? 'date_future' : 'date_past'), args: {} };
  const ago = 'yearsAgo' in bound;
  const years = ago ? bound.yearsAgo : bound.yearsAhead;
  // After the latest: too recent (ago) or too far ahead; before the earliest: too long ago or too soon.
  const code =
    side === 'after'
      ? ago
        ? 'date_min_years_ago'
        : 'date_max_years_ahead'
      : ago
        ? 'date_max_years_ago'
        : 'date_min_years_ahead';
  return { message: key(code), args: { years } };
}

/**
 * Whether a date lies within its field's declared bounds (notAfter, and notBefore when it is a
 * bound, not another field) on the school's `today`. A day after today is "in the future" whatever
 * the bound, the plainest thing to tell someone who typed next year for a date of birth.
 */
export function dateBoundError(
  field: FieldDef,
  value: string,
  today: string = todayAtSchool(),
): FieldError | undefined {
  const { min, max } = dateLimits(field, today);
  if (max !== undefined && field.notAfter !== undefined && value > max)
    return value > today && max <= today ? boundMessage(TODAY, 'after') : boundMessage(field.notAfter, 'after');
  const earliest = notBeforeBound(field);
  if (min !== undefined && earliest !== undefined && value < min) return boundMessage(earliest, 'before');
  return undefined;
}

/** Whether a value sent back equals the stored one (numbers may come as strings, lists as JSON). */
export function sameValue(sent: unknown, stored: unknown): boolean {
  if (isEmpty(sent) && isEmpty(stored)) return true;
  if (typeof stored === 'number' && typeof sent === 'string' && sent.trim() !== '') return Number(sent) === stored;
  if (typeof stored === 'boolean' && typeof sent === 'number') return Number(stored) === sent;
  if (typeof sent === 'object' || typeof stored === 'object') return JSON.stringify(sent) === JSON.stringify(stored);
  return sent === stored;
}

const actionLabels = (resource: AnyResource): string =>
  Object.values(resource.workflow?.actions ?? {})
    .map((a) => a.label)
    .join(', ');

/**
 * The arguments of a field's message. A limit comes from the check that failed, not only from the
 * declaration: a text's default 255 characters, an email's 254 and a password's policy are limits
 * no declaration states, and a message without them would show its raw `%{max}`.
 */
function limitArgs(field: FieldDef, issue?: z.core.$ZodIssue): Record<string, string | number> {
  const args: Record<string, string | number> = {};
  if (field.min !== undefined) args.min = field.min;
  if (field.max !== undefined) args.max = field.max;
  if (issue?.code === 'too_small') args.min = Number(issue.minimum);
  if (issue?.code === 'too_big') args.max = Number(issue.maximum);
  if (field.choices) args.choices = field.choices.join(', ');
  return args;
}
