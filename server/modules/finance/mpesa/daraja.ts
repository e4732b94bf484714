import { createHash } from 'node:crypto';

/**
 * A thin typed client of Safaricom's Daraja API (the domain note's section 2; no SDK: the npm ones
 * are stale): OAuth client credentials with the token cached until it expires, C2B URL
 * registration, STK push and STK query. Credentials go only to Daraja, never to a browser.
 */
export const DARAJA_BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

export interface DarajaConfig {
  /** DARAJA_BASE_URLS[environment], or SHULE_DARAJA_URL (a local Daraja server in tests). */
  readonly baseUrl: string;
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly timeoutMs?: number;
}

/** Daraja said no (HTTP 4xx/5xx or a non-zero ResponseCode), or could not be reached in time. */
export class DarajaError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RegisterUrlsRequest {
  readonly ShortCode: string;
  readonly ResponseType: 'Completed' | 'Cancelled';
  readonly ConfirmationURL: string;
  readonly ValidationURL: string;
}
export interface RegisterUrlsResponse {
  readonly OriginatorCoversationID?: string;
  readonly ResponseCode: string;
  readonly ResponseDescription: string;
}

export interface StkPushRequest {
  readonly BusinessShortCode: string;
  readonly Password: string;
  readonly Timestamp: string;
  readonly TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  readonly Amount: number;
  readonly PartyA: string;
  readonly PartyB: string;
  readonly PhoneNumber: string;
  readonly CallBackURL: string;
  /** At most 12 characters: shown to the parent on the prompt. */
  readonly AccountReference: string;
  /** At most 13 characters. */
  readonly TransactionDesc: string;
}
export interface StkPushResponse {
  readonly MerchantRequestID: string;
  readonly CheckoutRequestID: string;
  readonly ResponseCode: string;
  readonly ResponseDescription: string;
  readonly CustomerMessage?: string;
}

export interface StkQueryRequest {
  readonly BusinessShortCode: string;
  readonly Password: string;
  readonly Timestamp: string;
  readonly CheckoutRequestID: string;
}
export interface StkQueryResponse {
  readonly ResponseCode: string;
  readonly ResponseDescription: string;
  readonly MerchantRequestID: string;
  readonly CheckoutRequestID: string;
  readonly ResultCode: string | number;
  readonly ResultDesc: string;
}

/** Daraja's timestamp: YYYYMMDDHHmmss in Nairobi time (UTC+3). */
export function darajaTimestamp(at: Date = new Date()): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The STK password: base64(shortcode + passkey + timestamp). */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string): string =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

interface CachedToken {
  readonly token: string;
  readonly expiresAt: number;
}
/** Tokens by base URL and credentials (hashed): one per school's keys, reused until a minute before expiry. */
const tokens = new Map<string, CachedToken>();
const cacheKey = (config: DarajaConfig) =>
  createHash('sha256').update(`${config.baseUrl}\n${config.consumerKey}\n${config.consumerSecret}`).digest('hex');

async function call(config: DarajaConfig, path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new DarajaError('unreachable', 0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    // Daraja's gateway answers some failures as HTML or plain text: kept as the text.
  }
  return { status: response.status, body };
}

/** Daraja's own words for a refusal: errorMessage, ResponseDescription, or the status. */
function describe(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const b = body as Record<string, unknown>;
    const words = b.errorMessage ?? b.ResponseDescription ?? b.error_description ?? b.resultDesc;
    if (typeof words === 'string' && words.trim() !== '') return words.trim().slice(0, 200);
  }
  if (typeof body === 'string' && body.trim() !== '') return `HTTP ${status}: ${body.trim().slice(0, 120)}`;
  return `HTTP ${status}`;
}

export function darajaClient(config: DarajaConfig) {
  async function token(): Promise<string> {
    const key = cacheKey(config);
    const cached = tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, body } = await call(config, '/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    });
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (status !== 200 || typeof b.access_token !== 'string' || b.access_token === '')
      throw new DarajaError(status >= 500 ? 'unreachable' : 'refused', status, describe(status, body));
    const seconds = Number(b.expires_in ?? 3599);
    const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds : 3599;
    tokens.set(key, { token: b.access_token, expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000 });
    return b.access_token;
  }

  /** A signed call; a 401 (a token Daraja dropped early) clears the cache and is tried once more. */
  async function post<T>(path: string, payload: object, again = true): Promise<T> {
    const { status, body } = await call(config, path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (status === 401 && again) {
      tokens.delete(cacheKey(config));
      return post<T>(path, payload, false);
    }
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (status !== 200 || (b.ResponseCode !== undefined && String(b.ResponseCode) !== '0'))
      throw new DarajaError(status >= 500 ? 'unreachable' : 'refused', status, describe(status, body));
    return body as T;
  }

  return {
    token,
    registerUrls: (request: RegisterUrlsRequest) => post<RegisterUrlsResponse>('/mpesa/c2b/v2/registerurl', request),
    stkPush: (request: StkPushRequest) => post<StkPushResponse>('/mpesa/stkpush/v1/processrequest', request),
    stkQuery: (request: StkQueryRequest) => post<StkQueryResponse>('/mpesa/stkpushquery/v1/query', request),
  };
}

export type DarajaClient = ReturnType<typeof darajaClient>;

/** Forgets every cached token (tests that change a school's keys). */
export const forgetDarajaTokens = (): void => tokens.clear();
