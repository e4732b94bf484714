import { jwtDecode } from 'jwt-decode';

/**
 * Bearer-token requests with a rotating refresh token, for any session kind: the school session
 * (httpClient.ts) and the super administrator's (superClient.ts) each make one client over their
 * own storage keys and refresh path, so the two never share tokens or a refresh in flight.
 */

/** Same shape as react-admin's HttpError, so its forms show `body.errors` beside each field. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  readonly json: unknown;
}

export type RequestOptions = RequestInit;

/** Where one session kind keeps its tokens. */
export interface TokenStore {
  readonly accessToken: () => string | null;
  readonly refreshToken: () => string | null;
  readonly store: (accessToken: string, refreshToken?: string) => void;
}

export interface TokenClientConfig {
  readonly refreshUrl: string;
  readonly tokens: TokenStore;
  /** A failed refresh or a request that cannot be set up ends the session (spec.md section 8). */
  readonly onSessionLost: () => void;
}

export interface TokenClient {
  readonly refreshAccessToken: () => Promise<string>;
  readonly currentAccessToken: () => Promise<string | null>;
  readonly authorisedHeaders: (url: string, options: RequestOptions) => Promise<Headers>;
  readonly authorisedFetch: (url: string, options?: RequestOptions) => Promise<Response>;
  readonly fetchJson: (url: string, options?: RequestOptions) => Promise<HttpResponse>;
}

/** Expired when the `exp` claim lies before now (seconds); a token without `exp` never expires. */
export function isTokenExpired(token: string, nowSeconds: number = Date.now() / 1000): boolean {
  const { exp } = jwtDecode(token);
  return exp !== undefined && exp < nowSeconds;
}

export function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function messageOf(json: unknown, fallback: string): string {
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
  return fallback;
}

function buildHeaders(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const method = (options.method ?? 'GET').toUpperCase();
  if (typeof options.body === 'string' && method !== 'GET' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** How long a tab waits for another tab's refresh before refreshing itself (a hung request must not hold all tabs). */
export const TAB_WAIT_MS = 10_000;

/** The browser's Web Locks, where it has them (every current browser; not jsdom or old ones). */
function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
}

export function createTokenClient({ refreshUrl, tokens, onSessionLost }: TokenClientConfig): TokenClient {
  let refreshing: Promise<string> | null = null;

  async function refreshWith(refreshToken: string | null): Promise<string> {
    if (!refreshToken) throw new Error('No refresh token stored');
    const response = await fetch(refreshUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (!response.ok) throw new HttpError(`Token refresh answered ${response.status}`, response.status);
    const answer = (await response.json()) as { accessToken?: unknown; refreshToken?: unknown };
    if (typeof answer.accessToken !== 'string') throw new Error('Token refresh answered without an access token');
    tokens.store(answer.accessToken, typeof answer.refreshToken === 'string' ? answer.refreshToken : undefined);
    return answer.accessToken;
  }

  /**
   * Tabs share the stored tokens, and their access tokens expire together: one tab refreshes while
   * the others wait on the same Web Lock, then take the tokens it stored instead of spending the
   * rotated refresh token again (the server would have to take that for reuse after its grace window).
   */
  async function requestRefresh(): Promise<string> {
    const seen = tokens.refreshToken();
    const locks = webLocks();
    if (!locks) return refreshWith(seen);
    const inTurn = async (): Promise<string> => {
      const stored = tokens.refreshToken();
      const access = tokens.accessToken();
      if (stored !== seen && access && !isTokenExpired(access)) return access;
      return refreshWith(stored);
    };
    try {
      return await locks.request(`shule-refresh ${refreshUrl}`, { signal: AbortSignal.timeout(TAB_WAIT_MS) }, inTurn);
    } catch (error) {
      // Still waiting after TAB_WAIT_MS: another tab's refresh hangs; the server's grace window covers this one.
      if (error instanceof DOMException && error.name === 'TimeoutError') return inTurn();
      throw error;
    }
  }

  /**
   * Refresh tokens rotate and a reused one revokes the whole family, so parallel requests must share
   * one refresh call: the first caller starts it, the others await the same promise (and other tabs
   * the same lock, above).
   */
  function refreshAccessToken(): Promise<string> {
    if (!refreshing) {
      refreshing = requestRefresh()
        .catch((error: unknown) => {
          console.error('Token refresh failed', error);
          throw error;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  /** The token to send now: the stored one, or a refreshed one when it has expired; null when signed out. */
  async function currentAccessToken(): Promise<string | null> {
    const token = tokens.accessToken();
    if (!token) return null;
    return isTokenExpired(token) ? refreshAccessToken() : token;
  }

  /** Sets up the authorised request; any failure here (refresh included) loses the session. */
  async function authorisedHeaders(url: string, options: RequestOptions): Promise<Headers> {
    try {
      const token = url.endsWith(refreshUrl) ? tokens.accessToken() : await currentAccessToken();
      return buildHeaders(options, token);
    } catch (error) {
      onSessionLost();
      throw error;
    }
  }

  async function authorisedFetch(url: string, options: RequestOptions = {}): Promise<Response> {
    const headers = await authorisedHeaders(url, options);
    return fetch(url, { ...options, headers });
  }

  /** JSON with react-admin's fetchJson contract ({status, headers, body, json}, HttpError). */
  async function fetchJson(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
    const response = await authorisedFetch(url, options);
    const body = await response.text();
    const json = parseJson(body);
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError(messageOf(json, response.statusText || `HTTP ${response.status}`), response.status, json);
    }
    return { status: response.status, headers: response.headers, body, json };
  }

  return { refreshAccessToken, currentAccessToken, authorisedHeaders, authorisedFetch, fetchJson };
}
