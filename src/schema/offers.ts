import type { ChoicesBy, OfferBy } from './fields';

/**
 * What one field of a record may hold given another of its fields: the references that suit it
 * (`offerBy`: a girl's hostels) and the choices that go with it (`choicesBy`: a county's
 * subcounties). The server's rules and the forms' pick-lists both read these, so the choices a
 * user is offered are exactly the ones the server accepts.
 */
type Values = Readonly<Record<string, unknown>>;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The values the target's field may have for this record; null while the record's own field is
 * empty, since nothing can be said to suit it yet.
 */
export function suitingValues(rule: OfferBy, record: Values): readonly string[] | null {
  const value = record[rule.field];
  if (isBlank(value)) return null;
  return rule.suits[String(value)] ?? [];
}

/** Whether a target record (a hostel) suits the record (the student). */
export function suitsRecord(rule: OfferBy, record: Values, target: Values): boolean {
  const values = suitingValues(rule, record);
  return values !== null && values.includes(String(target[rule.target] ?? ''));
}

/** The choices that go with the record's other field; null while that field is empty. */
export function groupChoices(rule: ChoicesBy, record: Values): readonly string[] | null {
  const value = record[rule.field];
  if (isBlank(value)) return null;
  return rule.groups[String(value)] ?? [];
}

/** Whether a chosen value goes with the record's other field (an empty value always does). */
export function fitsGroup(rule: ChoicesBy, record: Values, value: unknown): boolean {
  if (isBlank(value)) return true;
  return groupChoices(rule, record)?.includes(String(value)) ?? false;
}
