import type { Translate } from '../../providers/i18nProvider';
import { formatDate, formatDateTime, humanizeChoice } from '../../schema/display';
import { displayPhone } from '../../schema/phone';
import { representationFields, type AnyResource, type FieldKind } from '../../schema/registry';
import { choiceKey, fieldKey } from './keys';
import { formatKes } from './money';

/**
 * A record summed up where a table does not fit (a phone's list): its representation, a line of
 * detail under it and its state beside it. Students: "Zawadi Achieng (ADM/2026/00157)", "Form 2 ·
 * East", "Active".
 */
export interface RecordSummary {
  /** The fields of the detail line, in order, joined by " · ". */
  readonly detail: readonly string[];
  /** The field shown beside the representation: the workflow's state. */
  readonly badge?: string;
}

/** Kinds a person reads in a few words; long texts, pictures, files, lists and lines are not. */
const LINE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'boolean',
  'choice',
  'reference',
  'email',
  'phone',
]);

/** Without a declared detail line, this many list columns make it: a phone's line holds about two. */
const DERIVED_DETAIL_LENGTH = 2;

/**
 * What a phone shows of each record of a resource. The detail line is the one the navbar's search
 * shows (`findable.detail`) when the declaration has one; otherwise the first list columns that are
 * not already in the representation and read in a few words. The workflow's state, when it is among
 * them, goes beside the representation instead.
 */
export function recordSummary(resource: AnyResource): RecordSummary {
  const state = resource.workflow?.field;
  const declared = resource.findable?.detail;
  const shown = new Set(representationFields(resource));
  const candidates =
    declared ??
    resource.list.filter((name) => !shown.has(name) && LINE_KINDS.has(resource.fields[name]?.kind ?? 'table'));
  const others = candidates.filter((name) => name !== state);
  const detail = declared ? others : others.slice(0, DERIVED_DETAIL_LENGTH);
  return state !== undefined && candidates.includes(state) ? { detail, badge: state } : { detail };
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * One field's value as a person reads it in a line, or null when there is nothing to read (an empty
 * value, a false flag). Choices show their labels, dates the Kenyan way, phones as dialled; numbers,
 * money and flags carry the field's label, since "45" alone says nothing. References are not text
 * here: the screen shows the referenced record's representation.
 */
export function summaryText(
  resource: AnyResource,
  name: string,
  value: unknown,
  translate: Translate,
  locale = 'en',
): string | null {
  const field = resource.fields[name];
  if (!field || isBlank(value)) return null;
  const label = () => translate(fieldKey(resource, name), { _: field.label });
  switch (field.kind) {
    case 'choice':
      return translate(choiceKey(resource, name, String(value)), { _: humanizeChoice(String(value)) });
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'phone':
      return displayPhone(String(value));
    case 'boolean':
      return value === true ? label() : null;
    case 'number':
      return `${label()} ${String(value)}`;
    case 'money':
      return typeof value === 'number' ? `${label()} ${formatKes(value, locale)}` : null;
    case 'text':
    case 'email':
      return String(value);
    default:
      return null;
  }
}

/**
 * The representation as a person reads it: the template's choices and dates shown as everywhere
 * else ("Leave out 01/03/2026", not "leave_out 2026-03-01"); other values as stored.
 */
export function readableRepresentation(
  resource: AnyResource,
  record: Readonly<Record<string, unknown>>,
  translate: Translate,
): string {
  return resource.represent
    .replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = record[key];
      if (isBlank(value)) return '';
      const kind = resource.fields[key]?.kind;
      return kind === 'choice' || kind === 'date' || kind === 'datetime'
        ? (summaryText(resource, key, value, translate) ?? '')
        : String(value);
    })
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)/g, '')
    .trim();
}
