import type { Context } from 'hono';

/**
 * The origin Safaricom must call back: PUBLIC_URL when the server is told it (behind a proxy),
 * else the origin of the page that asked (as newsletter-publish.ts does for public links).
 */
export function callbackOrigin(c: Context, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const header = c.req.header('origin');
  return header && /^https?:\/\/[^/\s]+$/i.test(header) ? header : new URL(c.req.url).origin;
}

export const callbackUrls = (origin: string, secret: string) => ({
  validation: `${origin}/api/mpesa/${secret}/validation`,
  confirmation: `${origin}/api/mpesa/${secret}/confirmation`,
  stk: `${origin}/api/mpesa/${secret}/stk`,
});
