import type { ArgKey, Coded } from '../schema/messages';
import { HttpError } from './tokenClient';

/**
 * The server's answers in the user's language. An answer carries its English `message`, and beside
 * it the i18n key (`code`), its arguments (`args`) and which arguments are labels to translate too
 * (`keys`); per field the same under `codes`. The English stays the fallback for any key missing.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ErrorBody {
  readonly message?: string;
  readonly code?: string;
  readonly args?: Coded['args'];
  readonly keys?: Coded['keys'];
  readonly errors?: Readonly<Record<string, string>>;
  readonly codes?: Readonly<Record<string, Coded>>;
}

/** How react-admin's own validators hand a message with arguments to an input (ra-core useInput). */
const FORM_ERROR_PREFIX = '@@react-admin@@';

function joined(translate: Translate, parts: readonly string[], join: 'and' | 'or'): string {
  const word = translate(`shule.errors.${join}`, { _: join });
  if (join === 'or' || parts.length < 2) return parts.join(` ${word} `);
  return `${parts.slice(0, -1).join(', ')} ${word} ${parts[parts.length - 1]}`;
}

/** One label argument in the user's language, or as sent when a key is not known. */
function label(translate: Translate, spec: ArgKey, sent: string | number): string | number {
  const keys = typeof spec.key === 'string' ? [spec.key] : spec.key;
  const parts = keys.map((key, i) => {
    const count = spec.counts?.[i];
    const name = translate(key, { smart_count: count ?? spec.count ?? 1, _: '' });
    // "2 transfers" in English, "uhamisho 2" in Swahili: the order is the language's.
    return count === undefined || name === '' ? name : translate('shule.errors.counted', { count, name, _: '' });
  });
  if (parts.length === 0 || parts.some((part) => part === '')) return sent;
  const text = joined(translate, parts, spec.join ?? 'and');
  return spec.lower ? text.toLocaleLowerCase() : text;
}

export function translatedArgs(translate: Translate, coded: Coded): Record<string, string | number> {
  const args: Record<string, string | number> = { ...coded.args };
  for (const [name, spec] of Object.entries(coded.keys ?? {})) args[name] = label(translate, spec, args[name] ?? '');
  return args;
}

/** A coded message as text in the user's language, the English one when its key is unknown. */
export function codedText(translate: Translate, coded: Coded, english: string): string {
  return translate(coded.message, { ...translatedArgs(translate, coded), _: english });
}

/**
 * A field's coded message as react-admin's ValidationErrorMessageWithArgs, in the string form its
 * inputs parse: the form translates the key with the arguments (and shows the English if unknown).
 */
export function formError(translate: Translate, coded: Coded, english: string): string {
  return `${FORM_ERROR_PREFIX}${JSON.stringify({ message: coded.message, args: { ...translatedArgs(translate, coded), _: english } })}`;
}

/**
 * The same error with its message translated (notifications show it) and its coded field errors
 * as form errors (react-admin puts body.errors on the inputs). Bodies without keys pass unchanged.
 */
export function localised(error: HttpError, translate: Translate): HttpError {
  const body = error.body as ErrorBody | null;
  if (!body || typeof body !== 'object' || (!body.code && !body.codes)) return error;
  const message = body.code
    ? codedText(translate, { message: body.code, args: body.args ?? {}, keys: body.keys }, error.message)
    : error.message;
  const errors: Record<string, string> = { ...body.errors };
  for (const [field, coded] of Object.entries(body.codes ?? {}))
    errors[field] = formError(translate, coded, body.errors?.[field] ?? coded.message);
  return new HttpError(message, error.status, { ...body, ...(body.codes ? { errors } : {}) });
}
