import type { ArgKey } from './messages';

/** Validation messages without the validator itself, so screens that only show messages stay free of zod. */
export interface FieldError {
  readonly message: string;
  readonly args: Record<string, string | number>;
  /** Arguments that are labels, for a browser to show in its user's language (messages.ts). */
  readonly keys?: Readonly<Record<string, ArgKey>>;
}

/** English texts of the validation keys; the browser translates the same keys through i18n. */
export const VALIDATION_MESSAGES_EN: Record<string, string> = {
  required: 'Required',
  too_short: 'Too short (at least %{min} characters)',
  too_long: 'Too long (at most %{max} characters)',
  too_small: 'Must be at least %{min}',
  too_big: 'Must be at most %{max}',
  pattern: 'Wrong format',
  not_text: 'Must be text',
  not_a_number: 'Must be a number',
  not_integer: 'Must be a whole number',
  not_boolean: 'Must be yes or no',
  not_list: 'Must be a list',
  invalid_email: 'Must be a valid email address',
  invalid_phone: 'Must be a valid phone number',
  invalid_date: 'Must be a date (YYYY-MM-DD)',
  invalid_datetime: 'Must be a date and time (ISO 8601)',
  invalid_choice: 'Must be one of: %{choices}',
  invalid_reference: 'Must be a record id',
  unknown_field: 'Unknown field',
  read_only: 'This field cannot be changed',
  state_by_action: 'Changes only through its actions: %{actions}',
  not_an_object: 'The body must be a JSON object',
  unique: 'Already taken: must be unique',
  reference_missing: 'The referenced record does not exist',
  not_before: 'Must not be before %{other}',
  date_future: 'Must not be in the future',
  date_past: 'Must not be in the past',
  date_min_years_ago: 'Must be at least %{years} years ago',
  date_max_years_ago: 'Must be no more than %{years} years ago',
  date_min_years_ahead: 'Must be at least %{years} years ahead',
  date_max_years_ahead: 'Must be no more than %{years} years ahead',
  not_within: 'Does not belong to the chosen %{other}',
  too_few_rows: 'Add at least %{min}',
  too_many_rows: 'At most %{max}',
  invalid: 'Invalid value',
  password_length: 'Use %{min} to %{max} characters',
  password_common: 'This password is one of the most common and is easily guessed; choose another',
  password_personal: 'A password must not be the username or the school name',
  last_administrator: 'The school must keep at least one active administrator (ROLE_All)',
  role_required: 'Choose at least one role: a user without one can open nothing but Home',
};

export function formatValidationMessage(error: FieldError): string {
  const template = VALIDATION_MESSAGES_EN[error.message.replace('shule.validation.', '')] ?? error.message;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(error.args[name] ?? ''));
}
