import type { MiddlewareHandler } from 'hono';

/**
 * The policy the app runs under: scripts only from this origin (no inline script, no eval), no
 * plug-ins, no framing by any site, forms and connections to this origin only. Styles allow
 * 'unsafe-inline' because MUI's emotion writes <style> elements at run time; a style cannot run
 * code. Images and fonts may be data: (MUI icons, the PDF preview) and blob: (a photo before upload,
 * a printed certificate opened in the browser).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Security headers on every answer, the app's and the API's. API answers carry personal records and
 * tokens, so no cache (a shared computer's browser, a proxy) keeps them unless the route chose a
 * policy itself (hashed assets, a photo).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of COMMON_HEADERS) if (!headers.has(name)) headers.set(name, value);
    if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
