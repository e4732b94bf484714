import type { SmsAudience, SmsAudienceKind, SmsComposeRequest, SmsGuardians } from '../../../schema/sms-compose';
import { SMS_PLACEHOLDERS, type SmsPlaceholder, type SmsRecipientKind } from '../../../schema/sms-text';

/** What the compose form holds: the audience's parts side by side, so switching kind keeps what was typed. */
export interface ComposeValues {
  readonly kind?: SmsAudienceKind | '' | null;
  readonly class_id?: number | string | null;
  readonly stream_id?: number | string | null;
  readonly hostel_id?: number | string | null;
  readonly department_id?: number | string | null;
  /** KES cents from the money input; text while what is typed is not an amount. */
  readonly amount?: number | string | null;
  readonly balance_class_id?: number | string | null;
  readonly student_ids?: readonly (number | string)[] | null;
  readonly numbers?: string | null;
  readonly guardians?: SmsGuardians | null;
  readonly template_id?: number | string | null;
  readonly message?: string | null;
  readonly send_later?: boolean | null;
  /** The date-time input's local time ('2026-12-01T08:00'). */
  readonly send_at?: string | null;
}

export const COMPOSE_DEFAULTS: ComposeValues = {
  kind: '',
  guardians: 'primary',
  message: '',
  numbers: '',
  student_ids: [],
  send_later: false,
};

/** The form's input that names what each audience kind needs (null: the kind alone says it). */
export const AUDIENCE_INPUT: Readonly<Record<SmsAudienceKind, keyof ComposeValues | null>> = {
  all_students: null,
  class: 'class_id',
  stream: 'stream_id',
  hostel: 'hostel_id',
  boarders: null,
  day_scholars: null,
  balance_above: 'amount',
  students: 'student_ids',
  teachers: null,
  staff: null,
  department: 'department_id',
  numbers: 'numbers',
};

/** Who an audience kind is made of: guardians stand for students, staff for themselves, typed numbers for nobody. */
export function recipientKind(kind: SmsAudienceKind): SmsRecipientKind {
  if (kind === 'numbers') return 'number';
  return kind === 'teachers' || kind === 'staff' || kind === 'department' ? 'staff' : 'guardian';
}

/** Whether a placeholder has a value for the recipients of this kind ({balance} has none for teachers). */
export const placeholderFits = (name: SmsPlaceholder, kind: SmsAudienceKind | null): boolean =>
  kind === null || (SMS_PLACEHOLDERS[name] as readonly SmsRecipientKind[]).includes(recipientKind(kind));

const id = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

const isKind = (kind: unknown): kind is SmsAudienceKind => typeof kind === 'string' && kind in AUDIENCE_INPUT;

/** The audience the form describes, or null while a part it needs is missing (no class chosen yet). */
export function audienceOf(values: ComposeValues): SmsAudience | null {
  const kind = values.kind;
  if (!isKind(kind)) return null;
  switch (kind) {
    case 'class': {
      const classId = id(values.class_id);
      return classId === null ? null : { kind, class_id: classId };
    }
    case 'stream': {
      const streamId = id(values.stream_id);
      return streamId === null ? null : { kind, stream_id: streamId };
    }
    case 'hostel': {
      const hostelId = id(values.hostel_id);
      return hostelId === null ? null : { kind, hostel_id: hostelId };
    }
    case 'department': {
      const departmentId = id(values.department_id);
      return departmentId === null ? null : { kind, department_id: departmentId };
    }
    case 'balance_above': {
      const amount = values.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return null;
      const classId = id(values.balance_class_id);
      return classId === null ? { kind, amount } : { kind, amount, class_id: classId };
    }
    case 'students': {
      const ids = (values.student_ids ?? []).map(id).filter((n): n is number => n !== null);
      return ids.length === 0 ? null : { kind, student_ids: ids };
    }
    case 'numbers': {
      const numbers = (values.numbers ?? '').trim();
      return numbers === '' ? null : { kind, numbers };
    }
    default:
      return { kind };
  }
}

/** The local time of the date-time input as an ISO instant, or undefined when it is not one. */
export function isoOf(local: string | null | undefined): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * The request the form describes, or null while the audience or message is incomplete. The
 * guardians choice goes only with audiences of students; send_at only when sending later.
 */
export function composeRequest(values: ComposeValues, { withTime = true } = {}): SmsComposeRequest | null {
  const audience = audienceOf(values);
  const message = values.message ?? '';
  if (audience === null || message.trim() === '') return null;
  const templateId = id(values.template_id);
  const sendAt = withTime && values.send_later ? isoOf(values.send_at) : undefined;
  return {
    audience,
    ...(recipientKind(audience.kind) === 'guardian' ? { guardians: values.guardians ?? 'primary' } : {}),
    message,
    ...(templateId === null ? {} : { template_id: templateId }),
    ...(sendAt === undefined ? {} : { send_at: sendAt }),
  };
}

/**
 * The form input a server error names: 'audience' is the input of the chosen kind (the class
 * chosen, the numbers typed), or the kind itself; the others are the inputs of the same name.
 * Null for a name the form has no input for (shown above the form instead).
 */
export function inputOfError(field: string, kind: SmsAudienceKind | null): keyof ComposeValues | null {
  if (field === 'audience' || field.startsWith('audience.')) return (kind !== null && AUDIENCE_INPUT[kind]) || 'kind';
  if (field === 'numbers' || field === 'message' || field === 'send_at' || field === 'template_id') return field;
  if (field === 'guardians') return 'guardians';
  return null;
}

/** Inserts `text` over the selection [start, end) of `value`; answers the new value and where the caret goes. */
export function insertAt(value: string, text: string, start: number, end = start): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** Where the list of a batch's messages is: /sms filtered by the batch, the filter shown. */
export const batchListPath = (batchId: number): string =>
  `/sms?${new URLSearchParams({
    filter: JSON.stringify({ batch_id: batchId }),
    displayedFilters: JSON.stringify({ batch_id: true }),
  }).toString()}`;
