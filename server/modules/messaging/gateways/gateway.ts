/**
 * What every SMS gateway does for the sender (sender.ts): take a handful of outbox rows and say,
 * per row, what became of it. A gateway never writes the outbox itself, and never throws for a
 * message: a network error, a timeout or an answer it cannot read is `retry` with the reason, so
 * the sender tries again later with back-off instead of losing the row.
 */
export interface OutgoingSms {
  /** The outbox row. */
  readonly id: number;
  /** E.164. */
  readonly phone: string;
  readonly text: string;
}

export type SendStatus =
  /** Taken by the gateway; a delivery report may follow. */
  | 'sent'
  /** Refused for this message for good (a sender ID problem, no credit, an unroutable network). */
  | 'failed'
  /** Refused because of the number (invalid, blacklisted, do-not-disturb). */
  | 'rejected'
  /** Nothing left the school: no gateway configured, or it lacks its credentials. */
  | 'not_sent'
  /** Try again later: the gateway or the network was not up to it this time. */
  | 'retry';

export interface SendOutcome {
  readonly id: number;
  readonly status: SendStatus;
  readonly messageId?: string;
  /** What the gateway charged, KES cents; absent when it did not say. */
  readonly cost?: number;
  /** English, as stored in failure_reason (at most 300 characters). */
  readonly reason?: string;
}

export interface SmsGateway {
  /** The gateway as the outbox row records it. */
  readonly name: 'log' | 'africastalking';
  /** How many messages one send() may carry. */
  readonly maxPerCall: number;
  send(messages: readonly OutgoingSms[]): Promise<SendOutcome[]>;
}

/** Every message of a call with the same outcome (a timeout, a 500). */
export const allAs = (messages: readonly OutgoingSms[], status: SendStatus, reason: string): SendOutcome[] =>
  messages.map((m) => ({ id: m.id, status, reason: reason.slice(0, 300) }));

/** The digits of a number, so "+254 712…" matches "+254712…". */
export const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Messages as calls: identical texts share one (a notice to a class), personalised ones ("{first_name}'s
 * balance…") each go alone; at most `max` per call, and a number once per call, since a gateway's
 * answer is matched by number.
 */
export function groupByText(
  messages: readonly OutgoingSms[],
  max: number,
): { text: string; messages: OutgoingSms[] }[] {
  const calls: { text: string; messages: OutgoingSms[]; numbers: Set<string> }[] = [];
  const open = new Map<string, (typeof calls)[number][]>();
  for (const message of messages) {
    const number = digitsOf(message.phone);
    const candidates = open.get(message.text) ?? [];
    let target = candidates.find((c) => c.messages.length < max && !c.numbers.has(number));
    if (!target) {
      target = { text: message.text, messages: [], numbers: new Set() };
      calls.push(target);
      open.set(message.text, [...candidates, target]);
    }
    target.messages.push(message);
    target.numbers.add(number);
  }
  return calls.map(({ text, messages: m }) => ({ text, messages: m }));
}
