import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/harness';
import { createApp } from '../app';
import { AUTH_BODY_LIMIT, JSON_BODY_LIMIT } from './body-limit';
import { parseOrigins } from './cors';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ students: 3 });
  token = (await t.signIn('admin')).accessToken;
});
afterAll(() => t.close());

/** A body that arrives in pieces with no Content-Length, as a chunked upload does. */
function streamOf(bytes: number, piece = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(piece, bytes - sent);
      controller.enqueue(new Uint8Array(size).fill(0x61));
      sent += size;
    },
  });
}

describe('request body limits', () => {
  it('refuses a JSON body over 1 MiB with 413 before sign-in is even checked', async () => {
    const body = JSON.stringify({ first_name: 'x'.repeat(JSON_BODY_LIMIT) });
    const response = await t.call('POST', '/api/students', {
      body,
      headers: { 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The request body is too large: at most 1024 KiB',
    );
  });

  it('counts a chunked body with no Content-Length and stops reading at the limit', async () => {
    let pulled = 0;
    const body = streamOf(100 * 1024 * 1024);
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      }),
    );
    const response = await t.app.request('/api/students', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: counted,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // The 100 MB body was not read through: reading stopped shortly after the limit.
    expect(pulled).toBeLessThan(JSON_BODY_LIMIT + 512 * 1024);
  });

  it('gives sign-in a small limit: a 50 MB username never reaches the rate limiter', async () => {
    const body = JSON.stringify({ username: 'u'.repeat(AUTH_BODY_LIMIT), password: 'x' });
    const response = await t.call('POST', '/api/auth/signin', { body });
    expect(response.status).toBe(413);
    const superResponse = await t.call('POST', '/api/super/signin', { body });
    expect(superResponse.status).toBe(413);
  });

  it('lets a body under the limit through to the route', async () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => 10_000_000 + i);
    const response = await t.call('POST', '/api/students/bulk-delete', { token, body: { ids } });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});

describe('security headers', () => {
  it('sends the content policy, nosniff, referrer policy and no-store on API answers, errors included', async () => {
    for (const response of [
      await t.call('GET', '/api/classes?range=[0,1]', { token }),
      await t.call('GET', '/api/classes'),
      await t.call('GET', '/api/no-such-route', { token }),
    ]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps a cache policy a route set itself', async () => {
    const app = createApp(t.ctx);
    app.get('/assets/x.js', (c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return c.text('1');
    });
    const response = await app.request('/assets/x.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('cross-origin calls', () => {
  it('allows no other origin by default: no CORS headers, so a browser will not hand the answer over', async () => {
    const response = await t.call('GET', '/api/classes?range=[0,1]', {
      token,
      headers: { origin: 'https://other.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the origins configuration names, exposing Content-Range, without credentials', async () => {
    const app = createApp({
      ...t.ctx,
      allowedOrigins: parseOrigins(' https://admin.example.ac.ke/ ,https://b.example'),
    });
    const named = await app.request('/api/classes?range=[0,1]', {
      headers: { origin: 'https://admin.example.ac.ke', authorization: `Bearer ${token}` },
    });
    expect(named.status).toBe(200);
    expect(named.headers.get('access-control-allow-origin')).toBe('https://admin.example.ac.ke');
    expect(named.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(named.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await app.request('/api/students', {
      method: 'OPTIONS',
      headers: { origin: 'https://b.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const other = await app.request('/api/classes?range=[0,1]', {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${token}` },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
