// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, nowSeconds } from '../test/jwt';
import {
  HttpError,
  httpClient,
  isTokenExpired,
  setErrorTranslator,
  setSessionLostHandler,
  uploadWithProgress,
} from './httpClient';

type FetchArgs = [string, RequestInit | undefined];

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function authOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('isTokenExpired', () => {
  it('is expired only when exp lies before now, in seconds', () => {
    const now = 1_700_000_000;
    expect(isTokenExpired(makeToken(now - 1), now)).toBe(true);
    expect(isTokenExpired(makeToken(now + 1), now)).toBe(false);
    expect(isTokenExpired(makeToken(now), now)).toBe(false);
  });

  it('throws on a token it cannot decode', () => {
    expect(() => isTokenExpired('not-a-token')).toThrow();
  });
});

describe('httpClient', () => {
  const lost = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
  let refreshCalls = 0;
  let refreshAnswer: () => Response;
  const fresh = makeToken(nowSeconds() + 3600, { n: 'fresh' });

  beforeEach(() => {
    localStorage.clear();
    refreshCalls = 0;
    refreshAnswer = () => jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' });
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/refresh') {
        refreshCalls += 1;
        // A slow refresh makes the parallel requests really overlap.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return refreshAnswer();
      }
      return jsonResponse(200, [{ id: 1 }], { 'Content-Range': 'students 0-0/1' });
    });
    vi.stubGlobal('fetch', fetchMock);
    setSessionLostHandler(lost);
    lost.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the stored token as a bearer header without refreshing a live token', async () => {
    const live = makeToken(nowSeconds() + 600);
    localStorage.setItem('accessToken', live);
    localStorage.setItem('authToken', live);
    const answer = await httpClient('/api/students');
    expect(answer.json).toEqual([{ id: 1 }]);
    expect(refreshCalls).toBe(0);
    expect(authOf(fetchMock.mock.calls[0][1])).toBe(`Bearer ${live}`);
  });

  it('refreshes an expired token before the request and stores the rotated tokens', async () => {
    localStorage.setItem('accessToken', makeToken(nowSeconds() - 10));
    localStorage.setItem('refreshToken', 'refresh-1');
    await httpClient('/api/students');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/refresh');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(authOf(fetchMock.mock.calls[1][1])).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem('accessToken')).toBe(fresh);
    expect(localStorage.getItem('authToken')).toBe(fresh);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('shares one refresh call among parallel requests', async () => {
    localStorage.setItem('accessToken', makeToken(nowSeconds() - 10));
    localStorage.setItem('refreshToken', 'refresh-1');
    await Promise.all([httpClient('/api/a'), httpClient('/api/b'), httpClient('/api/c'), httpClient('/api/d')]);
    expect(refreshCalls).toBe(1);
    const apiCalls = fetchMock.mock.calls.filter(([url]) => url !== '/api/auth/refresh');
    expect(apiCalls).toHaveLength(4);
    for (const [, init] of apiCalls) expect(authOf(init)).toBe(`Bearer ${fresh}`);
  });

  it('clears the session, logs and sends the user away when the refresh fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refreshAnswer = () => jsonResponse(401, { message: 'revoked' });
    localStorage.setItem('accessToken', makeToken(nowSeconds() - 10));
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('sidebarColor', 'info');
    await expect(Promise.all([httpClient('/api/a'), httpClient('/api/b')])).rejects.toThrow();
    expect(refreshCalls).toBe(1);
    expect(fetchMock.mock.calls.filter(([url]) => url !== '/api/auth/refresh')).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(lost).toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('Token refresh failed', expect.anything());
  });

  it('loses the session when the request cannot be set up', async () => {
    localStorage.setItem('accessToken', 'garbage');
    await expect(httpClient('/api/students')).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('turns an error answer into an HttpError carrying status and body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'Bad input', errors: { name: 'Required' } }));
    const failure = await httpClient('/api/students', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, message: 'Bad input', body: { errors: { name: 'Required' } } });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Content-Type')).toBe('application/json');
    expect(lost).not.toHaveBeenCalled();
  });

  it("says a coded answer in the user's language: the message, and each field as react-admin's message with arguments", async () => {
    const said: string[] = [];
    setErrorTranslator((key, options) => {
      said.push(key);
      return key === 'shule.errors.fields' ? 'Baadhi ya sehemu zinahitaji kurekebishwa' : String(options?._ ?? key);
    });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'Some fields need attention',
        code: 'shule.errors.fields',
        args: {},
        errors: { first_name: 'Too long (at most 60 characters)', other: 'Plain' },
        codes: { first_name: { message: 'shule.validation.too_long', args: { max: 60 } } },
      }),
    );
    const failure = (await httpClient('/api/students', { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    )) as HttpError;
    setErrorTranslator((key, options) => String(options?._ ?? key));
    expect(failure.message).toBe('Baadhi ya sehemu zinahitaji kurekebishwa');
    const errors = (failure.body as { errors: Record<string, string> }).errors;
    expect(JSON.parse(errors.first_name.replace('@@react-admin@@', ''))).toEqual({
      message: 'shule.validation.too_long',
      args: { max: 60, _: 'Too long (at most 60 characters)' },
    });
    expect(errors.other).toBe('Plain');
  });
});

describe('uploadWithProgress', () => {
  interface Sent {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: FormData | null;
  }
  let sent: Sent[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    send(body: FormData) {
      this.request.body = body;
      sent.push(this.request);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 } as ProgressEvent);
      this.status = 201;
      this.responseText = '{"url":"/files/1"}';
      this.onload?.();
    }
  }

  beforeEach(() => {
    sent = [];
    localStorage.clear();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file and otherdata with the bearer token and reports progress', async () => {
    const token = makeToken(nowSeconds() + 600);
    localStorage.setItem('accessToken', token);
    const progress: number[] = [];
    const file = new Blob(['hello'], { type: 'text/plain' });
    const answer = await uploadWithProgress('/api/uploads', file, '{"kind":"logo"}', (p) => progress.push(p.percent));
    expect(answer).toMatchObject({ status: 201, json: { url: '/files/1' } });
    expect(progress).toEqual([25, 100]);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(sent[0].headers['content-type']).toBeUndefined(); // the browser sets the multipart boundary
    expect(sent[0].body?.get('otherdata')).toBe('{"kind":"logo"}');
    expect(sent[0].body?.get('file')).toBeInstanceOf(Blob);
  });

  it('refreshes an expired token before uploading', async () => {
    const fresh = makeToken(nowSeconds() + 3600);
    localStorage.setItem('accessToken', makeToken(nowSeconds() - 5));
    localStorage.setItem('refreshToken', 'r1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ accessToken: fresh, refreshToken: 'r2' }), { status: 200 })),
    );
    await uploadWithProgress('/api/uploads', new Blob(['x']), '', () => undefined);
    expect(sent[0].headers.authorization).toBe(`Bearer ${fresh}`);
  });
});
