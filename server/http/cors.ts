import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Cross-origin API calls only from the origins configuration names (SHULE_CORS_ORIGINS), none by
 * default: another site's page in a signed-in user's browser cannot read answers, and a react-admin
 * app elsewhere is allowed by naming its origin. Bearer tokens, no cookies: no credentials mode.
 * Same-origin calls skip the middleware, which rebuilds each response it touches.
 */
export function crossOriginPolicy(allowedOrigins: readonly string[]): MiddlewareHandler {
  if (allowedOrigins.length === 0) return (_c, next) => next();
  const allowed = new Set(allowedOrigins);
  const middleware = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    exposeHeaders: ['Content-Range', 'Content-Disposition'],
  });
  return (c, next) => (c.req.header('origin') ? middleware(c, next) : next());
}

/** SHULE_CORS_ORIGINS: comma-separated origins such as `https://admin.example.ac.ke`. */
export function parseOrigins(raw: string | undefined): readonly string[] {
  return (raw ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}
