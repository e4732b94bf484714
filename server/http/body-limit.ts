import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from '../errors';

/** JSON bodies: a bulk action over tens of thousands of ids, a student with all their guardians. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Sign-in, refresh and sign-out, answered before anyone is known: a username, a password, a token. */
export const AUTH_BODY_LIMIT = 8 * 1024;

const AUTH_PATHS = /^\/api\/(auth|super)\/(signin|refresh|signout)$/;
/** Routes that take files set their own limit (the upload limit) with the upload. */
const OWN_LIMIT_PATHS = /^\/api\/(uploads|messaging\/newsletter-files)$/;

const tooLarge = (limit: number) => () => {
  throw new HttpError(413, `The request body is too large: at most ${limit / 1024} KiB`);
};

const authLimit = bodyLimit({ maxSize: AUTH_BODY_LIMIT, onError: tooLarge(AUTH_BODY_LIMIT) });
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(JSON_BODY_LIMIT) });

/**
 * A limit on every request body by route, checked against Content-Length before anything is read
 * and counted while a chunked body streams in, so no body is held in memory past its limit: without
 * it a 100 MB body was read and parsed before sign-in was even checked.
 */
export function requestBodyLimits(): MiddlewareHandler {
  return (c, next) => {
    // No route reads the body of a GET or HEAD; looking for one would build a full fetch Request
    // (the Node adapter's request is lazy), a tenth of a small list request's CPU.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path;
    if (OWN_LIMIT_PATHS.test(path)) return next();
    return (AUTH_PATHS.test(path) ? authLimit : jsonLimit)(c, next);
  };
}
