import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type ArgKey,
  type Coded,
  englishText,
  getResource,
  joinEnglish,
  type MessageArgs,
  type MessageKey,
  serverCatalog,
  type MessageTree,
} from '../src/schema';
import { sqliteUniqueColumns, uniqueConflictFields } from './db/unique';

/** A field's message as an i18n key with its arguments, for a client to show in its user's language. */
export type FieldCode = Coded;

/**
 * An answer for the client: status, a clear English message and, for forms, per-field messages in
 * English (`errors`). Where they come from a catalog, the same as i18n keys with arguments
 * (`coded` for the message, `codes` per field), which the browser translates.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly codes?: Record<string, FieldCode>,
    readonly coded?: Coded,
    /** More of the answer for a client to act on (a refused delete's holders and suggested action). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** A message by its key; `keys` lets the browser translate the arguments that are labels. */
export function say(message: MessageKey, args: MessageArgs = {}, keys?: Readonly<Record<string, ArgKey>>): Coded {
  return keys ? { message, args, keys } : { message, args };
}

/** An answer whose message and field messages are keys: the English of each comes from the catalog. */
export function refusal(
  status: ContentfulStatusCode,
  message: Coded,
  fields: Record<string, Coded> = {},
  details?: Readonly<Record<string, unknown>>,
): HttpError {
  const named = Object.keys(fields).length > 0;
  const english = Object.fromEntries(Object.entries(fields).map(([k, c]) => [k, englishText(c)]));
  return new HttpError(
    status,
    englishText(message),
    named ? english : undefined,
    named ? fields : undefined,
    message,
    details,
  );
}

/** 400 "Some fields need attention" with each field's message. */
export const fieldsRefused = (fields: Record<string, Coded>) => refusal(400, say('shule.errors.fields'), fields);

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message?: string) =>
  message === undefined ? refusal(404, say('shule.errors.not_found')) : new HttpError(404, message);
export const forbidden = (message?: string) =>
  message === undefined ? refusal(403, say('shule.errors.forbidden')) : new HttpError(403, message);
export const unauthorized = (message?: string) =>
  message === undefined ? refusal(401, say('shule.errors.sign_in')) : new HttpError(401, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);

/** A record's name in its user's language: "No student with id 4". */
export const singularKey = (resource: { readonly name: string }): ArgKey => ({
  key: `resources.${resource.name}.name`,
  count: 1,
  lower: true,
});

/**
 * The fields a unique index guards, so a form can show the conflict beside each: PostgreSQL names
 * the constraint (registry indexes are <table>_<fields>_unique), SQLite names table.column.
 */
function uniqueConflict(table: string | undefined, constraint: string | undefined, text: string): HttpError {
  const name = table ?? sqliteUniqueColumns(text)?.table;
  const resource = name ? getResource(name) : undefined;
  const fields =
    (resource ? uniqueConflictFields(resource, constraint ?? text) : undefined) ??
    sqliteUniqueColumns(text)?.columns.filter((c) => c !== 'branch_id') ??
    [];
  const labels = fields.map((f) => resource?.fields[f]?.label ?? f);
  const taken = Object.fromEntries(fields.map((f) => [f, say('shule.validation.unique')]));
  if (labels.length < 2) return refusal(409, say('shule.errors.same_value'), taken);
  const keys = resource
    ? { fields: { key: fields.map((f) => `resources.${resource.name}.fields.${f}`), join: 'and' as const } }
    : undefined;
  return refusal(409, say('shule.errors.same_values', { fields: joinEnglish(labels, 'and') }, keys), taken);
}

/** Maps a database constraint failure to a user answer; anything else is a real server fault. */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  const e = error as { code?: string; message?: string; constraint?: string; table?: string };
  const code = String(e?.code ?? '');
  const text = String(e?.message ?? '');
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return uniqueConflict(e?.table, e?.constraint, text);
  }
  // SQLite reports ON DELETE RESTRICT through its trigger code, with the foreign-key message.
  const sqliteForeignKey = code.startsWith('SQLITE_CONSTRAINT') && /FOREIGN KEY constraint failed/.test(text);
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || sqliteForeignKey) {
    return refusal(409, say('shule.errors.in_use'));
  }
  if (code === '42501' || /row-level security/.test(text)) return notFound();
  // PostgreSQL data exceptions (a NUL character, year 0000, a number out of range) come from a value sent.
  if (/^22[0-9A-Z]{3}$/.test(code)) return refusal(400, say('shule.errors.refused_value', { detail: text }));
  return undefined;
}

let englishKeys: Map<string, string> | undefined;

/** The key of an English text without arguments ("Required", "Some fields need attention"). */
function codeOfEnglish(text: string): string | undefined {
  if (!englishKeys) {
    const found = new Map<string, string>();
    const walk = (tree: MessageTree, prefix: string) => {
      for (const [k, v] of Object.entries(tree))
        if (typeof v !== 'string') walk(v, `${prefix}${k}.`);
        else if (!v.includes('%{') && !found.has(v)) found.set(v, `${prefix}${k}`);
    };
    walk(serverCatalog(), '');
    englishKeys = found;
  }
  return englishKeys.get(text);
}

/**
 * The answer's body: English for every API client; the keys and arguments beside it. A message
 * written as plain English elsewhere gets its key too when the catalog has the same text.
 */
function bodyOf(error: HttpError): Record<string, unknown> {
  const plain = error.coded ? undefined : codeOfEnglish(error.message);
  const code = error.coded ?? (plain ? { message: plain, args: {} } : undefined);
  const codes: Record<string, FieldCode> = { ...error.codes };
  for (const [field, text] of Object.entries(error.errors ?? {})) {
    const key = codes[field] ? undefined : codeOfEnglish(text);
    if (key) codes[field] = { message: key, args: {} };
  }
  return {
    message: error.message,
    ...(code ? { code: code.message, args: code.args, ...(code.keys ? { keys: code.keys } : {}) } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
    ...(Object.keys(codes).length > 0 ? { codes } : {}),
    ...error.details,
  };
}

export function errorResponse(c: Context, error: unknown): Response {
  const known = error instanceof HttpError ? error : fromDatabaseError(error);
  if (known) return c.json(bodyOf(known), known.status);
  console.error(error);
  return c.json(bodyOf(refusal(500, say('shule.errors.server'))), 500);
}
