import { jwtDecode } from 'jwt-decode';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './session';

/**
 * The one way the browser talks to the API: every JSON, multipart and file request gets the bearer
 * token, refreshed first when it has expired (spec.md sections 4 and 7). Kept free of react-admin
 * so the sign-in page does not pull the admin bundle.
 */
export const API_URL = '/api';
export const REFRESH_URL = `${API_URL}/auth/refresh`;

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

let sessionLostHandler: () => void = () => window.location.assign('/');
let refreshing: Promise<string> | null = null;

/** The app hands in its router so a lost session moves to `/` without a full page load. */
export function setSessionLostHandler(handler: () => void): void {
  sessionLostHandler = handler;
}

/** spec.md section 8: a failed refresh or a request that cannot be set up ends at `/`, signed out. */
export function loseSession(): void {
  clearSession();
  sessionLostHandler();
}

/** Expired when the `exp` claim lies before now (seconds); a token without `exp` never expires. */
export function isTokenExpired(token: string, nowSeconds: number = Date.now() / 1000): boolean {
  const { exp } = jwtDecode(token);
  return exp !== undefined && exp < nowSeconds;
}

async function requestRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new Error('No refresh token stored');
  const response = await fetch(REFRESH_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!response.ok) throw new HttpError(`Token refresh answered ${response.status}`, response.status);
  const answer = (await response.json()) as { accessToken?: unknown; refreshToken?: unknown };
  if (typeof answer.accessToken !== 'string') throw new Error('Token refresh answered without an access token');
  storeTokens(answer.accessToken, typeof answer.refreshToken === 'string' ? answer.refreshToken : undefined);
  return answer.accessToken;
}

/**
 * Refresh tokens rotate and a reused one revokes the whole family, so parallel requests must share
 * one refresh call: the first caller starts it, the others await the same promise.
 */
export function refreshAccessToken(): Promise<string> {
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
export async function currentAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  return isTokenExpired(token) ? refreshAccessToken() : token;
}

function buildHeaders(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const body = options.body;
  const method = (options.method ?? 'GET').toUpperCase();
  if (
    body !== undefined &&
    body !== null &&
    typeof body === 'string' &&
    method !== 'GET' &&
    !headers.has('Content-Type')
  ) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Sets up the authorised request; any failure here (refresh included) loses the session. */
async function authorisedHeaders(url: string, options: RequestOptions): Promise<Headers> {
  try {
    const token = url.endsWith(REFRESH_URL) ? getAccessToken() : await currentAccessToken();
    return buildHeaders(options, token);
  } catch (error) {
    loseSession();
    throw error;
  }
}

/** A raw authorised fetch, for blobs (exports) and anything not JSON. */
export async function authorisedFetch(url: string, options: RequestOptions = {}): Promise<Response> {
  const headers = await authorisedHeaders(url, options);
  return fetch(url, { ...options, headers });
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(json: unknown, fallback: string): string {
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
  return fallback;
}

/** JSON client with react-admin's fetchJson contract ({status, headers, body, json}, HttpError). */
export async function httpClient(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const response = await authorisedFetch(url, options);
  const body = await response.text();
  const json = parseJson(body);
  if (response.status < 200 || response.status >= 300) {
    throw new HttpError(messageOf(json, response.statusText || `HTTP ${response.status}`), response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  readonly percent: number;
}

/**
 * Multipart upload of a file plus the `otherdata` text field (spec.md section 7). XMLHttpRequest
 * because fetch cannot report upload progress; the token logic is the same as for JSON.
 */
export async function uploadWithProgress(
  url: string,
  file: Blob,
  otherdata: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<HttpResponse> {
  const headers = await authorisedHeaders(url, { method: 'POST', body: new FormData() });
  const form = new FormData();
  form.append('file', file);
  form.append('otherdata', otherdata);
  return new Promise<HttpResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.onerror = () => reject(new HttpError('Upload failed: network error', 0));
    xhr.onabort = () => reject(new HttpError('Upload canceled.', 0));
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      const responseHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(messageOf(json, `Server responded with ${xhr.status} code.`), xhr.status, json));
        return;
      }
      resolve({ status: xhr.status, headers: responseHeaders, body: xhr.responseText, json });
    };
    xhr.send(form);
  });
}
