import type { SmsPreviewRecipient } from '../../../src/schema/sms-compose';
import { countSms, fillTemplate, placeholderProblems } from '../../../src/schema/sms-text';
import { refusal, say } from '../../errors';
import type { ResolvedAudience } from './recipients';
import type { PlannedSms, SmsPlan } from './types';

/** What the branch's settings say about sending: which gateway and the estimate's price of one part. */
export interface SendingTerms {
  readonly gateway: 'log' | 'africastalking';
  /** KES cents. */
  readonly costPerPart: number;
  /** E.164 numbers on the branch's opt-out list. */
  readonly optOuts: ReadonlySet<string>;
}

/** How many recipients' own messages the preview shows. */
export const SAMPLE_SIZE = 5;

/**
 * 400 on `message` for a placeholder that is not known at all ('{fee}') or has no value for this
 * audience ('{balance}' to teachers): sending "{fee}" or an empty gap to a thousand parents is
 * worse than being stopped.
 */
export function refusePlaceholders(message: string, audience: ResolvedAudience): void {
  const { unknown, inapplicable } = placeholderProblems(message, audience.kinds);
  const braces = (names: string[]) => names.map((n) => `{${n}}`).join(', ');
  if (unknown.length)
    throw refusal(400, say('shule.errors.fields'), {
      message: say('shule.messaging.compose.unknown_placeholders', { names: braces(unknown) }),
    });
  if (inapplicable.length)
    throw refusal(400, say('shule.errors.fields'), {
      message: say('shule.messaging.compose.inapplicable_placeholders', { names: braces(inapplicable) }),
    });
}

/**
 * Every recipient's own text, counted and priced, before anything is written. Pure: the same plan
 * is the preview the user confirms and what the outbox stores.
 */
export function planSms(
  audience: ResolvedAudience,
  message: string,
  terms: SendingTerms,
  /** A student's own message for their guardians, over `message` (each student's exam results). */
  studentMessages?: ReadonlyMap<number, string>,
): SmsPlan {
  for (const template of new Set([message, ...(studentMessages?.values() ?? [])]))
    refusePlaceholders(template, audience);
  const templateOf = (studentId: number | null) => (studentId === null ? undefined : studentMessages?.get(studentId));
  const messages: PlannedSms[] = [];
  // De-duplication, a deliberate rule: one number receives one text once. A guardian of two
  // siblings gets one message when the text is the same for both ("school closes on Friday") and
  // two when it differs ("{first_name}'s balance is …"), since each then says something of its own.
  const seen = new Set<string>();
  let duplicates = 0;
  for (const recipient of audience.recipients) {
    const text = fillTemplate(templateOf(recipient.student_id) ?? message, recipient.values);
    const key = `${recipient.phone}\u0000${text}`;
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    const count = countSms(text);
    // An opted-out number is kept in the plan (stored as 'opted out', so the office sees who was
    // not texted and why) but is never sent, so it costs nothing.
    const optedOut = terms.optOuts.has(recipient.phone);
    messages.push({
      phone: recipient.phone,
      name: recipient.name,
      kind: recipient.kind,
      student_id: recipient.student_id,
      text,
      parts: count.parts,
      encoding: count.encoding,
      cost: optedOut ? 0 : count.parts * terms.costPerPart,
      opted_out: optedOut,
    });
  }
  const sent = messages.filter((m) => !m.opted_out);
  const totalParts = sent.reduce((sum, m) => sum + m.parts, 0);
  const sample: SmsPreviewRecipient[] = sent
    .slice(0, SAMPLE_SIZE)
    .map(({ name, phone, kind, text, parts }) => ({ name, phone, kind, text, parts }));
  return {
    messages,
    preview: {
      recipients: sent.length,
      duplicates,
      opted_out: messages.length - sent.length,
      without_number: audience.withoutNumber,
      invalid_numbers: audience.invalidNumbers,
      count: countSms(message),
      total_parts: totalParts,
      estimated_cost: totalParts * terms.costPerPart,
      cost_per_part: terms.costPerPart,
      sample,
      gateway: terms.gateway,
    },
  };
}

/**
 * What stops a send although a preview is fine: an empty message, or typed numbers that are not
 * mobile numbers (nothing is queued until they are corrected, so no one gets half a send). A send
 * that would text nobody is refused when a person chose the audience (`nobody: 'refuse'`), and
 * answered as such to a module (a receipt not texted must not undo the payment).
 */
export function refuseUnsendable(
  plan: SmsPlan,
  message: string,
  field: 'audience' | 'numbers',
  { nobody }: { nobody: 'refuse' | 'answer' },
): void {
  if (message.trim() === '')
    throw refusal(400, say('shule.errors.fields'), { message: say('shule.messaging.compose.empty_message') });
  const invalid = plan.preview.invalid_numbers;
  if (invalid.length) {
    const bad = say('shule.messaging.compose.invalid_numbers', { numbers: invalid.map((n) => `"${n}"`).join(', ') });
    throw refusal(400, bad, { [field]: bad }, { invalid_numbers: invalid });
  }
  if (nobody === 'refuse' && plan.preview.recipients === 0)
    throw refusal(400, say('shule.errors.fields'), { [field]: say('shule.messaging.compose.no_recipients') });
}
