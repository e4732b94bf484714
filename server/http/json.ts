import type { Context } from 'hono';
import { badRequest } from '../errors';

/**
 * The request's JSON object. An optional body may be absent (an empty body reads as {}); anything
 * present must be a JSON object, or the client is told so: `null`, an array or a number in place of
 * an object used to reach code that read properties from it and answered 500.
 */
export async function readJsonObject(
  c: Context,
  options: { optional?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (options.optional && text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The body must be a JSON object');
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw badRequest('The body must be a JSON object');
}
