import { localised, type Translate } from './apiErrors';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './session';
import {
  createTokenClient,
  HttpError,
  messageOf,
  parseJson,
  type HttpResponse,
  type RequestOptions,
} from './tokenClient';

export { HttpError, isTokenExpired, type HttpResponse, type RequestOptions } from './tokenClient';

/**
 * The one way the browser talks to the school API: every JSON, multipart and file request gets the
 * bearer token, refreshed first when it has expired (spec.md sections 4 and 7). Kept free of
 * react-admin so the sign-in page does not pull the admin bundle.
 */
export const API_URL = '/api';
export const REFRESH_URL = `${API_URL}/auth/refresh`;

let sessionLostHandler: () => void = () => window.location.assign('/');

/** The app hands in its router so a lost session moves to `/` without a full page load. */
export function setSessionLostHandler(handler: () => void): void {
  sessionLostHandler = handler;
}

/** spec.md section 8: a failed refresh or a request that cannot be set up ends at `/`, signed out. */
export function loseSession(): void {
  clearSession();
  sessionLostHandler();
}

const client = createTokenClient({
  refreshUrl: REFRESH_URL,
  tokens: { accessToken: getAccessToken, refreshToken: getRefreshToken, store: storeTokens },
  onSessionLost: loseSession,
});

export const { refreshAccessToken, currentAccessToken, authorisedFetch } = client;

let translateErrors: Translate | undefined;

/** The i18n provider hands in its translate, so the API's answers reach the user in their language. */
export function setErrorTranslator(translate: Translate): void {
  translateErrors = translate;
}

/** An API error in the user's language (apiErrors.ts); anything else as it is. */
export function localiseError(error: unknown): unknown {
  return error instanceof HttpError && translateErrors ? localised(error, translateErrors) : error;
}

/**
 * JSON client with react-admin's fetchJson contract ({status, headers, body, json}, HttpError):
 * a failure's message and its fields' errors in the user's language.
 */
export const httpClient = (url: string, options?: RequestOptions): Promise<HttpResponse> =>
  client.fetchJson(url, options).catch((error: unknown) => {
    throw localiseError(error);
  });

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
  const headers = await client.authorisedHeaders(url, { method: 'POST', body: new FormData() });
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
        reject(
          localiseError(new HttpError(messageOf(json, `Server responded with ${xhr.status} code.`), xhr.status, json)),
        );
        return;
      }
      resolve({ status: xhr.status, headers: responseHeaders, body: xhr.responseText, json });
    };
    xhr.send(form);
  });
}
