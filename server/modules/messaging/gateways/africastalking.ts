import { englishText, type MessageKey } from '../../../../src/schema';
import { say } from '../../../errors';
import {
  allAs,
  digitsOf,
  groupByText,
  type OutgoingSms,
  type SendOutcome,
  type SendStatus,
  type SmsGateway,
} from './gateway';

/**
 * Africa's Talking's bulk SMS API as a small typed client (the official npm package is untyped
 * JavaScript and hides the HTTP answer we need to tell a retry from a refusal):
 * POST {base}/version1/messaging, form-encoded username, to (comma-separated E.164), message and
 * the optional from (sender ID), with the apiKey header. Success is HTTP 201 with
 * SMSMessageData.Recipients[], one per number: statusCode, number, status, cost ("KES 0.8000"),
 * messageId.
 */
export const AT_BASE_URLS = {
  sandbox: 'https://api.sandbox.africastalking.com',
  production: 'https://api.africastalking.com',
} as const;

export interface AfricasTalkingConfig {
  readonly username: string;
  readonly apiKey: string;
  /** The registered alphanumeric sender name; absent: the gateway's shared short code. */
  readonly senderId?: string;
  /** AT_BASE_URLS[environment], or SHULE_SMS_GATEWAY_URL. */
  readonly baseUrl: string;
  /** How long one call may take before its messages are retried. */
  readonly timeoutMs: number;
}

/** One call takes at most this many numbers (the API's own bulk limit is larger; calls stay short). */
export const AT_MAX_NUMBERS = 100;

interface AtRecipient {
  readonly statusCode: number;
  readonly number: string;
  readonly status: string;
  readonly cost?: string;
  readonly messageId?: string;
}

/** "KES 0.8000" in KES cents, exactly, half a cent and more rounded up; "0" is 0; another currency says nothing. */
export function parseCost(cost: string | undefined): number | undefined {
  const match = /^(?:([A-Z]{3})\s+)?(\d+)(?:\.(\d*))?$/.exec((cost ?? '').trim());
  if (!match) return undefined;
  const [, currency, whole, fraction = ''] = match;
  if (currency !== undefined && currency !== 'KES') return undefined;
  if (currency === undefined && Number(whole) !== 0) return undefined;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
}

const STATUS_REASONS: Readonly<Record<number, [SendStatus, string]>> = {
  401: ['failed', 'risk_hold'],
  402: ['failed', 'invalid_sender_id'],
  403: ['rejected', 'invalid_phone_number'],
  404: ['rejected', 'unsupported_number_type'],
  405: ['failed', 'insufficient_balance'],
  // The number blocked this sender (a STOP to the short code): refused for good, reason recorded.
  406: ['rejected', 'user_in_blacklist'],
  407: ['failed', 'could_not_route'],
  409: ['rejected', 'do_not_disturb'],
  500: ['retry', 'gateway_error'],
  501: ['retry', 'gateway_error'],
  502: ['retry', 'gateway_error'],
};

const reasonText = (key: string, status: string) =>
  englishText(say(`shule.messaging.sms.status.${key}` as MessageKey, { status })).slice(0, 300);

/** One recipient's line of the answer as the outbox's outcome. */
export function outcomeOf(id: number, recipient: AtRecipient): SendOutcome {
  const code = Number(recipient.statusCode);
  const messageId = recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : undefined;
  const cost = parseCost(recipient.cost);
  if (code >= 100 && code <= 102) return { id, status: 'sent', messageId, cost };
  const [status, key] = STATUS_REASONS[code] ?? ['failed', 'other'];
  return {
    id,
    status,
    messageId,
    cost: status === 'retry' ? undefined : cost,
    reason: reasonText(key, recipient.status),
  };
}

function recipientsOf(body: unknown): { recipients: AtRecipient[]; message: string } | undefined {
  const data = (body as { SMSMessageData?: { Recipients?: unknown; Message?: unknown } } | null)?.SMSMessageData;
  if (!data || !Array.isArray(data.Recipients)) return undefined;
  const recipients = data.Recipients.filter(
    (r): r is AtRecipient =>
      typeof r === 'object' && r !== null && typeof (r as AtRecipient).number === 'string' && 'statusCode' in r,
  );
  return { recipients, message: typeof data.Message === 'string' ? data.Message : '' };
}

const sayText = (key: MessageKey, args: Record<string, string | number> = {}) => englishText(say(key, args));

/** One call: the same text to up to AT_MAX_NUMBERS different numbers. */
async function call(config: AfricasTalkingConfig, text: string, messages: readonly OutgoingSms[]) {
  const form = new URLSearchParams({
    username: config.username,
    to: messages.map((m) => m.phone).join(','),
    message: text,
    bulkSMSMode: '1',
  });
  if (config.senderId) form.set('from', config.senderId);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: config.apiKey,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    return allAs(
      messages,
      'retry',
      timedOut
        ? sayText('shule.messaging.sms.gateway_timeout', { seconds: config.timeoutMs / 1000 })
        : sayText('shule.messaging.sms.gateway_unreachable', { detail: e.cause?.code ?? e.message }),
    );
  }
  const raw = await response.text().catch(() => '');
  // 201 is the documented success; any other 2xx carrying recipients is read too, since treating
  // an answered send as a retry would text the parents twice.
  if (response.status < 200 || response.status > 299)
    return allAs(
      messages,
      'retry',
      sayText('shule.messaging.sms.gateway_http', { status: response.status, detail: raw.slice(0, 120) || '-' }),
    );
  let parsed: ReturnType<typeof recipientsOf>;
  try {
    parsed = recipientsOf(JSON.parse(raw));
  } catch {
    parsed = undefined;
  }
  if (!parsed) return allAs(messages, 'retry', sayText('shule.messaging.sms.gateway_unreadable'));
  // No recipients at all: the whole request was refused ("InvalidSenderId"); retrying cannot help.
  if (parsed.recipients.length === 0 && parsed.message)
    return allAs(messages, 'failed', reasonText('other', parsed.message));
  const byNumber = new Map(parsed.recipients.map((r) => [digitsOf(r.number), r]));
  return messages.map((m): SendOutcome => {
    const recipient = byNumber.get(digitsOf(m.phone));
    // Not named in an answered call: the gateway did not take it. Failed, not retried, so a
    // number the gateway silently drops is never charged for twice.
    if (!recipient) return { id: m.id, status: 'failed', reason: sayText('shule.messaging.sms.gateway_no_answer') };
    return outcomeOf(m.id, recipient);
  });
}

export function africasTalkingGateway(config: AfricasTalkingConfig): SmsGateway {
  return {
    name: 'africastalking',
    maxPerCall: AT_MAX_NUMBERS,
    async send(messages) {
      const outcomes: SendOutcome[] = [];
      for (const c of groupByText(messages, AT_MAX_NUMBERS)) outcomes.push(...(await call(config, c.text, c.messages)));
      return outcomes;
    },
  };
}
