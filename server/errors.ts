import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getResource } from '../src/schema';
import { sqliteUniqueColumns, uniqueConflictFields } from './db/unique';

/** A field's message as an i18n key with its arguments, for a client to show in its user's language. */
export interface FieldCode {
  readonly message: string;
  readonly args: Record<string, string | number>;
}

/**
 * An answer for the client: status, a clear message and, for forms, per-field messages in English
 * (`errors`) and, where the message comes from the validator, as i18n keys with arguments
 * (`codes`), which the browser translates.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly codes?: Record<string, FieldCode>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);

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
  const message = 'Already taken: must be unique';
  return conflict(
    labels.length > 1
      ? `A record with the same ${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]} already exists`
      : 'A record with the same value already exists',
    fields.length > 0 ? Object.fromEntries(fields.map((f) => [f, message])) : undefined,
  );
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
    return conflict('This record is used by other records and cannot be removed or changed this way');
  }
  if (code === '42501' || /row-level security/.test(text)) return notFound();
  // PostgreSQL data exceptions (a NUL character, year 0000, a number out of range) come from a value sent.
  if (/^22[0-9A-Z]{3}$/.test(code)) return badRequest(`The database refused a value: ${text}`);
  return undefined;
}

export function errorResponse(c: Context, error: unknown): Response {
  const known = error instanceof HttpError ? error : fromDatabaseError(error);
  if (known)
    return c.json(
      {
        message: known.message,
        ...(known.errors ? { errors: known.errors } : {}),
        ...(known.codes ? { codes: known.codes } : {}),
      },
      known.status,
    );
  console.error(error);
  return c.json({ message: 'Something went wrong on the server. The error has been logged.' }, 500);
}
