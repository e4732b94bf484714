import type { SmsPreview } from '../../../src/schema/sms-compose';
import type { SmsEncoding, SmsRecipientKind } from '../../../src/schema/sms-text';

/**
 * The contract between planning a send (who gets what: plan.ts, recipients.ts) and the outbox
 * (outbox.ts): a plan is fully rendered and priced before anything is written.
 */
export interface PlannedSms {
  /** E.164. */
  readonly phone: string;
  readonly name: string;
  readonly kind: SmsRecipientKind;
  readonly student_id: number | null;
  /** The recipient's own text, placeholders filled. */
  readonly text: string;
  readonly parts: number;
  readonly encoding: SmsEncoding;
  /** Estimated cost in KES cents: parts × the branch's cost per part. */
  readonly cost: number;
  /** On the branch's opt-out list: stored with status opted_out, never sent. */
  readonly opted_out: boolean;
}

/** What the batch row records about one send. */
export interface BatchInfo {
  /** "Guardians of Form 2 with a balance above KES 1,000". */
  readonly audience: string;
  /** The message as written, placeholders unfilled. */
  readonly body: string;
  readonly template_id: number | null;
  /** ISO date-time; now when the user did not choose a later time. */
  readonly send_at: string;
  /** 'compose', or the module that sent it ('fees', 'exams', 'newsletters'). */
  readonly source: string;
}

export interface SmsPlan {
  readonly messages: readonly PlannedSms[];
  readonly preview: SmsPreview;
}

export interface Enqueued {
  readonly batch_id: number;
  /** Rows queued for sending (opted-out rows are stored but not counted here). */
  readonly queued: number;
  readonly opted_out: number;
}
