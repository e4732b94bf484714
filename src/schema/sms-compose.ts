import type { SmsCount, SmsRecipientKind } from './sms-text';

/**
 * What /newsms sends to the server and what it answers: the contract between the compose screen
 * (src/pages/messaging) and the compose API (server/modules/messaging/compose-routes.ts).
 */

/** Recipients as a school office thinks of them. Guardians stand for their students. */
export type SmsAudience =
  | { readonly kind: 'all_students' }
  | { readonly kind: 'class'; readonly class_id: number }
  | { readonly kind: 'stream'; readonly stream_id: number }
  | { readonly kind: 'hostel'; readonly hostel_id: number }
  | { readonly kind: 'boarders' }
  | { readonly kind: 'day_scholars' }
  /** Active students owing more than `amount` (KES cents), optionally of one class. */
  | { readonly kind: 'balance_above'; readonly amount: number; readonly class_id?: number }
  | { readonly kind: 'students'; readonly student_ids: readonly number[] }
  | { readonly kind: 'teachers' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'department'; readonly department_id: number }
  /** Typed or pasted: separated by commas, semicolons, spaces or new lines. */
  | { readonly kind: 'numbers'; readonly numbers: string };

export type SmsAudienceKind = SmsAudience['kind'];

export const SMS_AUDIENCE_KINDS = [
  'all_students',
  'class',
  'stream',
  'hostel',
  'boarders',
  'day_scholars',
  'balance_above',
  'students',
  'teachers',
  'staff',
  'department',
  'numbers',
] as const satisfies readonly SmsAudienceKind[];

/** Which guardians of a student receive it: the primary one (the school's usual choice) or every one. */
export type SmsGuardians = 'primary' | 'all';

export interface SmsComposeRequest {
  readonly audience: SmsAudience;
  readonly guardians?: SmsGuardians;
  /** As written, placeholders unfilled; at most 918 characters. The preview takes an empty one (who and how many), the send refuses it. */
  readonly message: string;
  /** The template chosen, recorded with the batch. */
  readonly template_id?: number;
  /** ISO date-time: send later; absent or past: now. */
  readonly send_at?: string;
}

export interface SmsPreviewRecipient {
  readonly name: string;
  /** E.164. */
  readonly phone: string;
  readonly kind: SmsRecipientKind;
  readonly text: string;
  readonly parts: number;
}

export interface SmsPreview {
  /** Messages that will be queued: after de-duplication and opt-outs. */
  readonly recipients: number;
  /** Numbers dropped because the same number would get the same text twice (siblings' guardian). */
  readonly duplicates: number;
  readonly opted_out: number;
  /** People of the audience without a usable number, by name: a guardian by the student ("Brian Otieno (ADM/2026/00001)"), staff by their own. */
  readonly without_number: readonly string[];
  /** Typed numbers that are not valid mobile numbers: nothing is queued while there are any. */
  readonly invalid_numbers: readonly string[];
  /** The template's own count (before placeholders are filled). */
  readonly count: SmsCount;
  /** Parts over all recipients, and their estimated cost in KES cents. */
  readonly total_parts: number;
  readonly estimated_cost: number;
  readonly cost_per_part: number;
  /** The first recipients' own messages. */
  readonly sample: readonly SmsPreviewRecipient[];
  /** The branch's gateway: 'log' means nothing will leave the school (no gateway configured). */
  readonly gateway: 'log' | 'africastalking';
}

export interface SmsSendAnswer extends SmsPreview {
  readonly batch_id: number;
  readonly queued: number;
  readonly send_at: string;
}
