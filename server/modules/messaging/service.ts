import type { SmsAudience, SmsGuardians, SmsPreview, SmsSendAnswer } from '../../../src/schema/sms-compose';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/database';
import { school } from '../../db/typed';
import { refusal, say } from '../../errors';
import { enqueue } from './outbox';
import { planSms, refuseUnsendable, type SendingTerms } from './plan';
import { type ResolvedAudience, resolveAudience } from './recipients';
import type { BatchInfo, SmsPlan } from './types';

/** Whom to text: guardians of given students, given numbers, or an audience as /newsms offers it. */
export type SmsTo =
  | { readonly students: readonly number[]; readonly guardians?: SmsGuardians }
  | { readonly numbers: readonly string[] }
  | { readonly audience: SmsAudience; readonly guardians?: SmsGuardians };

export interface SmsRequest {
  readonly to: SmsTo;
  /** The template as written: placeholders ({first_name}, {balance}…) are filled per recipient. */
  readonly message: string;
  /** ISO date-time to send later; absent or past: now. At most MAX_DAYS_AHEAD ahead. */
  readonly sendAt?: string;
  /** Who sent it: 'compose', 'fees', 'exams', 'biometrics', 'newsletters'. */
  readonly source: string;
  /** The batch's name for the office ("Fee reminder to Form 2"); by default said from `to`. */
  readonly audience?: string;
  readonly templateId?: number;
  /** A message of a student's own for their guardians, over `message`: results whose figures differ by student. */
  readonly studentMessages?: ReadonlyMap<number, string>;
}

/** What was queued. batch_id is null when nothing was stored (no one of `to` has a number). */
export type QueuedSms = Omit<SmsSendAnswer, 'batch_id'> & { readonly batch_id: number | null };

/** A message longer than this is not a text message: six GSM-7 parts, the templates' own limit. */
export const MAX_MESSAGE = 918;
export const MAX_DAYS_AHEAD = 90;
/** KES 0.80, Africa's Talking's price of one part in Kenya, until the school sets its own. */
export const DEFAULT_COST_PER_PART = 80;

/** The branch's gateway, the estimate's price of a part and its opt-out list. */
export async function sendingTerms(db: Db, branchId: number): Promise<SendingTerms> {
  const settings = await school(db)
    .selectFrom('sms_settings')
    .select(['gateway', 'cost_per_part'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirst();
  const optOuts = await school(db)
    .selectFrom('sms_opt_outs')
    .select('phone')
    .where('branch_id', '=', branchId)
    .execute();
  return {
    gateway: settings?.gateway === 'africastalking' ? 'africastalking' : 'log',
    costPerPart: settings?.cost_per_part == null ? DEFAULT_COST_PER_PART : Number(settings.cost_per_part),
    optOuts: new Set(optOuts.map((o) => String(o.phone))),
  };
}

/** The one audience every form of `to` comes down to. */
function audienceOf(to: SmsTo): { audience: SmsAudience; guardians: SmsGuardians } {
  if ('students' in to)
    return { audience: { kind: 'students', student_ids: to.students }, guardians: to.guardians ?? 'primary' };
  // One number per entry; a new line keeps a number typed with spaces ('0712 345 678') whole.
  if ('numbers' in to) return { audience: { kind: 'numbers', numbers: to.numbers.join('\n') }, guardians: 'primary' };
  return { audience: to.audience, guardians: to.guardians ?? 'primary' };
}

const EMPTY: ResolvedAudience = { recipients: [], withoutNumber: [], invalidNumbers: [], kinds: [], label: '' };

async function planFor(
  db: Db,
  user: SessionUser,
  to: SmsTo,
  message: string,
  studentMessages?: ReadonlyMap<number, string>,
) {
  if ([message, ...(studentMessages?.values() ?? [])].some((m) => m.length > MAX_MESSAGE))
    throw refusal(400, say('shule.errors.fields'), { message: say('shule.validation.too_long', { max: MAX_MESSAGE }) });
  const { audience, guardians } = audienceOf(to);
  const nobody = audience.kind === 'students' && audience.student_ids.length === 0;
  const resolved = nobody ? EMPTY : await resolveAudience(db, user.branchId, audience, guardians);
  const plan = planSms(resolved, message, await sendingTerms(db, user.branchId), studentMessages);
  return {
    plan,
    label: resolved.label,
    field: audience.kind === 'numbers' ? ('numbers' as const) : ('audience' as const),
  };
}

/** What a send would do, without writing anything: /newsms's live preview. */
export async function previewSms(
  db: Db,
  user: SessionUser,
  to: SmsTo,
  message: string,
  studentMessages?: ReadonlyMap<number, string>,
): Promise<SmsPreview> {
  return (await planFor(db, user, to, message, studentMessages)).plan.preview;
}

/** When to send: now for absent or past times; 400 on `send_at` for a time that is not one or too far ahead. */
export function sendTime(sendAt: string | undefined, now = new Date()): string {
  if (sendAt === undefined || sendAt === '') return now.toISOString();
  const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/.test(sendAt)
    ? new Date(sendAt)
    : undefined;
  if (!at || Number.isNaN(at.getTime()))
    throw refusal(400, say('shule.errors.fields'), { send_at: say('shule.validation.invalid_datetime') });
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
    throw refusal(400, say('shule.errors.fields'), {
      send_at: say('shule.messaging.compose.send_at_too_far', { days: MAX_DAYS_AHEAD }),
    });
  return at <= now ? now.toISOString() : at.toISOString();
}

async function checkTemplate(db: Db, branchId: number, templateId: number | undefined): Promise<number | null> {
  if (templateId === undefined) return null;
  const row = await school(db)
    .selectFrom('sms_templates')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (!row) throw refusal(400, say('shule.errors.fields'), { template_id: say('shule.validation.reference_missing') });
  return templateId;
}

/**
 * Texts guardians, staff or numbers through the school's outbox: the ONE function every module
 * sends SMS with (compose, fees, exams, biometrics, newsletters). It resolves the recipients in
 * the user's branch, fills the placeholders per recipient, drops repeats of the same text to the
 * same number, keeps opted-out numbers as 'opted out' rows, prices the parts, and queues it all
 * as one batch in the caller's transaction (`db`): if the caller's work is undone, so is the SMS.
 * The sender sends it after the transaction commits, at `sendAt` or now.
 *
 * Refused with 400 (nothing queued): an empty or over-long message, an unknown placeholder or
 * one without a value for these recipients, a typed number that is not a mobile number, a student,
 * class or template of another branch. Not refused: nobody reachable (a student whose guardians
 * have no number, or opted out) — the answer says so (queued 0, without_number, opted_out), so a
 * payment is never undone because its receipt could not be texted.
 *
 * @example Fees texting the balances of the students just invoiced, to their primary guardians:
 * ```ts
 * const sms = await queueSms(db, user, {
 *   to: { students: invoicedIds, guardians: 'primary' },
 *   message: "Dear {guardian_name}, {first_name}'s fee balance is KES {balance}. Paybill 522522, account {admission_no}.",
 *   source: 'fees',
 *   audience: 'Fee balances after Term 3 invoicing',
 * });
 * // sms.queued messages wait in the outbox; sms.estimated_cost in KES cents; sms.without_number names who has none.
 * ```
 */
export async function queueSms(db: Db, user: SessionUser, request: SmsRequest): Promise<QueuedSms> {
  const sendAt = sendTime(request.sendAt);
  const templateId = await checkTemplate(db, user.branchId, request.templateId);
  const { plan, label, field } = await planFor(db, user, request.to, request.message, request.studentMessages);
  refuseUnsendable(plan, request.message, field, { nobody: 'answer' });
  return store(db, user, plan, {
    audience: (request.audience ?? label).slice(0, 300),
    body: request.message,
    template_id: templateId,
    send_at: sendAt,
    source: request.source,
  });
}

/** /newsms's send: as queueSms, but a send that would text nobody is refused, since the user meant someone. */
export async function sendComposed(db: Db, user: SessionUser, request: SmsRequest): Promise<SmsSendAnswer> {
  const sendAt = sendTime(request.sendAt);
  const templateId = await checkTemplate(db, user.branchId, request.templateId);
  const { plan, label, field } = await planFor(db, user, request.to, request.message);
  refuseUnsendable(plan, request.message, field, { nobody: 'refuse' });
  const answer = await store(db, user, plan, {
    audience: (request.audience ?? label).slice(0, 300),
    body: request.message,
    template_id: templateId,
    send_at: sendAt,
    source: request.source,
  });
  return { ...answer, batch_id: Number(answer.batch_id) };
}

async function store(db: Db, user: SessionUser, plan: SmsPlan, batch: BatchInfo): Promise<QueuedSms> {
  if (plan.messages.length === 0) return { ...plan.preview, batch_id: null, queued: 0, send_at: batch.send_at };
  const queued = await enqueue(db, user, plan.messages, batch);
  return { ...plan.preview, batch_id: queued.batch_id, queued: queued.queued, send_at: batch.send_at };
}
