import { API_URL, HttpError, httpClient } from '../../../providers/httpClient';
import type { SmsComposeRequest, SmsPreview, SmsSendAnswer } from '../../../schema/sms-compose';

/** The compose API (server/modules/messaging/compose-routes.ts), through the app's client: token, refresh, the user's language. */
const post = async <T>(path: string, request: SmsComposeRequest): Promise<T> =>
  (await httpClient(`${API_URL}/messaging/sms/${path}`, { method: 'POST', body: JSON.stringify(request) })).json as T;

export const previewSms = (request: SmsComposeRequest) => post<SmsPreview>('preview', request);
export const sendSms = (request: SmsComposeRequest) => post<SmsSendAnswer>('send', request);

export interface Refusal {
  /** The answer's message in the user's language. */
  readonly message: string;
  /** Per field, as react-admin's inputs read them (a coded message or plain text). */
  readonly errors: Readonly<Record<string, string>>;
  readonly status: number;
}

/** What a refused request said, by field; a network failure as its message alone. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof HttpError)) return { message: String(error), errors: {}, status: 0 };
  const body = error.body as { errors?: unknown } | null;
  const errors = body && typeof body === 'object' && body.errors && typeof body.errors === 'object' ? body.errors : {};
  return {
    message: error.message,
    status: error.status,
    errors: Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, String(text)])),
  };
}

/**
 * The branch's gateway before anything is chosen, so that "nothing will be sent" is said before the
 * message is written: a preview of no one (no typed numbers, no message) writes nothing and says it.
 */
export const gatewayOf = async (): Promise<SmsPreview['gateway']> =>
  (await previewSms({ audience: { kind: 'numbers', numbers: '' }, message: '' })).gateway;
